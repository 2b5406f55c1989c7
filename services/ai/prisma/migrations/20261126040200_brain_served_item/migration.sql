-- The brain widget's served questions are named after their feature, brain, not "adaptive",
-- which /adaptive-plan uses (issue 22 part 4). A rename keeps every row.
ALTER TABLE "ai"."AdaptiveServedItem" RENAME TO "BrainServedItem";
ALTER TABLE "ai"."BrainServedItem" RENAME CONSTRAINT "AdaptiveServedItem_pkey" TO "BrainServedItem_pkey";
