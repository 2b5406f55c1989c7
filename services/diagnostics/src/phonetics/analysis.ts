import { z } from 'zod';
import type { PronunciationResult } from '@juba/speech/types';

const storedSubScore = z.object({ score: z.number().min(0).max(100), advice: z.string() });

/**
 * What a completed sentence session stores (the `analysis` column): the
 * scorer's result as it was. Read back through this schema, so a row written
 * by an older scorer cannot break the result panel.
 */
export const storedSentenceAnalysis = z.object({
  heardSpeech: z.boolean(),
  accuracyScore: z.number().min(0).max(100),
  transcription: z.string(),
  overallFeedback: z.string(),
  mistakes: z.array(
    z.object({
      word: z.string(),
      heard: z.string().nullable(),
      kind: z.string(),
      rule: z.string().nullable(),
      issue: z.string(),
      suggestion: z.string(),
    }),
  ),
  strengths: z.array(z.string()),
  // Rows stored before the scorer gave sub-scores have no such key: they read as none.
  subScores: z.object({ fluency: storedSubScore, completeness: storedSubScore, prosody: storedSubScore }).nullable().default(null),
}) satisfies z.ZodType<Omit<PronunciationResult, 'mistakes'> & { mistakes: unknown[] }>;

/** A lab session stores only the sound's score. */
export const storedSoundAnalysis = z.object({ accuracyScore: z.number().min(0).max(100), heardSpeech: z.boolean() });

/** Spec part 2 §3 Phonetic analysis result, as the screens and POST /api/phonetic-analysis answer it. */
export function phoneticAnalysisView(targetText: string, result: z.infer<typeof storedSentenceAnalysis>) {
  return {
    accuracyScore: Math.round(result.accuracyScore),
    targetText,
    transcription: result.transcription,
    detailedAnalysis: {
      overallFeedback: result.overallFeedback,
      specificMistakes: result.mistakes.map(({ word, issue, suggestion }) => ({ word, issue, suggestion })),
      strengths: result.strengths,
    },
    subScores: result.subScores && {
      fluency: subScoreView(result.subScores.fluency),
      completeness: subScoreView(result.subScores.completeness),
      prosody: subScoreView(result.subScores.prosody),
    },
  };
}

function subScoreView({ score, advice }: z.infer<typeof storedSubScore>) {
  return { score: Math.round(score), advice };
}
