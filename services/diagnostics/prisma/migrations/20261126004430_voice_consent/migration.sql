-- CreateTable
CREATE TABLE "diagnostics"."VoiceConsent" (
    "userId" TEXT NOT NULL,
    "textVersion" TEXT NOT NULL,
    "grantedAt" TIMESTAMPTZ(3) NOT NULL,
    "revokedAt" TIMESTAMPTZ(3),

    CONSTRAINT "VoiceConsent_pkey" PRIMARY KEY ("userId")
);

