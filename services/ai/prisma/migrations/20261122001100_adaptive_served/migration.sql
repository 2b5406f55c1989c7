-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "ai";

-- CreateTable
CREATE TABLE "ai"."AdaptiveServedItem" (
    "userId" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "servedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdaptiveServedItem_pkey" PRIMARY KEY ("userId","itemId")
);

