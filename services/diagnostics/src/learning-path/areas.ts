import type { MasteryByModule, MasteryKey } from '@juba/contracts/diagnostic-level';

/**
 * Areas are named in Portuguese because the plan prefill (spec part 2 §5)
 * reads the weakness areas that mention fonética, gramática or cultural.
 * Only the four content modules the diagnostic actually teaches are judged;
 * listening, speaking and the aggregate keys are not measured by its questions.
 */
const CONTENT_AREAS = [
  { key: 'phonetics', area: 'fonética' },
  { key: 'grammar', area: 'gramática' },
  { key: 'vocabulary', area: 'vocabulário' },
  { key: 'cultural', area: 'cultural' },
] as const satisfies readonly { key: MasteryKey; area: string }[];

/**
 * The plan prefill's thresholds (§9: 70 strong, 60 weak): 70 or more is a
 * strength, below 60 a weakness, and 60..69 is neither, so the diagnostic
 * never calls "weak" an area the plan would not add as a focus area.
 */
const STRENGTH_THRESHOLD = 70;
const WEAKNESS_THRESHOLD = 60;

export function deriveAreas(mastery: MasteryByModule): { strengthAreas: string[]; weaknessAreas: string[] } {
  return {
    strengthAreas: CONTENT_AREAS.filter(({ key }) => mastery[key] >= STRENGTH_THRESHOLD).map(({ area }) => area),
    weaknessAreas: CONTENT_AREAS.filter(({ key }) => mastery[key] < WEAKNESS_THRESHOLD).map(({ area }) => area),
  };
}
