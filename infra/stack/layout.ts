/// <reference types="node" />
/**
 * Where a throwaway copy of the whole app runs (end-to-end tests, benchmarks):
 * its own ports, PostgreSQL database and Redis index keep it clear of a
 * developer's `make dev` (4000/4400/41xx, database juba, Redis 0) and of the
 * unit tests (juba_test, Redis 1).
 */
import { SERVICES, type ServiceName } from '@juba/platform/services';

export interface StackProfile {
  /**
   * gateway = base, idp = base + 50, subgraphs = base + 11.. in SERVICES order;
   * ops ports (metrics, probes): gateway base + 60, subgraphs base + 61..,
   * idp base + 70, worker processes base + 80.. (so one stack stays within its 100 ports)
   */
  portBase: number;
  databaseUrl: string;
  redisUrl: string;
}

export function stackLayout(profile: StackProfile) {
  const gatewayPort = profile.portBase;
  const idpPort = profile.portBase + 50;
  const subgraphPort = (name: ServiceName) => profile.portBase + 11 + SERVICES.findIndex((s) => s.name === name);
  // Browsers and tokens use `localhost` as the dev default does: cookies and the issuer must name one host.
  const appOrigin = `http://localhost:${gatewayPort}`;
  const idpIssuer = `http://localhost:${idpPort}`;
  const subgraphUrl = (name: ServiceName) => `http://127.0.0.1:${subgraphPort(name)}/graphql`;

  /** The environment every process shares; each adds its own PORT. */
  function env(): NodeJS.ProcessEnv {
    const inherited = Object.fromEntries(
      // The test runner's own variables would change how the app behaves (NODE_ENV=test, VITEST=...),
      // and without an OpenAI key the AI service uses its offline provider: deterministic and off the network.
      Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST' && key !== 'OPENAI_API_KEY'),
    );
    return {
      ...inherited,
      FORCE_COLOR: '0',
      DATABASE_URL: profile.databaseUrl,
      REDIS_URL: profile.redisUrl,
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: appOrigin,
      OIDC_ISSUER: idpIssuer,
      IDP_PORT: String(idpPort),
      IDP_HOST: '127.0.0.1',
      IDP_ISSUER: idpIssuer,
      SPA_ORIGIN: appOrigin,
      ...Object.fromEntries(SERVICES.map((s) => [`${s.name.toUpperCase()}_SUBGRAPH_URL`, subgraphUrl(s.name)])),
    };
  }

  /** The PORT a process of infra/scripts/processes.ts listens on, if it serves HTTP by PORT. */
  function processPort(name: string): number | undefined {
    if (name === 'gateway') return gatewayPort;
    const service = SERVICES.find((s) => s.name === name);
    return service ? subgraphPort(service.name) : undefined;
  }

  /** The OPS_PORT of a process; worker processes (any other name) take base + 80 + their index among them. */
  function opsPort(name: string, workerIndex = 0): number {
    if (name === 'gateway') return profile.portBase + 60;
    if (name === 'idp') return profile.portBase + 70;
    const service = SERVICES.findIndex((s) => s.name === name);
    if (service >= 0) return profile.portBase + 61 + service;
    if (workerIndex >= 20) throw new Error('a stack has room for 20 worker processes');
    return profile.portBase + 80 + workerIndex;
  }

  return { ...profile, gatewayPort, idpPort, appOrigin, idpIssuer, subgraphUrl, env, processPort, opsPort };
}
