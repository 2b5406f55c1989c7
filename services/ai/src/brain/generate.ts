import { AiProviderError, createAiProvider, createOfflineProvider, type AiConfig, type AiProvider } from '@juba/ai-provider';
import type { AiDb } from '../db.ts';
import type { AdaptiveContentResult } from '../generated/graphql.ts';
import { adaptiveDifficulty, adaptiveRewards, type StudentProfile } from './profile.ts';
import { recordServed, servedCuratedIds } from './served.ts';

export interface AdaptiveContentDeps {
  db: AiDb;
  config: AiConfig;
  /** Where the fallback's reason is written; the widget itself never sees it. */
  warn?: (message: string) => void;
}

// A concurrent request may record the chosen item first; choosing again a few times settles it.
const MAX_CHOICES = 3;

/**
 * The brain widget's next item for this learner: chosen or written for the
 * profile, never one they have already been served. A failing model does not
 * fail the widget: the curated bank answers instead.
 */
export async function generateAdaptiveContent(deps: AdaptiveContentDeps, userId: string, profile: StudentProfile): Promise<AdaptiveContentResult> {
  const provider = createAiProvider(deps.config);
  const offline = createOfflineProvider();
  const warn = deps.warn ?? ((message: string) => console.warn(message));
  const excludeIds = await servedCuratedIds(deps.db, userId);
  const request = {
    weakAreas: profile.weakAreas,
    strongAreas: profile.strongAreas,
    errorPatterns: profile.errorPatterns,
    difficulty: adaptiveDifficulty(profile),
  };

  for (let attempt = 0; attempt < MAX_CHOICES; attempt++) {
    const question = await askWithFallback(provider, offline, { ...request, excludeIds }, warn);
    if (!question) return { item: null, completed: true };
    if (await recordServed(deps.db, userId, question.id)) {
      const { module: _module, ...item } = question;
      return { item: { ...item, ...adaptiveRewards(question.difficulty, profile) }, completed: false };
    }
    excludeIds.push(question.id);
  }
  throw new Error(`Could not record a new adaptive question for user ${userId} after ${MAX_CHOICES} attempts.`);
}

async function askWithFallback(
  provider: AiProvider,
  offline: AiProvider,
  request: Parameters<AiProvider['generateBrainQuestion']>[0],
  warn: (m: string) => void,
) {
  try {
    return await provider.generateBrainQuestion(request, {});
  } catch (error) {
    if (!(error instanceof AiProviderError) || provider.name === 'offline') throw error;
    warn(`Adaptive content: the ${provider.name} provider failed (${error.code}: ${error.message}); serving a curated question instead.`);
    return offline.generateBrainQuestion(request, {});
  }
}
