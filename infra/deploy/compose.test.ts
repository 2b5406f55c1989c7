import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aiConfigFromEnv } from '@juba/ai-provider';
import { parseEnv } from '@juba/platform/env';
import { OPS_PORTS, SERVICES } from '@juba/platform/services';
import { parseSubgraphEnv } from '@juba/platform/subgraph';
import { loadGatewayConfig } from '../../gateway/src/config.ts';
import { parseWorkerEnv, workerEnvShape } from '../../workers/src/env.ts';
import { HANDLED_QUEUES } from '../../workers/src/registry.ts';
import {
  MissingVariableError,
  commandOf,
  composeText,
  dependenciesOf,
  durationSeconds,
  environmentOf,
  healthcheckCommand,
  interpolate,
  loadCompose,
  networksOf,
  parseComposeRaw,
  publishedPorts,
  repoPath,
  type ComposeService,
} from './compose-file.ts';

const SECRETS = {
  POSTGRES_PASSWORD: 'pg0secret1',
  REDIS_PASSWORD: 'redis0secret2',
  // Production refuses guessable secrets (@juba/platform/production-env), so these look like `openssl rand -hex` output.
  INTERNAL_SECRET: '5e0c8b1fa94d27360b8e1c5fd2a7943e6b0d18c2f5a3e97d41b6c08a2f9e5d37',
  KEYCLOAK_DB_PASSWORD: 'kcdb0secret3',
  KEYCLOAK_ADMIN_PASSWORD: 'kcadmin0secret4',
};

const compose = loadCompose(SECRETS);
const service = (name: string): ComposeService => {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
};
const env = (name: string) => environmentOf(service(name));
const realm = JSON.parse(readFileSync(repoPath('infra/keycloak/juba-realm.json'), 'utf8'));
const SUBGRAPHS = SERVICES.map((s) => s.name);
const WORKERS = ['workers', 'workers-speech'];
const APP_IMAGES = /^juba-(app|speech):/;

describe('compose variable interpolation (as docker compose does it)', () => {
  it('resolves defaults, required variables and escaped dollars', () => {
    expect(interpolate('a-${X:-def}-${Y}-$$HOME', { Y: 'y' })).toBe('a-def-y-$HOME');
    expect(interpolate('${X:-def}', { X: '' })).toBe('def');
    expect(interpolate('${X-def}', { X: '' })).toBe('');
    expect(() => interpolate('${X:?X is required}', { X: '' })).toThrow(MissingVariableError);
    expect(interpolate('${X:?X is required}', { X: 'ok' })).toBe('ok');
  });
});

describe('docker-compose.yml', () => {
  it('refuses to start while any production secret is unset or empty, naming it', () => {
    for (const name of Object.keys(SECRETS)) {
      for (const value of [undefined, '']) {
        const partial = { ...SECRETS, [name]: value };
        expect(() => loadCompose(partial), `${name}=${String(value)}`).toThrow(new RegExp(`^${name}: `));
      }
    }
  });

  it('holds no secret value itself: every password, secret and key comes from the environment', () => {
    const raw = parseComposeRaw();
    for (const [name, svc] of Object.entries(raw.services)) {
      const declared = Array.isArray(svc.environment) ? Object.fromEntries(svc.environment.map((l) => l.split('=', 2))) : (svc.environment ?? {});
      for (const [key, value] of Object.entries(declared)) {
        if (!/PASSWORD|SECRET|API_KEY|_AUTH$/.test(key)) continue;
        expect(value === null || /^\$\{[A-Z_]+:\?[^}]+\}$/.test(String(value)), `${name}.${key}`).toBe(true);
      }
    }
    const requirepass = commandOf(raw.services.redis!);
    expect(requirepass[requirepass.indexOf('--requirepass') + 1]).toMatch(/^\$\{REDIS_PASSWORD:\?/);
  });

  it('runs the five subgraphs unpublished, on the internal network, at the ports the gateway expects', () => {
    expect(compose.networks?.backend?.internal).toBe(true);
    for (const { name } of SERVICES) {
      const svc = service(name);
      expect(svc.ports ?? [], name).toEqual([]);
      expect(svc.expose ?? [], name).toEqual([]);
      expect(networksOf(svc), name).toContain('backend');
      expect(env(name).SUBGRAPH_HOST, name).toBe('0.0.0.0');
      expect(env(name).JUBA_PRODUCTION, name).toBe('true');
      expect(commandOf(svc).at(-1)).toBe(`services/${name}/src/main.ts`);
      const probe = new URL(healthcheckCommand(svc).at(-1)!);
      // Its GraphQL port answers only the gateway's signed requests; the container's check asks the ops port.
      expect([probe.hostname, probe.port, probe.pathname], name).toEqual(['127.0.0.1', String(OPS_PORTS[name]), '/readyz']);
    }
  });

  it('publishes only the gateway on 4000 and Keycloak on 8080', () => {
    const published = Object.fromEntries(
      Object.entries(compose.services)
        .map(([name, svc]) => [name, publishedPorts(svc)] as const)
        .filter(([, ports]) => ports.length > 0),
    );
    expect(published).toEqual({ gateway: ['4000'], keycloak: ['8080'] });
  });

  it('has a healthcheck on every long-running service; the migration alone is one-shot', () => {
    const oneShot = Object.entries(compose.services)
      .filter(([, svc]) => svc.restart === 'no')
      .map(([name]) => name);
    expect(oneShot).toEqual(['migrate']);
    expect(commandOf(service('migrate')).at(-1)).toBe('infra/scripts/migrate.ts');
    for (const [name, svc] of Object.entries(compose.services)) {
      if (oneShot.includes(name)) continue;
      expect(svc.healthcheck?.disable, name).not.toBe(true);
      expect(['CMD', 'CMD-SHELL'], name).toContain(healthcheckCommand(svc)[0]);
      expect(healthcheckCommand(svc).length, name).toBeGreaterThan(1);
      expect(svc.restart, name).toBe('unless-stopped');
    }
  });

  it('starts the subgraphs and workers only after the migrations completed', () => {
    expect(dependenciesOf(service('migrate'))).toEqual({ postgres: 'service_healthy' });
    for (const name of [...SUBGRAPHS, ...WORKERS]) {
      expect(dependenciesOf(service(name)), name).toMatchObject({
        migrate: 'service_completed_successfully',
        postgres: 'service_healthy',
        redis: 'service_healthy',
      });
    }
  });

  it('waits only on conditions its dependencies can report, without cycles', () => {
    for (const [name, svc] of Object.entries(compose.services)) {
      for (const [dep, condition] of Object.entries(dependenciesOf(svc))) {
        const target = compose.services[dep];
        expect(target, `${name} -> ${dep}`).toBeDefined();
        if (condition === 'service_healthy') expect(healthcheckCommand(target!).length, `${name} -> ${dep}`).toBeGreaterThan(0);
        if (condition === 'service_completed_successfully') expect(target!.restart, `${name} -> ${dep}`).toBe('no');
      }
    }
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (name: string, path: string[]) => {
      if (done.has(name)) return;
      if (visiting.has(name)) throw new Error(`dependency cycle: ${[...path, name].join(' -> ')}`);
      visiting.add(name);
      for (const dep of Object.keys(dependenciesOf(service(name)))) visit(dep, [...path, name]);
      visiting.delete(name);
      done.add(name);
    };
    for (const name of Object.keys(compose.services)) visit(name, []);
  });

  it('lets operators scale the worker service and gives a running job time to finish on SIGTERM', () => {
    for (const name of WORKERS) {
      const svc = service(name);
      expect(svc.container_name, name).toBeUndefined();
      expect(svc.hostname, name).toBeUndefined();
      expect(svc.ports ?? [], name).toEqual([]);
      expect(commandOf(svc).at(-1)).toBe('workers/src/main.ts');
      // Docker kills at stop_grace_period; the worker needs its shutdown timeout plus a few seconds to hand jobs back.
      const { WORKER_SHUTDOWN_TIMEOUT_MS } = parseEnv(workerEnvShape, env(name));
      expect(WORKER_SHUTDOWN_TIMEOUT_MS, name).toBeGreaterThanOrEqual(30_000);
      expect(durationSeconds(svc.stop_grace_period ?? '10s'), name).toBeGreaterThanOrEqual(WORKER_SHUTDOWN_TIMEOUT_MS / 1000 + 15);
    }
    expect(service('workers').build?.target).toBe('app');
  });

  it('gives the workers that export and erase learners the services’ addresses, the signing secret and the Keycloak erasure client', () => {
    const workers = parseWorkerEnv(environmentOf(service('workers'), { KEYCLOAK_ERASURE_CLIENT_SECRET: 'erasure-secret' }));
    expect(workers.queues).toEqual(expect.arrayContaining(['data-export', 'account-erased']));
    expect(workers.INTERNAL_SECRET).toBe(SECRETS.INTERNAL_SECRET);
    expect(workers.subgraphUrls).toEqual(Object.fromEntries(SERVICES.map((s) => [s.name, env('gateway')[`${s.name.toUpperCase()}_SUBGRAPH_URL`]])));
    expect(workers).toMatchObject({
      KEYCLOAK_URL: 'http://keycloak:8080',
      KEYCLOAK_REALM: env('gateway').KEYCLOAK_REALM,
      KEYCLOAK_ERASURE_CLIENT_ID: 'juba-erasure',
      KEYCLOAK_ERASURE_CLIENT_SECRET: 'erasure-secret',
    });
  });

  it('runs phonetic analysis on its own worker service, on the image with the speech tools, and nothing else there', () => {
    const speech = service('workers-speech');
    expect(parseWorkerEnv(env('workers-speech')).queues).toEqual(['phonetic-analysis']);
    expect(parseWorkerEnv(env('workers')).queues).not.toContain('phonetic-analysis');
    expect(speech.build?.target).toBe('speech');
    expect(speech.image).toMatch(/^juba-speech:/);
    // Scoring needs no AI provider and no outside network.
    expect(networksOf(speech)).toEqual(['backend']);
  });

  it('serves every queue that has a handler from exactly one worker service, each accepted by the workers themselves', () => {
    const queuesOf = (name: string) => parseWorkerEnv(env(name)).queues;
    const served = WORKERS.flatMap(queuesOf);
    expect(new Set(served).size, 'no queue served twice').toBe(served.length);
    expect(served.toSorted()).toEqual(HANDLED_QUEUES.toSorted());
    for (const name of WORKERS) expect(parseWorkerEnv(env(name)).WORKER_CONCURRENCY, name).toBeGreaterThanOrEqual(1);
  });

  it('uses the offline AI provider unless the operator sets AI_*, then passes those through', () => {
    for (const name of ['workers', 'ai']) {
      expect(aiConfigFromEnv(env(name)), name).toMatchObject({ baseURL: null, apiKey: null });
      const configured = environmentOf(service(name), { AI_BASE_URL: 'http://llm.internal:11434/v1', AI_API_KEY: 'k', AI_MODEL: 'm' });
      expect(aiConfigFromEnv(configured), name).toMatchObject({ baseURL: 'http://llm.internal:11434/v1', apiKey: 'k', model: 'm' });
      expect(networksOf(service(name)), `${name} reaches the AI provider`).toContain('edge');
    }
  });

  it('keeps queued jobs in Redis: AOF on, noeviction, a volume, and a ping healthcheck', () => {
    const redis = service('redis');
    expect(redis.image).toMatch(/^redis:7(\.|$)/);
    const args = commandOf(redis).join(' ');
    expect(args).toContain('--appendonly yes');
    expect(args).toContain('--maxmemory-policy noeviction');
    expect(redis.volumes).toContain('redis-data:/data');
    expect(compose.volumes).toHaveProperty('redis-data');
    expect(healthcheckCommand(redis).join(' ')).toContain('redis-cli ping');
    const password = commandOf(redis)[commandOf(redis).indexOf('--requirepass') + 1];
    expect(environmentOf(redis).REDISCLI_AUTH).toBe(password);
    for (const name of ['gateway', ...SUBGRAPHS, ...WORKERS]) {
      const url = new URL(env(name).REDIS_URL!);
      expect([url.hostname, url.port, decodeURIComponent(url.password)], name).toEqual(['redis', '6379', password]);
    }
  });

  it('stores application data in PostgreSQL 15 on a volume, and every service connects with its credentials', () => {
    const postgres = service('postgres');
    expect(postgres.image).toBe('postgres:15');
    expect(postgres.volumes).toContain('postgres-data:/var/lib/postgresql/data');
    expect(compose.volumes).toHaveProperty('postgres-data');
    expect(healthcheckCommand(postgres).join(' ')).toContain('pg_isready');
    const pg = environmentOf(postgres);
    for (const name of ['migrate', ...SUBGRAPHS, ...WORKERS]) {
      const url = new URL(env(name).DATABASE_URL!);
      expect([url.hostname, url.port, url.username, decodeURIComponent(url.password), url.pathname], name).toEqual([
        'postgres',
        '5432',
        pg.POSTGRES_USER,
        SECRETS.POSTGRES_PASSWORD,
        `/${pg.POSTGRES_DB}`,
      ]);
    }
  });

  it('gives the gateway every setting it needs, and its own config accepts them for production', () => {
    const gatewayEnv = env('gateway');
    for (const key of [
      'OIDC_ISSUER',
      'OIDC_AUDIENCE',
      'OIDC_CLIENT_ID',
      'OIDC_KIND',
      'KEYCLOAK_URL',
      'KEYCLOAK_REALM',
      'INTERNAL_SECRET',
      'REDIS_URL',
      'JUBA_PRODUCTION',
      'PUBLIC_ORIGIN',
      ...SUBGRAPHS.map((s) => `${s.toUpperCase()}_SUBGRAPH_URL`),
    ]) {
      expect(gatewayEnv[key], key).toBeTruthy();
    }
    const config = loadGatewayConfig(gatewayEnv);
    expect(config.JUBA_PRODUCTION).toBe(true);
    expect(config.OIDC_KIND).toBe('keycloak');
    expect(config.PORT).toBe(4000);
    for (const { name, port } of SERVICES) {
      const url = new URL(config.subgraphs[name]);
      expect([url.hostname, url.port, url.pathname], name).toEqual([name, String(port), '/graphql']);
      expect(env(name).INTERNAL_SECRET, name).toBe(config.INTERNAL_SECRET);
    }
  });

  it('gives every subgraph an environment its own production checks accept', () => {
    for (const name of SUBGRAPHS) expect(parseSubgraphEnv(env(name)).JUBA_PRODUCTION, name).toBe(true);
    // The privacy notice's operator and contact reach the identity service from .env (juba.env.example).
    const privacy = { PRIVACY_OPERATOR: 'Escola Juba Ltda.', PRIVACY_CONTACT_EMAIL: 'dpo@escola.example' };
    expect(environmentOf(loadCompose({ ...SECRETS, ...privacy }).services.identity!)).toMatchObject(privacy);
  });

  it('starts the gateway once Keycloak and every subgraph are healthy, and reports readiness on /readyz', () => {
    const gateway = service('gateway');
    expect(dependenciesOf(gateway)).toMatchObject(Object.fromEntries(['keycloak', 'redis', ...SUBGRAPHS].map((s) => [s, 'service_healthy'])));
    const probe = new URL(healthcheckCommand(gateway).at(-1)!);
    expect([probe.hostname, probe.port, probe.pathname]).toEqual(['127.0.0.1', env('gateway').PORT, '/readyz']);
    expect(networksOf(gateway)).toEqual(expect.arrayContaining(['backend', 'edge']));
  });

  it('points the gateway and the browser at the same Keycloak realm and client the realm file defines', () => {
    const gatewayEnv = env('gateway');
    const keycloakEnv = env('keycloak');
    expect(gatewayEnv.KEYCLOAK_REALM).toBe(realm.realm);
    expect(gatewayEnv.KEYCLOAK_URL).toBe(keycloakEnv.KC_HOSTNAME);
    expect(gatewayEnv.OIDC_ISSUER).toBe(`${keycloakEnv.KC_HOSTNAME}/realms/${realm.realm}`);
    expect(publishedPorts(service('keycloak'))).toContain(new URL(keycloakEnv.KC_HOSTNAME!).port);

    const jwks = new URL(gatewayEnv.OIDC_JWKS_URI!);
    expect(compose.services[jwks.hostname], 'JWKS host is the keycloak service').toBe(service('keycloak'));
    expect(jwks.port).toBe('8080');
    expect(jwks.pathname).toBe(`/realms/${realm.realm}/protocol/openid-connect/certs`);
    expect(keycloakEnv.KC_HOSTNAME_BACKCHANNEL_DYNAMIC).toBe('true');

    const client = realm.clients.find((c: { clientId: string }) => c.clientId === gatewayEnv.OIDC_CLIENT_ID);
    expect(client, 'OIDC_CLIENT_ID is a client of the realm').toBeDefined();
    const audiences = client.protocolMappers
      .filter((m: { protocolMapper: string }) => m.protocolMapper === 'oidc-audience-mapper')
      .map((m: { config: Record<string, string> }) => m.config['included.custom.audience']);
    expect(audiences).toContain(gatewayEnv.OIDC_AUDIENCE);
    expect(client.redirectUris).toContain(`${gatewayEnv.PUBLIC_ORIGIN}/`);
    expect(client.webOrigins).toContain(gatewayEnv.PUBLIC_ORIGIN);
    expect(publishedPorts(service('gateway'))).toContain(new URL(gatewayEnv.PUBLIC_ORIGIN!).port);
  });

  it('imports the realm file into a pinned Keycloak with its own database and health endpoints', () => {
    const keycloak = service('keycloak');
    expect(keycloak.image).toMatch(/^quay\.io\/keycloak\/keycloak:\d+\.\d+/);
    expect(commandOf(keycloak)[0]).toMatch(/^start(-dev)?$/);
    expect(commandOf(keycloak)).toContain('--import-realm');
    const mount = (keycloak.volumes ?? []).map(String).find((v) => v.includes('/opt/keycloak/data/import/'));
    expect(mount).toBeDefined();
    const [source, target] = mount!.split(':');
    expect(repoPath(source!.replace(/^\.\//, ''))).toBe(repoPath('infra/keycloak/juba-realm.json'));
    expect(target).toMatch(/\.json$/);

    const kc = environmentOf(keycloak);
    expect(kc.KC_HEALTH_ENABLED).toBe('true');
    expect(healthcheckCommand(keycloak).join(' ')).toMatch(/\/dev\/tcp\/127\.0\.0\.1\/9000[\s\S]*\/health\/ready/);
    const db = environmentOf(service('keycloak-db'));
    expect(kc.KC_DB).toBe('postgres');
    expect(kc.KC_DB_URL).toBe(`jdbc:postgresql://keycloak-db:5432/${db.POSTGRES_DB}`);
    expect([kc.KC_DB_USERNAME, kc.KC_DB_PASSWORD]).toEqual([db.POSTGRES_USER, db.POSTGRES_PASSWORD]);
    expect(dependenciesOf(keycloak)).toEqual({ 'keycloak-db': 'service_healthy' });
  });

  it('runs every Node process through tsx from an entry file that exists, in the built image', () => {
    const nodeServices = Object.entries(compose.services).filter(([, svc]) => APP_IMAGES.test(svc.image ?? ''));
    expect(nodeServices.map(([name]) => name).toSorted()).toEqual(['gateway', 'migrate', ...SUBGRAPHS, ...WORKERS].toSorted());
    for (const [name, svc] of nodeServices) {
      const [node, importFlag, loader, entry] = commandOf(svc);
      expect([node, importFlag, loader], name).toEqual(['node', '--import', 'tsx']);
      expect(existsSync(repoPath(entry!)), `${name}: ${entry} exists`).toBe(true);
      expect(svc.build?.dockerfile, name).toBe('infra/docker/Dockerfile');
      expect(svc.read_only ?? false, name).toBe(true);
      const probe = healthcheckCommand(svc);
      if (probe[0] === 'CMD' && probe[1] === 'node') expect(existsSync(repoPath(probe[2]!)), `${name}: ${probe[2]}`).toBe(true);
    }
  });

  it('documents every variable it reads in infra/docker/juba.env.example', () => {
    const example = readFileSync(repoPath('infra/docker/juba.env.example'), 'utf8');
    const text = composeText();
    const required = new Set([...text.matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => m[1]!));
    const optional = new Set([...text.matchAll(/\$\{([A-Z0-9_]+):-/g)].map((m) => m[1]!));
    for (const [, svc] of Object.entries(parseComposeRaw().services)) {
      for (const [key, value] of Object.entries(Array.isArray(svc.environment) ? {} : (svc.environment ?? {}))) if (value === null) optional.add(key);
    }
    expect([...required].toSorted()).toEqual(Object.keys(SECRETS).toSorted());
    for (const name of required) expect(example, name).toMatch(new RegExp(`^${name}=$`, 'm'));
    for (const name of optional) expect(example, name).toMatch(new RegExp(`^# ?${name}=`, 'm'));
  });
});
