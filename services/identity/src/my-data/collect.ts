import { DATA_EXPORT_SERVICES, type DataExportPart, type DataExportService } from '@juba/contracts/data-export';
import type { ProgressStep } from '@juba/platform/job-progress';
import type { Viewer } from '@juba/platform/viewer';
import type { IdentityDb } from '../db.ts';
import { identityDataExport } from './identity-part.ts';
import { DATA_EXPORT_MESSAGES, PART_LABELS } from './messages.ts';
import type { AskServicePart } from './service-parts.ts';

export type DataExportParts = Record<DataExportService, DataExportPart>;

/** Gathers every service's part of one learner's export, reporting each step. */
export type CollectParts = (viewer: Viewer, report: (step: ProgressStep) => Promise<void>, signal?: AbortSignal) => Promise<DataExportParts>;

/** The identity service's own part from its tables; every other service's through its API, one after the other. */
export function collectParts(db: IdentityDb, ask: AskServicePart): CollectParts {
  return async (viewer, report, signal) => {
    const parts = {} as DataExportParts;
    for (const [index, service] of DATA_EXPORT_SERVICES.entries()) {
      signal?.throwIfAborted();
      await report({ progress: Math.round((index / DATA_EXPORT_SERVICES.length) * 100), message: DATA_EXPORT_MESSAGES.collecting(PART_LABELS[service]) });
      parts[service] = service === 'identity' ? await identityDataExport(db, viewer.userId) : await ask(service, viewer);
    }
    return parts;
  };
}
