import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { codeOf, startTestSubgraph, testAdmin, testViewer } from '@juba/platform/testing/subgraph';
import type { Viewer } from '@juba/platform/viewer';
import type { IdentityContext } from '../context.ts';
import { identityTestContext } from '../testing/context.ts';
import { identitySubgraph } from '../subgraph.ts';
import { readIdentityAnalytics } from './admin-analytics.ts';

const suite = identityTestContext();
const { db } = suite;
const server = startTestSubgraph<IdentityContext>(identitySubgraph, suite.context);
afterAll(async () => {
  await server.stop();
  await suite.close();
});

const DAY_MS = 24 * 3600 * 1000;

/** Runs inside a snapshot that is rolled back, so users other suites create meanwhile do not count. */
async function inSnapshot(check: (tx: Parameters<Parameters<typeof db.$transaction>[0]>[0]) => Promise<void>) {
  const rollback = new Error('rollback');
  await expect(
    db.$transaction(
      async (tx) => {
        await check(tx);
        throw rollback;
      },
      { isolationLevel: 'RepeatableRead' },
    ),
  ).rejects.toBe(rollback);
}

describe('readIdentityAnalytics', () => {
  it('counts every user, and as weekly new the ones created in the last 7 x 24 h', async () => {
    const now = new Date('2031-03-10T12:00:00Z');
    await inSnapshot(async (tx) => {
      const before = await readIdentityAnalytics(tx, 30, now);
      const ages = [0, 3 * DAY_MS, 7 * DAY_MS, 7 * DAY_MS + 1, 40 * DAY_MS];
      for (const age of ages) {
        await tx.user.create({ data: { id: randomUUID(), email: 'a@example.com', firstName: 'A', lastName: 'B', createdAt: new Date(now.getTime() - age) } });
      }
      const after = await readIdentityAnalytics(tx, 30, now);
      expect(after.days).toBe(30);
      expect(after.totalUsers - before.totalUsers).toBe(ages.length);
      // Now, 3 days ago and exactly 7 x 24 h ago are inside the week; a millisecond older is not.
      expect(after.weeklyNewUsers - before.weeklyNewUsers).toBe(3);
    });
  });
});

describe('AdminAnalytics entity in identity', () => {
  const ENTITIES = 'query Entities($reps: [_Any!]!) { _entities(representations: $reps) { ... on AdminAnalytics { days totalUsers weeklyNewUsers } } }';
  const resolve = (who: Viewer | null, days: number) => server.run(ENTITIES, { reps: [{ __typename: 'AdminAnalytics', days }] }, who);

  it('answers an admin with the user counts', async () => {
    const result = await resolve(testAdmin(), 7);
    expect(result.errors).toBeUndefined();
    const [figures] = result.data!._entities;
    expect(figures).toMatchObject({ days: 7, totalUsers: expect.any(Number), weeklyNewUsers: expect.any(Number) });
    expect(figures!.totalUsers).toBeGreaterThanOrEqual(figures!.weeklyNewUsers!);
  });

  it('refuses a learner and a missing viewer, and a window other than 7, 30 or 90', async () => {
    expect(codeOf(await resolve(testViewer(), 30))).toBe('FORBIDDEN');
    expect(codeOf(await resolve(null, 30))).toBe('UNAUTHENTICATED');
    expect(codeOf(await resolve(testAdmin(), 14))).toBe('BAD_USER_INPUT');
  });
});
