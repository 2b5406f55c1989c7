import type { SeedAccount } from '../../../infra/stack/data-stores.ts';

/** What the global setup hands to the test files (vitest's provide/inject). */
interface E2eStack {
  /** The gateway, serving the SPA, as the browser addresses it. */
  appOrigin: string;
  idpIssuer: string;
  accounts: { learner: SeedAccount; admin: SeedAccount };
  logDir: string;
  /** Each process's ops port (metrics, /livez, /readyz), by process name. */
  opsPorts: Record<string, number>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    juba: E2eStack;
  }
}
