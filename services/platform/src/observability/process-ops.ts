import type { Registry } from 'prom-client';
import { OPS_PORTS } from '../services.ts';
import type { Logger } from './logger.ts';
import { startOpsServer, type OpsServer, type ReadinessCheck } from './ops-server.ts';

/** Starts a process's ops server on OPS_PORT (or its default from OPS_PORTS) and says where. */
export async function serveOps(opts: {
  process: keyof typeof OPS_PORTS;
  env: { OPS_HOST: string; OPS_PORT?: number | undefined };
  registry: Registry;
  checks: Record<string, ReadinessCheck>;
  log: Logger;
}): Promise<OpsServer> {
  const ops = await startOpsServer({
    registry: opts.registry,
    checks: opts.checks,
    host: opts.env.OPS_HOST,
    port: opts.env.OPS_PORT ?? OPS_PORTS[opts.process],
  });
  opts.log.info({ opsPort: ops.port }, `metrics and probes at http://${opts.env.OPS_HOST}:${ops.port} (/metrics, /livez, /readyz)`);
  return ops;
}
