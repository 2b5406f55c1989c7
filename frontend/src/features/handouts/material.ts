import type { HandoutJobQuery } from '../../generated/graphql.ts';

type HandoutJob = NonNullable<HandoutJobQuery['handoutJob']>;
export type Material = NonNullable<HandoutJob['material']>;
export type Slide = Material['slides'][number];

/** Spec part 2 §4: the viewer advances every 5 seconds while auto play is on. */
export const AUTO_PLAY_INTERVAL_MS = 5000;

/** A material the viewer can show: it needs at least one slide. */
export function isViewable(material: Material | null | undefined): material is Material {
  return !!material && material.slides.length > 0;
}
