import { describe, expect, it } from 'vitest';
import { CONVERSATION_THEMES, type ConversationTheme } from '@juba/contracts/conversation';
import { createOfflineProvider, seededRandom } from '../index.ts';
import type { TutorTurn } from './tutor.ts';
import { TUTOR_SCRIPTS } from './templates.ts';
import { tutorGreeting } from './offline-tutor.ts';

/** Words that tell a line is about its theme. */
const THEME_WORDS: Record<ConversationTheme, RegExp> = {
  business: /business|startup|company/i,
  technology: /technology|\bAI\b|app|gadget/i,
  travel: /travel|culture|tourist|place/i,
  food: /food|dish|cook|delicious/i,
  sports: /sport|fit|athlete|exercise|team/i,
  movies: /movie|series|actor|entertainment/i,
};

const tutor = (text: string): TutorTurn => ({ role: 'tutor', text });
const learner = (text: string): TutorTurn => ({ role: 'learner', text });

describe('offline conversation tutor', () => {
  it.each(CONVERSATION_THEMES)('greets and answers on %s with five distinct replies that mention the theme and ask a question', (theme) => {
    const { greeting, replies } = TUTOR_SCRIPTS[theme];
    expect(tutorGreeting(theme)).toBe(greeting);
    expect(new Set(replies).size).toBe(5);
    for (const line of [greeting, ...replies]) {
      expect(line).toMatch(THEME_WORDS[theme]);
      expect(line).toMatch(/\?$/);
    }
  });

  it('picks every template over time, never the one it just said', async () => {
    const provider = createOfflineProvider({ random: seededRandom(7) });
    const history: TutorTurn[] = [tutor(tutorGreeting('food'))];
    const said: string[] = [];
    for (let turn = 0; turn < 60; turn++) {
      history.push(learner('I like rice and beans.'));
      const reply = await provider.replyToLearner({ theme: 'food', level: 'beginner', history }, {});
      expect(reply.text).not.toBe(history.findLast((t) => t.role === 'tutor')!.text);
      said.push(reply.text);
      history.push(tutor(reply.text));
    }
    expect(new Set(said)).toEqual(new Set(TUTOR_SCRIPTS.food.replies));
  });

  it('is reproducible with a seed', async () => {
    const request = { theme: 'travel', level: 'advanced', history: [tutor(tutorGreeting('travel')), learner('I love Lisbon.')] } as const;
    const a = await createOfflineProvider({ random: seededRandom(42) }).replyToLearner(request, {});
    const b = await createOfflineProvider({ random: seededRandom(42) }).replyToLearner(request, {});
    expect(a).toEqual(b);
  });

  it('keeps the template as its reply and corrects the learner’s last message only', async () => {
    const reply = await createOfflineProvider({ random: seededRandom(1) }).replyToLearner(
      {
        theme: 'business',
        level: 'intermediate',
        history: [tutor(tutorGreeting('business')), learner('People is crazy.'), tutor('Why?'), learner('I have 25 years and I am agree.')],
      },
      {},
    );
    expect(TUTOR_SCRIPTS.business.replies).toContain(reply.text);
    expect(reply.corrections.map((c) => [c.original, c.corrected])).toEqual([
      ['I have 25 years', 'I am 25 years old'],
      ['I am agree', 'I agree'],
    ]);
    expect(reply.translations).toEqual([]);
  });

  it('refuses a cancelled request', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      createOfflineProvider().replyToLearner({ theme: 'movies', level: 'beginner', history: [learner('Hi')] }, { signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'ABORTED' });
  });
});
