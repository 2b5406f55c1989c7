import { draftKey, id, object, SHAPES, type Shape } from './inputs.ts';

/**
 * Every query and mutation of the public API (gateway/api-schema.graphql), as
 * the fuzzer sends it; fuzz.test.ts checks that none is missing. `ids` names
 * the arguments that take an id the warm-up created (a real content item,
 * config, conversation or Socratic session), so the defects reach past "not found".
 */
export interface Operation {
  field: string;
  type: 'query' | 'mutation' | 'subscription';
  access: 'anyone' | 'signed-in' | 'admin';
  args: Record<string, { type: string; shape: Shape; optional?: boolean; real?: keyof RealIds }>;
  selection: string;
}

export interface RealIds {
  contentId: string;
  configKey: string;
  conversationId: string;
  socraticSessionId: string;
}

const op = (type: Operation['type'], access: Operation['access'], field: string, selection: string, args: Operation['args'] = {}): Operation => ({
  field,
  type,
  access,
  args,
  selection,
});
const q = (access: Operation['access'], field: string, selection: string, args?: Operation['args']) => op('query', access, field, selection, args);
const m = (access: Operation['access'], field: string, selection: string, args?: Operation['args']) => op('mutation', access, field, selection, args);

export const OPERATIONS: Operation[] = [
  q('signed-in', 'aiStatus', '{ provider model }'),
  q('signed-in', 'handoutJob', '{ id status progress error material { title } }', { id: { type: 'ID!', shape: id() } }),
  q('admin', 'adminDashboard', '{ message adminFeatures }'),
  q('admin', 'adminAnalytics', '{ days totalUsers activeUsers totalSessions }', { days: { type: 'Int!', shape: SHAPES.days } }),
  q('admin', 'adminContent', '{ id title content tags }', { type: { type: 'ContentType', shape: SHAPES.contentType, optional: true } }),
  q('admin', 'adminConfigs', '{ configKey configValue }'),
  q('admin', 'adminDataRetention', '{ service ranAt retentionDays deleted }'),
  q('admin', 'adminAuditLog', '{ id action }', { limit: { type: 'Int!', shape: SHAPES.limit } }),
  q('signed-in', 'diagnosticStatus', '{ attemptCount isBlocked diagnostic { masteryByModule } }'),
  q('signed-in', 'learningPathQuestions', '{ id question options }'),
  q('signed-in', 'phoneticSessions', '{ id createdAt accuracyScore targetText feedback }'),
  q('signed-in', 'phoneticSession', '{ id status error analysis { accuracyScore transcription } }', { id: { type: 'ID!', shape: id() } }),
  q('signed-in', 'phoneticExercises', '{ id title targetSounds sampleText }'),
  q('signed-in', 'voiceConsent', '{ textVersion grantedAt revokedAt active }'),
  q('signed-in', 'linguisticDiagnostic', '{ id testResults { overall answers { questionId } } weaknessAreas }'),
  q('anyone', 'me', '{ id email isAdmin }'),
  q('anyone', 'privacyNotice', '{ operator contactEmail }'),
  q('signed-in', 'latestDataExport', '{ id status expiresAt }'),
  q('signed-in', 'dataExport', '{ id status progress error }', { id: { type: 'ID!', shape: id() } }),
  q('signed-in', 'dataExportFile', '', { id: { type: 'ID!', shape: id() } }),
  q('signed-in', 'learnerDataExport', ''),
  q('signed-in', 'diagnosticsDataExport', ''),
  q('signed-in', 'contentDataExport', ''),
  q('signed-in', 'aiDataExport', ''),
  q('signed-in', 'challenges', '{ id title }'),
  q('signed-in', 'errorPatterns', '{ id specificError masteryLevel stability practiceExercises { id type prompt choices spoken } }'),
  q('signed-in', 'progress', '{ flowPoints currentStreak weeklyMinutes { date minutes } }'),
  q('signed-in', 'learningProfile', '{ englishLevel interests }'),
  q('signed-in', 'dailyPlan', '{ date coreActivity { topic } }'),
  q('signed-in', 'adaptivePlan', '{ id focusAreas availableTime completedCount }'),
  q('signed-in', 'planGeneration', '{ id status error activities { id title } }', { id: { type: 'ID!', shape: id() } }),
  q('signed-in', 'currentPlanActivity', '{ id generationId title route }'),
  q('signed-in', 'planProgressToday', '{ date completed target }'),
  q('signed-in', 'dictionary', '{ id word translation difficulty isFavorite timesViewed pronunciation example }'),
  m('signed-in', 'generateAdaptiveContent', '{ completed item { id } }', { studentProfile: { type: 'StudentProfileInput!', shape: SHAPES.studentProfile } }),
  m('signed-in', 'startConversation', '{ id }', {
    theme: { type: 'ConversationTheme!', shape: SHAPES.conversationTheme },
    level: { type: 'EnglishLevel', shape: SHAPES.englishLevel, optional: true },
  }),
  m('signed-in', 'sendConversationMessage', '{ id text }', {
    conversationId: { type: 'ID!', shape: id(), real: 'conversationId' },
    text: { type: 'String!', shape: SHAPES.text },
    draftKey: { type: 'ID', shape: draftKey, optional: true },
  }),
  m('signed-in', 'finishConversation', '{ conversationId recorded }', { conversationId: { type: 'ID!', shape: id(), real: 'conversationId' } }),
  m('signed-in', 'startSocraticSession', '{ id }', {
    topic: { type: 'SocraticTopic!', shape: SHAPES.socraticTopic },
    level: { type: 'EnglishLevel', shape: SHAPES.englishLevel, optional: true },
  }),
  m('signed-in', 'sendSocraticMessage', '{ id text corrections { original } }', {
    sessionId: { type: 'ID!', shape: id(), real: 'socraticSessionId' },
    text: { type: 'String!', shape: SHAPES.text },
    draftKey: { type: 'ID', shape: draftKey, optional: true },
  }),
  m('admin', 'createContent', '{ id }', { input: { type: 'ContentInput!', shape: SHAPES.content } }),
  m('admin', 'updateContent', '{ id }', {
    id: { type: 'ID!', shape: id(), real: 'contentId' },
    input: { type: 'ContentInput!', shape: SHAPES.content },
    expectedUpdatedAt: { type: 'String', shape: SHAPES.staleDate, optional: true },
  }),
  m('admin', 'publishContent', '{ id isPublished }', { id: { type: 'ID!', shape: id(), real: 'contentId' } }),
  m('admin', 'deleteContent', '', { id: { type: 'ID!', shape: id(), real: 'contentId' } }),
  m('admin', 'createConfig', '{ id }', { input: { type: 'ConfigInput!', shape: SHAPES.config } }),
  m('admin', 'updateConfig', '{ id }', {
    configKey: { type: 'String!', shape: SHAPES.text, real: 'configKey' },
    input: { type: 'ConfigInput!', shape: SHAPES.config },
    expectedUpdatedAt: { type: 'String', shape: SHAPES.staleDate, optional: true },
  }),
  m('admin', 'initializeConfigs', '{ id }'),
  m('signed-in', 'generateHandout', '{ id status }', { level: { type: 'HandoutLevel!', shape: SHAPES.handoutLevel } }),
  m('signed-in', 'requestPhoneticAnalysis', '{ id status }', {
    audioData: { type: 'String!', shape: SHAPES.wavDataUrl },
    targetText: { type: 'String!', shape: SHAPES.targetText },
  }),
  m('signed-in', 'analyzeAccent', '{ accuracyScore heardSpeech }', {
    exerciseId: { type: 'ID!', shape: SHAPES.labExerciseId },
    audio: { type: 'String!', shape: SHAPES.wavBase64 },
    targetSounds: { type: '[String!]!', shape: SHAPES.targetSounds },
  }),
  m('signed-in', 'grantVoiceConsent', '{ active }', { textVersion: { type: 'String!', shape: SHAPES.voiceConsentVersion } }),
  m('signed-in', 'revokeVoiceConsent', ''),
  m('signed-in', 'requestDataExport', '{ id status }'),
  m('signed-in', 'eraseAccount', '', { email: { type: 'String!', shape: SHAPES.erasureEmail } }),
  m('signed-in', 'completeDiagnostic', '{ attemptCount }', { input: { type: 'CompleteDiagnosticInput!', shape: SHAPES.completeDiagnostic } }),
  m('signed-in', 'submitLinguisticDiagnostic', '{ id }', { input: { type: 'LinguisticDiagnosticInput!', shape: SHAPES.linguisticDiagnostic } }),
  m('signed-in', 'saveLearningProfile', '{ englishLevel }', { input: { type: 'LearningProfileInput!', shape: SHAPES.learningProfile } }),
  m('signed-in', 'ensureLearningProfile', '{ englishLevel }', { englishLevel: { type: 'EnglishLevel!', shape: SHAPES.englishLevel } }),
  m('signed-in', 'completeChallenge', '{ id score }', { input: { type: 'ChallengeCompletionInput!', shape: SHAPES.challengeCompletion } }),
  m('signed-in', 'createAdaptivePlan', '{ id focusAreas }', { input: { type: 'AdaptivePlanInput!', shape: SHAPES.adaptivePlan } }),
  m('signed-in', 'generatePlanActivities', '{ id status }', { planId: { type: 'ID!', shape: id() } }),
  m('signed-in', 'completePlanActivity', '{ completed }', { generationId: { type: 'ID!', shape: id() }, activityId: { type: 'ID!', shape: id() } }),
  m('signed-in', 'skipPlanActivity', '', { generationId: { type: 'ID!', shape: id() }, activityId: { type: 'ID!', shape: id() } }),
  m('signed-in', 'recordPractice', '{ id minutes flowPoints }', { input: { type: 'PracticeInput!', shape: SHAPES.practice } }),
  m('signed-in', 'practiceErrorPattern', '{ rating correct total pattern { id nextReviewDate } }', {
    input: { type: 'ErrorPatternPracticeInput!', shape: SHAPES.errorPatternPractice },
  }),
  m('signed-in', 'addDictionaryWord', '{ id word translation }', { input: { type: 'DictionaryWordInput!', shape: SHAPES.dictionaryWordInput } }),
  m('signed-in', 'setDictionaryWordFavorite', '{ id isFavorite }', {
    id: { type: 'ID!', shape: id() },
    isFavorite: { type: 'Boolean!', shape: { kind: 'bool' } },
  }),
  m('signed-in', 'deleteDictionaryWord', '', { id: { type: 'ID!', shape: id() } }),
  m('signed-in', 'viewDictionaryWord', '{ id timesViewed }', { id: { type: 'ID!', shape: id() } }),
  m('signed-in', 'translateDictionaryWord', '', { word: { type: 'String!', shape: SHAPES.dictionaryWord } }),
  // Subscriptions belong on the WebSocket: over HTTP they must be refused.
  op('subscription', 'signed-in', 'jobUpdates', '{ jobId status }', { jobId: { type: 'ID!', shape: id() } }),
  op('subscription', 'signed-in', 'tutorReplyDraft', '{ conversationId text }', { conversationId: { type: 'ID!', shape: id(), real: 'conversationId' } }),
];

/** The operation's variables as one loose object shape (GraphQL ignores variables no operation declares). */
export function variablesShape(operation: Operation): Shape {
  const fields = Object.fromEntries(Object.entries(operation.args).map(([name, arg]) => [name, arg.shape]));
  const optional = Object.entries(operation.args).flatMap(([name, arg]) => (arg.optional ? [name] : []));
  return { ...object(fields, optional), loose: true } as Shape;
}

export function operationDocument(operation: Operation, args: (name: string) => string = (name) => `$${name}`, extraDeclarations = '') {
  const names = Object.keys(operation.args);
  const declarations = [...names.map((name) => `$${name}: ${operation.args[name]!.type}`), ...(extraDeclarations ? [extraDeclarations] : [])];
  const argList = names.length ? `(${names.map((name) => `${name}: ${args(name)}`).join(', ')})` : '';
  return `${operation.type} Fuzz${declarations.length ? `(${declarations.join(', ')})` : ''} { ${operation.field}${argList} ${operation.selection} }`;
}
