import { ScriptedLink } from './scripted-link.ts';

/** Server answers for the learner journey, shaped as the gateway sends them (with __typename). */

export function learningProfile(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'LearningProfile',
    englishLevel: 'intermediate',
    primaryGoal: 'business',
    interests: ['Startups', 'AI & Technology'],
    availableTime: 15,
    learningStyle: 'visual',
    onboardingCompleted: true,
    strengthAreas: [],
    weaknessAreas: [],
    ...overrides,
  };
}

export function progress(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Progress',
    currentStreak: 4,
    longestStreak: 9,
    flowPoints: 1320,
    totalMinutes: 245,
    wordsLearned: 87,
    challengesCompleted: 6,
    pronunciationLevel: 72.6,
    speakingLevel: 61.2,
    listeningLevel: 80,
    vocabularyLevel: 90.4,
    weeklyMinutes: [
      ['2026-06-01', 10],
      ['2026-06-02', 0],
      ['2026-06-03', 20],
      ['2026-06-04', 15],
      ['2026-06-05', 40],
      ['2026-06-06', 5],
      ['2026-06-07', 12],
    ].map(([date, minutes]) => ({ __typename: 'DayMinutes', date, minutes })),
    recentActivity: [
      {
        __typename: 'Activity',
        id: 'act-2',
        kind: 'conversation',
        title: 'Conversa: Travel & Culture',
        minutes: 10,
        flowPoints: 30,
        occurredAt: '2026-06-07T14:30:00.000Z',
      },
      {
        __typename: 'Activity',
        id: 'act-1',
        kind: 'diagnostic',
        title: 'Diagnóstico inicial',
        minutes: 12,
        flowPoints: 80,
        occurredAt: '2026-06-05T22:10:00.000Z',
      },
    ],
    achievements: [
      {
        __typename: 'Achievement',
        id: 'first-steps',
        title: 'First Steps',
        description: 'Complete your first activity.',
        earnedAt: '2026-06-05T22:10:00.000Z',
      },
      { __typename: 'Achievement', id: 'week-warrior', title: 'Week Warrior', description: 'Practice 7 days in a row.', earnedAt: null },
      { __typename: 'Achievement', id: 'word-master', title: 'Word Master', description: 'Learn 100 words.', earnedAt: null },
    ],
    dailyGoal: { __typename: 'DailyGoal', targetMinutes: 15, minutesToday: 12 },
    ...overrides,
  };
}

export function dailyPlan(overrides: { song?: string; artist?: string; topic?: string; scenario?: string; focus?: string } = {}) {
  return {
    __typename: 'DailyPlan',
    date: '2026-06-07',
    warmupActivity: {
      __typename: 'DailyWarmup',
      minutes: 5,
      content: { __typename: 'WarmupContent', song: overrides.song ?? 'Count on Me', artist: overrides.artist ?? 'Bruno Mars' },
    },
    coreActivity: { __typename: 'DailyCore', minutes: 10, topic: overrides.topic ?? 'Planning a weekend trip' },
    challengeActivity: {
      __typename: 'DailyChallenge',
      minutes: 3,
      scenario: overrides.scenario ?? 'Pitch your startup to an investor',
      challengeId: 'startup-pitch',
    },
    cooldownActivity: {
      __typename: 'DailyCooldown',
      minutes: 5,
      content: { __typename: 'CooldownContent', focus: overrides.focus ?? 'Phrasal verbs with "get"' },
    },
  };
}

export function diagnostic(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'LearningPathDiagnostic',
    masteryByModule: { phonetics: 80, grammar: 60, vocabulary: 90, cultural: 40, listening: 80, speaking: 70, assessment: 100, mastery: 75 },
    currentLevel: 'intermediate',
    strengthAreas: ['phonetics', 'vocabulary'],
    weaknessAreas: ['cultural'],
    ...overrides,
  };
}

export function diagnosticStatus(overrides: Record<string, unknown> = {}) {
  return { __typename: 'DiagnosticStatus', isBlocked: false, attemptCount: 0, hasCompleted: false, diagnostic: null, ...overrides };
}

interface LearnerAnswers {
  profile?: ReturnType<typeof learningProfile> | null;
  status?: ReturnType<typeof diagnosticStatus>;
  progress?: ReturnType<typeof progress>;
  plan?: ReturnType<typeof dailyPlan>;
  questionPoints?: number[];
}

/** A gateway answering every read of the signed-in screens; override any of them with .on(). */
export function learnerGateway(answers: LearnerAnswers = {}) {
  const profile = answers.profile === undefined ? learningProfile() : answers.profile;
  const progressAnswer = answers.progress ?? progress();
  return new ScriptedLink()
    .on('LearningProfile', () => ({ data: { learningProfile: profile } }))
    .on('TopBarProgress', () => ({ data: { progress: progressAnswer } }))
    .on('DashboardProgress', () => ({ data: { progress: progressAnswer } }))
    .on('ProgressReport', () => ({ data: { progress: progressAnswer } }))
    .on('DailyPlan', () => ({ data: { dailyPlan: answers.plan ?? dailyPlan() } }))
    .on('DiagnosticStatus', () => ({ data: { diagnosticStatus: answers.status ?? diagnosticStatus() } }))
    .on('LatestLinguisticDiagnostic', () => ({ data: { linguisticDiagnostic: null } }))
    .on('BrainQuestionPoints', () => ({
      data: {
        learningPathQuestions: (answers.questionPoints ?? [10, 10, 20]).map((points, i) => ({ __typename: 'LearningPathQuestion', id: `q${i + 1}`, points })),
      },
    }));
}
