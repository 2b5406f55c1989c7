-- CreateEnum
CREATE TYPE "content"."ContentType" AS ENUM ('exercise', 'challenge', 'vocabulary', 'lesson');

-- CreateEnum
CREATE TYPE "content"."ContentDifficulty" AS ENUM ('beginner', 'intermediate', 'advanced');

-- CreateEnum
CREATE TYPE "content"."ConfigCategory" AS ENUM ('general', 'ai', 'content', 'analytics');

-- CreateTable
CREATE TABLE "content"."ContentItem" (
    "id" UUID NOT NULL,
    "contentType" "content"."ContentType" NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "content" JSONB NOT NULL,
    "difficulty" "content"."ContentDifficulty" NOT NULL,
    "category" TEXT,
    "tags" TEXT[],
    "isPublished" BOOLEAN NOT NULL DEFAULT false,
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContentItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "content"."SystemConfig" (
    "id" UUID NOT NULL,
    "configKey" TEXT NOT NULL,
    "configValue" JSONB NOT NULL,
    "description" TEXT,
    "category" "content"."ConfigCategory" NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SystemConfig_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "content"."AuditEntry" (
    "id" SERIAL NOT NULL,
    "actorId" TEXT NOT NULL,
    "actorEmail" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ContentItem_createdAt_idx" ON "content"."ContentItem"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "SystemConfig_configKey_key" ON "content"."SystemConfig"("configKey");

