import type { HandoutLevel } from '@juba/contracts/jobs';
import { assertHandoutLevel, progressReporter, throwIfAborted } from '../progress.ts';
import type { ReplyToLearnerOptions, TutorReply, TutorReplyRequest } from '../conversation/tutor.ts';
import type { BrainQuestion, BrainQuestionRequest } from '../brain/question.ts';
import type { AiProvider } from '../provider.ts';
import type { Material } from '../handouts/material.ts';
import { BRAIN_BANK, type BrainBankItem } from '../brain/bank/index.ts';
import { chooseBrainQuestion } from '../brain/choice.ts';
import { composePlanActivities } from '../adaptive-plan/compose.ts';
import type { GeneratedPlanActivity, PlanActivityRequest } from '../adaptive-plan/types.ts';
import { assembleMaterial, exerciseSlide, lessonSlide, planHandout } from '../handouts/compose.ts';
import type { Random } from './random.ts';
import { offlineTutorReply } from '../conversation/offline-tutor.ts';

export type GenerateHandoutOptions = Parameters<AiProvider['generateHandout']>[1];
export type GenerateBrainQuestionOptions = Parameters<AiProvider['generateBrainQuestion']>[1];
export type GeneratePlanActivitiesOptions = Parameters<AiProvider['generatePlanActivities']>[1];

export interface OfflineProviderOptions {
  /** Source of randomness; pass a seeded one (see seededRandom) for reproducible handouts. */
  random?: Random;
  /** The brain questions to choose from; tests pass a small bank to reach its end quickly. */
  brainBank?: readonly BrainBankItem[];
}

/**
 * Builds handouts from Juba's curated content bank, with no model involved.
 * Its progress messages describe what it really does: choose, assemble, check.
 */
export class OfflineAiProvider implements AiProvider {
  readonly name = 'offline' as const;
  private readonly random: Random;
  private readonly brainBank: readonly BrainBankItem[];

  constructor(options: OfflineProviderOptions = {}) {
    this.random = options.random ?? Math.random;
    this.brainBank = options.brainBank ?? BRAIN_BANK;
  }

  async generateBrainQuestion(request: BrainQuestionRequest, opts: GenerateBrainQuestionOptions = {}): Promise<BrainQuestion | null> {
    throwIfAborted(opts.signal);
    return chooseBrainQuestion(this.brainBank, request, this.random);
  }

  async replyToLearner(request: TutorReplyRequest, opts: ReplyToLearnerOptions = {}): Promise<TutorReply> {
    throwIfAborted(opts.signal);
    return offlineTutorReply(request, this.random);
  }

  async generatePlanActivities(request: PlanActivityRequest, opts: GeneratePlanActivitiesOptions = {}): Promise<GeneratedPlanActivity[]> {
    const report = progressReporter(opts.onProgress);
    throwIfAborted(opts.signal);
    await report(20, 'Escolhendo atividades para as suas áreas de foco...');
    const activities = composePlanActivities(request, this.random);
    throwIfAborted(opts.signal);
    await report(100, 'Atividade pronta!');
    return activities;
  }

  async generateHandout(level: HandoutLevel, opts: GenerateHandoutOptions & { random?: Random } = {}): Promise<Material> {
    assertHandoutLevel(level);
    const random = opts.random ?? this.random;
    const report = progressReporter(opts.onProgress);
    const step = async (progress: number, message: string) => {
      throwIfAborted(opts.signal);
      await report(progress, message);
    };

    await step(5, 'Escolhendo os temas do nível...');
    const plans = planHandout(level, random);

    await step(30, 'Montando os slides...');
    const lessonSlides = plans.map((p) => p.lessons.map(lessonSlide));

    await step(60, 'Selecionando exercícios...');
    const exerciseSlides = plans.map((p) => p.exercises.map((e) => exerciseSlide(random, e)));

    await step(85, 'Revisando o material...');
    const material = assembleMaterial(
      random,
      level,
      plans,
      plans.map((_, i) => [...(lessonSlides[i] ?? []), ...(exerciseSlides[i] ?? [])]),
    );

    await step(100, 'Material pronto!');
    return material;
  }
}

export function createOfflineProvider(options: OfflineProviderOptions = {}) {
  return new OfflineAiProvider(options);
}
