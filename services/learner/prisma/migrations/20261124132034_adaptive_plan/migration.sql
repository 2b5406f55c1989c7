-- CreateTable
CREATE TABLE "learner"."AdaptivePlan" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "learningStyle" TEXT NOT NULL,
    "availableTime" INTEGER NOT NULL,
    "studyHours" TEXT NOT NULL,
    "primaryGoal" TEXT NOT NULL,
    "learningPreference" TEXT NOT NULL,
    "difficultyPreference" TEXT NOT NULL,
    "focusAreas" TEXT[],
    "motivationStyle" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdaptivePlan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "learner"."PlanGeneration" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "planId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "progress" INTEGER NOT NULL DEFAULT 0,
    "message" TEXT,
    "error" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "activities" JSONB,
    "completedAt" TIMESTAMP(3),
    "dismissedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlanGeneration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "learner"."PlanActivityCompletion" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "planId" TEXT NOT NULL,
    "generationId" TEXT NOT NULL,
    "activityId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "minutes" INTEGER NOT NULL,
    "flowPoints" INTEGER NOT NULL,
    "localDay" DATE NOT NULL,
    "completedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlanActivityCompletion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "learner"."PlanServedTemplate" (
    "userId" TEXT NOT NULL,
    "templateId" TEXT NOT NULL,
    "focusArea" TEXT NOT NULL,
    "servedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlanServedTemplate_pkey" PRIMARY KEY ("userId","templateId")
);

-- CreateTable
CREATE TABLE "learner"."JobOutbox" (
    "id" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "queue" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "availableAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,

    CONSTRAINT "JobOutbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AdaptivePlan_userId_key" ON "learner"."AdaptivePlan"("userId");

-- CreateIndex
CREATE INDEX "PlanGeneration_userId_status_updatedAt_idx" ON "learner"."PlanGeneration"("userId", "status", "updatedAt");

-- CreateIndex
CREATE INDEX "PlanActivityCompletion_userId_localDay_idx" ON "learner"."PlanActivityCompletion"("userId", "localDay");

-- CreateIndex
CREATE INDEX "PlanActivityCompletion_planId_idx" ON "learner"."PlanActivityCompletion"("planId");

-- CreateIndex
CREATE UNIQUE INDEX "PlanActivityCompletion_generationId_activityId_key" ON "learner"."PlanActivityCompletion"("generationId", "activityId");

-- CreateIndex
CREATE INDEX "JobOutbox_prefix_availableAt_idx" ON "learner"."JobOutbox"("prefix", "availableAt");

