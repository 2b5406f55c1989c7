-- CreateEnum
CREATE TYPE "ai"."SocraticTopic" AS ENUM ('surf', 'futebol', 'musica', 'literatura', 'carros', 'skate', 'viagens', 'startups', 'inteligencia_artificial', 'tecnologia', 'silicon_valley', 'livros', 'educacao', 'alimentacao');

-- CreateTable
CREATE TABLE "ai"."SocraticSession" (
    "id" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "topic" "ai"."SocraticTopic" NOT NULL,
    "level" "ai"."EnglishLevel" NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SocraticSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ai"."SocraticMessage" (
    "id" UUID NOT NULL,
    "seq" SERIAL NOT NULL,
    "sessionId" UUID NOT NULL,
    "role" "ai"."ConversationRole" NOT NULL,
    "text" TEXT NOT NULL,
    "corrections" JSONB NOT NULL DEFAULT '[]',
    "glossary" JSONB NOT NULL DEFAULT '[]',
    "source" "ai"."TutorReplySource",
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SocraticMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SocraticSession_userId_idx" ON "ai"."SocraticSession"("userId");

-- CreateIndex
CREATE INDEX "SocraticMessage_sessionId_seq_idx" ON "ai"."SocraticMessage"("sessionId", "seq");

-- AddForeignKey
ALTER TABLE "ai"."SocraticMessage" ADD CONSTRAINT "SocraticMessage_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "ai"."SocraticSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

