/**
 * The one list of subgraph services: name, default internal port and the
 * PostgreSQL schema each one owns. Gateway, migrations and tests read it so a
 * new service is added in one place.
 */
export const SERVICES = [
  { name: 'identity', port: 4101, dbSchema: 'identity' },
  { name: 'learner', port: 4102, dbSchema: 'learner' },
  { name: 'content', port: 4103, dbSchema: 'content' },
  { name: 'diagnostics', port: 4104, dbSchema: 'diagnostics' },
  { name: 'ai', port: 4105, dbSchema: 'ai' },
] as const;

export type ServiceName = (typeof SERVICES)[number]['name'];

export function serviceInfo(name: ServiceName) {
  const found = SERVICES.find((s) => s.name === name);
  if (!found) throw new Error(`unknown service ${name}`);
  return found;
}

/** Where a subgraph listens; subgraphs bind only to internal addresses. */
export function subgraphUrl(name: ServiceName, env: NodeJS.ProcessEnv = process.env): string {
  const override = env[`${name.toUpperCase()}_SUBGRAPH_URL`];
  return override ?? `http://127.0.0.1:${serviceInfo(name).port}/graphql`;
}

/**
 * The internal ops port (metrics, /livez, /readyz: @juba/platform/ops) each
 * process listens on unless OPS_PORT says otherwise: a subgraph's own port
 * plus 5000, then the gateway, the embedded identity provider and the workers.
 */
export const OPS_PORTS: Record<ServiceName | 'gateway' | 'idp' | 'workers', number> = {
  ...(Object.fromEntries(SERVICES.map((s) => [s.name, s.port + 5000])) as Record<ServiceName, number>),
  gateway: 9400,
  idp: 9450,
  workers: 9500,
};
