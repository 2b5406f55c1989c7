import { QUEUES, dataExportPayload, type DataExportPayload } from '@juba/contracts/jobs';
import type { JobResources } from '@juba/platform/job-definition';
import { ObsoleteJobError, rowJobDefinition, type RowJob, type RowJobDeps } from '@juba/platform/row-job';
import { createIdentityDb, type IdentityDb } from '../db.ts';
import { collectParts, type CollectParts } from './collect.ts';
import { dataExportFile } from './file.ts';
import { DATA_EXPORT_MESSAGES } from './messages.ts';
import type { AskServicePart } from './service-parts.ts';
import { DATA_EXPORT_JOB_NAME, dataExportRows, type DataExportRow } from './store.ts';

export interface DataExportJobDeps extends RowJobDeps<IdentityDb> {
  collect: CollectParts;
}

/** Writes one learner's file from every service's part (@juba/platform/row-job runs its lifecycle). */
export const exportData: RowJob<'exportId', DataExportPayload, DataExportRow, string, IdentityDb, DataExportJobDeps> = {
  queue: QUEUES.dataExport,
  name: DATA_EXPORT_JOB_NAME,
  payload: dataExportPayload,
  idKey: 'exportId',
  names: { job: 'data export', payload: 'data export', id: 'export' },
  messages: DATA_EXPORT_MESSAGES,
  rows: dataExportRows,
  async work({ payload, progress, signal }, { db, collect, now }) {
    const user = await db.user.findUnique({ where: { id: payload.userId } });
    if (!user) throw new ObsoleteJobError(`learner ${payload.userId} no longer exists`);
    // Each service is asked as the learner, so it reads their rows and nobody else's.
    const viewer = {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      isAdmin: user.isAdmin,
    };
    const parts = await collect(viewer, progress, signal);
    return JSON.stringify(dataExportFile(user.id, parts, now?.() ?? new Date()), null, 2);
  },
};

/** The export also asks the other services for their parts. */
export interface DataExportJobResources extends JobResources {
  askServicePart: AskServicePart;
}

/** The data-export job, as the workers run it; the identity service writes its rows (resolvers.ts). */
export const dataExportJob = rowJobDefinition(exportData, ({ databaseUrl, askServicePart, publisher, log }: DataExportJobResources) => {
  const db = createIdentityDb(databaseUrl);
  return { db, collect: collectParts(db, askServicePart), publisher, log };
});
