import type { LearnerDb } from '../db.ts';

const EMPTY_PROGRESS = {
  currentStreak: 0,
  flowPoints: 0,
  totalMinutes: 0,
  wordsLearned: 0,
  challengesCompleted: 0,
  pronunciationLevel: null,
  speakingLevel: null,
  listeningLevel: null,
  vocabularyLevel: null,
};

/** Reading progress never creates a row: only practice does. */
export async function readProgress(db: LearnerDb, userId: string) {
  return (await db.progress.findUnique({ where: { userId } })) ?? { userId, ...EMPTY_PROGRESS };
}
