-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "diagnostics";

-- CreateTable
CREATE TABLE "diagnostics"."DiagnosticAttempt" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "attemptNumber" INTEGER NOT NULL,
    "totalPoints" INTEGER NOT NULL,
    "answeredCount" INTEGER NOT NULL,
    "currentLevel" TEXT NOT NULL,
    "masteryByModule" JSONB NOT NULL,
    "strengthAreas" TEXT[],
    "weaknessAreas" TEXT[],
    "completedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DiagnosticAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DiagnosticAttempt_userId_attemptNumber_key" ON "diagnostics"."DiagnosticAttempt"("userId", "attemptNumber");

