-- CreateTable
CREATE TABLE "content"."JobOutbox" (
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
CREATE INDEX "JobOutbox_prefix_availableAt_idx" ON "content"."JobOutbox"("prefix", "availableAt");

