/// <reference types="node" />
/**
 * Builds the SPA when its sources changed and starts the whole local default
 * on the end-to-end layout (infra/stack), then hands the tests where to find it.
 */
import type { TestProject } from 'vitest/node';
import { readSeedAccounts } from '../../infra/stack/data-stores.ts';
import { ensureFrontendBuilt } from '../../infra/stack/frontend-build.ts';
import { REPO_ROOT, startAppStack } from '../../infra/stack/start-stack.ts';
import './support/provided.ts';

export default async function setup(project: TestProject) {
  const started = Date.now();
  const build = await ensureFrontendBuilt(REPO_ROOT);
  const stack = await startAppStack({
    name: 'e2e',
    portBase: Number(process.env.JUBA_E2E_PORT_BASE ?? 4600),
    databaseUrl: process.env.JUBA_E2E_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/juba_e2e',
    redisUrl: process.env.JUBA_E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/15',
  });
  const accounts = await readSeedAccounts(REPO_ROOT);
  console.log(`[e2e] stack ready at ${stack.appOrigin} in ${((Date.now() - started) / 1000).toFixed(1)} s (frontend ${build}; logs in ${stack.logDir})`);
  project.provide('juba', { appOrigin: stack.appOrigin, idpIssuer: stack.idpIssuer, accounts, logDir: stack.logDir });
  return stack.stop;
}
