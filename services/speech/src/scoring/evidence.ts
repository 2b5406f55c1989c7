/**
 * What one examination says about each target word, before any model: its
 * aligned phones with their goodness of pronunciation, how the
 * error-detecting decode heard it (as written, with a Brazilian substitution,
 * or skipped), by how much a chosen substitution beat the canonical
 * pronunciation over the same frames, and which substitutions the phone
 * network hears over the aligned phones' frames.
 */
import { MIN_FRAMES, pathScore } from '../acoustic/network-path.ts';
import type { PhonePosteriors } from '../acoustic/phone-network.ts';
import type { Segment } from '../pocketsphinx/native.ts';
import type { BrazilianRule } from '../types.ts';
import type { AlignedPhone, Examination } from './engine.ts';
import { goodnessOfPronunciation, type ScoredPhone } from './gop.ts';
import { pronunciationsOf, type Slot } from './grammar.ts';

export interface WordEvidence {
  slot: number;
  written: string;
  /** False when the dictionary does not know the word: it is aligned as unknown sounds and never judged. */
  known: boolean;
  phones: ScoredPhone[];
  /** How the error-detecting decode heard the word; 'failed' when that decode found no path at all. */
  detected: 'canonical' | 'variant' | 'skipped' | 'failed';
  /** The substitution chosen, with the phones heard and the canonical position it replaced. */
  variant: { rule: BrazilianRule | null; position: number; phones: string[] } | null;
  /** The Brazilian errors the decode could have chosen for this word. */
  offered: BrazilianRule[];
  /** Per frame, how much better the chosen substitution explains the word than the canonical phones (0 when none was chosen). */
  variantMargin: number;
  /**
   * What the phone network heard instead of the canonical phones: per
   * Brazilian error offered in the word, its largest margin over the
   * canonical pronunciation (summed log posterior along the best paths,
   * acoustic/network-path.ts, per frame of the replaced phone) and the word
   * as it would then be said.
   */
  heardByNetwork: NetworkHearing[];
  /** The detection's frames of the word (its alignment's when the detection has none). */
  startFrame: number;
  endFrame: number;
}

export interface NetworkHearing {
  rule: BrazilianRule;
  position: number;
  phones: string[];
  margin: number;
}

/** Frames on each side of the word's alignment the network's paths may also take: an added vowel (i-school, bigi) often falls outside it. */
const NETWORK_PAD = 5;

/**
 * Per rule, the best margin by which the network's path through a Brazilian
 * pronunciation beats the canonical one over the word's frames, per frame of
 * the phone it replaces (so a long word does not dilute one wrong phone).
 */
function networkHearings(slot: Slot, phones: readonly ScoredPhone[], posteriors: PhonePosteriors): NetworkHearing[] {
  if (!slot.positions || phones.length === 0) return [];
  const startFrame = Math.max(0, phones[0]!.startFrame - NETWORK_PAD);
  const endFrame = Math.min(posteriors.frames - 1, phones.at(-1)!.startFrame + phones.at(-1)!.frames - 1 + NETWORK_PAD);
  const [canonical, ...variants] = pronunciationsOf(slot.positions);
  const canonicalScore = pathScore(posteriors, canonical!.phones, startFrame, endFrame);
  if (!Number.isFinite(canonicalScore)) return [];
  const best = new Map<BrazilianRule, NetworkHearing>();
  for (const { phones: said, variant } of variants) {
    const rule = variant?.alternative.rule;
    if (!variant || !rule) continue;
    const replaced = phones.find((phone) => phone.position === variant.position)?.frames ?? 0;
    const margin = (pathScore(posteriors, said, startFrame, endFrame) - canonicalScore) / Math.max(MIN_FRAMES, replaced);
    if (margin > (best.get(rule)?.margin ?? Number.NEGATIVE_INFINITY)) best.set(rule, { rule, position: variant.position, phones: said, margin });
  }
  return [...best.values()];
}

/** The free loop's score over frames [from, to], each loop segment prorated by its overlap. */
function loopScore(phoneLoop: readonly Segment[], from: number, to: number): number {
  let score = 0;
  for (const segment of phoneLoop) {
    if (segment.endFrame < from) continue;
    if (segment.startFrame > to) break;
    const overlap = Math.min(segment.endFrame, to) - Math.max(segment.startFrame, from) + 1;
    score += (segment.acousticScore * overlap) / (segment.endFrame - segment.startFrame + 1);
  }
  return score;
}

/**
 * The substitution's advantage per frame over the canonical pronunciation:
 * both scored over the union of their spans, the free loop standing in for
 * the frames one of them does not cover, so neither gains by being shorter.
 * The canonical side is the whole-word canonical token when that decode ran
 * (the same kind of model as the substitution), else the aligned phones.
 */
function marginOver(
  token: AlignedPhone,
  canonical: readonly { startFrame: number; endFrame: number; acousticScore: number }[],
  phoneLoop: readonly Segment[],
): number {
  if (canonical.length === 0) return 0;
  const canonStart = canonical[0]!.startFrame;
  const canonEnd = canonical.at(-1)!.endFrame;
  const canonScore = canonical.reduce((sum, part) => sum + part.acousticScore, 0);
  const start = Math.min(canonStart, token.startFrame);
  const end = Math.max(canonEnd, token.endFrame);
  const outside = (from: number, to: number) => loopScore(phoneLoop, start, from - 1) + loopScore(phoneLoop, to + 1, end);
  const variant = token.acousticScore + outside(token.startFrame, token.endFrame);
  const canon = canonScore + outside(canonStart, canonEnd);
  return (variant - canon) / (end - start + 1);
}

export function wordEvidence(slots: readonly Slot[], examination: Examination, posteriors: PhonePosteriors): WordEvidence[] {
  const scored = goodnessOfPronunciation(examination.alignment ?? [], examination.phoneLoop, posteriors);
  return slots.map((slot, index): WordEvidence => {
    const phones = scored.filter((phone) => phone.slot === index);
    const aligned = (examination.alignment ?? []).filter((token) => token.kind === 'phone' && token.slot === index);
    const token = examination.detection?.find((t) => t.kind === 'word' && t.slot === index);
    const canonicalWord = examination.canonical?.find((t) => t.kind === 'word' && t.slot === index);
    const span = token ?? { startFrame: aligned[0]?.startFrame ?? 0, endFrame: aligned.at(-1)?.endFrame ?? 0 };
    const offered = [...new Set(slot.positions?.flatMap((position) => position.flatMap((alternative) => (alternative.rule ? [alternative.rule] : []))) ?? [])];
    const base = {
      slot: index,
      written: slot.written,
      known: slot.positions !== null,
      phones,
      offered,
      heardByNetwork: networkHearings(slot, phones, posteriors),
      startFrame: span.startFrame,
      endFrame: span.endFrame,
    };
    if (!examination.detection) return { ...base, detected: 'failed', variant: null, variantMargin: 0 };
    if (!token) return { ...base, detected: 'skipped', variant: null, variantMargin: 0 };
    const chosen = slot.positions ? pronunciationsOf(slot.positions).find((p) => p.phones.join(' ') === token.phones.join(' ')) : undefined;
    if (!chosen?.variant) return { ...base, detected: 'canonical', variant: null, variantMargin: 0 };
    return {
      ...base,
      detected: 'variant',
      variant: { rule: chosen.variant.alternative.rule, position: chosen.variant.position, phones: token.phones },
      variantMargin: marginOver(token, canonicalWord ? [canonicalWord] : aligned, examination.phoneLoop),
    };
  });
}
