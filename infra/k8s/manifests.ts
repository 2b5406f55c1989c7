/**
 * The kustomize base of infra/k8s, built from the code so it cannot drift
 * from it: the subgraphs from SERVICES, the worker pools' queues from the
 * workers' registry (JOBS) and QUEUES, the probes from OPS_PATHS. `tsx
 * infra/k8s/generate.ts` writes infra/k8s/base/*.yaml from here; k8s.test.ts
 * fails while the committed files differ (a new queue or subgraph lands in
 * the manifests by regenerating them).
 */
import { QUEUES, type QueueName } from '@juba/contracts/jobs';
import { OPS_PATHS } from '@juba/platform/observability/ops-server';
import { SERVICES, type ServiceName } from '@juba/platform/services';
import { JOBS } from '@juba/workers';

export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
} & Record<string, unknown>;

const APP_IMAGE = 'juba-app';
/** The Dockerfile's `speech` target: the app plus Debian's pocketsphinx. */
const SPEECH_IMAGE = 'juba-speech';
const GATEWAY_PORT = 4000;
/** Every process's ops port (metrics, /livez, /readyz) inside its pod. */
export const OPS_PORT = 9090;
/** Where Prometheus runs; only it may reach the ops ports. */
const MONITORING_NAMESPACE = 'monitoring';

const PART_OF = 'juba';
const labels = (name: string, component: string) => ({
  'app.kubernetes.io/name': name,
  'app.kubernetes.io/part-of': PART_OF,
  'app.kubernetes.io/component': component,
});
const selector = (name: string) => ({ 'app.kubernetes.io/name': name });
const meta = (name: string, component: string) => ({ name, labels: labels(name, component) });

/** Settings every Node process reads, none of them secret. */
const SHARED_CONFIG = 'juba-config';
const SECRETS = 'juba-secrets';
const GATEWAY_CONFIG = 'juba-gateway-config';
const SUBGRAPH_CONFIG = 'juba-subgraph-config';
const AI_CONFIG = 'juba-ai-config';
/** The privacy notice's operator and contact (services/identity/src/privacy/): the identity subgraph refuses to start on the placeholder. */
const PRIVACY_CONFIG = 'juba-privacy-config';
const KEDA_REDIS_AUTH = 'juba-keda-redis';

/** Hosts outside the cluster (managed services in production), reached through ExternalName services of these names. */
const EXTERNAL = {
  postgres: { name: 'postgres', host: 'postgres.juba.example', port: 5432 },
  redis: { name: 'redis', host: 'redis.juba.example', port: 6379 },
  keycloak: { name: 'keycloak', host: 'keycloak.juba.example', port: 443 },
} as const;

/** Placeholders: JUBA_PRODUCTION=true refuses to start on them, so a deployment that forgot to set a secret stops at once, naming it. */
const PLACEHOLDER = 'REPLACE-ME';

export interface WorkerPoolSpec {
  name: string;
  image: string;
  queues: QueueName[];
  concurrency: number;
  /** A running job gets this long after SIGTERM before it goes back to the queue. */
  shutdownTimeoutMs: number;
  /** 0 where a cold start is acceptable to whoever waits for the job. */
  minReplicas: number;
  maxReplicas: number;
  /** Waiting jobs per replica KEDA aims at. */
  jobsPerReplica: number;
  needsAi: boolean;
  resources: { cpu: string; memory: string; memoryLimit: string };
  why: string;
}

/** The queues the workers run: those of the registry (JOBS), each once. */
export const HANDLED_QUEUES = [...new Set(JOBS.map((job) => job.queue))];

const speechQueues: QueueName[] = [QUEUES.phoneticAnalysis];
const activityQueues: QueueName[] = [QUEUES.learnerActivity];

/**
 * One Deployment per pool, scaled by KEDA on its queues' wait lists. The
 * generation pool runs every other queue of the registry, so a new job type
 * (plan generation) lands there unless given a pool of its own.
 */
export const WORKER_POOLS: WorkerPoolSpec[] = [
  {
    name: 'workers-speech',
    image: SPEECH_IMAGE,
    queues: speechQueues,
    concurrency: 1,
    shutdownTimeoutMs: 30_000,
    minReplicas: 1,
    maxReplicas: 10,
    jobsPerReplica: 2,
    needsAi: false,
    resources: { cpu: '1', memory: '512Mi', memoryLimit: '1Gi' },
    why: 'Not to zero: a learner waits seconds for an analysis (REST waits for it), and a cold pod loads the pocketsphinx model before its first one.',
  },
  {
    name: 'workers-generation',
    image: APP_IMAGE,
    queues: HANDLED_QUEUES.filter((queue) => !speechQueues.includes(queue) && !activityQueues.includes(queue)),
    concurrency: 2,
    shutdownTimeoutMs: 90_000,
    minReplicas: 0,
    maxReplicas: 6,
    jobsPerReplica: 4,
    needsAi: true,
    resources: { cpu: '250m', memory: '256Mi', memoryLimit: '512Mi' },
    why: 'To zero: a generation takes seconds to minutes and the learner follows its progress, so a pod start is lost in it; jobs wait safely in Redis meanwhile.',
  },
  {
    name: 'workers-activity',
    image: APP_IMAGE,
    queues: activityQueues,
    concurrency: 4,
    shutdownTimeoutMs: 10_000,
    minReplicas: 1,
    maxReplicas: 4,
    jobsPerReplica: 50,
    needsAi: false,
    resources: { cpu: '100m', memory: '192Mi', memoryLimit: '384Mi' },
    why: 'Not to zero: every practice reports here and the progress screens read the result right after; the queue is busy whenever learners are.',
  },
];

/** Where the gateway, and the workers that export a learner's data, reach each service. */
function subgraphUrlsInCluster(): Record<string, string> {
  return Object.fromEntries(SERVICES.map((s) => [`${s.name.toUpperCase()}_SUBGRAPH_URL`, subgraphUrlInCluster(s.name)]));
}

function secretRef(key: string) {
  return { name: key, valueFrom: { secretKeyRef: { name: SECRETS, key } } };
}

const securityContext = { runAsNonRoot: true, runAsUser: 1000, allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } };

function probes() {
  return {
    livenessProbe: { httpGet: { path: OPS_PATHS.live, port: 'ops' }, periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 3 },
    readinessProbe: { httpGet: { path: OPS_PATHS.ready, port: 'ops' }, periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 2 },
    startupProbe: { httpGet: { path: OPS_PATHS.live, port: 'ops' }, periodSeconds: 2, failureThreshold: 60 },
  };
}

function deployment(opts: {
  name: string;
  component: string;
  image: string;
  command: string[];
  replicas?: number;
  ports: { name: string; containerPort: number }[];
  configMaps: string[];
  secrets: string[];
  resources: { cpu: string; memory: string; memoryLimit: string };
  terminationGracePeriodSeconds: number;
}): K8sObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: meta(opts.name, opts.component),
    spec: {
      ...(opts.replicas === undefined ? {} : { replicas: opts.replicas }),
      selector: { matchLabels: selector(opts.name) },
      template: {
        metadata: {
          labels: labels(opts.name, opts.component),
          annotations: { 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(OPS_PORT), 'prometheus.io/path': OPS_PATHS.metrics },
        },
        spec: {
          terminationGracePeriodSeconds: opts.terminationGracePeriodSeconds,
          containers: [
            {
              name: opts.name,
              image: opts.image,
              command: opts.command,
              ports: [...opts.ports, { name: 'ops', containerPort: OPS_PORT }],
              envFrom: opts.configMaps.map((name) => ({ configMapRef: { name } })),
              env: opts.secrets.map(secretRef),
              resources: { requests: { cpu: opts.resources.cpu, memory: opts.resources.memory }, limits: { memory: opts.resources.memoryLimit } },
              ...probes(),
              securityContext,
              volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
            },
          ],
          volumes: [{ name: 'tmp', emptyDir: {} }],
        },
      },
    },
  };
}

function service(name: string, component: string, port: number): K8sObject {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: meta(name, component),
    spec: { selector: selector(name), ports: [{ name: 'http', port, targetPort: 'http' }] },
  };
}

function disruptionBudget(name: string, component: string): K8sObject {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: meta(name, component),
    spec: { minAvailable: 1, selector: { matchLabels: selector(name) } },
  };
}

function cpuAutoscaler(name: string, component: string, min: number, max: number): K8sObject {
  return {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: meta(name, component),
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
      minReplicas: min,
      maxReplicas: max,
      metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
    },
  };
}

const node = (entry: string) => ['node', '--import', 'tsx', entry];

const subgraphHost = (name: ServiceName) => `${name}`;
const subgraphUrlInCluster = (name: ServiceName) => `http://${subgraphHost(name)}:${SERVICES.find((s) => s.name === name)!.port}/graphql`;

function configObjects(): K8sObject[] {
  const configMap = (name: string, data: Record<string, string>): K8sObject => ({ apiVersion: 'v1', kind: 'ConfigMap', metadata: meta(name, 'config'), data });
  return [
    configMap(SHARED_CONFIG, { JUBA_PRODUCTION: 'true', JOB_QUEUE_PREFIX: 'bull', OPS_HOST: '0.0.0.0', OPS_PORT: String(OPS_PORT), LOG_LEVEL: 'info' }),
    configMap(GATEWAY_CONFIG, {
      PORT: String(GATEWAY_PORT),
      HOST: '0.0.0.0',
      PUBLIC_ORIGIN: 'https://juba.example',
      OIDC_KIND: 'keycloak',
      OIDC_ISSUER: `https://${EXTERNAL.keycloak.host}/realms/juba`,
      OIDC_JWKS_URI: `https://${EXTERNAL.keycloak.host}/realms/juba/protocol/openid-connect/certs`,
      OIDC_AUDIENCE: 'urn:juba:api',
      OIDC_CLIENT_ID: 'juba-spa',
      KEYCLOAK_URL: `https://${EXTERNAL.keycloak.host}`,
      KEYCLOAK_REALM: 'juba',
      REST_JOB_TIMEOUT_MS: '60000',
      SUBGRAPH_TIMEOUT_MS: '5000',
      SUBGRAPH_SLOW_TIMEOUT_MS: '65000',
      SUBGRAPH_BREAKER_FAILURES: '3',
      SUBGRAPH_BREAKER_OPEN_MS: '2000',
      ...subgraphUrlsInCluster(),
    }),
    configMap(SUBGRAPH_CONFIG, { SUBGRAPH_HOST: '0.0.0.0' }),
    configMap(PRIVACY_CONFIG, { PRIVACY_OPERATOR: PLACEHOLDER, PRIVACY_CONTACT_EMAIL: PLACEHOLDER }),
    // Unset (empty) AI_BASE_URL: the offline provider; set it (and AI_API_KEY) to use a model.
    configMap(AI_CONFIG, { AI_BASE_URL: '', AI_MODEL: 'gpt-4o-mini', AI_TEMPERATURE: '0.7', AI_MAX_TOKENS: '4096', AI_TIMEOUT_MS: '30000' }),
    ...WORKER_POOLS.map((pool) =>
      configMap(`${pool.name}-config`, {
        WORKER_QUEUES: pool.queues.join(','),
        WORKER_CONCURRENCY: String(pool.concurrency),
        WORKER_SHUTDOWN_TIMEOUT_MS: String(pool.shutdownTimeoutMs),
        WORKER_LOCK_DURATION_MS: '15000',
        WORKER_STALLED_INTERVAL_MS: '5000',
        WORKER_MAX_STALLED_COUNT: '1',
        ...(pool.queues.includes(QUEUES.dataExport) ? subgraphUrlsInCluster() : {}),
        ...(pool.queues.includes(QUEUES.accountErased) ? { KEYCLOAK_URL: `https://${EXTERNAL.keycloak.host}`, KEYCLOAK_REALM: 'juba' } : {}),
      }),
    ),
    {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: meta(SECRETS, 'config'),
      type: 'Opaque',
      stringData: {
        DATABASE_URL: `postgresql://juba:${PLACEHOLDER}@${EXTERNAL.postgres.name}:${EXTERNAL.postgres.port}/juba`,
        REDIS_URL: `redis://:${PLACEHOLDER}@${EXTERNAL.redis.name}:${EXTERNAL.redis.port}/0`,
        INTERNAL_SECRET: PLACEHOLDER,
        KEYCLOAK_ERASURE_CLIENT_SECRET: PLACEHOLDER,
        AI_API_KEY: '',
        // KEDA's Redis scaler takes an address and a password, not a URL: the same Redis as REDIS_URL.
        REDIS_ADDRESS: `${EXTERNAL.redis.name}:${EXTERNAL.redis.port}`,
        REDIS_PASSWORD: PLACEHOLDER,
      },
    },
  ];
}

function gatewayObjects(): K8sObject[] {
  return [
    deployment({
      name: 'gateway',
      component: 'gateway',
      image: APP_IMAGE,
      command: node('gateway/src/main.ts'),
      ports: [{ name: 'http', containerPort: GATEWAY_PORT }],
      configMaps: [SHARED_CONFIG, GATEWAY_CONFIG],
      secrets: ['REDIS_URL', 'INTERNAL_SECRET'],
      resources: { cpu: '500m', memory: '256Mi', memoryLimit: '512Mi' },
      // Open subscriptions and requests get this long to finish.
      terminationGracePeriodSeconds: 30,
    }),
    service('gateway', 'gateway', GATEWAY_PORT),
    disruptionBudget('gateway', 'gateway'),
    cpuAutoscaler('gateway', 'gateway', 2, 8),
  ];
}

function subgraphObjects(): K8sObject[] {
  return SERVICES.flatMap((s) => [
    deployment({
      name: s.name,
      component: 'subgraph',
      image: APP_IMAGE,
      command: node(`services/${s.name}/src/main.ts`),
      ports: [{ name: 'http', containerPort: s.port }],
      configMaps: [SHARED_CONFIG, SUBGRAPH_CONFIG, ...(s.name === 'ai' ? [AI_CONFIG] : []), ...(s.name === 'identity' ? [PRIVACY_CONFIG] : [])],
      secrets: ['DATABASE_URL', 'REDIS_URL', 'INTERNAL_SECRET', ...(s.name === 'ai' ? ['AI_API_KEY'] : [])],
      resources: { cpu: '200m', memory: '256Mi', memoryLimit: '512Mi' },
      terminationGracePeriodSeconds: 30,
    }),
    service(s.name, 'subgraph', s.port),
    disruptionBudget(s.name, 'subgraph'),
    cpuAutoscaler(s.name, 'subgraph', 2, 6),
  ]);
}

/** BullMQ's list of a queue's waiting jobs (and of its running ones) under the configured prefix. */
export const bullList = (prefix: string, queue: string, list: 'wait' | 'active') => `${prefix}:${queue}:${list}`;

function workerObjects(prefix: string): K8sObject[] {
  return [
    {
      apiVersion: 'keda.sh/v1alpha1',
      kind: 'TriggerAuthentication',
      metadata: meta(KEDA_REDIS_AUTH, 'workers'),
      spec: {
        secretTargetRef: [
          { parameter: 'address', name: SECRETS, key: 'REDIS_ADDRESS' },
          { parameter: 'password', name: SECRETS, key: 'REDIS_PASSWORD' },
        ],
      },
    },
    ...WORKER_POOLS.flatMap((pool): K8sObject[] => [
      deployment({
        name: pool.name,
        component: 'workers',
        image: pool.image,
        command: node('workers/src/main.ts'),
        replicas: pool.minReplicas,
        ports: [],
        configMaps: [SHARED_CONFIG, `${pool.name}-config`, ...(pool.needsAi ? [AI_CONFIG] : [])],
        // INTERNAL_SECRET: the data export asks each service for its part as the learner (@juba/identity/jobs).
        secrets: [
          'DATABASE_URL',
          'REDIS_URL',
          'INTERNAL_SECRET',
          ...(pool.needsAi ? ['AI_API_KEY'] : []),
          ...(pool.queues.includes(QUEUES.accountErased) ? ['KEYCLOAK_ERASURE_CLIENT_SECRET'] : []),
        ],
        resources: pool.resources,
        // The shutdown timeout, then the hand-back of aborted jobs (workers/src/process.ts).
        terminationGracePeriodSeconds: pool.shutdownTimeoutMs / 1000 + 15,
      }),
      {
        apiVersion: 'keda.sh/v1alpha1',
        kind: 'ScaledObject',
        metadata: { ...meta(pool.name, 'workers'), annotations: { 'juba.example/scale-to-zero': pool.why } },
        spec: {
          scaleTargetRef: { name: pool.name },
          minReplicaCount: pool.minReplicas,
          maxReplicaCount: pool.maxReplicas,
          pollingInterval: 10,
          // Long enough that a burst's last jobs finish before their pods go.
          cooldownPeriod: 300,
          // Waiting jobs scale out; running ones (the active list) keep their pods, so a busy pool is not scaled in mid-job.
          triggers: pool.queues.flatMap((queue) =>
            (['wait', 'active'] as const).map((list) => ({
              type: 'redis',
              name: `${queue}-${list}`,
              authenticationRef: { name: KEDA_REDIS_AUTH },
              metadata: {
                listName: bullList(prefix, queue, list),
                listLength: String(list === 'wait' ? pool.jobsPerReplica : pool.concurrency),
                activationListLength: '0',
                databaseIndex: '0',
              },
            })),
          ),
        },
      },
    ]),
  ];
}

function migrationObjects(): K8sObject[] {
  return [
    {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: {
        ...meta('migrate', 'migrate'),
        annotations: { 'juba.example/run': 'before each rollout of a new image: apply, wait for completion, then roll out the Deployments' },
      },
      spec: {
        backoffLimit: 3,
        ttlSecondsAfterFinished: 86_400,
        template: {
          metadata: { labels: labels('migrate', 'migrate') },
          spec: {
            restartPolicy: 'Never',
            containers: [
              {
                name: 'migrate',
                image: APP_IMAGE,
                command: node('infra/scripts/migrate.ts'),
                envFrom: [{ configMapRef: { name: SHARED_CONFIG } }],
                env: [secretRef('DATABASE_URL')],
                resources: { requests: { cpu: '100m', memory: '128Mi' }, limits: { memory: '256Mi' } },
                securityContext,
                volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
              },
            ],
            volumes: [{ name: 'tmp', emptyDir: {} }],
          },
        },
      },
    },
  ];
}

function externalObjects(): K8sObject[] {
  return Object.values(EXTERNAL).map((e) => ({
    apiVersion: 'v1',
    kind: 'Service',
    metadata: meta(e.name, 'external'),
    spec: { type: 'ExternalName', externalName: e.host, ports: [{ name: 'tcp', port: e.port }] },
  }));
}

function networkPolicies(): K8sObject[] {
  const policy = (name: string, spec: Record<string, unknown>): K8sObject => ({
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: meta(name, 'network'),
    spec,
  });
  const fromMonitoring = {
    from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': MONITORING_NAMESPACE } } }],
    ports: [{ port: OPS_PORT, protocol: 'TCP' }],
  };
  return [
    // Nothing reaches a pod unless a policy below lets it.
    policy('default-deny-ingress', { podSelector: {}, policyTypes: ['Ingress'] }),
    policy('gateway-ingress', {
      podSelector: { matchLabels: selector('gateway') },
      policyTypes: ['Ingress'],
      ingress: [{ ports: [{ port: GATEWAY_PORT, protocol: 'TCP' }] }, fromMonitoring],
    }),
    ...SERVICES.map((s) =>
      policy(`${s.name}-from-gateway`, {
        podSelector: { matchLabels: selector(s.name) },
        policyTypes: ['Ingress'],
        ingress: [{ from: [{ podSelector: { matchLabels: selector('gateway') } }], ports: [{ port: s.port, protocol: 'TCP' }] }, fromMonitoring],
      }),
    ),
    policy('workers-metrics', {
      podSelector: { matchLabels: { 'app.kubernetes.io/component': 'workers' } },
      policyTypes: ['Ingress'],
      ingress: [fromMonitoring],
    }),
  ];
}

/** The base, file by file. */
export function baseFiles(prefix = 'bull'): Record<string, K8sObject[]> {
  return {
    'config.yaml': configObjects(),
    'external-services.yaml': externalObjects(),
    'gateway.yaml': gatewayObjects(),
    'subgraphs.yaml': subgraphObjects(),
    'workers.yaml': workerObjects(prefix),
    'migrate.yaml': migrationObjects(),
    'network-policies.yaml': networkPolicies(),
  };
}
