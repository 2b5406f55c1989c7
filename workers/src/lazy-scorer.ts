import type { PronunciationScorer } from '@juba/speech/types';

/**
 * A scorer that loads the acoustic model at its first analysis, not when the
 * pool starts: processes that never run phonetic jobs never load it. A load
 * that fails (the speech tools are missing) fails that job, with the reason
 * in the log, and is tried again by the next one.
 */
export function lazyScorer(create: () => Promise<PronunciationScorer>): PronunciationScorer {
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
    async close() {
      const loaded = await loading?.catch(() => undefined);
      loading = undefined;
      await loaded?.close();
    },
  };
}
