-- CreateEnum
CREATE TYPE "identity"."DataExportStatus" AS ENUM ('PENDING', 'RUNNING', 'COMPLETED', 'FAILED');

-- CreateTable
CREATE TABLE "identity"."DataExport" (
    "id" UUID NOT NULL,
    "ownerId" TEXT NOT NULL,
    "status" "identity"."DataExportStatus" NOT NULL DEFAULT 'PENDING',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "message" TEXT,
    "error" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "file" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "completedAt" TIMESTAMPTZ(3),
    "expiresAt" TIMESTAMPTZ(3),

    CONSTRAINT "DataExport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "identity"."JobOutbox" (
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
CREATE INDEX "DataExport_ownerId_createdAt_idx" ON "identity"."DataExport"("ownerId", "createdAt");

-- CreateIndex
CREATE INDEX "DataExport_expiresAt_idx" ON "identity"."DataExport"("expiresAt");

-- CreateIndex
CREATE INDEX "JobOutbox_prefix_availableAt_idx" ON "identity"."JobOutbox"("prefix", "availableAt");

