import { messageOf } from '@juba/platform/errors';
import type { JobLog } from '@juba/platform/job-definition';
import type { PronunciationScorer } from '@juba/speech/types';

export interface LazyScorer extends PronunciationScorer {
  /**
   * Loads the model now, so that the first learner's analysis does not wait
   * for it (about a second). A failure is logged, not thrown: the next job
   * tries again and fails with the reason.
   */
  preload(log: Pick<JobLog, 'warn'>): Promise<void>;
}

/**
 * A scorer that loads the acoustic model by `preload` (the pool calls it at
 * startup when it runs the phonetic queue) or at its first use: processes
 * that never run phonetic jobs never load it. A load that fails (the speech
 * tools are missing) fails that job, with the reason in the log, and is tried
 * again by the next one.
 */
export function lazyScorer(create: () => Promise<PronunciationScorer>): LazyScorer {
  let loading: Promise<PronunciationScorer> | undefined;
  const scorer = () => {
    loading ??= create().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
  return {
    analyze: async (audio, targetText, onProgress) => (await scorer()).analyze(audio, targetText, onProgress),
    scoreSound: async (audio, word, targetSound) => (await scorer()).scoreSound(audio, word, targetSound),
    async preload(log) {
      try {
        await scorer();
      } catch (err) {
        log.warn(`pronunciation scorer not loaded at startup (the first phonetic job tries again): ${messageOf(err)}`);
      }
    },
    async close() {
      const loaded = await loading?.catch(() => undefined);
      loading = undefined;
      await loaded?.close();
    },
  };
}
