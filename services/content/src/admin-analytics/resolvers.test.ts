import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, testAdmin, testViewer } from '@juba/platform/testing/subgraph';
import { startAdminSubgraph, type AdminSubgraph } from '../testing/admin-harness.ts';

let api: AdminSubgraph;
beforeAll(async () => {
  api = await startAdminSubgraph();
});
afterAll(() => api?.stop());

const ANALYTICS = 'query Analytics($days: Int) { adminAnalytics(days: $days) { days } }';

describe('adminAnalytics', () => {
  it.each([7, 30, 90])('answers the %i-day window', async (days) => {
    expect((await api.run(ANALYTICS, { days }, testAdmin())).data!.adminAnalytics).toEqual({ days });
  });

  it('defaults to 30 days', async () => {
    expect((await api.run('query { adminAnalytics { days } }', {}, testAdmin())).data!.adminAnalytics).toEqual({ days: 30 });
  });

  it.each([0, 14, 365])('refuses a %i-day window with BAD_USER_INPUT', async (days) => {
    const result = await api.run(ANALYTICS, { days }, testAdmin());
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(`days must be one of 7, 30, 90 (got ${days})`);
  });

  it('is refused without a viewer and to a learner', async () => {
    expect(codeOf(await api.run(ANALYTICS, { days: 30 }, null))).toBe('UNAUTHENTICATED');
    expect(codeOf(await api.run(ANALYTICS, { days: 30 }, testViewer()))).toBe('FORBIDDEN');
  });
});
