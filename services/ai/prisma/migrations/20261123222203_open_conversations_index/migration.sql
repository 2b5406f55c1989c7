-- CreateIndex
CREATE INDEX "Conversation_finishedAt_startedAt_idx" ON "ai"."Conversation"("finishedAt", "startedAt");

