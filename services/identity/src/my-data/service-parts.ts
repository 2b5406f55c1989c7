import type { DataExportPart, DataExportService } from '@juba/contracts/data-export';
import type { ServiceName } from '@juba/platform/services';
import { gatewaySignature, type Viewer } from '@juba/platform/viewer';

type OtherService = Exclude<DataExportService, 'identity'>;

/** Asks one service for its part of a learner's export, as that learner. */
export type AskServicePart = (service: OtherService, viewer: Viewer) => Promise<DataExportPart>;

const isPart = (value: unknown): value is DataExportPart =>
  typeof value === 'object' && value !== null && typeof (value as DataExportPart).fields === 'object' && typeof (value as DataExportPart).data === 'object';

/**
 * Each service answers for its own tables through its own API
 * (`<service>DataExport`): the job signs the request as the gateway signs a
 * learner's, so the service reads that learner's rows and nobody else's.
 */
export function askSubgraphs(opts: { internalSecret: string; urls: Record<ServiceName, string>; timeoutMs?: number }): AskServicePart {
  return async (service, viewer) => {
    const field = `${service}DataExport`;
    const res = await fetch(opts.urls[service], {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await gatewaySignature(viewer, opts.internalSecret)) },
      body: JSON.stringify({ query: `query DataExport { ${field} }` }),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
    });
    const body = (await res.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] };
    const text = body.data?.[field];
    if (!res.ok || typeof text !== 'string') throw new Error(`${service} answered ${res.status} to ${field}: ${body.errors?.[0]?.message ?? 'no data'}`);
    const part: unknown = JSON.parse(text);
    if (!isPart(part)) throw new Error(`${service}'s ${field} is not { fields, data }`);
    return part;
  };
}
