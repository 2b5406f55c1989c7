import { z } from 'zod';
import type { HandoutLevel } from '@juba/contracts/jobs';
import type { GenerationProgress } from '../progress.ts';
import type { AiProviderName } from '../provider-name.ts';

/** Spec part 2 §3: Material { title, description, slides }; Slide { title, content, exercise? }. */
export const slideSchema = z.object({
  title: z.string().min(1).max(200),
  content: z.string().min(1).max(4000),
  exercise: z
    .object({
      question: z.string().min(1).max(500),
      options: z.array(z.string().min(1).max(300)).min(2).max(6),
      explanation: z.string().min(1).max(1000),
    })
    .nullable()
    .optional(),
});
export const materialSchema = z.object({
  title: z.string().min(1).max(200),
  description: z.string().min(1).max(1000),
  slides: z.array(slideSchema).min(3).max(20),
});
export type Slide = z.infer<typeof slideSchema>;
export type Material = z.infer<typeof materialSchema>;

/** Writes slide handouts (the handout worker needs only this). */
export interface HandoutGenerator {
  readonly name: AiProviderName;
  generateHandout(level: HandoutLevel, opts: { onProgress?: (p: GenerationProgress) => void | Promise<void>; signal?: AbortSignal }): Promise<Material>;
}
