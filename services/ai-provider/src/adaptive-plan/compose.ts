import {
  PLAN_MODULES,
  type PlanDifficultyPreference,
  type PlanFocusArea,
  type PlanLearningPreference,
  type PlanLearningStyle,
} from '@juba/contracts/adaptive-plan';
import type { ErrorType } from '@juba/contracts/jobs';
import { pick, type Random } from '../offline/random.ts';
import { PLAN_BANK, type PlanChannel, type PlanTemplate } from './bank.ts';
import { MAX_PLAN_ACTIVITIES, PLAN_LEVELS, type GeneratedPlanActivity, type PlanActivityRequest, type PlanLevel, type RecentMistake } from './types.ts';

/** Spec part 2 §9 study time: one activity per 10 minutes of the day, at most MAX_PLAN_ACTIVITIES. */
export function activityCount(availableTime: number): number {
  return Math.min(MAX_PLAN_ACTIVITIES, Math.max(1, Math.floor(availableTime / 10)));
}

/** Where a mistake of each type is worth practising, best first. */
const FOCUS_FOR_MISTAKE: Record<ErrorType, PlanFocusArea[]> = {
  grammar: ['gramatica', 'escrita', 'conversacao'],
  pronunciation: ['pronuncia', 'escuta', 'conversacao'],
  vocabulary: ['vocabulario', 'escrita', 'leitura'],
  cultural: ['cultura', 'negocios', 'conversacao'],
};

/** The levels a plan's difficulty preference draws from: gradual stays at the level, misto goes one either way, desafio one up. */
export function levelsFor(level: PlanLevel, preference: PlanDifficultyPreference): PlanLevel[] {
  const at = PLAN_LEVELS.indexOf(level);
  const span = preference === 'gradual' ? [0] : preference === 'misto' ? [-1, 0, 1] : [0, 1];
  return span.map((d) => PLAN_LEVELS[at + d]).filter((l): l is PlanLevel => l !== undefined);
}

const STYLE_ADAPTATION: Record<PlanLearningStyle, Record<PlanChannel, string>> = {
  visual: {
    fala: 'Para quem aprende vendo: escreva as frases-chave num cartão e olhe para ele enquanto fala.',
    escuta: 'Para quem aprende vendo: acompanhe com a transcrição ou anote o que ouviu em forma de esquema.',
    leitura: 'Para quem aprende vendo: destaque com cores as palavras novas e as ideias principais.',
    escrita: 'Para quem aprende vendo: monte um esquema antes de escrever e sublinhe as estruturas usadas.',
  },
  auditivo: {
    fala: 'Para quem aprende ouvindo: diga cada frase em voz alta duas vezes antes de seguir.',
    escuta: 'Para quem aprende ouvindo: ouça uma vez sem ler e repita em voz alta o que entendeu.',
    leitura: 'Para quem aprende ouvindo: leia em voz alta, ouvindo o ritmo das frases.',
    escrita: 'Para quem aprende ouvindo: leia em voz alta o que escreveu; o erro aparece no som.',
  },
  cinestesico: {
    fala: 'Para quem aprende fazendo: fale em pé, com gestos, como se estivesse na situação real.',
    escuta: 'Para quem aprende fazendo: marque o ritmo com a mão e repita imitando a entonação.',
    leitura: 'Para quem aprende fazendo: leia com um lápis na mão e anote à margem cada ideia.',
    escrita: 'Para quem aprende fazendo: escreva à mão primeiro e só depois digite.',
  },
  leitura: {
    fala: 'Para quem aprende lendo: escreva um roteiro curto antes e fale a partir dele.',
    escuta: 'Para quem aprende lendo: anote as palavras-chave que ouvir e releia no fim.',
    leitura: 'Para quem aprende lendo: faça um resumo de três linhas ao terminar.',
    escrita: 'Para quem aprende lendo: releia seu texto procurando um tipo de erro por vez.',
  },
};

const PREFERENCE_NOTE: Record<PlanLearningPreference, string> = {
  rapido: 'Ritmo rápido: faça o essencial e siga em frente.',
  detalhado: 'Com detalhe: revise cada passo e anote o porquê.',
  pratico: 'Na prática: use o inglês na situação, sem parar nas regras.',
  teorico: 'Com teoria: leia a regra por trás da atividade antes de começar.',
};

const STYLE_CUE: Record<PlanLearningStyle, string> = {
  visual: 'Cores diferentes para o que é novo',
  auditivo: 'Repita em voz alta o que destacou',
  cinestesico: 'Um gesto para cada frase-chave',
  leitura: 'Uma lista escrita do que praticou',
};

/** The mistake an activity of this focus trains: the newest one whose type is practised there. */
const mistakeFor = (focus: PlanFocusArea, mistakes: readonly RecentMistake[]) => mistakes.find((m) => FOCUS_FOR_MISTAKE[m.errorType].includes(focus));

/**
 * The focus areas of this generation, in order: first where the newest
 * mistake is best practised (when the plan has such an area), then the
 * plan's areas in turn, starting where the last generation left off, so
 * successive generations go round all of them.
 */
export function focusOrder(request: PlanActivityRequest, count: number): PlanFocusArea[] {
  const areas = [...new Set(request.plan.focusAreas)];
  if (areas.length === 0) return [];
  const offset = request.servedTemplateIds.length % areas.length;
  const rotated = [...areas.slice(offset), ...areas.slice(0, offset)];
  const fromMistake = request.recentMistakes.map((m) => FOCUS_FOR_MISTAKE[m.errorType].find((f) => areas.includes(f))).find((f) => f !== undefined);
  const ordered = fromMistake ? [fromMistake, ...rotated.filter((f) => f !== fromMistake)] : rotated;
  return Array.from({ length: count }, (_, i) => ordered[i % ordered.length]!);
}

/**
 * A template of the focus not served to this learner yet; once every one
 * at their levels has been served, the round starts again (the job then
 * forgets that focus's served templates).
 */
function chooseTemplate(
  focus: PlanFocusArea,
  levels: readonly PlanLevel[],
  served: ReadonlySet<string>,
  chosen: ReadonlySet<string>,
  random: Random,
  bank: readonly PlanTemplate[],
) {
  const ofFocus = bank.filter((t) => t.focus === focus && !chosen.has(t.id));
  const atLevel = ofFocus.filter((t) => t.levels.some((l) => levels.includes(l)));
  const candidates = atLevel.length ? atLevel : ofFocus;
  const fresh = candidates.filter((t) => !served.has(t.id));
  return candidates.length ? pick(random, fresh.length ? fresh : candidates) : null;
}

function compose(template: PlanTemplate, request: PlanActivityRequest, minutes: number): GeneratedPlanActivity {
  const { learningStyle, learningPreference } = request.plan;
  const mistake = mistakeFor(template.focus, request.recentMistakes);
  const instruction = mistake
    ? `${template.instruction} Comece pelo seu erro recente: você disse "${mistake.specificError}"; o certo é "${mistake.correctForm}".`
    : template.instruction;
  return {
    templateId: template.id,
    focusArea: template.focus,
    title: template.title,
    moduleType: template.moduleType,
    route: PLAN_MODULES[template.moduleType].route,
    instruction: instruction.slice(0, 800),
    adaptation: `${STYLE_ADAPTATION[learningStyle][template.channel]} ${PREFERENCE_NOTE[learningPreference]}`,
    visualCues: [...template.cues, STYLE_CUE[learningStyle]],
    estimatedTime: Math.min(template.minutes, minutes),
  };
}

/**
 * The offline generator: activities composed from the curated bank for the
 * plan's focus areas, the learner's level and style and their recent
 * mistakes, together within the plan's daily minutes.
 */
export function composePlanActivities(request: PlanActivityRequest, random: Random, bank: readonly PlanTemplate[] = PLAN_BANK): GeneratedPlanActivity[] {
  const count = activityCount(request.plan.availableTime);
  const share = Math.max(1, Math.floor(request.plan.availableTime / count));
  const levels = levelsFor(request.level, request.plan.difficultyPreference);
  const served = new Set(request.servedTemplateIds);
  const chosen = new Set<string>();
  const activities: GeneratedPlanActivity[] = [];
  for (const focus of focusOrder(request, count)) {
    const template = chooseTemplate(focus, levels, served, chosen, random, bank);
    if (!template) continue;
    chosen.add(template.id);
    activities.push(compose(template, request, share));
  }
  return activities;
}
