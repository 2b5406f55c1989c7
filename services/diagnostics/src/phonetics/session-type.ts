import { phoneticAnalysisView, storedSentenceAnalysis } from './analysis.ts';
import type { PhoneticSessionRow } from './store.ts';

/** The GraphQL PhoneticSession as resolvers return it; Resolvers<DiagnosticsContext> checks it against the schema. */
export function toPhoneticSession(row: PhoneticSessionRow) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    progress: row.progress,
    message: row.message,
    error: row.status === 'FAILED' ? row.error : null,
    targetText: row.targetText,
    accuracyScore: row.accuracyScore,
    feedback: row.feedback,
    analysis: row.status === 'COMPLETED' && row.kind === 'phonetics' ? storedAnalysis(row) : null,
  };
}

/** Stored JSON is checked again on the way out: a bad row must not break the result panel. */
function storedAnalysis(row: PhoneticSessionRow) {
  const parsed = storedSentenceAnalysis.safeParse(row.analysis);
  if (parsed.success) return phoneticAnalysisView(row.targetText, parsed.data);
  console.error(`phonetic session ${row.id}: stored analysis does not match its schema`, parsed.error.issues);
  return null;
}
