import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { ApolloLink } from '@apollo/client';
import { AppRoutes } from '../../AppRoutes.tsx';
import { learnerGateway, learningProfile } from '../../test-support/learner-fixtures.ts';
import { renderApp } from '../../test-support/render.tsx';
import { CONVERSATION_ID, GREETING, REPLY, startedConversation } from './fixtures.ts';

const THEME_LABELS = ['Business & Startups', 'Technology & AI', 'Travel & Culture', 'Food & Cooking', 'Sports & Fitness', 'Movies & Entertainment'];

function gateway(profile = learningProfile({ englishLevel: 'advanced' })) {
  return learnerGateway({ profile })
    .on('StartConversation', (variables) => startedConversation(variables['theme'] as string))
    .on('SendConversationMessage', () => ({ data: { sendConversationMessage: REPLY } }))
    .on('FinishConversation', () => ({ data: { finishConversation: { __typename: 'ConversationSummary', conversationId: CONVERSATION_ID, recorded: true } } }));
}

type Gateway = ReturnType<typeof gateway>;

function fakeClock() {
  vi.useFakeTimers();
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function open(link: Gateway = gateway()) {
  const view = renderApp(<AppRoutes />, { path: '/conversation', link });
  await screen.findByRole('heading', { name: 'Conversation Practice' });
  return { ...view, link };
}

/** Opens the page and starts a Travel & Culture conversation. */
async function chatting(user = userEvent.setup(), link: Gateway = gateway()) {
  const view = await open(link);
  await user.click(screen.getByRole('radio', { name: 'Travel & Culture' }));
  await user.click(screen.getByRole('button', { name: 'Iniciar Conversa' }));
  await screen.findByRole('button', { name: 'Nova Conversa' });
  return view;
}

const box = () => screen.getByRole('textbox', { name: 'Sua mensagem' }) as HTMLTextAreaElement;
const log = () => screen.getByRole('log', { name: 'Mensagens da conversa' });
const typing = () => screen.queryByText('O tutor está digitando...');
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const sent = (link: Gateway) => link.callsOf('SendConversationMessage').map((call) => call.variables['text']);
const draftKeyOf = (link: Gateway, nth: number) => link.callsOf('SendConversationMessage')[nth]!.variables['draftKey'] as string;
const tutorDraft = (text: string, replyTo: string | null, conversationId = CONVERSATION_ID) => ({
  data: { tutorReplyDraft: { __typename: 'TutorReplyDraft', conversationId, replyTo, text } },
});

describe('conversation: theme picker', () => {
  it('offers the six themes, and a back link to the dashboard', async () => {
    await open();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(THEME_LABELS);
    expect(screen.getByRole('link', { name: /Voltar/ }).getAttribute('href')).toBe('/');
  });

  it('asks for a theme before starting', async () => {
    const { link } = await open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Iniciar Conversa' }));
    const toast = screen.getByRole('status');
    expect(within(toast).getByText('Selecione um Tema')).toBeVisible();
    expect(within(toast).getByText('Escolha um tema para iniciar a conversa.')).toBeVisible();
    expect(link.callsOf('StartConversation')).toHaveLength(0);
  });

  it("starts at the learner's level, shows a loading state, then the tutor's greeting first", async () => {
    const answer = new Subject<ApolloLink.Result>();
    const link = gateway().on('StartConversation', () => answer);
    const user = userEvent.setup();
    await open(link);
    await user.click(screen.getByRole('radio', { name: 'Food & Cooking' }));
    await user.click(screen.getByRole('button', { name: 'Iniciar Conversa' }));
    expect(screen.getByText('Iniciando a conversa...')).toBeVisible();
    expect(link.callsOf('StartConversation')[0]!.variables).toEqual({ theme: 'food', level: 'advanced' });

    act(() => {
      answer.next(startedConversation('food'));
      answer.complete();
    });
    expect(await screen.findByRole('heading', { name: 'Food & Cooking' })).toBeVisible();
    const messages = within(log()).getAllByRole('listitem');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.textContent).toContain(GREETING.text);
  });

  it("cannot start until the learner's level has been read, and says it is busy meanwhile", async () => {
    const profileRead = new Subject<ApolloLink.Result>();
    const link = gateway().on('LearningProfile', () => profileRead);
    const user = userEvent.setup();
    await open(link);
    await user.click(screen.getByRole('radio', { name: 'Food & Cooking' }));
    const startButton = screen.getByRole('button', { name: 'Iniciar Conversa' }) as HTMLButtonElement;
    expect(startButton.disabled).toBe(true);
    expect(startButton.getAttribute('aria-busy')).toBe('true');
    await user.click(startButton);
    expect(link.callsOf('StartConversation')).toHaveLength(0);

    act(() => {
      profileRead.next({ data: { learningProfile: learningProfile({ englishLevel: 'beginner' }) } });
      profileRead.complete();
    });
    await vi.waitFor(() => expect(startButton.disabled).toBe(false));
    expect(startButton.hasAttribute('aria-busy')).toBe(false);
    await user.click(startButton);
    expect(link.callsOf('StartConversation')[0]!.variables).toEqual({ theme: 'food', level: 'beginner' });
  });

  it('leaves the level to the server when the profile cannot be read', async () => {
    const { link } = await chatting(
      userEvent.setup(),
      gateway().on('LearningProfile', () => new Error('learner service down')),
    );
    expect(link.callsOf('StartConversation')[0]!.variables).toEqual({ theme: 'travel' });
  });

  it('leaves the level to the server when the learner has no profile', async () => {
    const { link } = await chatting(userEvent.setup(), gateway(null as never));
    expect(link.callsOf('StartConversation')[0]!.variables).toEqual({ theme: 'travel' });
  });

  it('a failed start shows the server’s message and goes back to the themes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const link = gateway().on('StartConversation', () => ({ errors: [{ message: 'O tutor está indisponível.', extensions: { code: 'INTERNAL' } }] }));
    const user = userEvent.setup();
    await open(link);
    await user.click(screen.getByRole('radio', { name: 'Sports & Fitness' }));
    await user.click(screen.getByRole('button', { name: 'Iniciar Conversa' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Erro ao iniciar conversa')).toBeVisible();
    expect(within(toast).getByText('O tutor está indisponível.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Iniciar Conversa' })).toBeVisible();
    expect(warn).toHaveBeenCalled();
  });
});

describe('conversation: chat', () => {
  it('announces new messages politely, keeping them a list', async () => {
    await chatting();
    expect(log().getAttribute('aria-live')).toBe('polite');
    expect(within(within(log()).getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the typing indicator for 1 s with the input disabled, then the reply with its correction', async () => {
    const user = fakeClock();
    const { link } = await chatting(user);
    await user.type(box(), 'I have 25 years{Enter}');

    expect(sent(link)).toEqual(['I have 25 years']);
    expect(
      within(log())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining(GREETING.text), 'Você: I have 25 years']);
    expect(typing()).toBeTruthy();
    expect(box().disabled).toBe(true);
    expect(box().value).toBe('');
    expect((screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(true);

    await tick(999);
    expect(screen.queryByText('Nice!', { exact: false })).toBeNull();
    expect(typing()).toBeTruthy();

    await tick(1);
    expect(within(log()).getAllByRole('listitem')).toHaveLength(3);
    expect(typing()).toBeNull();
    expect(box().disabled).toBe(false);
    expect(document.activeElement).toBe(box());

    const correction = screen.getByRole('complementary', { name: 'Correção' });
    expect(within(correction).getByText('I have 25 years').tagName).toBe('DEL');
    expect(within(correction).getByText('I am 25 years old').tagName).toBe('INS');
    expect(within(correction).getByText('Em inglês, a idade usa o verbo "to be".')).toBeVisible();
  });

  it('a reply slower than 1 s is shown when it arrives, the indicator staying until then', async () => {
    const answer = new Subject<ApolloLink.Result>();
    const user = fakeClock();
    await chatting(
      user,
      gateway().on('SendConversationMessage', () => answer),
    );
    await user.type(box(), 'Rio de Janeiro{Enter}');
    await tick(1500);
    expect(typing()).toBeTruthy();
    expect(box().disabled).toBe(true);

    act(() => {
      answer.next({ data: { sendConversationMessage: REPLY } });
      answer.complete();
    });
    expect(await screen.findByRole('button', { name: 'Nice' })).toBeVisible();
    expect(typing()).toBeNull();
  });

  it('shows the reply as a model writes it, hidden from screen readers, then the finished message in its place', async () => {
    const answer = new Subject<ApolloLink.Result>();
    const user = fakeClock();
    const { link } = await chatting(
      user,
      gateway().on('SendConversationMessage', () => answer),
    );
    expect(link.callsOf('TutorReplyDraft').map((call) => call.variables)).toEqual([{ conversationId: CONVERSATION_ID }]);

    act(() => link.push('TutorReplyDraft', tutorDraft('Left over from before', 'an-earlier-key')));
    expect(screen.queryByText('Left over from before')).toBeNull();

    await user.type(box(), 'I have 25 years{Enter}');
    const draft = (text: string) => tutorDraft(text, draftKeyOf(link, 0));
    act(() => link.push('TutorReplyDraft', draft('Nice!')));
    expect(screen.getByText('Nice!')).toBeVisible();
    act(() => link.push('TutorReplyDraft', draft('Nice! How old')));
    const shownDraft = screen.getByText('Nice! How old');
    expect(shownDraft.closest('[aria-hidden="true"]')).toBe(shownDraft);
    expect(within(log()).queryByText('Nice! How old')).toBeNull();
    expect(typing()).toBeTruthy();
    expect(box().disabled).toBe(true);

    await tick(1000);
    act(() => {
      answer.next({ data: { sendConversationMessage: REPLY } });
      answer.complete();
    });
    expect(await screen.findByRole('button', { name: 'Nice' })).toBeVisible();
    expect(screen.queryByText('Nice! How old')).toBeNull();
    expect(typing()).toBeNull();

    // A draft that reaches the browser after the finished message does not bring the draft back.
    act(() => link.push('TutorReplyDraft', draft('Nice! How old were')));
    expect(screen.queryByText('Nice! How old were')).toBeNull();
  });

  it("shows only the awaited reply's drafts: not an earlier message's, not another conversation's, not one without a key", async () => {
    const user = userEvent.setup();
    const failedOnce = gateway().on('SendConversationMessage', () => new Error('network down'));
    const { link } = await chatting(user, failedOnce);
    await user.type(box(), 'First try{Enter}');
    await vi.waitFor(() => expect(box().value).toBe('First try'));
    const earlierKey = draftKeyOf(link, 0);

    const answer = new Subject<ApolloLink.Result>();
    link.on('SendConversationMessage', () => answer);
    await user.clear(box());
    await user.type(box(), 'Second try{Enter}');
    const awaitedKey = draftKeyOf(link, 1);
    expect(awaitedKey).not.toBe(earlierKey);

    act(() => link.push('TutorReplyDraft', tutorDraft('The reply to the first try', earlierKey)));
    act(() => link.push('TutorReplyDraft', tutorDraft('Another conversation', awaitedKey, 'another-conversation')));
    act(() => link.push('TutorReplyDraft', tutorDraft('No key at all', null)));
    expect(screen.queryByText(/The reply to the first try|Another conversation|No key at all/)).toBeNull();
    act(() => link.push('TutorReplyDraft', tutorDraft('The reply to the second', awaitedKey)));
    expect(screen.getByText('The reply to the second')).toBeVisible();
  });

  it('follows drafts only while a conversation is open, and those of the open one', async () => {
    const user = userEvent.setup();
    const { link } = await chatting(user);
    expect(link.isSubscribed('TutorReplyDraft')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Nova Conversa' }));
    await vi.waitFor(() => expect(link.isSubscribed('TutorReplyDraft')).toBe(false));

    link.on('StartConversation', () => startedConversation('food', 'second-conversation'));
    await user.click(screen.getByRole('radio', { name: 'Food & Cooking' }));
    await user.click(screen.getByRole('button', { name: 'Iniciar Conversa' }));
    await screen.findByRole('heading', { name: 'Food & Cooking' });
    expect(link.callsOf('TutorReplyDraft').map((call) => call.variables)).toEqual([
      { conversationId: CONVERSATION_ID },
      { conversationId: 'second-conversation' },
    ]);
    expect(link.isSubscribed('TutorReplyDraft')).toBe(true);
  });

  it('Enter sends, Shift+Enter starts a new line', async () => {
    const user = userEvent.setup();
    const { link } = await chatting(user);
    await user.type(box(), 'I went to Salvador{Shift>}{Enter}{/Shift}It was great');
    expect(sent(link)).toEqual([]);
    expect(box().value).toBe('I went to Salvador\nIt was great');
    await user.keyboard('{Enter}');
    expect(sent(link)).toEqual(['I went to Salvador\nIt was great']);
  });

  it('ignores an empty or whitespace-only message', async () => {
    const user = userEvent.setup();
    const { link } = await chatting(user);
    await user.keyboard('{Enter}');
    await user.type(box(), '   {Shift>}{Enter}{/Shift}  {Enter}');
    expect(sent(link)).toEqual([]);
    expect((screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(log()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('caps a message at 500 characters and shows a counter near the limit', async () => {
    const user = userEvent.setup();
    await chatting(user);
    expect(box().maxLength).toBe(500);
    await user.click(box());
    await user.paste('a'.repeat(399));
    expect(screen.queryByText('399/500')).toBeNull();
    await user.type(box(), 'b');
    expect(screen.getByText('400/500')).toBeVisible();
    await user.paste('c'.repeat(200));
    expect(box().value).toHaveLength(500);
    expect(screen.getByText('500/500')).toBeVisible();
  });

  it('a failed send shows the server’s message and gives the text back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const link = gateway().on('SendConversationMessage', () => ({
      errors: [{ message: 'Esta conversa já foi encerrada.', extensions: { code: 'BAD_USER_INPUT' } }],
    }));
    const user = userEvent.setup();
    await chatting(user, link);
    await user.type(box(), 'My favorite city is Recife{Enter}');

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Mensagem não enviada')).toBeVisible();
    expect(within(toast).getByText('Esta conversa já foi encerrada.')).toBeVisible();
    expect(box().value).toBe('My favorite city is Recife');
    expect(box().disabled).toBe(false);
    expect(within(log()).getAllByRole('listitem')).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
  });
});

describe('conversation: word translations', () => {
  it("shows a word's translation for 2 s, one at a time, and says when there is none", async () => {
    const user = fakeClock();
    await chatting(user);
    await user.click(screen.getByRole('button', { name: 'trip' }));
    expect(screen.getByRole('tooltip').textContent).toBe('viagem');
    expect(screen.getByRole('button', { name: 'trip' }).getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);

    await tick(1999);
    expect(screen.getByRole('tooltip').textContent).toBe('viagem');
    await tick(1);
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Hi' }));
    await tick(1000);
    await user.click(screen.getByRole('button', { name: 'best' }));
    expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toEqual(['melhor']);
    await tick(1999);
    expect(screen.getByRole('tooltip').textContent).toBe('melhor');
    await tick(1);
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.type(box(), 'I was 25{Enter}');
    await tick(1000);
    await user.click(screen.getByRole('button', { name: 'then' }));
    expect(screen.getByRole('tooltip').textContent).toBe('Tradução indisponível');
    await tick(2000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('Escape closes a translation before its 2 s, leaving focus on the word', async () => {
    const user = fakeClock();
    await chatting(user);
    const word = screen.getByRole('button', { name: 'trip' });
    await user.click(word);
    await tick(500);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(word.hasAttribute('aria-describedby')).toBe(false);
    expect(document.activeElement).toBe(word);

    await user.click(screen.getByRole('button', { name: 'best' }));
    await tick(1999);
    expect(screen.getByRole('tooltip').textContent).toBe('melhor');
    await tick(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it("offers 'Adicionar ao dicionário' beside a translation, kept open while the learner is on it", async () => {
    const user = fakeClock();
    const link = gateway().on('AddDictionaryWord', (variables) => ({
      data: {
        addDictionaryWord: {
          __typename: 'DictionaryWord',
          id: 'w-trip',
          ...(variables['input'] as { word: string; translation: string }),
          category: 'conversation',
          difficulty: 'easy',
          isFavorite: false,
          timesViewed: 0,
          pronunciation: 'ˈtɹɪp',
          example: null,
          createdAt: '2026-07-14T13:00:00.000Z',
        },
      },
    }));
    await chatting(user, link);
    await user.click(screen.getByRole('button', { name: 'trip' }));
    const add = screen.getByRole('button', { name: 'Adicionar ao dicionário: “trip”' });
    await user.hover(add);
    await tick(5000);
    await user.click(add);
    expect(link.callsOf('AddDictionaryWord').map((call) => call.variables)).toEqual([
      { input: { word: 'trip', translation: 'viagem', category: 'conversation' } },
    ]);
    expect(await screen.findByRole('button', { name: 'No dicionário: “trip”' })).toBeDisabled();
    expect(screen.getByText('Nova palavra adicionada ao seu dicionário!')).toBeVisible();
    await user.unhover(add);
    await tick(2000);
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.type(box(), 'I was 25{Enter}');
    await tick(1000);
    await user.click(screen.getByRole('button', { name: 'then' }));
    expect(screen.queryByRole('button', { name: /ao dicionário/ })).toBeNull();
  });

  it('words are reachable with the keyboard', async () => {
    const user = userEvent.setup();
    await chatting(user);
    screen.getByRole('button', { name: 'Where' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tooltip').textContent).toBe('onde');
  });
});

describe('conversation: ending', () => {
  it('Nova Conversa finishes the conversation, clears the chat and goes back to the themes', async () => {
    const user = userEvent.setup();
    const { link } = await chatting(user);
    await user.click(screen.getByRole('button', { name: 'Nova Conversa' }));
    expect(link.callsOf('FinishConversation').map((call) => call.variables)).toEqual([{ conversationId: CONVERSATION_ID }]);
    expect(screen.queryByRole('log')).toBeNull();
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Technology & AI' }));
    await user.click(screen.getByRole('button', { name: 'Iniciar Conversa' }));
    expect(await screen.findByRole('heading', { name: 'Technology & AI' })).toBeVisible();
    expect(within(log()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('a reply that arrives after Nova Conversa is dropped', async () => {
    const user = fakeClock();
    let started = 0;
    await chatting(
      user,
      gateway().on('StartConversation', (variables) => startedConversation(variables['theme'] as string, `${CONVERSATION_ID.slice(0, -1)}${++started}`)),
    );
    await user.type(box(), 'Hello{Enter}');
    await user.click(screen.getByRole('button', { name: 'Nova Conversa' }));
    await user.click(screen.getByRole('radio', { name: 'Travel & Culture' }));
    await user.click(screen.getByRole('button', { name: 'Iniciar Conversa' }));
    await tick(1000);
    expect(within(log()).getAllByRole('listitem')).toHaveLength(1);
    expect(box().disabled).toBe(false);
  });

  it('leaving the page finishes the conversation; a failure to finish is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const link = gateway().on('FinishConversation', () => new Error('ai service down'));
    await chatting(user, link);
    await user.click(screen.getByRole('link', { name: /Voltar/ }));
    expect(await screen.findByRole('heading', { level: 1, name: /Olá, Ana!/ })).toBeVisible();
    expect(link.callsOf('FinishConversation').map((call) => call.variables)).toEqual([{ conversationId: CONVERSATION_ID }]);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Finishing the conversation failed:', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refreshes the progress once finishing has recorded the practice', async () => {
    const user = userEvent.setup();
    const { link } = await chatting(user);
    expect(link.callsOf('TopBarProgress')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Nova Conversa' }));
    await vi.waitFor(() => expect(link.callsOf('TopBarProgress')).toHaveLength(2));
  });
});
