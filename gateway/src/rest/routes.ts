import { z } from 'zod';
import { HANDOUT_LEVELS } from '@juba/shared/jobs';

/**
 * The REST facade: every /api path of the spec (part 1 §7 and part 2 §7), with
 * its method, who may call it, the strict body schema and the GraphQL
 * operation behind it. A row without `run` names the feature that is not built
 * yet and answers 501. rest/routes.test.ts checks this table against the spec.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestCall<B = unknown> {
  body: B;
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** Runs a GraphQL operation through the gateway as the caller; throws on GraphQL errors. */
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<T>;
  /** Waits for a background job to end (bounded by the gateway's REST job timeout). */
  waitForJobEnd<T extends { status: string }>(jobId: string, read: () => Promise<T>): Promise<T>;
}

export interface RestResult {
  status?: number;
  json: unknown;
}

export interface RestRoute {
  method: HttpMethod;
  /** As written in the spec, e.g. /api/dictionary/{id}/favorite */
  path: string;
  /** The feature's one name across layers (route, page, schema, resolver, test). */
  feature: string;
  access: 'signed-in' | 'admin';
  body?: z.ZodType;
  /** Bigger bodies (recordings) get their own limit. */
  largeBody?: boolean;
  run?: (call: RestCall<any>) => Promise<RestResult>;
}

/** The most common row: run one query and answer with one of its top-level fields. */
const respondWithField =
  (field: string, query: string) =>
  async (call: RestCall): Promise<RestResult> => ({ json: (await call.graphql(query))[field] });

export const REST_ROUTES: RestRoute[] = [
  // Part 1 §7
  {
    method: 'GET',
    path: '/api/auth/user',
    feature: 'identity',
    access: 'signed-in',
    run: async (call) => {
      const { me } = await call.graphql<{ me: unknown }>('query RestAuthUser { me { id firstName lastName email profileImageUrl isAdmin } }');
      return me ? { json: me } : { status: 401, json: { message: 'Unauthorized' } };
    },
  },
  { method: 'GET', path: '/api/learning-profile', feature: 'onboarding', access: 'signed-in' },
  { method: 'GET', path: '/api/daily-plan', feature: 'daily-plan', access: 'signed-in' },
  {
    method: 'GET',
    path: '/api/progress',
    feature: 'progress',
    access: 'signed-in',
    run: respondWithField(
      'myProgress',
      'query RestProgress { myProgress { currentStreak flowPoints totalMinutes wordsLearned challengesCompleted pronunciationLevel speakingLevel listeningLevel vocabularyLevel } }',
    ),
  },
  { method: 'GET', path: '/api/vocabulary', feature: 'dictionary', access: 'signed-in' },
  { method: 'POST', path: '/api/brain-ai/generate-adaptive-content', feature: 'brain-ai', access: 'signed-in' },
  { method: 'POST', path: '/api/learning-profile', feature: 'onboarding', access: 'signed-in' },
  { method: 'POST', path: '/api/challenges/complete', feature: 'challenges', access: 'signed-in' },
  { method: 'GET', path: '/api/admin/dashboard', feature: 'admin', access: 'admin' },
  { method: 'GET', path: '/api/admin/analytics', feature: 'admin-analytics', access: 'admin' },
  { method: 'GET', path: '/api/admin/content', feature: 'admin-content', access: 'admin' },
  { method: 'POST', path: '/api/admin/content', feature: 'admin-content', access: 'admin' },
  { method: 'PUT', path: '/api/admin/content/{id}', feature: 'admin-content', access: 'admin' },
  { method: 'POST', path: '/api/admin/content/{id}/publish', feature: 'admin-content', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/content/{id}', feature: 'admin-content', access: 'admin' },
  { method: 'GET', path: '/api/admin/config', feature: 'admin-config', access: 'admin' },
  { method: 'POST', path: '/api/admin/config', feature: 'admin-config', access: 'admin' },
  { method: 'PUT', path: '/api/admin/config/{configKey}', feature: 'admin-config', access: 'admin' },
  // Part 2 §7
  { method: 'GET', path: '/api/phonetic-sessions', feature: 'phonetics', access: 'signed-in' },
  { method: 'GET', path: '/api/phonetic-exercises', feature: 'phonetics', access: 'signed-in' },
  { method: 'POST', path: '/api/phonetic-analysis', feature: 'phonetics', access: 'signed-in', largeBody: true },
  { method: 'GET', path: '/api/dictionary', feature: 'dictionary', access: 'signed-in' },
  { method: 'POST', path: '/api/dictionary', feature: 'dictionary', access: 'signed-in' },
  { method: 'PATCH', path: '/api/dictionary/{id}/favorite', feature: 'dictionary', access: 'signed-in' },
  { method: 'DELETE', path: '/api/dictionary/{id}', feature: 'dictionary', access: 'signed-in' },
  { method: 'PATCH', path: '/api/dictionary/{id}/view', feature: 'dictionary', access: 'signed-in' },
  { method: 'POST', path: '/api/dictionary/translate', feature: 'dictionary', access: 'signed-in' },
  { method: 'POST', path: '/api/linguistic-diagnostic', feature: 'linguistic-diagnostic', access: 'signed-in' },
  { method: 'POST', path: '/api/accent-analysis', feature: 'accent-lab', access: 'signed-in', largeBody: true },
  {
    method: 'GET',
    path: '/api/learning-path/diagnostic-status',
    feature: 'learning-path',
    access: 'signed-in',
    run: respondWithField(
      'diagnosticStatus',
      'query RestDiagnosticStatus { diagnosticStatus { isBlocked attemptCount hasCompleted diagnostic { masteryByModule currentLevel strengthAreas weaknessAreas } } }',
    ),
  },
  { method: 'POST', path: '/api/learning-path/complete-diagnostic', feature: 'learning-path', access: 'signed-in' },
  { method: 'GET', path: '/api/adaptive-plan', feature: 'adaptive-plan', access: 'signed-in' },
  { method: 'POST', path: '/api/adaptive-plan/create', feature: 'adaptive-plan', access: 'signed-in' },
  { method: 'POST', path: '/api/adaptive-plan/generate-content', feature: 'adaptive-plan', access: 'signed-in' },
  {
    method: 'POST',
    path: '/api/material-didatico/generate',
    feature: 'handouts',
    access: 'signed-in',
    body: z.object({ level: z.enum(HANDOUT_LEVELS, { error: `level must be one of: ${HANDOUT_LEVELS.join(', ')}` }) }).strict(),
    run: async (call: RestCall<{ level: string }>) => {
      const { generateHandout } = await call.graphql<{ generateHandout: { id: string } }>(
        'mutation RestGenerateHandout($level: HandoutLevel!) { generateHandout(level: $level) { id } }',
        { level: call.body.level },
      );
      const job = await call.waitForJobEnd(generateHandout.id, async () => {
        const { handoutJob } = await call.graphql<{ handoutJob: { status: string; error: string | null; material: unknown } }>(
          'query RestHandoutJob($id: ID!) { handoutJob(id: $id) { status error material { title description slides { title content exercise { question options explanation } } } } }',
          { id: generateHandout.id },
        );
        return handoutJob;
      });
      if (job.status === 'FAILED') return { status: 502, json: { message: job.error ?? 'Failed to generate material' } };
      return { json: job.material };
    },
  },
];
