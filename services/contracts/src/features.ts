/**
 * The glossary of feature names. A feature has one name, used for its
 * frontend folder (`frontend/src/features/<name>/`), its service folders
 * (`services/<service>/src/<name>/`), its REST rows
 * (`gateway/src/rest/features/<name>.ts`), its resolvers, jobs and tests.
 * Where the spec or the screen calls it otherwise, the other words are
 * listed under `labels`: they are how people find it, never a feature's name
 * in code. The spec's entities keep the spec's names (Material, ErrorPattern,
 * PhoneticSession, the adaptive content item), each listed with its feature.
 * infra/test/feature-names.test.ts checks every folder, REST row, screen
 * route, GraphQL root field and job name against this list.
 */
export interface Feature {
  /** The one name in code: the spec's route when the feature has one. */
  name: string;
  /** Its screen's route (the spec's, part 1 §2, but for /my-data and /privacy), when it has a screen of its own. */
  route?: string;
  /** Where the spec describes it, or why it exists when the spec does not. */
  spec: string;
  /** What the spec or the UI calls it where that differs from `name`. */
  labels?: readonly string[];
  /** The GraphQL root fields (queries, mutations, subscriptions) it answers. */
  graphql?: readonly string[];
  /** Its BullMQ job names (a name stays as long as jobs may be queued under it). */
  jobs?: readonly string[];
}

const DATA_RIGHTS = "not in the spec: the learner's rights over their data (LGPD art. 18)";

export const FEATURES: readonly Feature[] = [
  { name: 'landing', route: '/', spec: 'part 1 §2 Landing / login screen' },
  { name: 'dashboard', route: '/', spec: 'part 1 §2 Home dashboard' },
  { name: 'shell', spec: 'part 1 §2 (the signed-in layout, its top bar and the 404 page)' },
  { name: 'auth', spec: 'part 1 §7 GET /api/auth/user, /api/login, /api/logout', graphql: ['me'] },
  {
    name: 'onboarding',
    route: '/onboarding',
    spec: 'part 1 §2 Onboarding',
    labels: ['learning profile (/api/learning-profile)'],
    graphql: ['learningProfile', 'saveLearningProfile', 'ensureLearningProfile'],
  },
  {
    name: 'conversation',
    route: '/conversation',
    spec: 'part 1 §2 Conversation practice',
    labels: ['tutor'],
    graphql: ['startConversation', 'sendConversationMessage', 'finishConversation', 'tutorReplyDraft'],
  },
  { name: 'challenges', route: '/challenges', spec: 'part 1 §2 Challenge zone', graphql: ['challenges', 'completeChallenge'] },
  { name: 'progress', route: '/progress', spec: 'part 1 §2 Progress', graphql: ['progress'] },
  { name: 'daily-plan', spec: 'part 1 §7 GET /api/daily-plan, §9', graphql: ['dailyPlan'] },
  {
    name: 'brain',
    spec: 'part 1 §7 POST /api/brain-ai/generate-adaptive-content (the dashboard brain widget)',
    labels: ['brain-ai', 'adaptive content item (spec part 1 §3)'],
    graphql: ['generateAdaptiveContent'],
  },
  { name: 'admin', route: '/admin', spec: 'part 1 §2 Admin panel', graphql: ['adminDashboard', 'adminAuditLog'] },
  { name: 'admin-analytics', spec: 'part 1 §7 GET /api/admin/analytics', graphql: ['adminAnalytics'] },
  {
    name: 'admin-content',
    spec: 'part 1 §7 /api/admin/content',
    graphql: ['adminContent', 'createContent', 'updateContent', 'publishContent', 'deleteContent'],
  },
  {
    name: 'admin-config',
    spec: 'part 1 §7 /api/admin/config',
    labels: ['Configurações'],
    graphql: ['adminConfigs', 'createConfig', 'updateConfig', 'initializeConfigs'],
  },
  { name: 'admin-data-retention', spec: 'not in the spec: the admin panel shows when each service last deleted old rows', graphql: ['adminDataRetention'] },
  {
    name: 'phonetics',
    route: '/phonetics',
    spec: 'part 2 §2.1',
    labels: ['Advanced Phonetics', 'Fonética Avançada', 'phonetic session (spec part 2 §3)'],
    graphql: ['phoneticSessions', 'phoneticSession', 'phoneticExercises', 'requestPhoneticAnalysis'],
    jobs: ['analyze-pronunciation'],
  },
  { name: 'socratic', route: '/socratic', spec: 'part 2 §2.2', labels: ['Diálogos Socráticos'], graphql: ['startSocraticSession', 'sendSocraticMessage'] },
  { name: 'lyric-translate', route: '/lyric-translate', spec: 'part 2 §2.3', labels: ['warm-up', 'Warm-up musical'] },
  { name: 'cooldown', route: '/cooldown', spec: 'part 2 §2.4', labels: ['cool-down'] },
  {
    name: 'dictionary',
    route: '/dictionary',
    spec: 'part 2 §2.5',
    labels: ['Personal Dictionary', 'vocabulary (/api/vocabulary)'],
    graphql: ['dictionary', 'addDictionaryWord', 'setDictionaryWordFavorite', 'deleteDictionaryWord', 'viewDictionaryWord', 'translateDictionaryWord'],
  },
  {
    name: 'linguistic-diagnostic',
    route: '/linguistic-diagnostic',
    spec: 'part 2 §2.6',
    graphql: ['linguisticDiagnostic', 'submitLinguisticDiagnostic'],
  },
  {
    name: 'accent-lab',
    route: '/accent-lab',
    spec: 'part 2 §2.7',
    labels: ['Phonetic Lab', 'Laboratório de Fonética', 'accent analysis (/api/accent-analysis)'],
    graphql: ['analyzeAccent'],
  },
  { name: 'cultural-bridge', route: '/cultural-bridge', spec: 'part 2 §2.8', labels: ['Ponte Cultural-Linguística'] },
  { name: 'american-scaffolder', route: '/american-scaffolder', spec: 'part 2 §2.9', labels: ['Scaffolder Dinâmico Americano'] },
  {
    name: 'neuro-scheduler',
    route: '/neuro-scheduler',
    spec: 'part 2 §2.10',
    labels: ['error scheduler', 'Neuro-Agendador Anti-Erro', 'error pattern (spec part 2 §3)'],
    graphql: ['errorPatterns', 'practiceErrorPattern'],
    jobs: ['error-patterns'],
  },
  {
    name: 'learning-path',
    route: '/learning-path',
    spec: 'part 2 §2.11',
    labels: ['initial diagnostic'],
    graphql: ['diagnosticStatus', 'learningPathQuestions', 'completeDiagnostic'],
  },
  {
    name: 'adaptive-plan',
    route: '/adaptive-plan',
    spec: 'part 2 §2.12',
    labels: ['Plano IA Adaptativo'],
    graphql: [
      'adaptivePlan',
      'planGeneration',
      'currentPlanActivity',
      'planProgressToday',
      'createAdaptivePlan',
      'generatePlanActivities',
      'completePlanActivity',
      'skipPlanActivity',
    ],
    jobs: ['generate-plan-activities'],
  },
  {
    name: 'handouts',
    route: '/material-didatico',
    spec: 'part 2 §2.13',
    labels: ['material-didatico', 'Material Didático', 'Material (the spec part 2 §3 entity a handout job produces)'],
    graphql: ['handoutJob', 'generateHandout'],
    jobs: ['generate-handout'],
  },
  {
    name: 'practice',
    spec: "part 2 §2.3, §2.4, §2.2: a finished warm-up, cool-down or Socratic run, recorded as the learner's practice",
    graphql: ['recordPractice'],
  },
  {
    name: 'activity',
    spec: 'part 1 §3 (progress): what a learner did, reported by every service on the learner-activity queue',
    jobs: ['diagnostic', 'handout', 'challenge', 'conversation', 'practice'],
  },
  {
    name: 'voice-consent',
    spec: 'not in the spec: the consent to record the voice that /phonetics and /accent-lab ask first',
    graphql: ['voiceConsent', 'grantVoiceConsent', 'revokeVoiceConsent'],
  },
  { name: 'ai-status', spec: 'part 2 §2.2: whether a model or the offline content answers', graphql: ['aiStatus'] },
  {
    name: 'my-data',
    route: '/my-data',
    spec: DATA_RIGHTS,
    labels: ['Meus dados', 'Baixar meus dados', 'Excluir minha conta', 'data export', 'account erasure'],
    graphql: [
      'latestDataExport',
      'dataExport',
      'dataExportFile',
      'requestDataExport',
      'eraseAccount',
      'aiDataExport',
      'contentDataExport',
      'diagnosticsDataExport',
      'learnerDataExport',
    ],
    // An account erasure's job is named after the service that erases its part.
    jobs: ['export-learner-data', 'identity', 'learner', 'diagnostics', 'content', 'ai'],
  },
  { name: 'data-retention', spec: 'not in the spec: old rows each service deletes on a schedule' },
  {
    name: 'privacy',
    route: '/privacy',
    spec: 'not in the spec: the privacy notice (LGPD art. 9)',
    labels: ['Política de Privacidade'],
    graphql: ['privacyNotice'],
  },
];

/**
 * Folder names and GraphQL fields that are no feature: parts several features
 * share, or the inside of a library. Each says what it holds.
 */
export const SHARED_PARTS: readonly { name: string; holds: string; graphql?: readonly string[] }[] = [
  { name: 'testing', holds: "a package's test helpers" },
  { name: 'generated', holds: 'code written by `make generate`' },
  { name: 'jobs', holds: "every row-backed job's progress, as the gateway relays it", graphql: ['jobUpdates'] },
  { name: 'chat', holds: 'a chat turn, shared by conversation and socratic' },
  { name: 'time', holds: "the learner's calendar day" },
  { name: 'idp', holds: 'the embedded identity provider (development and tests)' },
  { name: 'observability', holds: 'logs, metrics and probes' },
  { name: 'openai', holds: "the OpenAI-compatible provider that answers the AI provider's features, and its client (deadline, parsing, retry)" },
  { name: 'offline', holds: "the offline provider that answers the AI provider's features from their curated content, and its random source" },
  { name: 'calibration', holds: "the pronunciation scorer's fitted models" },
  { name: 'acoustic', holds: "the pronunciation scorer's own phone network (trained on speechocean762) and what it hears" },
  { name: 'pocketsphinx', holds: "the pronunciation scorer's recogniser" },
  { name: 'scoring', holds: "the pronunciation scorer's rules" },
];

export const FEATURE_NAMES: readonly string[] = FEATURES.map((f) => f.name);
