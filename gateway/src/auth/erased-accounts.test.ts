import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { redisForProducer } from '@juba/platform/redis';
import type { Viewer } from '@juba/platform/viewer';
import { refusingErasedAccounts } from './erased-accounts.ts';
import { IdentityProviderUnavailableError } from './token-verifier.ts';

const opened: Redis[] = [];
afterEach(() => {
  for (const redis of opened.splice(0)) redis.disconnect();
});

function verifierOn(url: string) {
  const redis = redisForProducer(url);
  redis.on('error', () => {});
  opened.push(redis);
  const viewer: Viewer = { userId: `learner-${randomUUID()}`, email: '', firstName: 'Lia', lastName: '', profileImageUrl: null, isAdmin: false };
  return { viewer, verify: refusingErasedAccounts(async () => viewer, redis) };
}

describe('the erased-accounts check', () => {
  it('lets a learner in on a Redis connection that is still being made, as on the gateway’s first request', async () => {
    const { viewer, verify } = verifierOn(process.env.REDIS_URL!);
    await expect(verify('token')).resolves.toEqual(viewer);
  });

  it('refuses as unavailable (a 503), not as a bad token, when Redis cannot be reached', async () => {
    const { verify } = verifierOn('redis://127.0.0.1:9');
    await expect(verify('token')).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
  });

  it('has the requests of an outage wait for the connection together, not with a listener each', async () => {
    const { verify } = verifierOn('redis://127.0.0.1:9');
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      const refused = await Promise.allSettled(Array.from({ length: 50 }, () => verify('token')));
      for (const outcome of refused) expect(outcome).toMatchObject({ status: 'rejected', reason: expect.any(IdentityProviderUnavailableError) });
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });
});
