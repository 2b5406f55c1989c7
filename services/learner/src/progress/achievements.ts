import type { Achievement } from '../generated/graphql.ts';
import { daysBetween, type LearnerDay } from '../time/learner-day.ts';

/** What achievements are computed from: the learner's activities, oldest first. */
export interface AchievementEvidence {
  kind: string;
  minutes: number;
  flowPoints: number;
  occurredAt: Date;
  day: LearnerDay;
}

type Rule = (history: AchievementEvidence[]) => Date | null;

const firstOfKind =
  (kind?: string): Rule =>
  (history) =>
    history.find((a) => kind === undefined || a.kind === kind)?.occurredAt ?? null;

const whenTotalReaches =
  (field: 'minutes' | 'flowPoints', target: number): Rule =>
  (history) => {
    let total = 0;
    for (const a of history) {
      total += a[field];
      if (total >= target) return a.occurredAt;
    }
    return null;
  };

/** Earned by the first activity of the day on which a run of consecutive practice days first reached `length`. */
const whenStreakReaches =
  (length: number): Rule =>
  (history) => {
    let run = 0;
    let previous: AchievementEvidence | null = null;
    for (const a of history) {
      if (previous && a.day === previous.day) continue;
      run = previous && daysBetween(previous.day, a.day) === 1 ? run + 1 : 1;
      if (run >= length) return a.occurredAt;
      previous = a;
    }
    return null;
  };

/** The fixed catalogue, in the order the progress screen lists it. */
const ACHIEVEMENTS: { id: string; title: string; description: string; earnedWhen: Rule }[] = [
  { id: 'first-step', title: 'Primeiro passo', description: 'Conclua sua primeira atividade.', earnedWhen: firstOfKind() },
  {
    id: 'diagnostic-done',
    title: 'Diagnóstico concluído',
    description: 'Termine o diagnóstico inicial da trilha de aprendizagem.',
    earnedWhen: firstOfKind('diagnostic'),
  },
  { id: 'streak-3', title: 'Sequência de 3 dias', description: 'Pratique 3 dias seguidos.', earnedWhen: whenStreakReaches(3) },
  { id: 'streak-7', title: 'Sequência de 7 dias', description: 'Pratique 7 dias seguidos.', earnedWhen: whenStreakReaches(7) },
  { id: 'minutes-60', title: '60 minutos de prática', description: 'Some 60 minutos de prática.', earnedWhen: whenTotalReaches('minutes', 60) },
  { id: 'flow-100', title: '100 pontos de fluxo', description: 'Acumule 100 pontos de fluxo.', earnedWhen: whenTotalReaches('flowPoints', 100) },
  { id: 'first-handout', title: 'Primeira apostila', description: 'Gere sua primeira apostila de estudo.', earnedWhen: firstOfKind('handout') },
  { id: 'first-challenge', title: 'Primeiro desafio', description: 'Complete seu primeiro desafio.', earnedWhen: firstOfKind('challenge') },
];

export function achievementsFrom(history: AchievementEvidence[]): Achievement[] {
  return ACHIEVEMENTS.map(({ earnedWhen, ...achievement }) => ({ ...achievement, earnedAt: earnedWhen(history)?.toISOString() ?? null }));
}
