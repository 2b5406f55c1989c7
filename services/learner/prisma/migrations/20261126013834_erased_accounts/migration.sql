-- CreateTable
CREATE TABLE "learner"."ErasedAccount" (
    "account" TEXT NOT NULL,
    "erasedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ErasedAccount_pkey" PRIMARY KEY ("account")
);

