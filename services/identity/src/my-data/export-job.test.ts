import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_SERVICES, type DataExportPart } from '@juba/contracts/data-export';
import type { JobUpdate } from '@juba/contracts/jobs';
import type { Publisher } from '@juba/platform/redis';
import { createRowJobHandler } from '@juba/platform/row-job';
import { describeRowJobLifecycle } from '@juba/platform/testing/row-job-lifecycle';
import { createIdentityDb } from '../db.ts';
import { collectParts, type DataExportParts } from './collect.ts';
import { exportData } from './export-job.ts';
import { DATA_EXPORT_MESSAGES } from './messages.ts';
import type { AskServicePart } from './service-parts.ts';
import { ACTIVE_WINDOW_MS, createPendingExport } from './store.ts';

const db = createIdentityDb(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const NOW = new Date('2026-07-14T15:00:00Z');

async function learner() {
  const user = await db.user.create({ data: { id: `learner-${randomUUID()}`, email: `${randomUUID()}@exemplo.com.br`, firstName: 'Ana', lastName: 'Souza' } });
  return user;
}

async function pendingExport(queuePrefix = `test-${randomUUID()}`) {
  const user = await learner();
  const row = await createPendingExport(db, user.id, queuePrefix);
  return { user, row, payload: { exportId: row.id, userId: user.id } };
}

const partOf = (service: string): DataExportPart => ({ fields: { rows: `As linhas de ${service}.` }, data: { rows: [{ service }] } });
const STAND_IN_PARTS = Object.fromEntries(DATA_EXPORT_SERVICES.map((s) => [s, partOf(s)])) as DataExportParts;

describeRowJobLifecycle('data export', {
  job: exportData,
  db,
  schema: 'identity',
  maxAgeMs: ACTIVE_WINDOW_MS,
  async pending(queuePrefix) {
    const { row, payload } = await pendingExport(queuePrefix);
    return { row: { id: row.id, userId: row.userId }, payload };
  },
  standIn({ steps = [], error } = {}) {
    let calls = 0;
    return {
      deps: {
        collect: async (_viewer: unknown, report: (step: { progress: number; message: string }) => Promise<void>) => {
          calls++;
          for (const progress of steps) void report({ progress, message: `Passo ${progress}` });
          if (error) throw error;
          return STAND_IN_PARTS;
        },
      },
      calls: () => calls,
    };
  },
});

describe('the data export’s work', () => {
  function handler(ask: AskServicePart) {
    const updates: JobUpdate[] = [];
    const publisher: Publisher = { publish: async (_channel, message) => updates.push(JSON.parse(message) as JobUpdate) };
    return { updates, run: createRowJobHandler(exportData, { db, publisher, log: quiet, now: () => NOW, collect: collectParts(db, ask) }) };
  }

  it('asks each other service as the learner, names each part while gathering it, and stores the file for 7 days with its README', async () => {
    const { user, row, payload } = await pendingExport();
    const asked: [string, string][] = [];
    const { run, updates } = handler(async (service, viewer) => {
      asked.push([service, viewer.userId]);
      return partOf(service);
    });

    await run({ id: row.id, name: exportData.name, data: payload, attemptsMade: 0, opts: { attempts: 3 } });

    expect(asked).toEqual(['learner', 'diagnostics', 'content', 'ai'].map((s) => [s, user.id]));
    expect(updates.filter((u) => u.status === 'RUNNING').map((u) => u.message)).toContain(DATA_EXPORT_MESSAGES.collecting('apostilas'));
    const stored = await db.dataExport.findUniqueOrThrow({ where: { id: row.id } });
    expect(stored).toMatchObject({ status: 'COMPLETED', expiresAt: new Date(NOW.getTime() + 7 * 24 * 3600_000) });
    const file = JSON.parse(stored.file!) as Record<string, any>;
    expect(Object.keys(file)).toEqual(['README', ...DATA_EXPORT_SERVICES]);
    expect(file.README).toMatchObject({ aluno: user.id, geradoEm: NOW.toISOString() });
    expect(file.README.secoes).toMatchObject({ 'identity.user': expect.any(String), 'learner.rows': 'As linhas de learner.', 'ai.rows': 'As linhas de ai.' });
    expect(file.identity.user).toMatchObject({ id: user.id, email: user.email, createdAt: user.createdAt.toISOString() });
    expect(file.content).toEqual({ rows: [{ service: 'content' }] });
  });

  it('never exports the password hash of an embedded-provider account', async () => {
    const { user, row, payload } = await pendingExport();
    await db.account.create({ data: { id: user.id, email: user.email, passwordHash: 'scrypt$segredo', firstName: 'Ana', lastName: 'Souza', roles: [] } });
    await handler(async (service) => partOf(service)).run({ id: row.id, name: exportData.name, data: payload, attemptsMade: 0, opts: { attempts: 3 } });
    const file = JSON.parse((await db.dataExport.findUniqueOrThrow({ where: { id: row.id } })).file!) as Record<string, any>;
    expect(file.identity.account).toMatchObject({ email: user.email });
    expect(JSON.stringify(file)).not.toContain('scrypt$segredo');
  });

  it('retries when a service does not answer, and closes the row when the learner is gone', async () => {
    const { row, payload } = await pendingExport();
    const { run } = handler(async () => {
      throw new Error('learner answered 503');
    });
    await expect(run({ id: row.id, name: exportData.name, data: payload, attemptsMade: 0, opts: { attempts: 3 } })).rejects.toThrow('503');
    expect(await db.dataExport.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'PENDING', message: DATA_EXPORT_MESSAGES.retrying });

    await db.user.delete({ where: { id: payload.userId } });
    await handler(async (service) => partOf(service)).run({ id: row.id, name: exportData.name, data: payload, attemptsMade: 1, opts: { attempts: 3 } });
    expect(await db.dataExport.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'FAILED', file: null });
  });
});
