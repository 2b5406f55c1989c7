import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { buildSchema, parse, print, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES } from '@juba/contracts/features';
import type { RestCall, RestRoute } from './rest-route.ts';
import { REST_ROUTES } from './routes.ts';

const repo = new URL('../../../', import.meta.url);
const services = readdirSync(new URL('services/', repo), { withFileTypes: true }).filter((d) => d.isDirectory());

/** Where a feature's code lives: a frontend feature folder, or a feature folder of a service. */
function featureFolders(feature: string): string[] {
  return [`frontend/src/features/${feature}`, ...services.map((s) => `services/${s.name}/src/${feature}`)].filter((path) => existsSync(new URL(path, repo)));
}

/** Any value, any property of it, any call: what a row's run reads from the answers it gets. Not a thenable. */
const anything: any = new Proxy(() => {}, {
  get: (_target, key) => (key === 'then' ? undefined : key === Symbol.toPrimitive ? () => '' : anything),
});

/** Runs a row against a stand-in gateway and answers the GraphQL documents it sends. */
async function documentsOf(route: RestRoute): Promise<DocumentNode[]> {
  const sent: DocumentNode[] = [];
  const call: RestCall = {
    body: {},
    params: {},
    query: {},
    graphql: (async (document: DocumentNode) => {
      sent.push(document);
      return anything;
    }) as RestCall['graphql'],
    waitForJobEnd: async (_jobId, read) => (await read())!,
  };
  await route.run(call);
  return sent;
}

const schema = buildSchema(readFileSync(new URL('gateway/api-schema.graphql', repo), 'utf8'));

describe('REST rows and the code behind them', () => {
  it.each(REST_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s names a feature of the glossary, whose folder exists',
    (_row, route) => {
      expect(FEATURE_NAMES, `${route.feature} is in no FEATURES entry of @juba/contracts/features`).toContain(route.feature);
      expect(featureFolders(route.feature), `no frontend/src/features/${route.feature} nor services/*/src/${route.feature}`).not.toEqual([]);
    },
  );

  it.each(REST_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s runs operations valid against the API schema',
    async (_row, route) => {
      const documents = await documentsOf(route);
      expect(documents.length).toBeGreaterThan(0);
      for (const document of documents)
        expect(
          validate(schema, document).map((e) => e.message),
          print(document),
        ).toEqual([]);
    },
  );

  it('tells a renamed field: a document with a field the schema lacks does not validate', () => {
    expect(validate(schema, parse('query { myProgress { flowPoints } }'))).not.toEqual([]);
  });
});
