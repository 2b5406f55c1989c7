import { HANDOUT_LEVELS, type HandoutLevel } from '@juba/contracts/jobs';
import { AiAbortedError, AiInvalidLevelError } from './errors.ts';

export interface GenerationProgress {
  /** 0..100 */
  progress: number;
  /** Portuguese stage text shown on the loading screen. */
  message: string;
}

export type ProgressListener = (p: GenerationProgress) => void | Promise<void>;

/**
 * Wraps a caller's progress listener so what it sees is always a whole number
 * in 0..100 that never goes back, whatever order the stages report in.
 */
export function progressReporter(listener: ProgressListener | undefined) {
  let last = 0;
  return async (progress: number, message: string) => {
    last = Math.max(last, Math.min(100, Math.max(0, Math.round(progress))));
    await listener?.({ progress: last, message });
  };
}

export function assertHandoutLevel(level: unknown): asserts level is HandoutLevel {
  if (!HANDOUT_LEVELS.includes(level as HandoutLevel)) throw new AiInvalidLevelError(level);
}

export function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new AiAbortedError({ cause: signal.reason });
}
