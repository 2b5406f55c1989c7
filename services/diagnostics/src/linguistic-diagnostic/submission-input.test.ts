import { describe, expect, it } from 'vitest';
import { LINGUISTIC_QUESTIONS, scoreLinguisticDiagnostic, type LinguisticAnswer } from '@juba/contracts/linguistic-diagnostic';
import { parseSubmission } from './submission-input.ts';

/** Every answer right except the listed questions', which take the next option. */
const answersWrongAt = (...wrongIds: string[]): LinguisticAnswer[] =>
  LINGUISTIC_QUESTIONS.map((q) => ({ questionId: q.id, selectedAnswer: wrongIds.includes(q.id) ? (q.correctAnswer + 1) % q.options.length : q.correctAnswer }));

const good = scoreLinguisticDiagnostic(answersWrongAt('th-three', 'actually'));
const messageOf = (raw: unknown) => {
  try {
    parseSubmission(raw);
  } catch (err) {
    return { code: (err as { extensions?: { code?: string } }).extensions?.code, message: (err as Error).message };
  }
  throw new Error('accepted');
};

describe('parseSubmission', () => {
  it("answers the server's own scoring of a consistent submission, areas and patterns in any order", () => {
    expect(parseSubmission(good)).toEqual(good);
    const shuffled = {
      ...good,
      strengthAreas: [...good.strengthAreas].reverse(),
      interferencePatterns: [...good.interferencePatterns].reverse(),
      testResults: { ...good.testResults, answers: [...good.testResults.answers].reverse() },
    };
    expect(parseSubmission(shuffled)).toEqual(good);
  });

  it('refuses a percentage, overall or area that the answers do not give, naming the right value', () => {
    expect(messageOf({ ...good, testResults: { ...good.testResults, phonetic: 100 } })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'testResults.phonetic (100) não confere com as respostas: deveria ser 50.',
    });
    expect(messageOf({ ...good, testResults: { ...good.testResults, overall: 66.67 } }).message).toBe(
      'testResults.overall (66.67) não confere com as respostas: deveria ser 67.',
    );
    expect(messageOf({ ...good, weaknessAreas: [] }).message).toBe('weaknessAreas não confere com as respostas: deveria ser fonética; falsos cognatos.');
    expect(messageOf({ ...good, strengthAreas: ['gramática', 'gramática'] }).message).toBe(
      'strengthAreas não confere com as respostas: deveria ser gramática.',
    );
    expect(messageOf({ ...good, interferencePatterns: [] }).message).toMatch(/^interferencePatterns não confere com as respostas: deveria ser Som \/θ\//);
    expect(messageOf({ ...good, recommendedFocus: 'conversacao' }).message).toBe(
      'recommendedFocus ("conversacao") não confere com as respostas: deveria ser "pronuncia".',
    );
  });

  it('refuses missing, repeated, unknown and out-of-range answers', () => {
    const answers = good.testResults.answers;
    const withAnswers = (list: unknown[]) => ({ ...good, testResults: { ...good.testResults, answers: list } });
    expect(messageOf(withAnswers(answers.slice(0, 4))).message).toBe('Responda todas as 6 questões; faltam: actually, pretend.');
    expect(messageOf(withAnswers([...answers, answers[0]])).message).toBe('A questão th-three foi respondida mais de uma vez; envie uma resposta por questão.');
    expect(messageOf(withAnswers([...answers.slice(1), { questionId: 'nope', selectedAnswer: 0 }])).message).toBe(
      'Questão desconhecida: "nope". Responda todas as 6 questões; faltam: th-three.',
    );
    expect(messageOf(withAnswers([{ questionId: 'th-three', selectedAnswer: 4 }, ...answers.slice(1)])).message).toBe(
      'A resposta da questão th-three deve ser o índice de uma das opções, de 0 a 3.',
    );
    expect(messageOf(withAnswers([{ questionId: 'th-three', selectedAnswer: -1 }, ...answers.slice(1)])).message).toMatch(/de 0 a 3/);
  });

  it('refuses a wrong type, wrong shapes and extra keys in Portuguese', () => {
    expect(messageOf({ ...good, diagnosticType: 'quick' }).message).toBe("diagnosticType deve ser 'comprehensive'.");
    expect(messageOf({ ...good, testResults: { ...good.testResults, phonetic: '50' } }).message).toBe('phonetic deve ser um número de 0 a 100.');
    expect(messageOf({ ...good, admin: true }).message).toBe('Campos desconhecidos: admin.');
    expect(messageOf({ ...good, testResults: { ...good.testResults, bonus: 1 } }).message).toBe('Campos desconhecidos: bonus.');
    expect(messageOf([]).message).toMatch(/^Envie o diagnóstico como/);
  });
});
