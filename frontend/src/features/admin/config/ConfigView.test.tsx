import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../AppRoutes.tsx';
import { renderApp } from '../../../test-support/render.tsx';
import { ADMIN, adminGateway, combobox, configItem, refusal, STALE_EDIT, textbox, toastSays } from '../admin-fixtures.ts';
import { notification } from '../../../test-support/toast.ts';

const AI = configItem();
const WELCOME = configItem({
  id: 'config-2',
  configKey: 'welcome_banner',
  configValue: { text: '<b>Olá</b>', show: false },
  description: null,
  category: 'general',
  isActive: false,
});

async function openConfig(link = adminGateway({ configs: [AI, WELCOME] })) {
  renderApp(<AppRoutes />, { path: '/admin?view=config', link, auth: { status: 'signed-in', user: ADMIN } });
  await screen.findByRole('heading', { level: 2, name: 'Configurações' });
  return link;
}

const items = async () => within(await screen.findByRole('list', { name: 'Configurações' })).getAllByRole('listitem');
const item = async (key: string) => (await items()).find((li) => within(li).queryByRole('heading', { name: key }))!;
const active = () => screen.getByRole('checkbox', { name: 'Ativa' }) as HTMLInputElement;

describe('admin config list', () => {
  it('shows key, category, state, description and the value as formatted JSON text', async () => {
    await openConfig();
    const [ai, welcome] = await items();
    expect(within(ai!).getByRole('heading').textContent).toBe('ai_model_settings');
    expect(within(ai!).getByText('IA')).toBeVisible();
    expect(within(ai!).getByText('Ativa')).toBeVisible();
    expect(within(ai!).getByText('Model used by the tutor')).toBeVisible();
    expect(ai!.querySelector('pre')!.textContent).toBe(JSON.stringify(AI.configValue, null, 2));

    expect(within(welcome!).getByText('Geral')).toBeVisible();
    expect(within(welcome!).getByText('Inativa')).toBeVisible();
    expect(welcome!.querySelector('pre')!.textContent).toContain('"text": "<b>Olá</b>"');
    expect(welcome!.querySelector('b')).toBeNull();
  });

  it('filters by category, and names the category when none match', async () => {
    await openConfig();
    await items();
    expect([...combobox('Filtrar por categoria').options].map((o) => o.textContent)).toEqual(['Todas as categorias', 'Geral', 'IA', 'Conteúdo', 'Analytics']);
    await userEvent.selectOptions(combobox('Filtrar por categoria'), 'general');
    expect((await items()).map((li) => within(li).getByRole('heading').textContent)).toEqual(['welcome_banner']);
    await userEvent.selectOptions(combobox('Filtrar por categoria'), 'analytics');
    expect(screen.getByText('Nenhuma configuração da categoria "Analytics" encontrada')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Inicializar Configurações' })).toBeNull();
  });

  it('offers Inicializar Configurações only when no config exists, and shows the defaults it creates', async () => {
    const link = await openConfig(adminGateway());
    expect(await screen.findByText('Nenhuma configuração encontrada')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Inicializar Configurações' }));
    await toastSays('Configurações padrão inicializadas com sucesso!');
    expect(link.callsOf('InitializeConfigs')).toHaveLength(1);
    expect((await items()).map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'ai_model_settings',
      'session_settings',
      'content_settings',
      'analytics_settings',
    ]);
    expect(screen.queryByRole('button', { name: 'Inicializar Configurações' })).toBeNull();
  });

  it('toasts Erro ao inicializar configurações when initialising fails', async () => {
    await openConfig(adminGateway().on('InitializeConfigs', () => refusal('CONFLICT', 'As configurações já existem.')));
    await userEvent.click(await screen.findByRole('button', { name: 'Inicializar Configurações' }));
    await toastSays('Erro ao inicializar configurações', 'As configurações já existem.');
    expect(notification().getAttribute('role')).toBe('alert');
    expect(screen.getByText('Nenhuma configuração encontrada')).toBeVisible();
  });
});

describe('admin config lists after a write', () => {
  it('a category viewed earlier shows what was created and moved under all categories', async () => {
    await openConfig();
    await userEvent.selectOptions(combobox('Filtrar por categoria'), 'analytics');
    expect(await screen.findByText('Nenhuma configuração da categoria "Analytics" encontrada')).toBeVisible();
    await userEvent.selectOptions(combobox('Filtrar por categoria'), 'all');

    await userEvent.click(screen.getByRole('button', { name: 'Nova Configuração' }));
    await userEvent.type(textbox('Chave'), 'report_settings');
    await userEvent.selectOptions(combobox('Categoria'), 'analytics');
    await userEvent.click(screen.getByRole('button', { name: 'Criar' }));
    await toastSays('Configuração criada com sucesso!');
    await userEvent.click(within(await item('welcome_banner')).getByRole('button', { name: 'Editar welcome_banner' }));
    await userEvent.selectOptions(combobox('Categoria'), 'analytics');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await toastSays('Configuração atualizada com sucesso!');

    await userEvent.selectOptions(combobox('Filtrar por categoria'), 'analytics');
    await vi.waitFor(async () =>
      expect((await items()).map((li) => within(li).getByRole('heading').textContent)).toEqual(['welcome_banner', 'report_settings']),
    );
  });
});

describe('admin config form', () => {
  it('creates with the defaults (general, active): toast, and the list shows it', async () => {
    const link = await openConfig();
    await items();
    await userEvent.click(screen.getByRole('button', { name: 'Nova Configuração' }));
    expect(combobox('Categoria').value).toBe('general');
    expect(active().checked).toBe(true);
    expect(textbox('Chave').readOnly).toBe(false);
    await userEvent.type(textbox('Chave'), ' maintenance_mode ');
    await userEvent.clear(textbox('Valor (JSON)'));
    await userEvent.type(textbox('Valor (JSON)'), '{{"enabled": false}');
    await userEvent.type(textbox('Descrição'), 'Puts the app in maintenance');
    await userEvent.click(screen.getByRole('button', { name: 'Criar' }));

    await toastSays('Configuração criada com sucesso!');
    expect(link.callsOf('CreateConfig')[0]!.variables).toEqual({
      input: {
        configKey: 'maintenance_mode',
        configValue: { enabled: false },
        description: 'Puts the app in maintenance',
        category: 'general',
        isActive: true,
      },
    });
    expect(await screen.findByRole('heading', { name: 'maintenance_mode' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Nova Configuração' })).toBeNull();
  });

  it('requires the key before sending', async () => {
    const link = await openConfig();
    await userEvent.click(screen.getByRole('button', { name: 'Nova Configuração' }));
    await userEvent.click(screen.getByRole('button', { name: 'Criar' }));
    expect(screen.getByRole('alert').textContent).toBe('A chave é obrigatória.');
    expect(textbox('Chave').getAttribute('aria-invalid')).toBe('true');
    expect(link.callsOf('CreateConfig')).toHaveLength(0);
  });

  it('refuses an invalid value with JSON inválido no campo valor, and sends nothing', async () => {
    const link = await openConfig();
    await userEvent.click(screen.getByRole('button', { name: 'Nova Configuração' }));
    await userEvent.type(textbox('Chave'), 'broken');
    await userEvent.clear(textbox('Valor (JSON)'));
    await userEvent.type(textbox('Valor (JSON)'), "{{'single': 'quotes'}");
    await userEvent.click(screen.getByRole('button', { name: 'Criar' }));
    await toastSays('JSON inválido no campo valor');
    expect(notification().getAttribute('role')).toBe('alert');
    expect(link.callsOf('CreateConfig')).toHaveLength(0);
  });

  it('toasts Erro ao criar configuração with the server message', async () => {
    await openConfig(adminGateway({ configs: [AI] }).on('CreateConfig', () => refusal('CONFLICT', 'A chave ai_model_settings já existe.')));
    await userEvent.click(screen.getByRole('button', { name: 'Nova Configuração' }));
    await userEvent.type(textbox('Chave'), 'ai_model_settings');
    await userEvent.click(screen.getByRole('button', { name: 'Criar' }));
    await toastSays('Erro ao criar configuração', 'A chave ai_model_settings já existe.');
    expect(screen.getByRole('heading', { name: 'Nova Configuração' })).toBeVisible();
  });

  it('edits with the key read-only: the update is sent by key, toasted and shown', async () => {
    const link = await openConfig();
    await userEvent.click(within(await item('ai_model_settings')).getByRole('button', { name: 'Editar ai_model_settings' }));
    expect(screen.getByRole('heading', { name: 'Editar Configuração' })).toBeVisible();
    expect(textbox('Chave').value).toBe('ai_model_settings');
    expect(textbox('Chave').readOnly).toBe(true);
    expect(JSON.parse(textbox('Valor (JSON)').value)).toEqual(AI.configValue);
    expect(combobox('Categoria').value).toBe('ai');

    await userEvent.type(textbox('Chave'), '_renamed');
    expect(textbox('Chave').value).toBe('ai_model_settings');
    await userEvent.clear(textbox('Valor (JSON)'));
    await userEvent.type(textbox('Valor (JSON)'), '{{"model": "gpt-4o", "temperature": 0.2}');
    await userEvent.click(active());
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await toastSays('Configuração atualizada com sucesso!');
    expect(link.callsOf('UpdateConfig')[0]!.variables).toEqual({
      configKey: 'ai_model_settings',
      input: {
        configKey: 'ai_model_settings',
        configValue: { model: 'gpt-4o', temperature: 0.2 },
        description: 'Model used by the tutor',
        category: 'ai',
        isActive: false,
      },
      expectedUpdatedAt: AI.updatedAt,
    });
    const updated = await item('ai_model_settings');
    await within(updated).findByText('Inativa');
    expect(updated.querySelector('pre')!.textContent).toContain('"model": "gpt-4o"');
  });

  it('refuses to save over a version another admin saved meanwhile, and shows the current one', async () => {
    const link = await openConfig(adminGateway({ configs: [AI] }));
    await userEvent.click(within(await item('ai_model_settings')).getByRole('button', { name: 'Editar ai_model_settings' }));
    link.server.configs = link.server.configs.map((c) => ({ ...c, description: 'Changed by Ana', updatedAt: '2026-07-03T09:00:00.000Z' }));

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await toastSays('Erro ao atualizar configuração', STALE_EDIT);
    expect(link.server.configs[0]).toMatchObject({ description: 'Changed by Ana' });
    await within(await item('ai_model_settings')).findByText('Changed by Ana');
  });

  it('toasts Erro ao atualizar configuração with the server message', async () => {
    await openConfig(adminGateway({ configs: [AI] }).on('UpdateConfig', () => refusal('BAD_USER_INPUT', 'temperature deve estar entre 0 e 2.')));
    await userEvent.click(within(await item('ai_model_settings')).getByRole('button', { name: 'Editar ai_model_settings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await toastSays('Erro ao atualizar configuração', 'temperature deve estar entre 0 e 2.');
  });
});
