import { describe, expect, it, vi } from 'vitest';
import { repeatSweep } from './repeat-sweep.ts';

describe('repeatSweep', () => {
  it('sweeps once per interval, never two rounds at once, logs a failed round and stops when asked', async () => {
    vi.useFakeTimers();
    let finishRound: () => void = () => {};
    const sweep = vi.fn(() => new Promise<void>((resolve) => (finishRound = resolve)));
    const errors: unknown[][] = [];
    const stop = repeatSweep('sweeping the test rows', sweep, 1000, { error: (...args: unknown[]) => errors.push(args) });

    await vi.advanceTimersByTimeAsync(999);
    expect(sweep).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(sweep, 'a round still running is not started again').toHaveBeenCalledTimes(1);

    finishRound();
    sweep.mockRejectedValueOnce(new Error('database down'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sweep).toHaveBeenCalledTimes(2);
    expect(errors.map((e) => e[0])).toEqual(['sweeping the test rows failed:']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sweep, 'the next round runs after a failure').toHaveBeenCalledTimes(3);

    finishRound();
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sweep).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });
});
