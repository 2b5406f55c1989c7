/**
 * 'Baixar meus dados' (LGPD art. 18): the file the identity service's
 * data-export job writes. Each service contributes its part, read from its
 * own tables and asked of it through its own API (`<service>DataExport`);
 * every section of a part is described, in Portuguese, for the file's README.
 */
export interface DataExportPart {
  /** Section name → what it holds and why Juba keeps it. */
  fields: Record<string, string>;
  /** Section name → the rows. */
  data: Record<string, unknown>;
}

/** The services, in the order the file lists their parts. */
export const DATA_EXPORT_SERVICES = ['identity', 'learner', 'diagnostics', 'content', 'ai'] as const;
export type DataExportService = (typeof DATA_EXPORT_SERVICES)[number];

/** How long a finished file can be downloaded; then it is deleted. */
export const DATA_EXPORT_DAYS = 7;
