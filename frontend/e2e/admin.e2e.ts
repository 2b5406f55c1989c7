import { describe, expect, inject, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { getJsonAsThePage, requestAsThePage } from './support/as-the-page.ts';
import { expectAccessible } from './support/accessibility.ts';
import { useBrowserPage } from './support/browser.ts';
import { notShown, shown } from './support/expect-ui.ts';
import { signInFromLanding, topBar } from './support/flows.ts';
import './support/provided.ts';

const ui = useBrowserPage();

/** Spec part 1 §2: the analytics tiles, and the REST field each one shows. */
const TILES = [
  ['Total de Usuários', 'totalUsers'],
  ['Usuários Ativos', 'activeUsers'],
  ['Total de Sessões', 'totalSessions'],
  ['Novos Usuários na Semana', 'weeklyNewUsers'],
  ['Sessões na Semana', 'weeklySessions'],
  ['Duração Média da Sessão', 'avgSessionDuration'],
  ['Total de Perfis', 'totalProfiles'],
] as const;

const DEFAULT_CONFIG_KEYS = ['ai_model_settings', 'session_settings', 'content_settings', 'analytics_settings'];

describe('the admin panel', () => {
  test('an admin reads the analytics, manages content and initialises and edits the configuration', async () => {
    const { admin } = inject('juba').accounts;
    const page = ui.page;
    await signInFromLanding(page, admin);
    await topBar.link(page, 'Admin').click();
    await shown(page.getByRole('heading', { level: 1, name: 'Painel Administrativo' }), 'the admin panel');
    await shown(page.getByText(`Olá, ${admin.firstName}`, { exact: true }), "the admin's first name");
    await shown(page.getByText(admin.email, { exact: true }), "the admin's e-mail");

    const dashboard = await getJsonAsThePage<{ stats: { totalUsers: number } }>(page, '/api/admin/dashboard');
    const overview = page.getByRole('region', { name: 'Visão Geral da Plataforma' });
    await shown(overview.locator('dd').filter({ hasText: '99.9%' }), 'the fixed uptime');
    await expectFigure(overview, 'Total de Usuários', String(dashboard.stats.totalUsers));
    expect(dashboard.stats.totalUsers, 'at least the admin, who just signed in').toBeGreaterThanOrEqual(1);
    await expectAccessible(page, 'the admin panel');
    await ui.snap('admin-main');

    // Analytics: every tile is the server's figure for the chosen window.
    await page.getByRole('button', { name: /^Analytics/ }).click();
    await shown(page.getByRole('heading', { level: 2, name: 'Analytics' }), 'the analytics view');
    await expectTilesMatch(page, 30);
    await page.getByLabel('Período').selectOption('7');
    await expectTilesMatch(page, 7);
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expectTilesMatch(page, 7);
    await expectAccessible(page, 'the analytics view');
    await ui.snap('admin-analytics');
    await page.getByRole('button', { name: 'Voltar ao painel' }).click();

    // Content: create (after a JSON mistake), edit, publish, filter, delete.
    await page.getByRole('button', { name: /^Conteúdo/ }).click();
    await shown(page.getByRole('heading', { level: 2, name: 'Conteúdo' }), 'the content view');
    const unique = Date.now().toString(36);
    const title = `Phrasal verbs ${unique}`;
    await page.getByRole('button', { name: 'Novo Conteúdo' }).click();
    await expectAccessible(page, 'the new content form');
    await page.getByLabel('Título').fill(title);
    await page.getByLabel('Descrição').fill('<img src=x onerror="window.injected=1"> as text');
    await page.getByLabel('Conteúdo (JSON)').fill('{"items": [');
    await page.getByLabel('Tags').fill(' verbs, , phrasal ');
    await page.getByRole('button', { name: 'Criar' }).click();
    await shown(page.getByText('JSON inválido no campo conteúdo', { exact: true }), "the toast 'JSON inválido no campo conteúdo'");
    await page.getByLabel('Conteúdo (JSON)').fill('{"items": ["give up", "look after"]}');
    await page.getByRole('button', { name: 'Criar' }).click();
    await shown(page.getByText('Conteúdo criado com sucesso!', { exact: true }), "the toast 'Conteúdo criado com sucesso!'");
    const created = contentItem(page, title);
    await shown(created.getByText('Rascunho', { exact: true }), "the new item's 'Rascunho' badge");
    await shown(created.getByText('<img src=x onerror="window.injected=1"> as text', { exact: true }), 'the description, shown as text');
    expect(await page.evaluate(() => (window as { injected?: number }).injected), 'admin text is never markup').toBeUndefined();
    const stored = await getJsonAsThePage<{ title: string; tags: string[]; content: unknown; isPublished: boolean }[]>(page, '/api/admin/content');
    expect(stored.find((item) => item.title === title)).toMatchObject({
      tags: ['verbs', 'phrasal'],
      content: { items: ['give up', 'look after'] },
      isPublished: false,
    });

    const renamed = `${title} (revisado)`;
    await created.getByRole('button', { name: `Editar ${title}` }).click();
    await shown(page.getByRole('heading', { name: 'Editar Conteúdo' }), 'the edit form');
    await page.getByLabel('Título').fill(renamed);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await shown(page.getByText('Conteúdo atualizado com sucesso!', { exact: true }), "the toast 'Conteúdo atualizado com sucesso!'");
    const edited = contentItem(page, renamed);
    await edited.getByRole('button', { name: `Publicar ${renamed}` }).click();
    await shown(page.getByText('Conteúdo publicado com sucesso!', { exact: true }), "the toast 'Conteúdo publicado com sucesso!'");
    await shown(edited.getByText('Publicado', { exact: true }), "the 'Publicado' badge");
    expect(await edited.getByRole('button', { name: `Publicar ${renamed}` }).count(), 'publish is offered only on drafts').toBe(0);
    await expectAccessible(page, 'the content list');
    await ui.snap('admin-content');

    await page.getByLabel('Filtrar por tipo').selectOption('lesson');
    await shown(page.getByText('Nenhum conteúdo do tipo "Lição" encontrado', { exact: true }), 'the empty lesson filter');
    await page.getByLabel('Filtrar por tipo').selectOption('exercise');
    await edited.getByRole('button', { name: `Deletar ${renamed}` }).click();
    await edited.getByRole('button', { name: 'Confirmar exclusão' }).click();
    await shown(page.getByText('Conteúdo deletado com sucesso!', { exact: true }), "the toast 'Conteúdo deletado com sucesso!'");
    await notShown(page.getByRole('heading', { name: renamed, exact: true }), 'the deleted item');
    await page.getByRole('button', { name: 'Voltar ao painel' }).click();

    // Configuration: initialise the defaults, create one, and edit content_settings, which content writes obey at once.
    await page.getByRole('button', { name: /^Configurações/ }).click();
    await shown(page.getByText('Nenhuma configuração encontrada', { exact: true }), 'the empty configuration list');
    await page.getByRole('button', { name: 'Inicializar Configurações' }).click();
    await shown(page.getByText('Configurações padrão inicializadas com sucesso!', { exact: true }), 'the initialisation toast');
    const configs = page.getByRole('list', { name: 'Configurações' });
    for (const key of DEFAULT_CONFIG_KEYS) await shown(configs.getByRole('heading', { name: key, exact: true }), `the default config ${key}`);
    expect(await page.getByRole('button', { name: 'Inicializar Configurações' }).count(), 'initialising is offered only when none exist').toBe(0);
    await expectAccessible(page, 'the configuration list');

    await page.getByRole('button', { name: 'Nova Configuração' }).click();
    await page.getByLabel('Chave').fill(`welcome_banner_${unique}`);
    await page.getByLabel('Valor (JSON)').fill('{"text": "Bem-vindo"');
    await page.getByRole('button', { name: 'Criar' }).click();
    await shown(page.getByText('JSON inválido no campo valor', { exact: true }), "the toast 'JSON inválido no campo valor'");
    await page.getByLabel('Valor (JSON)').fill('{"text": "Bem-vindo ao Juba"}');
    await page.getByRole('button', { name: 'Criar' }).click();
    await shown(page.getByText('Configuração criada com sucesso!', { exact: true }), "the toast 'Configuração criada com sucesso!'");
    await shown(configs.getByRole('heading', { name: `welcome_banner_${unique}`, exact: true }), 'the new config');

    await page.getByRole('button', { name: 'Editar content_settings' }).click();
    await shown(page.getByRole('heading', { name: 'Editar Configuração' }), 'the config edit form');
    expect(await page.getByLabel('Chave').isEditable(), 'the key of an existing config cannot change').toBe(false);
    await expectAccessible(page, 'the configuration edit form');
    const contentSettings = (maxContentLength: number) =>
      JSON.stringify({ autoPublish: false, moderationEnabled: true, defaultDifficulty: 'intermediate', maxContentLength });
    await page.getByLabel('Valor (JSON)').fill(contentSettings(40));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await shown(page.getByText('Erro ao atualizar configuração', { exact: true }), 'the refusal of a limit below 100');
    await shown(page.getByText(/maxContentLength/), 'what is wrong with the value');
    await page.getByLabel('Valor (JSON)').fill(contentSettings(150));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await shown(page.getByText('Configuração atualizada com sucesso!', { exact: true }), "the toast 'Configuração atualizada com sucesso!'");
    await ui.snap('admin-config');

    const tooLong = await requestAsThePage(page, 'POST', '/api/admin/content', {
      contentType: 'lesson',
      title: 'Longer than the limit',
      description: '',
      content: { text: 'This lesson is longer than the limit. '.repeat(5) },
      difficulty: 'intermediate',
      category: 'general',
      tags: [],
    });
    expect(tooLong.status, `content_settings.maxContentLength applies at once (${tooLong.text})`).toBe(400);
    expect(tooLong.text).toContain('the limit is 150 (content_settings.maxContentLength)');
  }, 180_000);

  test('a learner is refused by the page and by the server', async () => {
    const { learner } = inject('juba').accounts;
    const page = ui.page;
    await signInFromLanding(page, learner);
    await shown(topBar.firstName(page, learner.firstName), 'the signed-in learner');
    await page.goto('/admin');
    await shown(page.getByRole('heading', { name: 'Acesso Negado' }), "the 'Acesso Negado' screen");
    await shown(page.getByText('Privilégios de administrador são necessários para acessar esta área.', { exact: true }), 'the explanation');
    await shown(page.getByText('Access Denied', { exact: true }), "the toast 'Access Denied'");
    await shown(page.getByText('Admin privileges required for this area.', { exact: true }), 'the toast text');
    await expectAccessible(page, 'the admin panel refusing a learner');
    await ui.snap('admin-denied');

    const read = await requestAsThePage(page, 'GET', '/api/admin/content');
    expect(read.status, read.text).toBe(403);
    const write = await requestAsThePage(page, 'POST', '/api/admin/config', {
      configKey: 'x',
      configValue: {},
      description: '',
      category: 'general',
      isActive: true,
    });
    expect(write.status, write.text).toBe(403);

    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await page.waitForURL((url) => url.pathname !== '/admin');
  });
});

function contentItem(page: Page, title: string): Locator {
  return page
    .getByRole('list', { name: 'Conteúdos' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

async function expectFigure(scope: Locator, label: string, value: string) {
  await shown(scope.locator(`dt:text-is("${label}") + dd`).filter({ hasText: new RegExp(`^${value}$`) }), `${label} = ${value}`);
}

async function expectTilesMatch(page: Page, days: 7 | 30) {
  const { stats: figures } = await getJsonAsThePage<{ stats: Record<string, number> }>(page, `/api/admin/analytics?days=${days}`);
  for (const [label, field] of TILES) {
    const value = field === 'avgSessionDuration' ? `${figures[field]}s` : String(figures[field]);
    await expectFigure(page.locator('main'), label, value);
  }
}
