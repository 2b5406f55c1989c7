import { z } from 'zod';
import { RestCompleteChallengeDocument } from '../../generated/graphql.ts';
import { typeError } from '../checks.ts';
import { restRoute } from '../rest-route.ts';

export const challengesRoutes = [
  restRoute({
    method: 'POST',
    path: '/api/challenges/complete',
    feature: 'challenges',
    access: 'signed-in',
    // Types only: the learner service checks the type, the score range and the challenge's time limit.
    body: z
      .object({
        challengeType: z.string(typeError('challengeType', 'text')),
        scenario: z.string(typeError('scenario', 'text')),
        score: z.number(typeError('score', 'a number')),
        feedback: z.string(typeError('feedback', 'text')),
        duration: z.int32(typeError('duration', 'a whole number of seconds')),
      })
      .strict(),
    run: async (call) => ({ json: (await call.graphql(RestCompleteChallengeDocument, { input: call.body })).completeChallenge }),
  }),
];
