import { vi } from 'vitest';
import { startRecording, type Recording } from '../lib/audio/recorder.ts';
import { encodeWav } from '../lib/audio/wav.ts';

/** What the fake microphone "records": a tenth of a second of a quiet tone, as the recorder would encode it. */
export const RECORDED_WAV = encodeWav(
  Float32Array.from({ length: 1600 }, (_, i) => 0.1 * Math.sin(i / 5)),
  16_000,
);

/**
 * The microphone for screen tests (a screen test mocks the recorder:
 * `vi.mock('../../lib/audio/recorder.ts', …)`): opened ones record RECORDED_WAV,
 * or opening fails as a refused permission does.
 */
export function microphone(answer: 'grants' | 'refuses' = 'grants') {
  const recording: Recording = { stop: vi.fn(async () => RECORDED_WAV), cancel: vi.fn() };
  const start = vi.mocked(startRecording);
  start.mockReset();
  if (answer === 'grants') start.mockResolvedValue(recording);
  else start.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
  return { start, recording };
}
