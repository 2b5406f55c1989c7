import { describe, expect, it } from 'vitest';
import { LINGUISTIC_QUESTIONS, scoreLinguisticDiagnostic } from './linguistic-diagnostic.ts';
import { linguisticDiagnosticSubmission } from './linguistic-diagnostic-submission.ts';

describe('the submission shape', () => {
  const good = scoreLinguisticDiagnostic(LINGUISTIC_QUESTIONS.map((q) => ({ questionId: q.id, selectedAnswer: q.type === 'phonetic' ? q.correctAnswer : 0 })));

  it('accepts a scored submission', () => {
    expect(linguisticDiagnosticSubmission.parse(good)).toEqual(good);
  });

  it('refuses another type, unknown keys, out-of-range percentages and fractional answers, in Portuguese', () => {
    const messages = (value: unknown) => linguisticDiagnosticSubmission.safeParse(value).error?.issues.map((i) => i.message);
    expect(messages({ ...good, diagnosticType: 'quick' })).toEqual(["diagnosticType deve ser 'comprehensive'."]);
    expect(messages({ ...good, extra: 1 })).toEqual(['Campos desconhecidos: extra.']);
    expect(messages({ ...good, testResults: { ...good.testResults, overall: 101 } })).toEqual(['overall deve ser um número de 0 a 100.']);
    expect(messages({ ...good, testResults: { ...good.testResults, answers: [{ questionId: 'th-three', selectedAnswer: 1.5 }] } })).toEqual([
      'selectedAnswer deve ser o índice (número inteiro) da opção escolhida.',
    ]);
    expect(messages(null)).toEqual([expect.stringContaining('Envie o diagnóstico como')]);
  });
});
