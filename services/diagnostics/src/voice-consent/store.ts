import { VOICE_CONSENT_VERSION } from '@juba/contracts/voice-consent';
import { IN_FLIGHT } from '@juba/platform/row-job';
import type { DiagnosticsDb } from '../db.ts';
import type { Prisma, VoiceConsent } from '../generated/prisma/client.ts';

export type VoiceConsentRow = VoiceConsent;

/** Not revoked, and given on the notice the screens show now. */
export const isActive = (row: Pick<VoiceConsentRow, 'textVersion' | 'revokedAt'> | null): boolean =>
  row !== null && row.revokedAt === null && row.textVersion === VOICE_CONSENT_VERSION;

export function findVoiceConsent(db: DiagnosticsDb, userId: string): Promise<VoiceConsentRow | null> {
  return db.voiceConsent.findUnique({ where: { userId } });
}

export function grantVoiceConsent(db: DiagnosticsDb, userId: string, now = new Date()): Promise<VoiceConsentRow> {
  const granted = { textVersion: VOICE_CONSENT_VERSION, grantedAt: now, revokedAt: null };
  return db.voiceConsent.upsert({ where: { userId }, create: { userId, ...granted }, update: granted });
}

/**
 * Read inside the transaction that stores a recording, with a share lock on
 * the consent row: a revocation (an UPDATE of that row) either commits first
 * and this sees it, or waits for the recording to commit and then deletes it.
 */
export async function hasActiveVoiceConsent(tx: Prisma.TransactionClient, userId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<Pick<VoiceConsentRow, 'textVersion' | 'revokedAt'>[]>`
    SELECT "textVersion", "revokedAt" FROM "diagnostics"."VoiceConsent" WHERE "userId" = ${userId} FOR SHARE`;
  return isActive(rows[0] ?? null);
}

/**
 * Withdraws the consent and deletes the recordings not yet analysed. Their
 * sessions go with them: a job already scoring one then finds no row to
 * complete, so nothing heard after the withdrawal is stored.
 */
export function revokeVoiceConsent(db: DiagnosticsDb, userId: string, now = new Date()): Promise<number> {
  return db.$transaction(async (tx) => {
    await tx.voiceConsent.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
    const unanalysed = await tx.phoneticSession.findMany({ where: { userId, status: { in: IN_FLIGHT } }, select: { id: true } });
    const ids = unanalysed.map((session) => session.id);
    await tx.jobOutbox.deleteMany({ where: { id: { in: ids } } });
    const { count } = await tx.phoneticSession.deleteMany({ where: { id: { in: ids } } });
    return count;
  });
}
