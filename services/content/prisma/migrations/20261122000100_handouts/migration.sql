-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "content";

-- CreateEnum
CREATE TYPE "content"."HandoutLevel" AS ENUM ('basico', 'intermediario', 'avancado');

-- CreateEnum
CREATE TYPE "content"."HandoutStatus" AS ENUM ('PENDING', 'RUNNING', 'COMPLETED', 'FAILED');

-- CreateTable
CREATE TABLE "content"."Handout" (
    "id" UUID NOT NULL,
    "ownerId" TEXT NOT NULL,
    "level" "content"."HandoutLevel" NOT NULL,
    "status" "content"."HandoutStatus" NOT NULL DEFAULT 'PENDING',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "message" TEXT,
    "material" JSONB,
    "error" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "Handout_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Handout_ownerId_idx" ON "content"."Handout"("ownerId");

