import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../AppRoutes.tsx';
import { renderApp } from '../../../test-support/render.tsx';
import { ADMIN, adminGateway, combobox, contentItem, refusal, STALE_EDIT, textbox, toastSays } from '../admin-fixtures.ts';
import { notification } from '../../../test-support/toast.ts';

const DRILL = contentItem();
const IDIOMS = contentItem({
  id: 'content-2',
  contentType: 'vocabulary',
  title: 'Business idioms',
  description: null,
  difficulty: 'advanced',
  category: null,
  tags: [],
  isPublished: true,
});

async function openContent(link = adminGateway({ content: [DRILL, IDIOMS] })) {
  renderApp(<AppRoutes />, { path: '/admin?view=content', link, auth: { status: 'signed-in', user: ADMIN } });
  await screen.findByRole('heading', { level: 2, name: 'Conteúdo' });
  return link;
}

const items = async () => within(await screen.findByRole('list', { name: 'Conteúdos' })).getAllByRole('listitem');
const item = async (title: string) => (await items()).find((li) => within(li).queryByRole('heading', { name: title }))!;

describe('admin content list', () => {
  it('shows each item with its title, type, difficulty, tags and state; Publicar only on drafts', async () => {
    await openContent();
    const [drill, idioms] = await items();
    expect(drill!.textContent).toContain('Past simple drill');
    expect(drill!.textContent).toContain('Ten sentences in the past simple.');
    expect(drill!.textContent).toContain('Tipo:Exercício');
    expect(drill!.textContent).toContain('Dificuldade:Intermediário');
    expect(drill!.textContent).toContain('Categoria:grammar');
    expect(drill!.textContent).toContain('Tags:past, verbs');
    expect(within(drill!).getByText('Rascunho')).toBeVisible();
    expect(within(drill!).getByRole('button', { name: 'Publicar Past simple drill' })).toBeVisible();

    expect(idioms!.textContent).toContain('Tipo:Vocabulário');
    expect(idioms!.textContent).toContain('Dificuldade:Avançado');
    expect(within(idioms!).getByText('Publicado')).toBeVisible();
    expect(within(idioms!).queryByRole('button', { name: /Publicar/ })).toBeNull();
    expect(within(idioms!).getByRole('button', { name: 'Editar Business idioms' })).toBeVisible();
    expect(within(idioms!).getByRole('button', { name: 'Deletar Business idioms' })).toBeVisible();
  });

  it('filters by type on the server', async () => {
    const link = await openContent();
    await items();
    expect(combobox('Filtrar por tipo').value).toBe('all');
    expect([...combobox('Filtrar por tipo').options].map((o) => o.textContent)).toEqual(['Todos os tipos', 'Exercício', 'Desafio', 'Vocabulário', 'Lição']);
    await userEvent.selectOptions(combobox('Filtrar por tipo'), 'vocabulary');
    expect(await screen.findByText('Business idioms')).toBeVisible();
    expect(screen.queryByText('Past simple drill')).toBeNull();
    expect(link.callsOf('AdminContent').map((call) => call.variables)).toEqual([{}, { type: 'vocabulary' }]);
  });

  it('says Nenhum conteúdo encontrado when there is none, and names the type when a filter finds none', async () => {
    await openContent(adminGateway());
    expect(await screen.findByText('Nenhum conteúdo encontrado')).toBeVisible();
    await userEvent.selectOptions(combobox('Filtrar por tipo'), 'lesson');
    expect(await screen.findByText('Nenhum conteúdo do tipo "Lição" encontrado')).toBeVisible();
  });

  it('renders admin-entered text as text, never as markup', async () => {
    await openContent(adminGateway({ content: [contentItem({ title: '<img src=x onerror="alert(1)">', description: '<b>bold</b>', tags: ['<script>'] })] }));
    expect(await screen.findByRole('heading', { name: '<img src=x onerror="alert(1)">' })).toBeVisible();
    expect(screen.getByText('<b>bold</b>')).toBeVisible();
    expect(document.querySelector('main img, main b, main script')).toBeNull();
  });

  it('says so while loading, and offers a retry when the list cannot be read', async () => {
    let fail = true;
    const link = adminGateway({ content: [DRILL] }).on('AdminContent', () => (fail ? refusal('INTERNAL_SERVER_ERROR') : { data: { adminContent: [DRILL] } }));
    await openContent(link);
    expect(await screen.findByText('Não foi possível carregar o conteúdo.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Past simple drill')).toBeVisible();
  });
});

describe('admin content lists after a write', () => {
  const showType = (type: string) => userEvent.selectOptions(combobox('Filtrar por tipo'), type);

  it('a type viewed earlier shows what was created, moved and deleted under all types', async () => {
    await openContent();
    await showType('lesson');
    expect(await screen.findByText('Nenhum conteúdo do tipo "Lição" encontrado')).toBeVisible();
    await showType('vocabulary');
    await screen.findByRole('heading', { name: 'Business idioms' });
    await showType('exercise');
    await screen.findByRole('heading', { name: 'Past simple drill' });
    await showType('all');
    await screen.findByRole('heading', { name: 'Business idioms' });

    await userEvent.click(screen.getByRole('button', { name: 'Novo Conteúdo' }));
    await userEvent.selectOptions(combobox('Tipo'), 'lesson');
    await userEvent.type(textbox('Título'), 'Articles a/an');
    await userEvent.click(screen.getByRole('button', { name: 'Criar' }));
    await toastSays('Conteúdo criado com sucesso!');
    await userEvent.click(within(await item('Business idioms')).getByRole('button', { name: 'Editar Business idioms' }));
    await userEvent.selectOptions(combobox('Tipo'), 'lesson');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await toastSays('Conteúdo atualizado com sucesso!');
    const drill = await item('Past simple drill');
    await userEvent.click(within(drill).getByRole('button', { name: 'Deletar Past simple drill' }));
    await userEvent.click(within(drill).getByRole('button', { name: 'Confirmar exclusão' }));
    await toastSays('Conteúdo deletado com sucesso!');

    await showType('lesson');
    await vi.waitFor(async () =>
      expect((await items()).map((li) => within(li).getByRole('heading').textContent)).toEqual(['Articles a/an', 'Business idioms']),
    );
    await showType('vocabulary');
    expect(await screen.findByText('Nenhum conteúdo do tipo "Vocabulário" encontrado')).toBeVisible();
    await showType('exercise');
    expect(await screen.findByText('Nenhum conteúdo do tipo "Exercício" encontrado')).toBeVisible();
  });
});

describe('admin content form', () => {
  it('starts with the defaults: exercise, intermediate, content {}', async () => {
    await openContent();
    await userEvent.click(screen.getByRole('button', { name: 'Novo Conteúdo' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Novo Conteúdo' }));
    expect(combobox('Tipo').value).toBe('exercise');
    expect(combobox('Dificuldade').value).toBe('intermediate');
    expect(textbox('Conteúdo (JSON)').value).toBe('{}');
    expect(textbox('Título').value).toBe('');
    expect(textbox('Título').required).toBe(true);
  });

  it('says the title is required before sending anything', async () => {
    const link = await openContent();
    await userEvent.click(screen.getByRole('button', { name: 'Novo Conteúdo' }));
    await userEvent.type(textbox('Título'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Criar' }));
    expect(screen.getByRole('alert').textContent).toBe('O título é obrigatório.');
    expect(textbox('Título').getAttribute('aria-invalid')).toBe('true');
    expect(textbox('Título').getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(textbox('Título'));
    expect(link.callsOf('CreateContent')).toHaveLength(0);
  });

  it('refuses invalid JSON with the toast, and sends nothing', async () => {
    const link = await openContent();
    await userEvent.click(screen.getByRole('button', { name: 'Novo Conteúdo' }));
    await userEvent.type(textbox('Título'), 'Articles');
    await userEvent.clear(textbox('Conteúdo (JSON)'));
    await userEvent.type(textbox('Conteúdo (JSON)'), '{{ "a": 1 ');
    await userEvent.click(screen.getByRole('button', { name: 'Criar' }));
    await toastSays('JSON inválido no campo conteúdo');
    expect(notification().getAttribute('role')).toBe('alert');
    expect(textbox('Conteúdo (JSON)').getAttribute('aria-invalid')).toBe('true');
    expect(link.callsOf('CreateContent')).toHaveLength(0);
  });

  it('creates: sends the parsed JSON and the split tags, toasts, closes the form and refreshes the list', async () => {
    const link = await openContent();
    await items();
    await userEvent.click(screen.getByRole('button', { name: 'Novo Conteúdo' }));
    await userEvent.selectOptions(combobox('Tipo'), 'lesson');
    await userEvent.selectOptions(combobox('Dificuldade'), 'beginner');
    await userEvent.type(textbox('Título'), '  Articles a/an  ');
    await userEvent.type(textbox('Descrição'), 'When to use a or an');
    await userEvent.clear(textbox('Conteúdo (JSON)'));
    await userEvent.type(textbox('Conteúdo (JSON)'), '{{"rules": [[1, 2]}');
    await userEvent.type(textbox('Categoria'), 'grammar');
    await userEvent.type(textbox('Tags'), ' articles, , basics ,');
    await userEvent.click(screen.getByRole('button', { name: 'Criar' }));

    await toastSays('Conteúdo criado com sucesso!');
    expect(link.callsOf('CreateContent')[0]!.variables).toEqual({
      input: {
        contentType: 'lesson',
        title: 'Articles a/an',
        description: 'When to use a or an',
        content: { rules: [1, 2] },
        difficulty: 'beginner',
        category: 'grammar',
        tags: ['articles', 'basics'],
      },
    });
    expect(screen.queryByRole('heading', { name: 'Novo Conteúdo' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Articles a/an' })).toBeVisible();
    expect(link.callsOf('AdminContent').length).toBeGreaterThanOrEqual(2);
  });

  it('sends blank optional fields as null', async () => {
    const link = await openContent();
    await userEvent.click(screen.getByRole('button', { name: 'Novo Conteúdo' }));
    await userEvent.type(textbox('Título'), 'Bare');
    await userEvent.click(screen.getByRole('button', { name: 'Criar' }));
    await toastSays('Conteúdo criado com sucesso!');
    expect(link.callsOf('CreateContent')[0]!.variables['input']).toEqual({
      contentType: 'exercise',
      title: 'Bare',
      description: null,
      content: {},
      difficulty: 'intermediate',
      category: null,
      tags: [],
    });
  });

  it('edits: the form holds the item, the update is sent by id, toasted and shown', async () => {
    const link = await openContent();
    await userEvent.click(within(await item('Past simple drill')).getByRole('button', { name: 'Editar Past simple drill' }));
    expect(screen.getByRole('heading', { name: 'Editar Conteúdo' })).toBeVisible();
    expect(textbox('Título').value).toBe('Past simple drill');
    expect(JSON.parse(textbox('Conteúdo (JSON)').value)).toEqual({ sentences: ['I went home.'] });
    expect(textbox('Tags').value).toBe('past, verbs');
    expect(textbox('Categoria').value).toBe('grammar');

    await userEvent.clear(textbox('Título'));
    await userEvent.type(textbox('Título'), 'Past simple: irregular verbs');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await toastSays('Conteúdo atualizado com sucesso!');
    const call = link.callsOf('UpdateContent')[0]!;
    expect(call.variables['id']).toBe('content-1');
    expect(call.variables['input']).toMatchObject({ title: 'Past simple: irregular verbs', tags: ['past', 'verbs'], content: { sentences: ['I went home.'] } });
    expect(await screen.findByRole('heading', { name: 'Past simple: irregular verbs' })).toBeVisible();
  });

  it('Cancelar closes the form without sending', async () => {
    const link = await openContent();
    await userEvent.click(screen.getByRole('button', { name: 'Novo Conteúdo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('heading', { name: 'Novo Conteúdo' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Novo Conteúdo' }));
    expect(link.callsOf('CreateContent')).toHaveLength(0);
  });
});

describe('admin content form and the Escape key', () => {
  it('Escape closes an untouched form, but keeps a changed one and says how to discard it', async () => {
    const link = await openContent();
    await userEvent.click(screen.getByRole('button', { name: 'Novo Conteúdo' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: 'Novo Conteúdo' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Novo Conteúdo' }));
    await userEvent.type(textbox('Título'), 'Phrasal verbs');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('heading', { name: 'Novo Conteúdo' })).toBeVisible();
    expect(textbox('Título').value).toBe('Phrasal verbs');
    expect(screen.getByText('O formulário tem alterações: use Cancelar para descartá-las.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('heading', { name: 'Novo Conteúdo' })).toBeNull();
    expect(link.callsOf('CreateContent')).toHaveLength(0);
  });
});

describe('admin content actions', () => {
  it('publishes a draft: toast, and the list shows it published', async () => {
    const link = await openContent();
    await userEvent.click(within(await item('Past simple drill')).getByRole('button', { name: 'Publicar Past simple drill' }));
    await toastSays('Conteúdo publicado com sucesso!');
    expect(link.callsOf('PublishContent')[0]!.variables).toEqual({ id: 'content-1' });
    const drill = await item('Past simple drill');
    expect(within(drill).getByText('Publicado')).toBeVisible();
    expect(within(drill).queryByRole('button', { name: /Publicar/ })).toBeNull();
  });

  it('asks before deleting; Cancelar keeps the item and gives the focus back', async () => {
    const link = await openContent();
    const drill = await item('Past simple drill');
    await userEvent.click(within(drill).getByRole('button', { name: 'Deletar Past simple drill' }));
    const dialog = within(drill).getByRole('alertdialog', { name: 'Deletar "Past simple drill"?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await userEvent.keyboard('{Escape}');
    expect(within(drill).queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(within(drill).getByRole('button', { name: 'Deletar Past simple drill' }));
    expect(link.callsOf('DeleteContent')).toHaveLength(0);
  });

  it('deletes once confirmed: toast, and the list no longer has it', async () => {
    const link = await openContent();
    const drill = await item('Past simple drill');
    await userEvent.click(within(drill).getByRole('button', { name: 'Deletar Past simple drill' }));
    await userEvent.click(within(drill).getByRole('button', { name: 'Confirmar exclusão' }));
    await toastSays('Conteúdo deletado com sucesso!');
    expect(link.callsOf('DeleteContent')[0]!.variables).toEqual({ id: 'content-1' });
    await screen.findByText('Business idioms');
    await vi.waitFor(() => expect(screen.queryByText('Past simple drill')).toBeNull());
  });

  it('refuses to save over a version another admin saved meanwhile, and shows the current one', async () => {
    const link = await openContent();
    await userEvent.click(within(await item('Past simple drill')).getByRole('button', { name: 'Editar Past simple drill' }));
    // Another admin renames the item while this form is open.
    link.server.content = link.server.content.map((c) =>
      c['id'] === 'content-1' ? { ...c, title: 'Past simple, revised', updatedAt: '2026-07-03T09:00:00.000Z' } : c,
    );

    await userEvent.clear(textbox('Título'));
    await userEvent.type(textbox('Título'), 'My title');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await toastSays('Erro ao atualizar conteúdo', STALE_EDIT);
    expect(link.callsOf('UpdateContent')[0]!.variables).toMatchObject({ id: 'content-1', expectedUpdatedAt: '2026-07-01T12:00:00.000Z' });
    expect(link.server.content.find((c) => c['id'] === 'content-1')).toMatchObject({ title: 'Past simple, revised' });
    await screen.findByRole('heading', { name: 'Past simple, revised' });
  });

  it.each([
    ['CreateContent', 'Erro ao criar conteúdo'],
    ['UpdateContent', 'Erro ao atualizar conteúdo'],
    ['PublishContent', 'Erro ao publicar conteúdo'],
    ['DeleteContent', 'Erro ao deletar conteúdo'],
  ])('when %s fails: the destructive toast %s with the server message, and the list is unchanged', async (operation, title) => {
    const link = await openContent(
      adminGateway({ content: [DRILL, IDIOMS] }).on(operation, () => refusal('BAD_USER_INPUT', 'Conteúdo excede 10000 caracteres.')),
    );
    const drill = await item('Past simple drill');
    if (operation === 'CreateContent' || operation === 'UpdateContent') {
      await userEvent.click(
        operation === 'CreateContent'
          ? screen.getByRole('button', { name: 'Novo Conteúdo' })
          : within(drill).getByRole('button', { name: 'Editar Past simple drill' }),
      );
      if (operation === 'CreateContent') await userEvent.type(textbox('Título'), 'Too long');
      await userEvent.click(screen.getByRole('button', { name: operation === 'CreateContent' ? 'Criar' : 'Salvar' }));
    } else if (operation === 'PublishContent') {
      await userEvent.click(within(drill).getByRole('button', { name: 'Publicar Past simple drill' }));
    } else {
      await userEvent.click(within(drill).getByRole('button', { name: 'Deletar Past simple drill' }));
      await userEvent.click(within(drill).getByRole('button', { name: 'Confirmar exclusão' }));
    }
    await toastSays(title, 'Conteúdo excede 10000 caracteres.');
    expect(notification().getAttribute('role')).toBe('alert');
    expect(link.callsOf(operation)).toHaveLength(1);
    expect((await items()).map((li) => within(li).getByRole('heading').textContent)).toEqual(['Past simple drill', 'Business idioms']);
    expect(within(await item('Past simple drill')).getByText('Rascunho')).toBeVisible();
  });
});
