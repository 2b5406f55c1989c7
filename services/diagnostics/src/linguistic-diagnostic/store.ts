import type { LinguisticAnswer, LinguisticDiagnosticSubmission } from '@juba/contracts/linguistic-diagnostic';
import type { DiagnosticsDb } from '../db.ts';
import type { LinguisticDiagnostic as LinguisticDiagnosticView } from '../generated/graphql.ts';
import type { LinguisticDiagnostic } from '../generated/prisma/client.ts';

export type LinguisticDiagnosticRow = LinguisticDiagnostic;

export function storeLinguisticDiagnostic(db: DiagnosticsDb, userId: string, scored: LinguisticDiagnosticSubmission): Promise<LinguisticDiagnosticRow> {
  const { answers, ...results } = scored.testResults;
  return db.linguisticDiagnostic.create({
    data: {
      userId,
      ...results,
      answers: answers.map(({ questionId, selectedAnswer }) => ({ questionId, selectedAnswer })),
      interferencePatterns: scored.interferencePatterns,
      strengthAreas: scored.strengthAreas,
      weaknessAreas: scored.weaknessAreas,
      recommendedFocus: scored.recommendedFocus,
    },
  });
}

export function latestLinguisticDiagnostic(db: DiagnosticsDb, userId: string): Promise<LinguisticDiagnosticRow | null> {
  return db.linguisticDiagnostic.findFirst({ where: { userId }, orderBy: [{ completedAt: 'desc' }, { id: 'desc' }] });
}

/** The stored row as the API answers it: the §3 submission, with its id and time. */
export function linguisticDiagnosticView(row: LinguisticDiagnosticRow): LinguisticDiagnosticView {
  return {
    id: row.id,
    completedAt: row.completedAt.toISOString(),
    diagnosticType: 'comprehensive',
    testResults: {
      phonetic: row.phonetic,
      grammatical: row.grammatical,
      falseFriends: row.falseFriends,
      overall: row.overall,
      // Written only by storeLinguisticDiagnostic, from answers already checked.
      answers: row.answers as unknown as LinguisticAnswer[],
    },
    interferencePatterns: row.interferencePatterns,
    strengthAreas: row.strengthAreas,
    weaknessAreas: row.weaknessAreas,
    recommendedFocus: row.recommendedFocus,
  };
}
