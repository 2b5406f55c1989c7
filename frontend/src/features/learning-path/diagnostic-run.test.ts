import { describe, expect, it } from 'vitest';
import { answerOf, grade, nextQuestion, totalPoints, type AnsweredQuestion, type Question } from './diagnostic-run.ts';
import { FOUR_QUESTIONS } from '../../test-support/diagnostic-questions.ts';
import { masteryByModule } from './mastery.ts';

const questions = FOUR_QUESTIONS as unknown as Question[];
const byId = (id: string) => questions.find((q) => q.id === id)!;

describe('the diagnostic run', () => {
  it('offers unanswered questions in order once their prerequisites are answered, then none', () => {
    const order: string[] = [];
    const answered: AnsweredQuestion[] = [];
    for (let next = nextQuestion(questions, answered); next; next = nextQuestion(questions, answered)) {
      order.push(next.id);
      answered.push(answerOf(next, false));
    }
    expect(order).toEqual(['q1', 'q2', 'q3', 'q4']);
  });

  it('a wrong answer opens the questions that depend on it too', () => {
    expect(nextQuestion(questions, [answerOf(byId('q1'), false)])?.id).toBe('q2');
  });

  it('grades: right at once or on the second try earns the points; wrong gets one more try, then ends', () => {
    const q1 = byId('q1');
    expect(grade(q1, 1, 0)).toEqual({ kind: 'correct', points: 10 });
    expect(grade(q1, 0, 0)).toEqual({ kind: 'retry', triesUsed: 1 });
    expect(grade(q1, 1, 1)).toEqual({ kind: 'correct', points: 10 });
    expect(grade(q1, 2, 1)).toEqual({ kind: 'wrong' });
  });

  it('adds up only the points earned', () => {
    expect(totalPoints([answerOf(byId('q1'), true), answerOf(byId('q2'), false), answerOf(byId('q4'), true)])).toBe(25);
  });
});

describe('mastery by module', () => {
  it('has the eight keys at 0 before any answer', () => {
    expect(masteryByModule([])).toEqual({ phonetics: 0, grammar: 0, vocabulary: 0, cultural: 0, listening: 0, speaking: 0, assessment: 0, mastery: 0 });
  });

  it('is the percent of the answered points earned per module; listening follows phonetics, speaking averages phonetics and grammar', () => {
    const mastery = masteryByModule([answerOf(byId('q1'), true), answerOf(byId('q2'), true), answerOf(byId('q3'), false), answerOf(byId('q4'), true)]);
    expect(mastery).toEqual({
      assessment: 100,
      phonetics: 100,
      grammar: 0,
      vocabulary: 100,
      cultural: 0,
      listening: 100,
      speaking: 50,
      mastery: 75,
    });
  });

  it('weighs harder questions more within a module', () => {
    const easy = answerOf({ ...byId('q2'), id: 'easy', points: 5 }, true);
    const hard = answerOf({ ...byId('q2'), id: 'hard', points: 15 }, false);
    expect(masteryByModule([easy, hard]).phonetics).toBe(25);
  });
});
