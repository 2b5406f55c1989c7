import { z } from 'zod';
import type { HandoutLevel } from '@juba/shared/jobs';

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

export interface GenerationProgress {
  /** 0..100 */
  progress: number;
  /** Portuguese stage text shown on the loading screen. */
  message: string;
}

/**
 * Everything intelligent sits behind this interface: an OpenAI-compatible
 * provider when configured, an offline provider built on curated content otherwise.
 */
export interface AiProvider {
  readonly name: 'openai' | 'offline';
  generateHandout(level: HandoutLevel, opts: { onProgress?: (p: GenerationProgress) => void | Promise<void>; signal?: AbortSignal }): Promise<Material>;
}
