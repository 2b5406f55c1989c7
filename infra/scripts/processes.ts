/**
 * The processes of the local default, in one list shared by `make dev`
 * (infra/scripts/start.ts) and the end-to-end tests.
 */
import { SERVICES } from '@juba/platform/services';

export interface AppProcess {
  name: string;
  /** A TypeScript entry point run with tsx. */
  entry: string;
}

export const APP_PROCESSES: AppProcess[] = [
  { name: 'idp', entry: 'services/identity/src/idp/main.ts' },
  ...SERVICES.map((s) => ({ name: s.name, entry: `services/${s.name}/src/main.ts` })),
  { name: 'workers', entry: 'workers/src/main.ts' },
  { name: 'gateway', entry: 'gateway/src/main.ts' },
];
