import type { HandoutLevel } from '@juba/contracts/jobs';
import { materialSchema, type Material, type Slide } from './material.ts';
import { TOPICS_BY_LEVEL, type BankTopic, type ExerciseVariant, type LessonVariant } from './bank/index.ts';
import {
  CURATED_NOTE,
  GENERAL_NEXT_STEPS,
  INTRO_TITLES,
  LEVEL_DESCRIPTIONS,
  LEVEL_INTROS,
  LEVEL_LABELS,
  NEXT_STEPS_BY_KIND,
  STUDY_TIPS,
  SUMMARY_TITLES,
} from './bank/framing.ts';
import { lines } from './bank/types.ts';
import { pick, randomInt, sample, shuffle, type Random } from '../offline/random.ts';

/** Three topics keep a handout to 8-10 slides: intro, 2-3 slides per topic, summary. */
const TOPICS_PER_HANDOUT = 3;
const MAX_EXTRA_SLIDES = 2;

export interface TopicPlan {
  topic: BankTopic;
  lessons: LessonVariant[];
  exercises: ExerciseVariant[];
}

/**
 * Picks the topics and which variants of each to use. Topics of different
 * kinds come first, so a handout mixes pronunciation, vocabulary, grammar and
 * conversation rather than stacking one kind.
 */
export function planHandout(level: HandoutLevel, random: Random): TopicPlan[] {
  const shuffled = shuffle(random, TOPICS_BY_LEVEL[level]);
  const chosen: BankTopic[] = [];
  for (const topic of shuffled) {
    if (chosen.length < TOPICS_PER_HANDOUT && !chosen.some((c) => c.kind === topic.kind)) chosen.push(topic);
  }
  for (const topic of shuffled) {
    if (chosen.length < TOPICS_PER_HANDOUT && !chosen.includes(topic)) chosen.push(topic);
  }

  const plans = chosen.map((topic) => ({ topic, lessons: sample(random, topic.lessons, 1), exercises: sample(random, topic.exercises, 1) }));
  for (const plan of sample(random, plans, randomInt(random, MAX_EXTRA_SLIDES + 1))) {
    if (random() < 0.5) addUnused(random, plan.lessons, plan.topic.lessons);
    else addUnused(random, plan.exercises, plan.topic.exercises);
  }
  return plans;
}

function addUnused<T>(random: Random, used: T[], all: readonly T[]) {
  const extra = shuffle(random, all).find((v) => !used.includes(v));
  if (extra) used.push(extra);
}

export function lessonSlide(lesson: LessonVariant): Slide {
  return { title: lesson.title, content: lesson.content, exercise: null };
}

/** Options are shuffled; the explanation names the right one, since the viewer never grades a choice. */
export function exerciseSlide(random: Random, exercise: ExerciseVariant): Slide {
  return {
    title: exercise.title,
    content: exercise.prompt,
    exercise: {
      question: exercise.question,
      options: shuffle(random, [exercise.correct, ...exercise.distractors]),
      explanation: lines(`Resposta correta: ${exercise.correct}`, exercise.explanation),
    },
  };
}

function introSlide(random: Random, level: HandoutLevel, plans: TopicPlan[]): Slide {
  return {
    title: pick(random, INTRO_TITLES),
    content: lines(pick(random, LEVEL_INTROS[level]), '', 'Nesta apostila:', ...plans.map((p) => `• ${p.topic.theme}`), '', pick(random, STUDY_TIPS)),
    exercise: null,
  };
}

/** Recaps exactly the lessons shown, then points at modules that train the same skills. */
function summarySlide(random: Random, plans: TopicPlan[]): Slide {
  const kinds = [...new Set(plans.map((p) => p.topic.kind))];
  const steps = [...kinds.slice(0, 2).map((kind) => pick(random, NEXT_STEPS_BY_KIND[kind])), pick(random, GENERAL_NEXT_STEPS)];
  return {
    title: pick(random, SUMMARY_TITLES),
    content: lines(
      'Pontos principais:',
      ...plans.flatMap((p) => p.lessons.map((l) => `• ${l.takeaway}`)),
      '',
      'Próximos passos:',
      ...steps.map((s) => `• ${s}`),
    ),
    exercise: null,
  };
}

function titleFor(level: HandoutLevel, plans: TopicPlan[]) {
  const names = plans.map((p) => p.topic.shortName);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : (names[0] ?? '');
  return `${LEVEL_LABELS[level]} — ${list.charAt(0).toUpperCase()}${list.slice(1)}`;
}

/** Puts the parts in reading order and checks the result against the public Material contract. */
export function assembleMaterial(random: Random, level: HandoutLevel, plans: TopicPlan[], topicSlides: Slide[][]): Material {
  const slides = [introSlide(random, level, plans), ...topicSlides.flat(), summarySlide(random, plans)];
  const exerciseCount = slides.filter((s) => s.exercise).length;
  return materialSchema.parse({
    title: titleFor(level, plans),
    description: `${pick(random, LEVEL_DESCRIPTIONS[level])} ${slides.length} slides e ${exerciseCount} exercícios. ${CURATED_NOTE}`,
    slides,
  });
}
