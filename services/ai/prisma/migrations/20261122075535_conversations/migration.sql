-- CreateEnum
CREATE TYPE "ai"."ConversationTheme" AS ENUM ('business', 'technology', 'travel', 'food', 'sports', 'movies');

-- CreateEnum
CREATE TYPE "ai"."EnglishLevel" AS ENUM ('beginner', 'intermediate', 'advanced');

-- CreateEnum
CREATE TYPE "ai"."ConversationRole" AS ENUM ('tutor', 'learner');

-- CreateEnum
CREATE TYPE "ai"."TutorReplySource" AS ENUM ('model', 'offline', 'fallback');

-- CreateTable
CREATE TABLE "ai"."Conversation" (
    "id" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "theme" "ai"."ConversationTheme" NOT NULL,
    "level" "ai"."EnglishLevel" NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "practiceSeconds" INTEGER,

    CONSTRAINT "Conversation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ai"."ConversationMessage" (
    "id" UUID NOT NULL,
    "seq" SERIAL NOT NULL,
    "conversationId" UUID NOT NULL,
    "role" "ai"."ConversationRole" NOT NULL,
    "text" TEXT NOT NULL,
    "corrections" JSONB NOT NULL DEFAULT '[]',
    "glossary" JSONB NOT NULL DEFAULT '[]',
    "source" "ai"."TutorReplySource",
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConversationMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Conversation_userId_idx" ON "ai"."Conversation"("userId");

-- CreateIndex
CREATE INDEX "ConversationMessage_conversationId_seq_idx" ON "ai"."ConversationMessage"("conversationId", "seq");

-- AddForeignKey
ALTER TABLE "ai"."ConversationMessage" ADD CONSTRAINT "ConversationMessage_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "ai"."Conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

