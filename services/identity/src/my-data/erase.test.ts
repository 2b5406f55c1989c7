import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { accountErasedJobId } from '@juba/contracts/jobs';
import { createIdentityDb } from '../db.ts';
import { createSignInThrottle, SIGN_IN_THROTTLE_POLICY } from '../idp/sign-in-throttle.ts';
import { identityAccountErasedJob } from './erase.ts';
import { EMBEDDED_PROVIDER_ACCOUNTS } from './provider-accounts.ts';

const redis = new Redis(process.env.REDIS_URL!);
const db = createIdentityDb(process.env.DATABASE_URL!);
const handler = identityAccountErasedJob.createHandler({
  databaseUrl: process.env.DATABASE_URL!,
  publisher: redis,
  activities: { record: async () => {} },
  log: { info: () => {}, warn: () => {}, error: () => {} },
  queuePrefix: `test-identity-erase-${randomUUID()}`,
  providerAccounts: EMBEDDED_PROVIDER_ACCOUNTS,
});
afterAll(async () => {
  await handler.close?.();
  await db.$disconnect();
  redis.disconnect();
});

describe('the identity handler of account-erased', () => {
  it("forgets the account's failed sign-ins (the provider's throttle, a hash of the e-mail), and only theirs", async () => {
    const userId = randomUUID();
    const email = `${userId}@exemplo.com.br`;
    const other = `${randomUUID()}@exemplo.com.br`;
    await db.account.create({ data: { id: userId, email, passwordHash: 'x', firstName: 'Ana', lastName: 'Lima', roles: ['learner'] } });
    await db.user.create({ data: { id: userId, email, firstName: 'Ana', lastName: 'Lima' } });
    // The default prefix: the provider and the worker share it.
    const throttle = createSignInThrottle(redis);
    const fail = async (who: string) => {
      for (let i = 0; i < SIGN_IN_THROTTLE_POLICY.account.limit; i++) await throttle.reserve(who, `203.0.113.${i}`);
    };
    await fail(email);
    await fail(other);
    expect((await throttle.reserve(email, '198.51.100.1')).allowed).toBe(false);

    const erasureId = randomUUID();
    await handler.process(
      { id: accountErasedJobId(erasureId, 'identity'), data: { erasureId, userId, service: 'identity' } } as never,
      new AbortController().signal,
    );

    expect(await db.user.count({ where: { id: userId } })).toBe(0);
    expect((await throttle.reserve(email, '198.51.100.2')).allowed).toBe(true);
    expect((await throttle.reserve(other, '198.51.100.3')).allowed).toBe(false);
    await throttle.succeeded(email, '198.51.100.2');
    await throttle.succeeded(other, '198.51.100.3');
  });
});
