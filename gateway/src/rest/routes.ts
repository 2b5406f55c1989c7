import { accentLabRoutes } from './features/accent-lab.ts';
import { adaptivePlanRoutes } from './features/adaptive-plan.ts';
import { adminAnalyticsRoutes } from './features/admin-analytics.ts';
import { adminConfigRoutes } from './features/admin-config.ts';
import { adminContentRoutes } from './features/admin-content.ts';
import { adminRoutes } from './features/admin.ts';
import { authRoutes } from './features/auth.ts';
import { brainRoutes } from './features/brain.ts';
import { challengesRoutes } from './features/challenges.ts';
import { dailyPlanRoutes } from './features/daily-plan.ts';
import { dictionaryRoutes } from './features/dictionary.ts';
import { handoutsRoutes } from './features/handouts.ts';
import { learningPathRoutes } from './features/learning-path.ts';
import { linguisticDiagnosticRoutes } from './features/linguistic-diagnostic.ts';
import { onboardingRoutes } from './features/onboarding.ts';
import { phoneticsRoutes } from './features/phonetics.ts';
import { progressRoutes } from './features/progress.ts';
import type { RestRoute } from './rest-route.ts';

/**
 * The REST facade's table: every /api path of the spec, by feature
 * (features/<feature>.ts). rest/routes.test.ts checks it against the spec.
 */
export const REST_ROUTES: RestRoute[] = [
  ...authRoutes,
  ...onboardingRoutes,
  ...dailyPlanRoutes,
  ...progressRoutes,
  ...dictionaryRoutes,
  ...brainRoutes,
  ...challengesRoutes,
  ...adminRoutes,
  ...adminAnalyticsRoutes,
  ...adminContentRoutes,
  ...adminConfigRoutes,
  ...phoneticsRoutes,
  ...linguisticDiagnosticRoutes,
  ...accentLabRoutes,
  ...learningPathRoutes,
  ...adaptivePlanRoutes,
  ...handoutsRoutes,
];
