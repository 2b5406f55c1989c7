import { afterAll, describe, expect, it } from 'vitest';
import { QUEUES } from '@juba/contracts/jobs';
import { codeOf, startTestSubgraph, testViewer } from '@juba/platform/testing/subgraph';
import type { Viewer } from '@juba/platform/viewer';
import type { IdentityContext } from '../context.ts';
import { identitySubgraph } from '../subgraph.ts';
import { identityTestContext } from '../testing/context.ts';
import { DATA_EXPORT_MESSAGES } from './messages.ts';
import { dataExportRows, deleteExpiredExports } from './store.ts';

const suite = identityTestContext();
const { db } = suite;
const { run, stop } = startTestSubgraph<IdentityContext>(identitySubgraph, suite.context);
afterAll(async () => {
  await stop();
  await suite.close();
});

const FIELDS = 'id status progress message error createdAt expiresAt';
const REQUEST = /* GraphQL */ `mutation Request { requestDataExport { ${FIELDS} } }`;
const ONE = /* GraphQL */ `query One($id: ID!) { dataExport(id: $id) { ${FIELDS} } }`;
const LATEST = /* GraphQL */ `query Latest { latestDataExport { id status } }`;
const FILE = /* GraphQL */ `query File($id: ID!) { dataExportFile(id: $id) }`;

const request = async (viewer: Viewer) => (await run(REQUEST, {}, viewer)).data!.requestDataExport;
const complete = (id: string, userId: string, completedAt = new Date()) => dataExportRows(db).complete({ id, userId }, '{"README":{}}', completedAt);

describe('requestDataExport', () => {
  it('writes a PENDING export and its outbox entry, and answers with it; one at a time per learner', async () => {
    const viewer = testViewer();
    const pending = await request(viewer);
    expect(pending).toMatchObject({ status: 'PENDING', progress: 0, message: DATA_EXPORT_MESSAGES.queued, error: null, expiresAt: null });
    expect(await db.jobOutbox.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({
      queue: QUEUES.dataExport,
      prefix: suite.prefix,
      payload: { exportId: pending.id, userId: viewer.userId },
    });
    const again = await run(REQUEST, {}, viewer);
    expect({ code: codeOf(again), message: again.errors?.[0]?.message }).toEqual({ code: 'TOO_MANY_REQUESTS', message: DATA_EXPORT_MESSAGES.inFlight });
    expect((await run(REQUEST, {}, testViewer())).errors, 'another learner is not held back').toBeUndefined();
  });
});

describe('dataExport, latestDataExport and dataExportFile', () => {
  it('give the owner the export and, once completed, its file for 7 days; another learner reads null', async () => {
    const owner = testViewer();
    const { id } = await request(owner);
    expect((await run(FILE, { id }, owner)).data!.dataExportFile, 'no file before it is completed').toBeNull();
    await complete(id, owner.userId);

    const shown = (await run(ONE, { id }, owner)).data!.dataExport;
    expect(shown).toMatchObject({ id, status: 'COMPLETED', progress: 100 });
    expect(Date.parse(shown.expiresAt) - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect((await run(LATEST, {}, owner)).data!.latestDataExport).toEqual({ id, status: 'COMPLETED' });
    expect((await run(FILE, { id }, owner)).data!.dataExportFile).toBe('{"README":{}}');

    const other = testViewer();
    expect((await run(ONE, { id }, other)).data!.dataExport).toBeNull();
    expect((await run(FILE, { id }, other)).data!.dataExportFile).toBeNull();
    expect((await run(LATEST, {}, other)).data!.latestDataExport).toBeNull();
    expect((await run(ONE, { id: 'not-a-uuid' }, owner)).data!.dataExport).toBeNull();
  });

  it('hide an expired file at once, and the sweep deletes it', async () => {
    const owner = testViewer();
    const { id } = await request(owner);
    await complete(id, owner.userId, new Date(Date.now() - 8 * 24 * 3600_000));
    expect((await run(ONE, { id }, owner)).data!.dataExport).toBeNull();
    expect((await run(FILE, { id }, owner)).data!.dataExportFile).toBeNull();
    expect(await deleteExpiredExports(db)).toBeGreaterThanOrEqual(1);
    expect(await db.dataExport.findUnique({ where: { id } })).toBeNull();
  });

  it('are for signed-in learners only', async () => {
    for (const [document, variables] of [
      [REQUEST, {}],
      [LATEST, {}],
      [ONE, { id: crypto.randomUUID() }],
      [FILE, { id: crypto.randomUUID() }],
    ] as const) {
      expect(codeOf(await run(document, variables, null))).toBe('UNAUTHENTICATED');
    }
  });
});
