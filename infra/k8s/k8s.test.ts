import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { aiEnvShape } from '@juba/ai-provider';
import { QUEUES } from '@juba/contracts/jobs';
import { OPS_PATHS, opsEnv } from '@juba/platform/observability/ops-server';
import { SERVICES } from '@juba/platform/services';
import { subgraphEnvShape } from '@juba/platform/subgraph';
import { workerEnvShape } from '@juba/workers';
import { gatewayEnvShape } from '../../gateway/src/config.ts';
import { loadCompose } from '../deploy/compose-file.ts';
import { bullList, HANDLED_QUEUES, OPS_PORT, WORKER_POOLS, type K8sObject } from './manifests.ts';
import { baseYaml, K8S_DIR, renderBase, renderProduction } from './render.ts';

/** Kubernetes' and KEDA's JSON schemas, offline: kubernetes-models and @kubernetes-models/keda (Apache-2.0) ship them with a validate() per kind. */
async function validate(object: K8sObject) {
  const [group, version] = object.apiVersion.includes('/') ? object.apiVersion.split('/') : [undefined, object.apiVersion];
  const module =
    group === 'keda.sh'
      ? await import(`@kubernetes-models/keda/keda.sh/${version}/${object.kind}`)
      : await import(group ? `kubernetes-models/${group}/${version}/${object.kind}` : `kubernetes-models/${version}/${object.kind}`);
  const Model = module[object.kind] as new (data: unknown) => { validate(): void };
  new Model(object).validate();
}

type Container = {
  name: string;
  env?: { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } }; value?: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
};
type PodSpec = {
  containers: (Container & {
    ports?: { name: string; containerPort: number }[];
    livenessProbe?: Probe;
    readinessProbe?: Probe;
    startupProbe?: Probe;
    image: string;
    command: string[];
  })[];
};
type Probe = { httpGet?: { path: string; port: string | number } };

const podSpec = (o: K8sObject) => (o.spec as { template: { spec: PodSpec } }).template.spec;
const byKind = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);
const named = (objects: K8sObject[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name)!;

/** Every variable a container gets, each from a ConfigMap or a Secret that exists in the render and holds that key. */
function containerEnv(objects: K8sObject[], container: Container): Map<string, string> {
  const env = new Map<string, string>();
  const dataOf = (kind: 'ConfigMap' | 'Secret', name: string) => {
    const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
    if (!found) throw new Error(`${container.name}: ${kind} ${name} is not in the render`);
    return (found.data ?? found.stringData) as Record<string, string>;
  };
  for (const from of container.envFrom ?? []) {
    const data = from.configMapRef ? dataOf('ConfigMap', from.configMapRef.name) : dataOf('Secret', from.secretRef!.name);
    for (const [key, value] of Object.entries(data)) env.set(key, value);
  }
  for (const variable of container.env ?? []) {
    if (variable.value !== undefined) throw new Error(`${container.name}: ${variable.name} is a literal; every setting comes from a ConfigMap or a Secret`);
    const ref = variable.valueFrom?.secretKeyRef;
    const data = ref && dataOf('Secret', ref.name);
    if (!data || !(ref.key in data)) throw new Error(`${container.name}: ${variable.name} names a missing secret key`);
    env.set(variable.name, data[ref.key]!);
  }
  return env;
}

/** Settings left to the code's default on purpose, with why. */
const LEFT_TO_DEFAULT: Record<string, string> = {
  FRONTEND_DIST: "the image's own frontend/dist",
  HSTS_MAX_AGE: 'a year, as PUBLIC_ORIGIN is https',
  PORT: "a subgraph's port from SERVICES, which its Service targets",
  AI_API_KEY: 'set only where a model is used (secret, AI subgraph and generation workers)',
  UPLOADS_PER_LEARNER: "the gateway's upload caps fit a pod's memory limit as they are (gateway/README.md, What one caller may cost)",
  UPLOADS_AT_ONCE: "the gateway's upload caps fit a pod's memory limit as they are (gateway/README.md, What one caller may cost)",
  WS_SOCKETS_PER_LEARNER: 'the WebSocket limits fit the browser client as they are',
  WS_IDLE_MS: 'the WebSocket limits fit the browser client as they are',
  WS_SUBSCRIPTIONS_PER_SOCKET: 'the WebSocket limits fit the browser client as they are',
  SHUTDOWN_GRACE_MS: "25 s of draining, inside the pod's 30 s termination grace period",
  KEYCLOAK_URL: 'set only where account-erased runs (generation workers) and for the gateway',
  KEYCLOAK_REALM: 'set only where account-erased runs (generation workers) and for the gateway',
  KEYCLOAK_ERASURE_CLIENT_ID: "the realm's juba-erasure client",
  KEYCLOAK_ERASURE_CLIENT_SECRET: 'set only where account-erased runs (secret, generation workers)',
};

const keysOf = (...shapes: z.ZodRawShape[]) => shapes.flatMap((shape) => Object.keys(shape));

describe.each([
  ['base', renderBase],
  ['production overlay', renderProduction],
])('infra/k8s %s, rendered offline', (_name, render) => {
  const objects = render();

  it('is valid against the Kubernetes and KEDA schemas, object by object', async () => {
    expect(objects.length).toBeGreaterThan(30);
    for (const object of objects) await expect(validate(object), `${object.kind} ${object.metadata.name}`).resolves.toBeUndefined();
  });

  it('runs the gateway and every subgraph with requests, probes, a disruption budget and a CPU autoscaler', () => {
    for (const name of ['gateway', ...SERVICES.map((s) => s.name)]) {
      const [container] = podSpec(named(objects, 'Deployment', name)).containers as (PodSpec['containers'][number] & {
        resources: { requests: Record<string, string> };
      })[];
      expect(container!.resources.requests, name).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
      expect(named(objects, 'PodDisruptionBudget', name), name).toBeDefined();
      const hpa = named(objects, 'HorizontalPodAutoscaler', name).spec as { metrics: { resource: { name: string } }[] };
      expect(hpa.metrics.map((m) => m.resource.name)).toEqual(['cpu']);
    }
  });

  it('probes paths the processes serve, on the port they serve them on', () => {
    for (const deployment of byKind(objects, 'Deployment')) {
      const [container] = podSpec(deployment).containers;
      const env = containerEnv(objects, container!);
      expect(Number(env.get('OPS_PORT')), deployment.metadata.name).toBe(OPS_PORT);
      expect(container!.ports).toContainEqual({ name: 'ops', containerPort: OPS_PORT });
      for (const probe of [container!.livenessProbe, container!.readinessProbe, container!.startupProbe]) {
        expect(Object.values(OPS_PATHS)).toContain(probe!.httpGet!.path);
        expect(probe!.httpGet!.port).toBe('ops');
      }
      expect(container!.readinessProbe!.httpGet!.path).toBe(OPS_PATHS.ready);
    }
  });

  it('sets every variable each process reads from a ConfigMap or a Secret', () => {
    const reads: Record<string, string[]> = {
      gateway: [...keysOf(gatewayEnvShape), ...SERVICES.map((s) => `${s.name.toUpperCase()}_SUBGRAPH_URL`)],
      ...Object.fromEntries(SERVICES.map((s) => [s.name, keysOf(subgraphEnvShape, s.name === 'ai' ? aiEnvShape : {})])),
      ...Object.fromEntries(WORKER_POOLS.map((p) => [p.name, keysOf(workerEnvShape, opsEnv, p.needsAi ? aiEnvShape : {}, { JUBA_PRODUCTION: {} as never })])),
    };
    for (const [process, variables] of Object.entries(reads)) {
      const env = containerEnv(objects, podSpec(named(objects, 'Deployment', process)).containers[0]!);
      const missing = variables.filter((v) => !env.has(v) && !(v in LEFT_TO_DEFAULT));
      expect(missing, process).toEqual([]);
    }
    const gateway = containerEnv(objects, podSpec(named(objects, 'Deployment', 'gateway')).containers[0]!);
    for (const s of SERVICES) {
      const service = named(objects, 'Service', s.name).spec as { ports: { port: number }[] };
      expect(gateway.get(`${s.name.toUpperCase()}_SUBGRAPH_URL`)).toBe(`http://${s.name}:${service.ports[0]!.port}/graphql`);
    }
    const migrate = containerEnv(objects, podSpec(named(objects, 'Job', 'migrate')).containers[0]!);
    expect(migrate.has('DATABASE_URL')).toBe(true);
  });

  it('scales one worker Deployment per pool with KEDA on the BullMQ lists of exactly the queues it runs, covering every queue the workers handle', () => {
    const prefix = (named(objects, 'ConfigMap', 'juba-config').data as Record<string, string>).JOB_QUEUE_PREFIX!;
    const served: string[] = [];
    for (const pool of WORKER_POOLS) {
      const env = containerEnv(objects, podSpec(named(objects, 'Deployment', pool.name)).containers[0]!);
      const queues = env.get('WORKER_QUEUES')!.split(',');
      served.push(...queues);
      const scaled = named(objects, 'ScaledObject', pool.name).spec as {
        scaleTargetRef: { name: string };
        minReplicaCount: number;
        triggers: { type: string; metadata: { listName: string } }[];
      };
      expect(scaled.scaleTargetRef.name).toBe(pool.name);
      expect(scaled.triggers.every((t) => t.type === 'redis')).toBe(true);
      expect(scaled.triggers.map((t) => t.metadata.listName).sort()).toEqual(
        queues.flatMap((q) => [bullList(prefix, q, 'wait'), bullList(prefix, q, 'active')]).sort(),
      );
      expect(scaled.minReplicaCount).toBe(pool.minReplicas);
    }
    expect(served.sort()).toEqual([...HANDLED_QUEUES].sort());
    for (const queue of served) expect(Object.values(QUEUES)).toContain(queue);
  });

  it('lets only the gateway reach the subgraphs, and only the monitoring namespace the ops ports', () => {
    const policies = byKind(objects, 'NetworkPolicy');
    expect(named(objects, 'NetworkPolicy', 'default-deny-ingress').spec).toEqual({ podSelector: {}, policyTypes: ['Ingress'] });
    for (const s of SERVICES) {
      const covering = policies.filter(
        (p) => (p.spec as { podSelector: { matchLabels?: Record<string, string> } }).podSelector.matchLabels?.['app.kubernetes.io/name'] === s.name,
      );
      const rules = covering.flatMap((p) => (p.spec as { ingress: { from: unknown[]; ports: { port: number }[] }[] }).ingress);
      for (const rule of rules) {
        const port = rule.ports[0]!.port;
        expect(rule.from).toEqual(
          port === s.port
            ? [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } } }]
            : [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }],
        );
      }
      expect(rules.map((r) => r.ports[0]!.port).sort()).toEqual([s.port, OPS_PORT].sort());
    }
  });

  it('reaches PostgreSQL, Redis and Keycloak as external services', () => {
    for (const name of ['postgres', 'redis', 'keycloak']) expect((named(objects, 'Service', name).spec as { type: string }).type).toBe('ExternalName');
  });
});

describe('infra/k8s', () => {
  it('commits the base generate.ts writes (run `tsx infra/k8s/generate.ts` after adding a subgraph, a queue or a setting)', () => {
    const committed = Object.fromEntries(readdirSync(join(K8S_DIR, 'base')).map((f) => [f, readFileSync(join(K8S_DIR, 'base', f), 'utf8')]));
    expect(committed).toEqual(baseYaml());
  });

  it('runs the queues of each compose worker service in one pool, so both deployments split the work alike', () => {
    const compose = loadCompose({
      POSTGRES_PASSWORD: 'a',
      REDIS_PASSWORD: 'b',
      INTERNAL_SECRET: 'c'.repeat(32),
      KEYCLOAK_DB_PASSWORD: 'd',
      KEYCLOAK_ADMIN_PASSWORD: 'e',
    });
    const speech = compose.services['workers-speech']!.environment as Record<string, string>;
    expect(WORKER_POOLS.find((p) => p.name === 'workers-speech')!.queues.join(',')).toBe(speech.WORKER_QUEUES);
  });

  it('puts the images of the production registry on every container of the overlay', () => {
    const images = renderProduction().flatMap((o) => (o.kind === 'Deployment' || o.kind === 'Job' ? podSpec(o).containers.map((c) => c.image) : []));
    expect(new Set(images)).toEqual(new Set(['registry.juba.example/juba-app:1.0.0', 'registry.juba.example/juba-speech:1.0.0']));
    expect(renderProduction().every((o) => o.metadata.namespace === 'juba')).toBe(true);
    // The overlay's patches land: merged into the named container, the rest of the base kept.
    const gateway = podSpec(named(renderProduction(), 'Deployment', 'gateway')).containers[0] as unknown as { resources: unknown; readinessProbe: unknown };
    expect(gateway.resources).toEqual({ requests: { cpu: '1', memory: '384Mi' }, limits: { memory: '768Mi' } });
    expect(gateway.readinessProbe).toEqual(podSpec(named(renderBase(), 'Deployment', 'gateway')).containers[0]!.readinessProbe);
    expect(named(renderProduction(), 'HorizontalPodAutoscaler', 'gateway').spec).toMatchObject({
      minReplicas: 3,
      maxReplicas: 12,
      metrics: [expect.anything()],
    });
  });
});
