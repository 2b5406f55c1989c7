-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "learner";

-- CreateTable
CREATE TABLE "learner"."Progress" (
    "userId" TEXT NOT NULL,
    "currentStreak" INTEGER NOT NULL DEFAULT 0,
    "flowPoints" INTEGER NOT NULL DEFAULT 0,
    "totalMinutes" INTEGER NOT NULL DEFAULT 0,
    "wordsLearned" INTEGER NOT NULL DEFAULT 0,
    "challengesCompleted" INTEGER NOT NULL DEFAULT 0,
    "pronunciationLevel" DOUBLE PRECISION,
    "speakingLevel" DOUBLE PRECISION,
    "listeningLevel" DOUBLE PRECISION,
    "vocabularyLevel" DOUBLE PRECISION,
    "lastActiveDay" DATE,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Progress_pkey" PRIMARY KEY ("userId")
);

