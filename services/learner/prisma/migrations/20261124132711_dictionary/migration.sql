-- AlterTable
ALTER TABLE "learner"."Progress" DROP COLUMN "wordsLearned";

-- AlterTable
ALTER TABLE "learner"."Activity" DROP COLUMN "wordsLearned";

-- CreateTable
CREATE TABLE "learner"."DictionaryWord" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "word" TEXT NOT NULL,
    "wordKey" TEXT NOT NULL,
    "translation" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "difficulty" TEXT NOT NULL,
    "isFavorite" BOOLEAN NOT NULL DEFAULT false,
    "timesViewed" INTEGER NOT NULL DEFAULT 0,
    "pronunciation" TEXT,
    "example" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DictionaryWord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DictionaryWord_userId_wordKey_key" ON "learner"."DictionaryWord"("userId", "wordKey");

