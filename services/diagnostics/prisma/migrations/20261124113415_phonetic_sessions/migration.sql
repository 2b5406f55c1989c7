-- CreateEnum
CREATE TYPE "diagnostics"."PhoneticSessionStatus" AS ENUM ('PENDING', 'RUNNING', 'COMPLETED', 'FAILED');

-- CreateEnum
CREATE TYPE "diagnostics"."PhoneticSessionKind" AS ENUM ('sentence', 'sound');

-- CreateTable
CREATE TABLE "diagnostics"."PhoneticSession" (
    "id" UUID NOT NULL,
    "ownerId" TEXT NOT NULL,
    "kind" "diagnostics"."PhoneticSessionKind" NOT NULL,
    "targetText" TEXT NOT NULL,
    "exerciseId" TEXT,
    "targetSound" TEXT,
    "status" "diagnostics"."PhoneticSessionStatus" NOT NULL DEFAULT 'PENDING',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "message" TEXT,
    "error" TEXT,
    "analysis" JSONB,
    "accuracyScore" INTEGER,
    "feedback" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "PhoneticSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "diagnostics"."PhoneticAudio" (
    "sessionId" UUID NOT NULL,
    "pcm16k" BYTEA NOT NULL,

    CONSTRAINT "PhoneticAudio_pkey" PRIMARY KEY ("sessionId")
);

-- CreateTable
CREATE TABLE "diagnostics"."JobOutbox" (
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
CREATE INDEX "PhoneticSession_ownerId_kind_status_createdAt_idx" ON "diagnostics"."PhoneticSession"("ownerId", "kind", "status", "createdAt");

-- CreateIndex
CREATE INDEX "JobOutbox_prefix_availableAt_idx" ON "diagnostics"."JobOutbox"("prefix", "availableAt");

-- AddForeignKey
ALTER TABLE "diagnostics"."PhoneticAudio" ADD CONSTRAINT "PhoneticAudio_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "diagnostics"."PhoneticSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

