import { describe, expect, it } from 'vitest';
import { withTimeout } from './timeout.ts';

describe('withTimeout', () => {
  it('settles as the work does when it is in time', async () => {
    await expect(withTimeout(Promise.resolve(42), 1000, 'answering')).resolves.toBe(42);
    await expect(withTimeout(Promise.reject(new Error('refused')), 1000, 'answering')).rejects.toThrow('refused');
  });

  it('rejects naming the work once the time is up', async () => {
    await expect(withTimeout(new Promise(() => {}), 10, 'queueing the report')).rejects.toThrow('queueing the report took longer than 10 ms');
  });
});
