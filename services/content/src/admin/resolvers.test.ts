import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, testAdmin, testViewer } from '@juba/platform/testing/subgraph';
import { startAdminSubgraph, type AdminSubgraph } from '../testing/admin-harness.ts';

let api: AdminSubgraph;
beforeAll(async () => {
  api = await startAdminSubgraph();
});
afterAll(() => api?.stop());

const DASHBOARD = 'query { adminDashboard { message adminFeatures } }';

describe('adminDashboard', () => {
  it('welcomes an admin in Portuguese and lists the panel features', async () => {
    const result = await api.run(DASHBOARD, {}, testAdmin());
    expect(result.data!.adminDashboard).toEqual({
      message: expect.stringMatching(/^Bem-vindo ao painel administrativo/),
      adminFeatures: ['Gerenciamento de usuários', 'Análises da plataforma', 'Gerenciamento de conteúdo', 'Configurações do sistema'],
    });
  });

  it('is refused without a viewer and to a learner', async () => {
    expect(codeOf(await api.run(DASHBOARD, {}, null))).toBe('UNAUTHENTICATED');
    expect(codeOf(await api.run(DASHBOARD, {}, testViewer()))).toBe('FORBIDDEN');
  });
});
