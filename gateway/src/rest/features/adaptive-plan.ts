import { z } from 'zod';
import { adaptivePlanInput } from '@juba/contracts/adaptive-plan-input';
import {
  RestAdaptivePlanDocument,
  RestCreateAdaptivePlanDocument,
  RestGeneratePlanActivitiesDocument,
  RestPlanGenerationDocument,
} from '../../generated/graphql.ts';
import { typeError } from '../checks.ts';
import { answerWhenJobEnds } from '../job-answer.ts';
import { restRoute } from '../rest-route.ts';

export const adaptivePlanRoutes = [
  restRoute({
    method: 'GET',
    path: '/api/adaptive-plan',
    feature: 'adaptive-plan',
    access: 'signed-in',
    run: async (call) => ({ json: (await call.graphql(RestAdaptivePlanDocument)).adaptivePlan }),
  }),
  restRoute({
    method: 'POST',
    path: '/api/adaptive-plan/create',
    feature: 'adaptive-plan',
    access: 'signed-in',
    body: adaptivePlanInput,
    run: async (call) => ({ json: (await call.graphql(RestCreateAdaptivePlanDocument, { input: call.body })).createAdaptivePlan }),
  }),
  restRoute({
    method: 'POST',
    path: '/api/adaptive-plan/generate-content',
    feature: 'adaptive-plan',
    access: 'signed-in',
    // The shape only: the learner service answers 404 for a plan that is not the caller's.
    body: z.object({ planId: z.string(typeError('planId', 'the id of your plan')).max(100, { error: 'planId is the id of your plan' }) }).strict(),
    run: async (call) => {
      const { generatePlanActivities } = await call.graphql(RestGeneratePlanActivitiesDocument, call.body);
      return answerWhenJobEnds(call, {
        jobId: generatePlanActivities.id,
        read: async () => (await call.graphql(RestPlanGenerationDocument, { id: generatePlanActivities.id })).planGeneration,
        result: ({ activities }) => (activities ? { activities } : undefined),
        failureMessage: 'Failed to generate content',
        timeoutMessage: 'A geração da atividade demorou demais. Tente novamente em alguns instantes.',
      });
    },
  }),
];
