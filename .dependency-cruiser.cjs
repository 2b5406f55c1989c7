/**
 * The boundaries of Juba's layout (ARCHITECTURE.md, "Boundaries"), checked by
 * `make test` (npm run boundaries). Each rule says who may not import what, and
 * why; none has exceptions. Type-only imports count too: a type drags its
 * package's assumptions along.
 */
const SERVICES = '(identity|learner|content|diagnostics|ai)';
/** Test code: test files, and the helpers only tests use. */
const TEST_CODE = '(\\.test\\.tsx?$|\\.e2e\\.ts$|/testing/|/test-support/|^gateway/src/fuzz/|^infra/)';

module.exports = {
  forbidden: [
    {
      name: 'service-reaches-another-service',
      comment:
        'Each subgraph owns its tables and code; data from another service comes through the supergraph. Shared code lives in @juba/platform, @juba/contracts, @juba/ai-provider or @juba/speech.',
      severity: 'error',
      from: { path: `^services/${SERVICES}/` },
      to: { path: `^services/${SERVICES}/`, pathNot: '^services/$1/' },
    },
    {
      name: 'import-circle',
      comment: 'Modules that import each other, if only for types, are one module in two files: what both need goes into a third they both import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'library-reaches-a-service',
      comment: 'The libraries (platform, contracts, ai-provider, speech) serve the services; a service never serves them.',
      severity: 'error',
      from: { path: '^services/(platform|contracts|ai-provider|speech)/' },
      to: { path: `^services/${SERVICES}/` },
    },
    {
      name: 'workers-take-more-than-job-definitions',
      comment: 'The workers are a process that runs the jobs services define; they import each service only through its ./jobs entry (src/jobs.ts).',
      severity: 'error',
      from: { path: '^workers/src/', pathNot: TEST_CODE },
      to: { path: `^services/${SERVICES}/`, pathNot: `^services/${SERVICES}/src/jobs\\.ts$` },
    },
    {
      name: 'reaches-into-a-package',
      comment:
        'Code outside a service or library package imports it by name, through the entry points its package.json exports, never by a relative path into its src (which would bypass that list).',
      severity: 'error',
      from: { path: '^(services/([^/]+)/|frontend/|gateway/|workers/|infra/)' },
      to: { path: '^services/([^/]+)/', pathNot: '^services/$2/', dependencyTypes: ['local'], dependencyTypesNot: ['aliased'] },
    },
    {
      name: 'gateway-runs-service-code',
      comment: 'The gateway reaches the subgraphs over HTTP only (the supergraph); only its tests start them in-process.',
      severity: 'error',
      from: { path: '^gateway/src/', pathNot: TEST_CODE },
      to: { path: `^(services/${SERVICES}|workers)/` },
    },
    {
      name: 'feature-imports-another-feature',
      comment: 'A frontend feature stands alone; what two features share lives in frontend/src/lib/.',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'lib-imports-a-feature',
      comment: 'frontend/src/lib/ is what features share; it depends on none of them.',
      severity: 'error',
      from: { path: '^frontend/src/lib/' },
      to: { path: '^frontend/src/features/' },
    },
    {
      name: 'browser-code-takes-server-code',
      comment: 'Browser code may import only the browser-safe contracts package, never a service, the platform or the gateway, nor Node built-ins.',
      severity: 'error',
      from: { path: '^frontend/src/' },
      to: { path: '^(services/(?!contracts/)|gateway/|workers/)' },
    },
    {
      name: 'browser-code-takes-node-builtins',
      comment: 'Node built-ins do not exist in the browser.',
      severity: 'error',
      from: { path: '^frontend/src/', pathNot: TEST_CODE },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contracts-take-more-than-zod',
      comment: '@juba/contracts is bundled into the browser: it may import itself and zod, nothing else.',
      severity: 'error',
      from: { path: '^services/contracts/src/', pathNot: TEST_CODE },
      to: { pathNot: '^(services/contracts/|node_modules/zod/)' },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API yet; swc parses TypeScript (dependency-cruiser's parser option).
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|generated)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
