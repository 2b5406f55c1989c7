import { describe, expect, it } from 'vitest';
import { testViewer } from './testing/subgraph.ts';
import { requireAdmin, requireViewer, signViewer, verifyViewer } from './viewer.ts';

const secret = 'a-test-secret-that-is-long-enough-000000';
const learner = testViewer({ userId: 'u1' });

describe('the viewer the gateway forwards', () => {
  it('round-trips through the gateway signature', async () => {
    expect(await verifyViewer(await signViewer(learner, secret), secret)).toEqual(learner);
  });

  it('cannot be forged without the internal secret', async () => {
    const forged = await signViewer({ ...learner, isAdmin: true }, 'someone-elses-secret-that-is-long-0000');
    await expect(verifyViewer(forged, secret)).rejects.toThrow();
  });

  it('gates resolvers: anonymous is UNAUTHENTICATED, a learner is FORBIDDEN from admin operations', () => {
    expect(() => requireViewer({ viewer: null })).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) }));
    expect(() => requireAdmin({ viewer: learner })).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }));
    expect(requireAdmin({ viewer: { ...learner, isAdmin: true } }).userId).toBe('u1');
  });
});
