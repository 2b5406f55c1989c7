import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, testAdmin, testViewer } from '@juba/platform/testing/subgraph';
import { startAdminSubgraph, type AdminSubgraph } from '../testing/admin-harness.ts';

let api: AdminSubgraph;
beforeAll(async () => {
  api = await startAdminSubgraph();
  if (api.redis.status !== 'ready') await new Promise((resolve) => api.redis.once('ready', resolve));
});
afterAll(() => api?.stop());

const RETENTION = 'query { adminDataRetention { service ranAt retentionDays deleted } }';

describe('adminDataRetention', () => {
  it('shows an admin each service’s last sweep, as the services recorded them', async () => {
    const result = await api.run(RETENTION, {}, testAdmin());
    expect(result.errors).toBeUndefined();
    for (const run of result.data!.adminDataRetention)
      expect(run).toEqual({
        service: expect.stringMatching(/^(learner|diagnostics|ai)$/),
        ranAt: expect.any(String),
        retentionDays: expect.any(Number),
        deleted: expect.any(Number),
      });
  });

  it('is refused without a viewer and to a learner', async () => {
    expect(codeOf(await api.run(RETENTION, {}, null))).toBe('UNAUTHENTICATED');
    expect(codeOf(await api.run(RETENTION, {}, testViewer()))).toBe('FORBIDDEN');
  });
});
