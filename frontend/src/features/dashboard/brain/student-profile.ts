import type { LearningPathDiagnosticFieldsFragment, LinguisticDiagnosticFieldsFragment, StudentProfileInput } from '../../../generated/graphql.ts';

export type StudentProfile = StudentProfileInput;

/** Spec part 1 §3 Diagnostic data, the input of the brain widget. */
export interface DiagnosticData {
  totalPoints: number;
  masteryByModule: Record<string, number>;
  interferencePatterns: string[];
  strengthAreas: string[];
  weaknessAreas: string[];
  answeredQuestions: number;
  currentLevel: string;
}

/** Spec part 1 §9: the profile of a learner without a diagnostic. */
export const DEFAULT_STUDENT_PROFILE: StudentProfile = {
  cognitiveLevel: 25,
  learningVelocity: 50,
  errorPatterns: [],
  strongAreas: [],
  weakAreas: [],
  motivationLevel: 75,
  neuralConnections: 10,
  synapticStrength: 30,
};

/** A module counts as strong from this mastery on (spec part 1 §9). */
const STRONG_MASTERY = 70;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function levelBonus(level: string): number {
  // The learning path also grades "expert", which the spec's three levels do not
  // name; it is treated as advanced here, as it is for the learning profile.
  if (level === 'advanced' || level === 'expert') return 15;
  return level === 'intermediate' ? 10 : 5;
}

/** Spec part 1 §9: the student profile the brain widget sends, with or without diagnostic data. */
export function studentProfile(diagnostic: DiagnosticData | null): StudentProfile {
  if (!diagnostic) return DEFAULT_STUDENT_PROFILE;
  const mastery = Object.values(diagnostic.masteryByModule);
  const meanMastery = mastery.length ? mastery.reduce((sum, m) => sum + m, 0) / mastery.length : 0;
  return {
    cognitiveLevel: Math.min(100, diagnostic.totalPoints / 10),
    learningVelocity: clamp(meanMastery + 20, 20, 100),
    errorPatterns: diagnostic.interferencePatterns,
    strongAreas: diagnostic.strengthAreas,
    weakAreas: diagnostic.weaknessAreas,
    motivationLevel: Math.min(100, 50 + (diagnostic.answeredQuestions > 20 ? 20 : 0) + levelBonus(diagnostic.currentLevel)),
    neuralConnections: Math.max(5, Math.floor(diagnostic.totalPoints / 50)),
    synapticStrength: clamp(30 + 15 * mastery.filter((m) => m >= STRONG_MASTERY).length, 20, 100),
  };
}

/** The numeric entries of a mastery map as the server stores it (JSON); anything else is ignored. */
export function readMastery(json: unknown): Record<string, number> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  return Object.fromEntries(Object.entries(json).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1])));
}

const QUESTION_MODULES = ['assessment', 'phonetics', 'grammar', 'vocabulary', 'cultural'];

/**
 * The diagnostic data of the learner's latest placement diagnostic, from what
 * the API offers. The diagnostic status carries the mastery map, the level and
 * the areas, but neither the points nor the number of questions, so:
 * - answeredQuestions: a finished diagnostic has answered every placement
 *   question (any answer, right or wrong, opens the questions that depend on
 *   it), so it is the number of questions;
 * - totalPoints: the overall mastery (the map's "mastery" key, the percent of
 *   the points earned; the mean of the question modules for a map without it)
 *   applied to the points all the questions are worth;
 * - interferencePatterns: not recorded by the learning path, so none.
 * Null without a diagnostic or without the questions' points.
 */
export function diagnosticData(
  diagnostic: LearningPathDiagnosticFieldsFragment | null | undefined,
  questionPoints: readonly number[] | undefined,
): DiagnosticData | null {
  if (!diagnostic || !questionPoints?.length) return null;
  const masteryByModule = readMastery(diagnostic.masteryByModule);
  const moduleValues = QUESTION_MODULES.map((module) => masteryByModule[module] ?? 0);
  const overall = masteryByModule['mastery'] ?? moduleValues.reduce((sum, m) => sum + m, 0) / moduleValues.length;
  const maxPoints = questionPoints.reduce((sum, p) => sum + p, 0);
  return {
    totalPoints: Math.round((clamp(overall, 0, 100) / 100) * maxPoints),
    masteryByModule,
    interferencePatterns: [],
    strengthAreas: diagnostic.strengthAreas,
    weaknessAreas: diagnostic.weaknessAreas,
    answeredQuestions: questionPoints.length,
    currentLevel: diagnostic.currentLevel,
  };
}

const distinct = (items: readonly string[]) => [...new Set(items)];

/**
 * The profile with the learner's latest Linguistic Diagnostic added: its
 * interference patterns become error patterns, and its areas join the strong
 * and weak ones, its verdict replacing the placement's for the areas it
 * measured (fonética and gramática are named alike by both), as the learner
 * service merges them into the learning profile.
 */
export function withLinguisticDiagnostic(
  profile: StudentProfile,
  linguistic: Pick<LinguisticDiagnosticFieldsFragment, 'interferencePatterns' | 'strengthAreas' | 'weaknessAreas'> | null | undefined,
): StudentProfile {
  if (!linguistic) return profile;
  const measured = new Set([...linguistic.strengthAreas, ...linguistic.weaknessAreas]);
  const unmeasured = (areas: readonly string[]) => areas.filter((area) => !measured.has(area));
  return {
    ...profile,
    errorPatterns: distinct([...profile.errorPatterns, ...linguistic.interferencePatterns]),
    strongAreas: distinct([...unmeasured(profile.strongAreas), ...linguistic.strengthAreas]),
    weakAreas: distinct([...unmeasured(profile.weakAreas), ...linguistic.weaknessAreas]),
  };
}
