import type { GenerateAdaptiveContentMutation } from '../../../generated/graphql.ts';
import { randomInt, type RandomSource } from '../../../lib/random.ts';
import type { StudentProfile } from './student-profile.ts';

export type AdaptiveItem = NonNullable<GenerateAdaptiveContentMutation['generateAdaptiveContent']['item']>;

/**
 * Spec part 1 §9 adds 25 to the fallback's reward "if a flag is set" without
 * saying which. Here the flag is that the learner has weak areas: practising
 * where it is hardest is worth more.
 */
const WEAK_AREA_BONUS = 25;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Spec part 1 §9: the fallback question's difficulty, 1..10. */
export function fallbackDifficulty(profile: StudentProfile): number {
  const raw = profile.cognitiveLevel / 10 + (profile.learningVelocity / 50) * (profile.motivationLevel / 100);
  return clamp(Math.round(raw), 1, 10);
}

export function fallbackNeuralReward(profile: StudentProfile, difficulty: number): number {
  return 50 + difficulty * 10 + (profile.weakAreas.length > 0 ? WEAK_AREA_BONUS : 0);
}

export function fallbackSynapticGrowth(profile: StudentProfile): number {
  return Math.floor(profile.learningVelocity / 10) + 5;
}

const FALLBACK_CORRECT = 'Estou ansioso por isso.';
const FALLBACK_WRONG = ['Estou olhando para a frente.', 'Estou procurando por isso.', 'Estou esperando na fila.'];

/**
 * Spec part 1 §4 and §8: when the brain call fails, a question made here,
 * with four Portuguese options and the right one at a random place (0..3).
 */
export function fallbackQuestion(profile: StudentProfile, random: RandomSource, now = Date.now()): AdaptiveItem {
  const correctAnswer = randomInt(random, 0, 3);
  const options = [...FALLBACK_WRONG];
  options.splice(correctAnswer, 0, FALLBACK_CORRECT);
  const difficulty = fallbackDifficulty(profile);
  return {
    id: `fallback-${now}`,
    type: 'question',
    difficulty,
    content: 'O que significa "I\'m looking forward to it"?',
    options,
    correctAnswer,
    explanation:
      '"Look forward to" é esperar algo com alegria: a tradução natural é "Estou ansioso por isso". Traduzir palavra por palavra ("olhar para a frente") perde o sentido.',
    neuralReward: fallbackNeuralReward(profile, difficulty),
    synapticGrowth: fallbackSynapticGrowth(profile),
    personalizedHint: 'Pense no sentido da expressão inteira, não no de cada palavra.',
  };
}

/** Spec part 1 §4: when the server says every fitting activity was done, the widget celebrates. */
export function celebrationItem(now = Date.now()): AdaptiveItem {
  return {
    id: `celebration-${now}`,
    type: 'review',
    difficulty: 10,
    content: 'Parabéns! Você concluiu todas as atividades adaptativas do seu perfil atual.',
    options: [],
    correctAnswer: 0,
    explanation: 'Seu cérebro criou novas conexões com cada atividade. Refaça o diagnóstico ou explore os módulos para continuar evoluindo.',
    neuralReward: 500,
    synapticGrowth: 50,
    personalizedHint: 'Mantenha a sequência: pratique um pouco todos os dias.',
  };
}
