import { z } from 'zod';
import { badInput } from '@juba/platform/errors';
import { clampDifficulty } from '@juba/ai-provider';

/** Generous bounds: the widget's own numbers stay within 0..100, but a profile is only refused when it is nonsense. */
const PROFILE_LIMITS = { maxScore: 1000, maxListLength: 20, maxNameLength: 80 } as const;

const score = z
  // zod refuses NaN and ±Infinity with this same message.
  .number({ error: 'must be a finite number' })
  .min(0, `must be between 0 and ${PROFILE_LIMITS.maxScore}`)
  .max(PROFILE_LIMITS.maxScore, `must be between 0 and ${PROFILE_LIMITS.maxScore}`);
const names = z
  .array(
    z
      .string({ error: 'must be text' })
      .trim()
      .min(1, 'must not be empty')
      .max(PROFILE_LIMITS.maxNameLength, `must be at most ${PROFILE_LIMITS.maxNameLength} characters`),
    { error: 'must be a list of names' },
  )
  .max(PROFILE_LIMITS.maxListLength, `may hold at most ${PROFILE_LIMITS.maxListLength} names`);

/** Spec part 1 §3 Student profile, as the brain widget computes it (§9). */
const studentProfileSchema = z.object({
  cognitiveLevel: score,
  learningVelocity: score,
  errorPatterns: names,
  strongAreas: names,
  weakAreas: names,
  motivationLevel: score,
  neuralConnections: score,
  synapticStrength: score,
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

export function parseStudentProfile(input: unknown): StudentProfile {
  const result = studentProfileSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${['studentProfile', ...i.path].join('.')} ${i.message}`);
    throw badInput(`Invalid student profile: ${problems.join('; ')}.`);
  }
  return result.data;
}

/** Spec part 1 §9, the widget's fallback formula: clamp(round(cognitiveLevel/10 + velocity/50 × motivation/100), 1..10). */
export function adaptiveDifficulty(profile: Pick<StudentProfile, 'cognitiveLevel' | 'learningVelocity' | 'motivationLevel'>): number {
  return clampDifficulty(profile.cognitiveLevel / 10 + (profile.learningVelocity / 50) * (profile.motivationLevel / 100));
}

/** Spec part 1 §9: the same rewards the widget gives its local fallback question, so both read alike. */
export function adaptiveRewards(difficulty: number, profile: Pick<StudentProfile, 'learningVelocity'>) {
  return { neuralReward: 50 + difficulty * 10, synapticGrowth: Math.floor(profile.learningVelocity / 10) + 5 };
}
