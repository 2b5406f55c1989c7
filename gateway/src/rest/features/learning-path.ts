import { z } from 'zod';
import { RestCompleteDiagnosticDocument, RestDiagnosticStatusDocument } from '../../generated/graphql.ts';
import { restRoute } from '../rest-route.ts';

export const learningPathRoutes = [
  restRoute({
    method: 'GET',
    path: '/api/learning-path/diagnostic-status',
    feature: 'learning-path',
    access: 'signed-in',
    run: async (call) => ({ json: (await call.graphql(RestDiagnosticStatusDocument)).diagnosticStatus }),
  }),
  restRoute({
    method: 'POST',
    path: '/api/learning-path/complete-diagnostic',
    feature: 'learning-path',
    access: 'signed-in',
    // The shape only: the diagnostics subgraph owns the ranges and the 2-attempt limit (its CONFLICT answers 409).
    body: z
      .object({
        totalPoints: z.int32(),
        answeredQuestions: z.int32(),
        currentLevel: z.string(),
        masteryByModule: z.record(z.string(), z.number()),
        completedAt: z.string(),
      })
      .strict(),
    run: async (call) => ({ json: (await call.graphql(RestCompleteDiagnosticDocument, { input: call.body })).completeDiagnostic }),
  }),
];
