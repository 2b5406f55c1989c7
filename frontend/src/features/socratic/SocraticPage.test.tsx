import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApolloLink } from '@apollo/client';
import { AppRoutes } from '../../AppRoutes.tsx';
import { learnerGateway, learningProfile } from '../../test-support/learner-fixtures.ts';
import { renderApp } from '../../test-support/render.tsx';

const aiStatus = (provider: 'openai' | 'offline') => ({ data: { aiStatus: { __typename: 'AiStatus', provider } } });

function gateway(provider: 'openai' | 'offline' = 'offline') {
  return learnerGateway({ profile: learningProfile({ englishLevel: 'beginner' }) })
    .on('SocraticAiStatus', () => aiStatus(provider))
    .on('RecordPractice', (variables) => ({
      data: { recordPractice: { __typename: 'Activity', id: 'practice-1', minutes: (variables['input'] as { minutes: number }).minutes, flowPoints: 5 } },
    }));
}

afterEach(() => vi.useRealTimers());
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The topics on a real clock (the screen's chunk loads), then a fake one: the chat's timers start after. */
async function open(link = gateway(), random = () => 0) {
  const view = renderApp(<AppRoutes />, { path: '/socratic', link, random });
  await screen.findByRole('heading', { name: 'Escolha um tema' });
  vi.useFakeTimers();
  return { ...view, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }), link };
}

const log = () => screen.getByRole('log', { name: 'Mensagens' });
const bubbles = () =>
  within(log())
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const box = () => screen.getByRole('textbox', { name: 'Sua resposta' }) as HTMLTextAreaElement;

describe('Socratic dialogues: topics', () => {
  it("shows the 14 topics with their descriptions, and 'Como Funciona' with Explore, Reflita, Aprenda", async () => {
    await open();
    const topics = within(screen.getByRole('region', { name: 'Escolha um tema' })).getAllByRole('button');
    expect(topics).toHaveLength(14);
    expect(topics[0]!.textContent).toBe('SurfOndas, equilíbrio e a relação com o mar.');
    expect(topics.map((t) => t.querySelector('.font-bold')?.textContent)).toContain('Inteligência Artificial');
    const how = screen.getByRole('region', { name: 'Como Funciona' });
    expect(
      within(how)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Explore', 'Reflita', 'Aprenda']);
  });
});

describe('Socratic dialogues: the chat', () => {
  it('greets, then answers each message with a family question about the topic after 1 s, the input disabled meanwhile', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: /^Futebol/ }));
    expect(screen.getByRole('heading', { name: 'Diálogo Socrático: Futebol' })).toBeVisible();
    expect(bubbles()).toHaveLength(1);
    expect(bubbles()[0]).toContain("Let's talk about soccer.");
    expect(box().placeholder).toBe('Compartilhe seus pensamentos em inglês...');
    expect(screen.getByText('Use Shift + Enter para nova linha. Responda honestamente às perguntas.')).toBeVisible();

    await user.type(box(), 'I love it{Shift>}{Enter}{/Shift}since I was a kid');
    expect(box().value).toBe('I love it\nsince I was a kid');
    await user.keyboard('{Enter}');
    expect(bubbles()[1]).toBe('Você: I love it\nsince I was a kid');
    expect(box().value).toBe('');
    expect(box().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Digitando...');

    await tick(999);
    expect(bubbles()).toHaveLength(2);
    await tick(1);
    expect(bubbles()[2]).toBe('Parceiro socrático: What first got you interested in soccer?');
    expect(box().disabled).toBe(false);
  });

  it('ignores a blank message', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: /^Livros/ }));
    await user.type(box(), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(bubbles()).toHaveLength(1);
    expect(screen.queryByText('Digitando...')).toBeNull();
  });

  it('shows a glossary word’s translation for 2 s when clicked', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: /^Música/ }));
    await user.click(within(log()).getByRole('button', { name: 'partner' }));
    expect(screen.getByRole('status').textContent).toBe('partner: parceiro');
    await tick(1999);
    expect(screen.getByRole('status').textContent).toBe('partner: parceiro');
    await tick(1);
    expect(screen.queryByRole('status')).toBeNull();
    // A word outside the glossary is plain text.
    expect(within(log()).queryByRole('button', { name: "I'm" })).toBeNull();
  });

  it("offers 'Adicionar ao dicionário' beside a translation, kept open while the learner is on it", async () => {
    const link = gateway().on('AddDictionaryWord', (variables) => ({
      data: {
        addDictionaryWord: {
          __typename: 'DictionaryWord',
          id: 'w-partner',
          ...(variables['input'] as { word: string; translation: string }),
          category: 'conversation',
          difficulty: 'medium',
          isFavorite: false,
          timesViewed: 0,
          pronunciation: 'ˈpɑɹtnɚ',
          example: null,
          createdAt: '2026-07-14T13:00:00.000Z',
        },
      },
    }));
    const { user } = await open(link);
    await user.click(screen.getByRole('button', { name: /^Música/ }));
    await user.click(within(log()).getByRole('button', { name: 'partner' }));
    const add = screen.getByRole('button', { name: 'Adicionar ao dicionário: “partner”' });
    await user.hover(add);
    await tick(5000);
    await user.click(add);
    expect(link.callsOf('AddDictionaryWord').map((call) => call.variables)).toEqual([
      { input: { word: 'partner', translation: 'parceiro', category: 'conversation' } },
    ]);
    expect(await screen.findByRole('button', { name: 'No dicionário: “partner”' })).toBeDisabled();
    await user.unhover(add);
    await tick(2000);
    expect(screen.queryByRole('button', { name: /ao dicionário/ })).toBeNull();
  });

  it("'Novo Tema' goes back to the topics and records a session with an exchange once; one without records nothing", async () => {
    const { user, link } = await open();
    await user.click(screen.getByRole('button', { name: /^Surf/ }));
    await user.click(screen.getByRole('button', { name: 'Novo Tema' }));
    expect(screen.getByRole('heading', { name: 'Escolha um tema' })).toBeVisible();
    expect(link.callsOf('RecordPractice')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /^Surf/ }));
    expect(bubbles()).toHaveLength(1);
    await tick(5 * 60_000);
    await user.type(box(), 'The ocean makes me calm.{Enter}');
    await tick(1000);
    await user.click(screen.getByRole('button', { name: 'Novo Tema' }));
    expect(link.callsOf('RecordPractice').map((call) => call.variables['input'])).toEqual([
      { practiceId: expect.stringMatching(/^[0-9a-f-]{36}$/), module: 'socratic', minutes: 5 },
    ]);
  });

  it('asks nothing of the server offline: no session, no message, no drafts', async () => {
    const { user, link } = await open();
    await user.click(screen.getByRole('button', { name: /^Carros/ }));
    await user.type(box(), 'Cars mean freedom.{Enter}');
    await tick(1000);
    expect(bubbles()).toHaveLength(3);
    for (const operation of ['StartSocraticSession', 'SendSocraticMessage', 'TutorReplyDraft']) expect(link.callsOf(operation)).toEqual([]);
  });

  it('records the session when the learner leaves the screen after an exchange', async () => {
    const { user, link, unmount } = await open();
    await user.click(screen.getByRole('button', { name: /^Startups/ }));
    await user.type(box(), 'Startups are exciting.{Enter}');
    unmount();
    expect(link.callsOf('RecordPractice')).toHaveLength(1);
  });
});

describe('Socratic dialogues with a model', () => {
  const SESSION_ID = '3f0c2a8e-51d4-4c3e-9d1a-0b6f9a1e2c77';
  const QUESTION = 'Calm is a strong word. What exactly about the ocean makes you feel calm?';
  const reply = {
    data: {
      sendSocraticMessage: {
        __typename: 'ConversationMessage',
        id: 'message-1',
        role: 'tutor',
        text: QUESTION,
        corrections: [
          {
            __typename: 'TutorCorrection',
            original: 'The ocean make me calm',
            corrected: 'The ocean makes me calm',
            type: 'grammar',
            explanation: 'Com "the ocean", o verbo leva -s.',
          },
        ],
        glossary: [{ __typename: 'WordTranslation', word: 'exactly', translation: 'exatamente' }],
      },
    },
  };
  const started = { data: { startSocraticSession: { __typename: 'SocraticSession', id: SESSION_ID } } };
  const draft = (text: string, replyTo: string | null) => ({
    data: { tutorReplyDraft: { __typename: 'TutorReplyDraft', conversationId: SESSION_ID, replyTo, text } },
  });

  it("asks the server's partner: its question streams in, hidden from screen readers, then comes with its correction and translations", async () => {
    const answer = new Subject<ApolloLink.Result>();
    const link = gateway('openai')
      .on('StartSocraticSession', () => started)
      .on('SendSocraticMessage', () => answer);
    const { user } = await open(link);
    await user.click(screen.getByRole('button', { name: /^Surf/ }));
    expect(bubbles()[0]).toContain("Let's talk about surfing.");
    expect(link.callsOf('StartSocraticSession').map((call) => call.variables)).toEqual([{ topic: 'surf', level: 'beginner' }]);
    await tick(0);
    expect(link.callsOf('TutorReplyDraft').map((call) => call.variables)).toEqual([{ conversationId: SESSION_ID }]);

    await user.type(box(), 'The ocean make me calm.{Enter}');
    await tick(0);
    const [sentMessage] = link.callsOf('SendSocraticMessage');
    expect(sentMessage!.variables).toEqual({ sessionId: SESSION_ID, text: 'The ocean make me calm.', draftKey: expect.any(String) });
    const key = sentMessage!.variables['draftKey'] as string;
    act(() => link.push('TutorReplyDraft', draft('Left over', 'an-earlier-key')));
    expect(screen.queryByText('Left over')).toBeNull();
    act(() => link.push('TutorReplyDraft', draft('Calm is a strong word. What', key)));
    const shownDraft = screen.getByText('Calm is a strong word. What');
    expect(shownDraft.closest('[aria-hidden="true"]')).toBe(shownDraft);
    expect(screen.getByText('Digitando...')).toBeVisible();
    expect(box().disabled).toBe(true);

    await tick(1000);
    act(() => {
      answer.next(reply);
      answer.complete();
    });
    await tick(0);
    expect(bubbles()[2]).toContain(`Parceiro socrático: ${QUESTION}`);
    const correction = within(log()).getByRole('complementary', { name: 'Correção' });
    expect(correction.textContent).toContain('The ocean makes me calm');
    expect(screen.queryByText('Calm is a strong word. What')).toBeNull();
    expect(screen.queryByText('Digitando...')).toBeNull();
    expect(box().disabled).toBe(false);

    await user.click(within(log()).getByRole('button', { name: 'exactly' }));
    expect(screen.getByRole('status').textContent).toBe('exactly: exatamente');
  });

  it('asks the offline question after 1 s when the server cannot answer', async () => {
    const link = gateway('openai')
      .on('StartSocraticSession', () => started)
      .on('SendSocraticMessage', () => new Error('network down'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await open(link);
    await user.click(screen.getByRole('button', { name: /^Futebol/ }));
    await user.type(box(), 'I love it.{Enter}');
    await tick(1000);
    expect(bubbles()[2]).toBe('Parceiro socrático: What first got you interested in soccer?');
    expect(box().disabled).toBe(false);
  });
});
