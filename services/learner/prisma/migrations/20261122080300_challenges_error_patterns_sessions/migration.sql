-- AlterTable (written by hand: activities recorded before this column existed get minutes x 60, as the handler now does)
ALTER TABLE "learner"."Activity" ADD COLUMN     "durationSeconds" INTEGER;
UPDATE "learner"."Activity" SET "durationSeconds" = "minutes" * 60;
ALTER TABLE "learner"."Activity" ALTER COLUMN "durationSeconds" SET NOT NULL;

-- CreateTable
CREATE TABLE "learner"."ChallengeCompletion" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "challengeType" TEXT NOT NULL,
    "scenario" TEXT NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "feedback" TEXT NOT NULL,
    "duration" INTEGER NOT NULL,
    "flowPoints" INTEGER NOT NULL,
    "completedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChallengeCompletion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "learner"."ErrorPattern" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "errorType" TEXT NOT NULL,
    "specificError" TEXT NOT NULL,
    "errorKey" TEXT NOT NULL,
    "correctForm" TEXT NOT NULL,
    "occurrenceCount" INTEGER NOT NULL,
    "lastOccurrence" TIMESTAMP(3) NOT NULL,
    "masteryLevel" DOUBLE PRECISION NOT NULL,
    "nextReviewDate" TIMESTAMP(3) NOT NULL,
    "reviewInterval" INTEGER NOT NULL,
    "contextExamples" TEXT[],
    "isResolved" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ErrorPattern_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "learner"."ErrorPatternReport" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "processedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ErrorPatternReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ChallengeCompletion_userId_completedAt_idx" ON "learner"."ChallengeCompletion"("userId", "completedAt");

-- CreateIndex
CREATE INDEX "ErrorPattern_userId_lastOccurrence_idx" ON "learner"."ErrorPattern"("userId", "lastOccurrence");

-- CreateIndex
CREATE UNIQUE INDEX "ErrorPattern_userId_errorType_errorKey_key" ON "learner"."ErrorPattern"("userId", "errorType", "errorKey");

-- CreateIndex
CREATE INDEX "Activity_occurredAt_idx" ON "learner"."Activity"("occurredAt");

