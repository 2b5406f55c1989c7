import { describe, expect, it, vi } from 'vitest';
import type { PronunciationScorer } from '@juba/speech/types';
import { lazyScorer } from './lazy-scorer.ts';

const audio = { sampleRate: 16000 as const, samples: new Int16Array(160) };
const loaded = (): PronunciationScorer => ({
  analyze: vi.fn(async () => ({ heardSpeech: false, accuracyScore: 0, transcription: '', overallFeedback: '', mistakes: [], strengths: [], subScores: null })),
  scoreSound: vi.fn(async () => ({ accuracyScore: 80, heardSpeech: true })),
  close: vi.fn(async () => {}),
});

describe('lazyScorer', () => {
  it('loads nothing until it is needed, then loads once for every job', async () => {
    const create = vi.fn(async () => loaded());
    const scorer = lazyScorer(create);
    expect(create).not.toHaveBeenCalled();

    await Promise.all([scorer.analyze(audio, 'Hello'), scorer.scoreSound(audio, 'think', 'θ')]);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('preloads at startup, so the first job finds the model loaded', async () => {
    const model = loaded();
    const create = vi.fn(async () => model);
    const scorer = lazyScorer(create);

    await scorer.preload({ warn: vi.fn() });
    expect(create).toHaveBeenCalledTimes(1);
    expect(await scorer.scoreSound(audio, 'think', 'θ')).toEqual({ accuracyScore: 80, heardSpeech: true });
    expect(create).toHaveBeenCalledTimes(1);
    await scorer.close();
    expect(model.close).toHaveBeenCalledTimes(1);
  });

  it('logs a preload that fails and lets the next job try again, failing with the reason while it still fails', async () => {
    const create = vi.fn(async (): Promise<PronunciationScorer> => {
      throw new Error('pocketsphinx could not load its model: run `make system-deps`');
    });
    const log = { warn: vi.fn() };
    const scorer = lazyScorer(create);

    await scorer.preload(log);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('run `make system-deps`'));
    await expect(scorer.analyze(audio, 'Hello')).rejects.toThrow('run `make system-deps`');
    create.mockResolvedValueOnce(loaded());
    expect((await scorer.analyze(audio, 'Hello')).heardSpeech).toBe(false);
    expect(create).toHaveBeenCalledTimes(3);
  });
});
