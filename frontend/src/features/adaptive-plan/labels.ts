import { PLAN_FOCUS_AREA_LABELS, PLAN_FOCUS_AREAS, PLAN_MODULES, type PlanModule } from '@juba/contracts/adaptive-plan';
import type { Choice } from '../../lib/ui/ChoiceList.tsx';
import type { PlanDifficultyPreference, PlanLearningPreference, PlanLearningStyle, PlanMotivationStyle, PlanStudyHours } from '../../generated/graphql.ts';

export const LEARNING_STYLES: readonly Choice<PlanLearningStyle>[] = [
  { value: 'visual', label: 'Visual', description: 'Aprendo vendo: imagens, cores e esquemas.' },
  { value: 'auditivo', label: 'Auditivo', description: 'Aprendo ouvindo e repetindo em voz alta.' },
  { value: 'cinestesico', label: 'Cinestésico', description: 'Aprendo fazendo, em situações reais.' },
  { value: 'leitura', label: 'Leitura/Escrita', description: 'Aprendo lendo e escrevendo.' },
];

/** Spec part 2 §9: the study windows. */
export const STUDY_HOURS: readonly Choice<PlanStudyHours>[] = [
  { value: 'manha', label: 'Manhã', description: '6h às 12h' },
  { value: 'tarde', label: 'Tarde', description: '12h às 18h' },
  { value: 'noite', label: 'Noite', description: '18h às 23h' },
  { value: 'madrugada', label: 'Madrugada', description: '23h às 6h' },
];

export const LEARNING_PREFERENCES: readonly Choice<PlanLearningPreference>[] = [
  { value: 'rapido', label: 'Rápido', description: 'Atividades curtas e diretas.' },
  { value: 'detalhado', label: 'Detalhado', description: 'Explicações passo a passo.' },
  { value: 'pratico', label: 'Prático', description: 'Usar o inglês em situações reais.' },
  { value: 'teorico', label: 'Teórico', description: 'Entender as regras primeiro.' },
];

export const DIFFICULTY_PREFERENCES: readonly Choice<PlanDifficultyPreference>[] = [
  { value: 'gradual', label: 'Gradual', description: 'Subir de nível aos poucos.' },
  { value: 'misto', label: 'Misto', description: 'Alternar fácil e difícil.' },
  { value: 'desafio', label: 'Desafio', description: 'Sempre um pouco acima do meu nível.' },
];

export const MOTIVATION_STYLES: readonly Choice<PlanMotivationStyle>[] = [
  { value: 'progresso', label: 'Progresso', description: 'Ver minha evolução dia a dia.' },
  { value: 'conquistas', label: 'Conquistas', description: 'Ganhar pontos e conquistas.' },
  { value: 'desafios', label: 'Desafios', description: 'Superar desafios cada vez maiores.' },
  { value: 'social', label: 'Social', description: 'Conversar e praticar com pessoas.' },
];

export const FOCUS_AREAS: readonly Choice<(typeof PLAN_FOCUS_AREAS)[number]>[] = PLAN_FOCUS_AREAS.map((value) => ({
  value,
  label: PLAN_FOCUS_AREA_LABELS[value],
}));

export const labelOf = <T extends string>(options: readonly Choice<T>[], value: string) => options.find((o) => o.value === value)?.label ?? value;

export const focusAreaLabel = (area: string) => labelOf(FOCUS_AREAS, area);

export const moduleLabel = (moduleType: string) => (Object.hasOwn(PLAN_MODULES, moduleType) ? PLAN_MODULES[moduleType as PlanModule].label : moduleType);
