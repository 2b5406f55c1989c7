import { createLogger } from '@juba/platform/observability/logger';
import { createMetricsRegistry } from '@juba/platform/observability/metrics';
import { serveOps } from '@juba/platform/observability/process-ops';
import { loadGatewayConfig } from './config.ts';
import { createGateway } from './app.ts';

const config = loadGatewayConfig();
const observability = { registry: createMetricsRegistry('gateway'), log: createLogger('gateway') };
const gateway = await createGateway(config, observability);
const port = await gateway.listen();
observability.log.info(`gateway at http://localhost:${port} (identity: ${config.OIDC_KIND} ${config.OIDC_ISSUER})`);
// Metrics and probes on their own internal port: the public port never serves /metrics.
const ops = await serveOps({ process: 'gateway', env: config, registry: observability.registry, checks: gateway.readinessChecks, log: observability.log });

const stop = async () => {
  await gateway.close();
  await ops.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
