import { clampProgress, type JobLog } from './job-definition.ts';

/** One step a job's work reports: how far (0..100) and, if it says, what it is doing. */
export interface ProgressStep {
  progress: number;
  message?: string;
}

/** A job's progress as the row and its JobUpdate take it: a whole percentage and a message. */
export interface WrittenStep {
  progress: number;
  message: string;
}

export interface JobProgress {
  /** Reports a step; resolves once it, and every step before it, is written. */
  report(step: ProgressStep): Promise<void>;
  /** Resolves once every step reported so far is written. */
  settled(): Promise<void>;
}

export interface JobProgressOptions {
  log: JobLog;
  /** Names the job in the warning logged when a step cannot be written. */
  what: string;
  /** The message of a step that brings none. */
  message: string;
  /**
   * Writes a step only when it moved by this much since the last one written,
   * and never 100 before the row completes: for work that reports every frame.
   */
  minStep?: number;
}

/**
 * Writes a job's progress one step at a time, in the order reported: work
 * may fire its reports without awaiting them, and a step written after a
 * later one would move the row backwards. A step that cannot be written is
 * logged, never turned into a failed job.
 */
export function jobProgress(write: (step: WrittenStep) => Promise<void>, opts: JobProgressOptions): JobProgress {
  let chain: Promise<void> = Promise.resolve();
  let written = 0;
  return {
    report(step) {
      let progress = clampProgress(step.progress);
      if (opts.minStep) {
        progress = Math.min(99, progress);
        if (!Number.isFinite(step.progress) || progress - written < opts.minStep) return chain;
        written = progress;
      }
      const next = { progress, message: step.message ?? opts.message };
      chain = chain.then(() => write(next)).catch((err: unknown) => opts.log.warn(`${opts.what} progress not recorded:`, err));
      return chain;
    },
    settled: () => chain,
  };
}
