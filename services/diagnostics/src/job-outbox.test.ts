import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { redisForProducer } from '@juba/platform/redis';
import { createDiagnosticsDb } from './db.ts';
import { startDiagnosticsJobRelay } from './job-outbox.ts';
import { PHONETIC_MESSAGES } from './phonetics/messages.ts';
import { ACTIVE_WINDOW_MS, createPendingSession } from './phonetics/store.ts';

const db = createDiagnosticsDb(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());

const audio = { samples: new Int16Array(8000), sampleRate: 16000 as const };

describe('diagnostics job outbox', () => {
  it(`closes a phonetic session as FAILED, recording dropped, when its job could not be queued for ${ACTIVE_WINDOW_MS / 60_000} minutes`, async () => {
    const prefix = `test-diagnostics-outbox-${randomUUID()}`;
    const { id } = await createPendingSession(db, { ownerId: randomUUID(), target: { kind: 'sentence', targetText: 'Hello.' }, audio, queuePrefix: prefix });
    await db.$executeRaw`UPDATE "diagnostics"."JobOutbox" SET "createdAt" = now() - ${`${ACTIVE_WINDOW_MS + 1000} milliseconds`}::interval WHERE id = ${id}`;
    const unreachable = redisForProducer('redis://127.0.0.1:1');
    unreachable.on('error', () => {});
    const relay = startDiagnosticsJobRelay({ db, redis: unreachable, prefix, log: { warn: vi.fn(), error: vi.fn() } });
    try {
      await vi.waitFor(async () => expect(await db.phoneticSession.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'FAILED', error: PHONETIC_MESSAGES.unavailable }), {
        timeout: 10_000,
        interval: 50,
      });
      await vi.waitFor(async () => expect(await db.jobOutbox.findUnique({ where: { id } })).toBeNull());
      expect(await db.phoneticAudio.findUnique({ where: { sessionId: id } })).toBeNull();
    } finally {
      await relay.stop();
      unreachable.disconnect();
    }
  });
});
