-- AlterTable
ALTER TABLE "learner"."ErrorPattern" DROP COLUMN "masteryLevel",
ADD COLUMN     "difficulty" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "fsrsState" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lapses" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lastRating" INTEGER,
ADD COLUMN     "lastReview" TIMESTAMP(3),
ADD COLUMN     "reps" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "stability" DOUBLE PRECISION NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "learner"."ErrorPatternReview" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "practiceId" TEXT NOT NULL,
    "patternId" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "correct" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "results" JSONB NOT NULL,
    "activityId" TEXT NOT NULL,
    "reviewedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ErrorPatternReview_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ErrorPatternReview_patternId_idx" ON "learner"."ErrorPatternReview"("patternId");

-- CreateIndex
CREATE UNIQUE INDEX "ErrorPatternReview_userId_practiceId_key" ON "learner"."ErrorPatternReview"("userId", "practiceId");

-- AddForeignKey
ALTER TABLE "learner"."ErrorPatternReview" ADD CONSTRAINT "ErrorPatternReview_patternId_fkey" FOREIGN KEY ("patternId") REFERENCES "learner"."ErrorPattern"("id") ON DELETE CASCADE ON UPDATE CASCADE;

