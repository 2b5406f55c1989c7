-- AlterTable
ALTER TABLE "learner"."Progress" ADD COLUMN     "listeningScores" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "longestStreak" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "pronunciationScores" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "speakingScores" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "vocabularyScores" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "learner"."LearningProfile" (
    "userId" TEXT NOT NULL,
    "englishLevel" TEXT NOT NULL,
    "primaryGoal" TEXT,
    "interests" TEXT[],
    "availableTime" INTEGER NOT NULL DEFAULT 15,
    "learningStyle" TEXT,
    "onboardingCompleted" BOOLEAN NOT NULL DEFAULT false,
    "strengthAreas" TEXT[],
    "weaknessAreas" TEXT[],
    "areasMeasuredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LearningProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "learner"."Activity" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "minutes" INTEGER NOT NULL,
    "flowPoints" INTEGER NOT NULL,
    "wordsLearned" INTEGER NOT NULL,
    "skills" JSONB NOT NULL,
    "occurredAt" TIMESTAMP(3) NOT NULL,
    "localDay" DATE NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Activity_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Activity_userId_occurredAt_idx" ON "learner"."Activity"("userId", "occurredAt");

