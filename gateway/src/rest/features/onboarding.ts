import { z } from 'zod';
import { ENGLISH_LEVELS } from '@juba/contracts/english-level';
import { RestLearningProfileDocument, RestSaveLearningProfileDocument } from '../../generated/graphql.ts';
import { oneOf } from '../checks.ts';
import { restRoute } from '../rest-route.ts';

/** Spec part 1 §7: the onboarding answers, as the learner service's LearningProfileInput takes them. */
const learningProfileBody = z
  .object({
    englishLevel: oneOf('englishLevel', ENGLISH_LEVELS),
    primaryGoal: oneOf('primaryGoal', ['business', 'social', 'academic', 'travel']),
    interests: z.array(z.string({ error: 'interests must be a list of names' }), { error: 'interests must be a list of names' }),
    availableTime: z.number({ error: 'availableTime must be a number of minutes' }).int({ error: 'availableTime must be a whole number of minutes' }),
    learningStyle: oneOf('learningStyle', ['visual', 'auditory', 'kinesthetic']),
  })
  .strict();

export const onboardingRoutes = [
  restRoute({
    method: 'GET',
    path: '/api/learning-profile',
    feature: 'onboarding',
    access: 'signed-in',
    // JSON null when the learner has no profile yet: the dashboard then sends them to /learning-path.
    run: async (call) => ({ json: (await call.graphql(RestLearningProfileDocument)).learningProfile }),
  }),
  restRoute({
    method: 'POST',
    path: '/api/learning-profile',
    feature: 'onboarding',
    access: 'signed-in',
    body: learningProfileBody,
    // The learner service checks the interest names and the time options, naming what is wrong.
    run: async (call) => ({ json: (await call.graphql(RestSaveLearningProfileDocument, { input: call.body })).saveLearningProfile }),
  }),
];
