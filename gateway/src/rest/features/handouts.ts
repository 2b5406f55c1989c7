import { z } from 'zod';
import { HANDOUT_LEVELS } from '@juba/contracts/jobs';
import { RestGenerateHandoutDocument, RestHandoutJobDocument } from '../../generated/graphql.ts';
import { answerWhenJobEnds } from '../job-answer.ts';
import { restRoute } from '../rest-route.ts';

export const handoutsRoutes = [
  restRoute({
    method: 'POST',
    path: '/api/material-didatico/generate',
    feature: 'handouts',
    access: 'signed-in',
    body: z.object({ level: z.enum(HANDOUT_LEVELS, { error: `level must be one of: ${HANDOUT_LEVELS.join(', ')}` }) }).strict(),
    run: async (call) => {
      const { generateHandout } = await call.graphql(RestGenerateHandoutDocument, { level: call.body.level });
      return answerWhenJobEnds(call, {
        jobId: generateHandout.id,
        read: async () => (await call.graphql(RestHandoutJobDocument, { id: generateHandout.id })).handoutJob,
        // Null, not a failure, when a completed handout's stored material no longer reads (the content service logs it).
        result: (job) => job.material,
        failureMessage: 'Failed to generate material',
      });
    },
  }),
];
