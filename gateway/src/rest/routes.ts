import { z } from 'zod';
import { adaptivePlanInput } from '@juba/contracts/adaptive-plan-input';
import { ANALYTICS_WINDOWS, DEFAULT_ANALYTICS_DAYS } from '@juba/contracts/admin-analytics';
import { ENGLISH_LEVELS } from '@juba/contracts/english-level';
import { HANDOUT_LEVELS } from '@juba/contracts/jobs';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '@juba/contracts/json-depth';
import { linguisticDiagnosticSubmission } from '@juba/contracts/linguistic-diagnostic-submission';

/**
 * The REST facade: every /api path of the spec (part 1 §7 and part 2 §7), with
 * its method, who may call it, the strict body schema and the GraphQL
 * operation behind it. rest/routes.test.ts checks this table against the spec.
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
  /** Any zod schema, classic or mini (a contract the browser shares). */
  body?: z.core.$ZodType;
  /** Bigger bodies (recordings) get their own limit. */
  largeBody?: boolean;
  /** The 504 message when the job this row waits for takes longer than the gateway waits (default: a handout's). */
  jobTimeoutMessage?: string;
  run: (call: RestCall<any>) => Promise<RestResult>;
}

/** The most common row: run one operation (with variables taken from the call, if any) and answer with one of its top-level fields. */
const respondWithField =
  (field: string, query: string, opts: { variables?: (call: RestCall<any>) => Record<string, unknown>; status?: number } = {}) =>
  async (call: RestCall): Promise<RestResult> => ({ status: opts.status, json: (await call.graphql(query, opts.variables?.(call)))[field] });

const LEARNING_PROFILE_FIELDS = 'englishLevel primaryGoal interests availableTime learningStyle onboardingCompleted strengthAreas weaknessAreas';

const oneOf = <const T extends readonly [string, ...string[]]>(field: string, values: T) => z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` });

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

/** Names a missing field as missing, and a field of the wrong type by the type it needs. */
const typeError = (field: string, expected: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? `${field} is required` : `${field} must be ${expected}`),
});

const badQuery = (message: string): RestResult => ({ status: 400, json: { message } });

/** Spec part 1 §9: the admin analytics windows, as query text. */
const ANALYTICS_DAYS = ANALYTICS_WINDOWS.map(String);
const CONTENT_TYPES = ['exercise', 'challenge', 'vocabulary', 'lesson'] as const;
const CONTENT_ITEM_FIELDS = 'id contentType title description content difficulty category tags isPublished createdAt updatedAt';
const CONFIG_ITEM_FIELDS = 'id configKey configValue description category isActive updatedAt';

/** Any JSON value but null, nested no deeper than the subgraphs accept: the admin's content or config value. */
const requiredJson = (field: string) =>
  z
    .custom<NonNullable<unknown>>((value) => value !== undefined && value !== null, { error: `${field} is required (any JSON value except null)` })
    .refine((value) => !nestsDeeperThan(value, MAX_JSON_DEPTH), `${field} nests more than ${MAX_JSON_DEPTH} levels of lists and objects`);
const optionalText = (field: string) => z.string({ error: `${field} must be text or null` }).nullable().optional();

/** Spec part 1 §7: the content form's body; the content subgraph checks lengths, tags and the live size limit. */
const contentBody = z
  .object({
    contentType: oneOf('contentType', CONTENT_TYPES),
    title: z.string(typeError('title', 'text')),
    description: optionalText('description'),
    content: requiredJson('content'),
    difficulty: oneOf('difficulty', ENGLISH_LEVELS),
    category: optionalText('category'),
    tags: z.array(z.string({ error: 'tags must be a list of text' }), typeError('tags', 'a list of text')),
  })
  .strict();

/** Spec part 1 §7: the config form's body; the content subgraph checks the key, the size and the known keys' shapes. */
const configBody = z
  .object({
    configKey: z.string(typeError('configKey', 'text')),
    configValue: requiredJson('configValue'),
    description: optionalText('description'),
    category: oneOf('category', ['general', 'ai', 'content', 'analytics']),
    isActive: z.boolean(typeError('isActive', 'true or false')),
  })
  .strict();

const ADAPTIVE_PLAN_FIELDS =
  'id learningStyle availableTime studyHours primaryGoal learningPreference difficultyPreference focusAreas motivationStyle completedCount createdAt';

const DICTIONARY_WORD_FIELDS = 'id word translation category difficulty isFavorite timesViewed pronunciation example createdAt';

/** A dictionary body: an object with only the named fields; the learner service checks the words themselves, in Portuguese. */
const dictionaryBody = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object(shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `campo desconhecido: ${issue.keys.join(', ')}` : issue.code === 'invalid_type' ? 'envie um objeto JSON' : undefined,
    })
    .strict();
const dictionaryText = (field: string, required: boolean) =>
  z.string({ error: (issue) => (issue.input === undefined && required ? 'campo obrigatório' : `${field} deve ser um texto`) });

export const REST_ROUTES: RestRoute[] = [
  // Part 1 §7
  {
    method: 'GET',
    path: '/api/auth/user',
    feature: 'auth',
    access: 'signed-in',
    run: async (call) => {
      const { me } = await call.graphql<{ me: unknown }>('query RestAuthUser { me { id firstName lastName email profileImageUrl isAdmin } }');
      return me ? { json: me } : { status: 401, json: { message: 'Unauthorized' } };
    },
  },
  {
    method: 'GET',
    path: '/api/learning-profile',
    feature: 'onboarding',
    access: 'signed-in',
    // JSON null when the learner has no profile yet: the dashboard then sends them to /learning-path.
    run: respondWithField('learningProfile', `query RestLearningProfile { learningProfile { ${LEARNING_PROFILE_FIELDS} } }`),
  },
  {
    method: 'GET',
    path: '/api/daily-plan',
    feature: 'daily-plan',
    access: 'signed-in',
    run: respondWithField(
      'dailyPlan',
      'query RestDailyPlan { dailyPlan { date warmupActivity { minutes content { song artist } } coreActivity { minutes topic } challengeActivity { minutes scenario challengeId } cooldownActivity { minutes content { focus } } } }',
    ),
  },
  {
    method: 'GET',
    path: '/api/progress',
    feature: 'progress',
    access: 'signed-in',
    run: respondWithField(
      'progress',
      'query RestProgress { progress { currentStreak longestStreak flowPoints totalMinutes wordsLearned challengesCompleted pronunciationLevel speakingLevel listeningLevel vocabularyLevel weeklyMinutes { date minutes } recentActivity { id kind title minutes flowPoints occurredAt } achievements { id title description earnedAt } dailyGoal { targetMinutes minutesToday } } }',
    ),
  },
  {
    method: 'GET',
    path: '/api/vocabulary',
    feature: 'dictionary',
    access: 'signed-in',
    // Spec part 1 §7: the dashboard uses only the count of this list; it is the learner's dictionary.
    run: respondWithField('dictionary', 'query RestVocabulary { dictionary { id word translation category } }'),
  },
  {
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
    run: async (call: RestCall<{ studentProfile: Record<string, unknown> }>) => {
      const { generateAdaptiveContent } = await call.graphql<{ generateAdaptiveContent: { item: Record<string, unknown> | null; completed: boolean } }>(
        'mutation RestAdaptiveContent($profile: StudentProfileInput!) { generateAdaptiveContent(studentProfile: $profile) { completed item { id type difficulty content options correctAnswer explanation neuralReward synapticGrowth personalizedHint } } }',
        { profile: call.body.studentProfile },
      );
      // Spec part 1 §7: the item itself, flagged completed when there is none left (the widget then celebrates).
      const { item, completed } = generateAdaptiveContent;
      return { json: item ? { ...item, completed } : { completed } };
    },
  },
  {
    method: 'POST',
    path: '/api/learning-profile',
    feature: 'onboarding',
    access: 'signed-in',
    body: learningProfileBody,
    // The learner service checks the interest names and the time options, naming what is wrong.
    run: async (call: RestCall<z.infer<typeof learningProfileBody>>) => {
      const { saveLearningProfile } = await call.graphql<{ saveLearningProfile: unknown }>(
        `mutation RestSaveLearningProfile($input: LearningProfileInput!) { saveLearningProfile(input: $input) { ${LEARNING_PROFILE_FIELDS} } }`,
        { input: call.body },
      );
      return { json: saveLearningProfile };
    },
  },
  {
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
    run: async (call) => {
      const { completeChallenge } = await call.graphql<{ completeChallenge: unknown }>(
        'mutation RestCompleteChallenge($input: ChallengeCompletionInput!) { completeChallenge(input: $input) { id challengeType scenario score feedback duration flowPoints completedAt } }',
        { input: call.body },
      );
      return { json: completeChallenge };
    },
  },
  // Admin rows: the router refuses non-admins before running them, and every resolver checks again (requireAdmin).
  {
    method: 'GET',
    path: '/api/admin/dashboard',
    feature: 'admin',
    access: 'admin',
    run: async (call) => {
      const { adminDashboard, adminAnalytics } = await call.graphql<{
        adminDashboard: { message: string; adminFeatures: string[] };
        adminAnalytics: { totalUsers: number; allTimeSessions: number };
      }>('query RestAdminDashboard { adminDashboard { message adminFeatures } adminAnalytics { totalUsers allTimeSessions } }');
      // The overview counts every practice session ever recorded.
      return { json: { ...adminDashboard, stats: { totalUsers: adminAnalytics.totalUsers, totalSessions: adminAnalytics.allTimeSessions } } };
    },
  },
  {
    method: 'GET',
    path: '/api/admin/analytics',
    feature: 'admin-analytics',
    access: 'admin',
    run: async (call) => {
      const days = call.query.days ?? String(DEFAULT_ANALYTICS_DAYS);
      if (typeof days !== 'string' || !ANALYTICS_DAYS.includes(days)) return badQuery(`days must be one of ${ANALYTICS_DAYS.join(', ')}`);
      const { adminAnalytics } = await call.graphql<{ adminAnalytics: Record<string, number> }>(
        'query RestAdminAnalytics($days: Int!) { adminAnalytics(days: $days) { totalUsers activeUsers totalSessions weeklyNewUsers weeklySessions avgSessionDuration totalProfiles } }',
        { days: Number(days) },
      );
      return { json: { stats: adminAnalytics } };
    },
  },
  {
    method: 'GET',
    path: '/api/admin/content',
    feature: 'admin-content',
    access: 'admin',
    run: async (call) => {
      const { type } = call.query;
      if (type !== undefined && (typeof type !== 'string' || !(CONTENT_TYPES as readonly string[]).includes(type))) {
        return badQuery(`type must be one of: ${CONTENT_TYPES.join(', ')}`);
      }
      const { adminContent } = await call.graphql<{ adminContent: unknown[] }>(`query RestAdminContent($type: ContentType) { adminContent(type: $type) { ${CONTENT_ITEM_FIELDS} } }`, {
        type: type ?? null,
      });
      return { json: adminContent };
    },
  },
  {
    method: 'POST',
    path: '/api/admin/content',
    feature: 'admin-content',
    access: 'admin',
    body: contentBody,
    run: respondWithField('createContent', `mutation RestCreateContent($input: ContentInput!) { createContent(input: $input) { ${CONTENT_ITEM_FIELDS} } }`, {
      variables: (call) => ({ input: call.body }),
      status: 201,
    }),
  },
  {
    method: 'PUT',
    path: '/api/admin/content/{id}',
    feature: 'admin-content',
    access: 'admin',
    body: contentBody,
    run: respondWithField(
      'updateContent',
      `mutation RestUpdateContent($id: ID!, $input: ContentInput!) { updateContent(id: $id, input: $input) { ${CONTENT_ITEM_FIELDS} } }`,
      { variables: (call) => ({ id: call.params.id, input: call.body }) },
    ),
  },
  {
    method: 'POST',
    path: '/api/admin/content/{id}/publish',
    feature: 'admin-content',
    access: 'admin',
    run: respondWithField('publishContent', `mutation RestPublishContent($id: ID!) { publishContent(id: $id) { ${CONTENT_ITEM_FIELDS} } }`, {
      variables: (call) => ({ id: call.params.id }),
    }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/content/{id}',
    feature: 'admin-content',
    access: 'admin',
    run: async (call) => {
      const { deleteContent } = await call.graphql<{ deleteContent: string }>('mutation RestDeleteContent($id: ID!) { deleteContent(id: $id) }', { id: call.params.id });
      return { json: { id: deleteContent } };
    },
  },
  {
    method: 'GET',
    path: '/api/admin/config',
    feature: 'admin-config',
    access: 'admin',
    run: respondWithField('adminConfigs', `query RestAdminConfigs { adminConfigs { ${CONFIG_ITEM_FIELDS} } }`),
  },
  {
    method: 'POST',
    path: '/api/admin/config',
    feature: 'admin-config',
    access: 'admin',
    body: configBody,
    run: respondWithField('createConfig', `mutation RestCreateConfig($input: ConfigInput!) { createConfig(input: $input) { ${CONFIG_ITEM_FIELDS} } }`, {
      variables: (call) => ({ input: call.body }),
      status: 201,
    }),
  },
  {
    method: 'PUT',
    path: '/api/admin/config/{configKey}',
    feature: 'admin-config',
    access: 'admin',
    body: configBody,
    run: respondWithField(
      'updateConfig',
      `mutation RestUpdateConfig($configKey: String!, $input: ConfigInput!) { updateConfig(configKey: $configKey, input: $input) { ${CONFIG_ITEM_FIELDS} } }`,
      { variables: (call) => ({ configKey: call.params.configKey, input: call.body }) },
    ),
  },
  // Part 2 §7
  {
    method: 'GET',
    path: '/api/phonetic-sessions',
    feature: 'phonetics',
    access: 'signed-in',
    run: respondWithField('phoneticSessions', 'query RestPhoneticSessions { phoneticSessions { id createdAt accuracyScore targetText feedback } }'),
  },
  {
    method: 'GET',
    path: '/api/phonetic-exercises',
    feature: 'phonetics',
    access: 'signed-in',
    run: respondWithField('phoneticExercises', 'query RestPhoneticExercises { phoneticExercises { id title difficulty description targetSounds sampleText } }'),
  },
  {
    method: 'POST',
    path: '/api/phonetic-analysis',
    feature: 'phonetics',
    access: 'signed-in',
    largeBody: true,
    jobTimeoutMessage: 'A análise de pronúncia demorou demais. Tente novamente em alguns instantes.',
    // The shape only: the diagnostics subgraph checks the text and the recording (its BAD_USER_INPUT answers 400).
    body: z
      .object({ audioData: z.string(typeError('audioData', 'a data URL of audio/wav')), targetText: z.string(typeError('targetText', 'text')) })
      .strict(),
    run: async (call: RestCall<{ audioData: string; targetText: string }>) => {
      const { requestPhoneticAnalysis } = await call.graphql<{ requestPhoneticAnalysis: { id: string } }>(
        'mutation RestRequestPhoneticAnalysis($audioData: String!, $targetText: String!) { requestPhoneticAnalysis(audioData: $audioData, targetText: $targetText) { id } }',
        call.body,
      );
      const session = await call.waitForJobEnd(requestPhoneticAnalysis.id, async () => {
        const { phoneticSession } = await call.graphql<{ phoneticSession: { status: string; error: string | null; analysis: unknown } }>(
          'query RestPhoneticSession($id: ID!) { phoneticSession(id: $id) { status error analysis { accuracyScore targetText transcription detailedAnalysis { overallFeedback specificMistakes { word issue suggestion } strengths } } } }',
          { id: requestPhoneticAnalysis.id },
        );
        return phoneticSession;
      });
      if (session.status === 'FAILED' || !session.analysis) return { status: 502, json: { message: session.error ?? 'Não foi possível analisar sua pronúncia. Tente novamente.' } };
      return { json: session.analysis };
    },
  },
  {
    method: 'GET',
    path: '/api/dictionary',
    feature: 'dictionary',
    access: 'signed-in',
    run: respondWithField('dictionary', `query RestDictionary { dictionary { ${DICTIONARY_WORD_FIELDS} } }`),
  },
  {
    method: 'POST',
    path: '/api/dictionary',
    feature: 'dictionary',
    access: 'signed-in',
    // An empty translation is found by the learner service; the same word again is its CONFLICT (409).
    body: dictionaryBody({
      word: dictionaryText('word', true),
      translation: dictionaryText('translation', false).nullable().optional(),
      category: dictionaryText('category', false).nullable().optional(),
    }),
    run: respondWithField('addDictionaryWord', `mutation RestAddDictionaryWord($input: DictionaryWordInput!) { addDictionaryWord(input: $input) { ${DICTIONARY_WORD_FIELDS} } }`, {
      variables: (call) => ({ input: call.body }),
      status: 201,
    }),
  },
  {
    method: 'PATCH',
    path: '/api/dictionary/{id}/favorite',
    feature: 'dictionary',
    access: 'signed-in',
    body: dictionaryBody({ isFavorite: z.boolean({ error: (issue) => (issue.input === undefined ? 'campo obrigatório' : 'isFavorite deve ser true ou false') }) }),
    run: respondWithField(
      'setDictionaryWordFavorite',
      `mutation RestDictionaryFavorite($id: ID!, $isFavorite: Boolean!) { setDictionaryWordFavorite(id: $id, isFavorite: $isFavorite) { ${DICTIONARY_WORD_FIELDS} } }`,
      { variables: (call) => ({ id: call.params.id, isFavorite: call.body.isFavorite }) },
    ),
  },
  {
    method: 'DELETE',
    path: '/api/dictionary/{id}',
    feature: 'dictionary',
    access: 'signed-in',
    run: async (call) => {
      const { deleteDictionaryWord } = await call.graphql<{ deleteDictionaryWord: string }>('mutation RestDeleteDictionaryWord($id: ID!) { deleteDictionaryWord(id: $id) }', {
        id: call.params.id,
      });
      return { json: { id: deleteDictionaryWord } };
    },
  },
  {
    method: 'PATCH',
    path: '/api/dictionary/{id}/view',
    feature: 'dictionary',
    access: 'signed-in',
    run: respondWithField('viewDictionaryWord', `mutation RestViewDictionaryWord($id: ID!) { viewDictionaryWord(id: $id) { ${DICTIONARY_WORD_FIELDS} } }`, {
      variables: (call) => ({ id: call.params.id }),
    }),
  },
  {
    method: 'POST',
    path: '/api/dictionary/translate',
    feature: 'dictionary',
    access: 'signed-in',
    body: dictionaryBody({ word: dictionaryText('word', true) }),
    run: async (call: RestCall<{ word: string }>) => {
      const { translateDictionaryWord } = await call.graphql<{ translateDictionaryWord: string }>('mutation RestTranslateDictionaryWord($word: String!) { translateDictionaryWord(word: $word) }', {
        word: call.body.word,
      });
      return { json: { translation: translateDictionaryWord } };
    },
  },
  {
    method: 'POST',
    path: '/api/linguistic-diagnostic',
    feature: 'linguistic-diagnostic',
    access: 'signed-in',
    // The shape: the diagnostics subgraph scores the answers again and refuses results they do not give (BAD_USER_INPUT answers 400).
    body: linguisticDiagnosticSubmission,
    run: respondWithField(
      'submitLinguisticDiagnostic',
      'mutation RestSubmitLinguisticDiagnostic($input: LinguisticDiagnosticInput!) { submitLinguisticDiagnostic(input: $input) { id completedAt diagnosticType testResults { phonetic grammatical falseFriends overall answers { questionId selectedAnswer } } interferencePatterns strengthAreas weaknessAreas recommendedFocus } }',
      { variables: (call) => ({ input: call.body }) },
    ),
  },
  {
    method: 'POST',
    path: '/api/accent-analysis',
    feature: 'accent-lab',
    access: 'signed-in',
    largeBody: true,
    body: z
      .object({
        exerciseId: z.string(typeError('exerciseId', 'the id of a lab exercise')),
        audioRecordingUrl: z.string(typeError('audioRecordingUrl', 'the base64 part of a WAV data URL')),
        targetSounds: z.array(z.string(), typeError('targetSounds', 'a list holding the exercise sound')).max(10, { error: 'targetSounds holds one sound' }),
      })
      .strict(),
    run: async (call: RestCall<{ exerciseId: string; audioRecordingUrl: string; targetSounds: string[] }>) => {
      const { analyzeAccent } = await call.graphql<{ analyzeAccent: { accuracyScore: number } }>(
        'mutation RestAnalyzeAccent($exerciseId: ID!, $audio: String!, $targetSounds: [String!]!) { analyzeAccent(exerciseId: $exerciseId, audio: $audio, targetSounds: $targetSounds) { accuracyScore } }',
        { exerciseId: call.body.exerciseId, audio: call.body.audioRecordingUrl, targetSounds: call.body.targetSounds },
      );
      return { json: { accuracyScore: analyzeAccent.accuracyScore } };
    },
  },
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
  {
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
    run: async (call) => {
      const { completeDiagnostic } = await call.graphql<{ completeDiagnostic: unknown }>(
        'mutation RestCompleteDiagnostic($input: CompleteDiagnosticInput!) { completeDiagnostic(input: $input) { attemptCount isBlocked message diagnostic { masteryByModule currentLevel strengthAreas weaknessAreas } } }',
        { input: call.body },
      );
      return { json: completeDiagnostic };
    },
  },
  {
    method: 'GET',
    path: '/api/adaptive-plan',
    feature: 'adaptive-plan',
    access: 'signed-in',
    run: respondWithField('adaptivePlan', `query RestAdaptivePlan { adaptivePlan { ${ADAPTIVE_PLAN_FIELDS} } }`),
  },
  {
    method: 'POST',
    path: '/api/adaptive-plan/create',
    feature: 'adaptive-plan',
    access: 'signed-in',
    body: adaptivePlanInput,
    run: respondWithField('createAdaptivePlan', `mutation RestCreateAdaptivePlan($input: AdaptivePlanInput!) { createAdaptivePlan(input: $input) { ${ADAPTIVE_PLAN_FIELDS} } }`, {
      variables: (call) => ({ input: call.body }),
    }),
  },
  {
    method: 'POST',
    path: '/api/adaptive-plan/generate-content',
    feature: 'adaptive-plan',
    access: 'signed-in',
    jobTimeoutMessage: 'A geração da atividade demorou demais. Tente novamente em alguns instantes.',
    // The shape only: the learner service answers 404 for a plan that is not the caller's.
    body: z.object({ planId: z.string(typeError('planId', 'the id of your plan')).max(100, { error: 'planId is the id of your plan' }) }).strict(),
    run: async (call: RestCall<{ planId: string }>) => {
      const { generatePlanActivities } = await call.graphql<{ generatePlanActivities: { id: string } }>(
        'mutation RestGeneratePlanActivities($planId: ID!) { generatePlanActivities(planId: $planId) { id } }',
        call.body,
      );
      const generation = await call.waitForJobEnd(generatePlanActivities.id, async () => {
        const { planGeneration } = await call.graphql<{ planGeneration: { status: string; error: string | null; activities: unknown[] | null } }>(
          'query RestPlanGeneration($id: ID!) { planGeneration(id: $id) { status error activities { id generationId focusArea title moduleType route instruction adaptation visualCues estimatedTime } } }',
          { id: generatePlanActivities.id },
        );
        return planGeneration;
      });
      if (generation.status === 'FAILED' || !generation.activities) return { status: 502, json: { message: generation.error ?? 'Failed to generate content' } };
      return { json: { activities: generation.activities } };
    },
  },
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
