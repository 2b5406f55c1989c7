-- CreateTable
CREATE TABLE "diagnostics"."LinguisticDiagnostic" (
    "id" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "phonetic" INTEGER NOT NULL,
    "grammatical" INTEGER NOT NULL,
    "falseFriends" INTEGER NOT NULL,
    "overall" INTEGER NOT NULL,
    "answers" JSONB NOT NULL,
    "interferencePatterns" TEXT[],
    "strengthAreas" TEXT[],
    "weaknessAreas" TEXT[],
    "recommendedFocus" TEXT NOT NULL,
    "completedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LinguisticDiagnostic_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LinguisticDiagnostic_userId_completedAt_idx" ON "diagnostics"."LinguisticDiagnostic"("userId", "completedAt");

