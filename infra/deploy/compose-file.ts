// Reads docker-compose.yml the way `docker compose` does (YAML merge keys, then
// variable interpolation), so the deploy tests can check the effective model
// without a Docker engine.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const repoPath = (relative: string) => fileURLToPath(new URL(`../../${relative}`, import.meta.url));

interface Healthcheck {
  test?: string[] | string;
  disable?: boolean;
  interval?: string;
  timeout?: string;
  retries?: number;
  start_period?: string;
}

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile?: string; target?: string };
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: (string | { published?: string | number; target: number })[];
  expose?: (string | number)[];
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: Healthcheck;
  restart?: string;
  container_name?: string;
  hostname?: string;
  stop_grace_period?: string;
  read_only?: boolean;
  volumes?: (string | { source?: string; target: string })[];
  networks?: string[] | Record<string, unknown>;
}

export interface ComposeFile {
  name?: string;
  services: Record<string, ComposeService>;
  networks?: Record<string, { internal?: boolean } | null>;
  volumes?: Record<string, unknown>;
}

export type Env = Record<string, string | undefined>;

export class MissingVariableError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
  }
}

const VARIABLE = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

/** Compose's syntax: $$, $VAR, ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}. */
export function interpolate(value: string, env: Env): string {
  return value.replace(VARIABLE, (match, braced: string | undefined, op: string | undefined, arg: string | undefined, bare: string | undefined) => {
    if (match === '$$') return '$';
    const name = (braced ?? bare)!;
    const current = env[name];
    if (!op) return current ?? '';
    const missing = op.startsWith(':') ? !current : current === undefined;
    if (op.endsWith('-')) return missing ? (arg ?? '') : current!;
    if (missing) throw new MissingVariableError(name, arg || 'required');
    return current!;
  });
}

function interpolateDeep(node: unknown, env: Env): unknown {
  if (typeof node === 'string') return interpolate(node, env);
  if (Array.isArray(node)) return node.map((n) => interpolateDeep(n, env));
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateDeep(v, env)]));
  return node;
}

export const composeText = () => readFileSync(repoPath('docker-compose.yml'), 'utf8');

/** The file as written, `${...}` left in place. */
export function parseComposeRaw(): ComposeFile {
  return parse(composeText(), { merge: true }) as ComposeFile;
}

/** The model compose runs with this environment; throws MissingVariableError like compose refuses to start. */
export function loadCompose(env: Env): ComposeFile {
  return interpolateDeep(parseComposeRaw(), env) as ComposeFile;
}

/**
 * The variables a container gets. A key without a value passes the caller's
 * variable through only when it is set, as compose does.
 */
export function environmentOf(service: ComposeService, env: Env = {}): Record<string, string> {
  const entries: [string, string | null][] = Array.isArray(service.environment)
    ? service.environment.map((line) => {
        const i = line.indexOf('=');
        return i < 0 ? [line, null] : [line.slice(0, i), line.slice(i + 1)];
      })
    : Object.entries(service.environment ?? {}).map(([k, v]) => [k, v === null ? null : String(v)]);
  const result: Record<string, string> = {};
  for (const [key, value] of entries) {
    const resolved = value ?? env[key];
    if (resolved !== undefined) result[key] = resolved;
  }
  return result;
}

export function dependenciesOf(service: ComposeService): Record<string, string> {
  const deps = service.depends_on ?? {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((d) => [d, 'service_started']));
  return Object.fromEntries(Object.entries(deps).map(([name, d]) => [name, d.condition ?? 'service_started']));
}

export function commandOf(service: ComposeService): string[] {
  if (service.command === undefined) return [];
  return Array.isArray(service.command) ? service.command : service.command.split(/\s+/);
}

export function networksOf(service: ComposeService): string[] {
  if (!service.networks) return ['default'];
  return Array.isArray(service.networks) ? service.networks : Object.keys(service.networks);
}

/** Host ports a service publishes ("8080:8080", "127.0.0.1:80:80" or the long syntax). */
export function publishedPorts(service: ComposeService): string[] {
  return (service.ports ?? []).map((p) => {
    if (typeof p === 'object') return String(p.published ?? '');
    const parts = p.split(':');
    return parts.length === 1 ? '' : parts[parts.length - 2]!;
  });
}

export function healthcheckCommand(service: ComposeService): string[] {
  const test = service.healthcheck?.test;
  if (test === undefined) return [];
  return Array.isArray(test) ? test : ['CMD-SHELL', test];
}

/** Go-style durations as compose writes them: "90s", "2m", "1m30s". */
export function durationSeconds(value: string): number {
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s|us|ns)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== value) throw new Error(`not a duration: ${value}`);
  const unit: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 1e-3, us: 1e-6, ns: 1e-9 };
  return parts.reduce((total, [, n, u]) => total + Number(n) * unit[u!]!, 0);
}
