import { z } from 'zod';
import { RestAdaptiveContentDocument } from '../../generated/graphql.ts';
import { restRoute } from '../rest-route.ts';

export const brainRoutes = [
  restRoute({
    method: 'POST',
    path: '/api/brain-ai/generate-adaptive-content',
    feature: 'brain',
    access: 'signed-in',
    // Shape only: the AI subgraph checks the ranges and answers 400 with what is wrong.
    body: z
      .object({
        studentProfile: z
          .object(
            {
              cognitiveLevel: z.number({ error: 'must be a number' }),
              learningVelocity: z.number({ error: 'must be a number' }),
              errorPatterns: z.array(z.string({ error: 'must be text' }), { error: 'must be a list of names' }),
              strongAreas: z.array(z.string({ error: 'must be text' }), { error: 'must be a list of names' }),
              weakAreas: z.array(z.string({ error: 'must be text' }), { error: 'must be a list of names' }),
              motivationLevel: z.number({ error: 'must be a number' }),
              neuralConnections: z.number({ error: 'must be a number' }),
              synapticStrength: z.number({ error: 'must be a number' }),
            },
            { error: (issue) => (issue.code === 'invalid_type' ? 'must be an object with the eight profile fields' : undefined) },
          )
          .strict(),
      })
      .strict(),
    run: async (call) => {
      const { generateAdaptiveContent } = await call.graphql(RestAdaptiveContentDocument, { profile: call.body.studentProfile });
      // Spec part 1 §7: the item itself, flagged completed when there is none left (the widget then celebrates).
      const { item, completed } = generateAdaptiveContent;
      return { json: item ? { ...item, completed } : { completed } };
    },
  }),
];
