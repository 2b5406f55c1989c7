import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { Kind, parse, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FEATURES, FEATURE_NAMES, SHARED_PARTS, type Feature } from '@juba/contracts/features';
import { JOBS } from '../../workers/src/registry.ts';

const repo = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, repo), 'utf8');
const foldersIn = (path: string) =>
  readdirSync(new URL(path, repo), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const SERVICES = foldersIn('services/');
const KNOWN_NAMES = new Set([...FEATURE_NAMES, ...SHARED_PARTS.map((p) => p.name)]);

/** The root fields (Query, Mutation, Subscription, extended or not) a schema declares. */
function rootFields(schema: DocumentNode): string[] {
  return schema.definitions.flatMap((d) =>
    (d.kind === Kind.OBJECT_TYPE_DEFINITION || d.kind === Kind.OBJECT_TYPE_EXTENSION) && ['Query', 'Mutation', 'Subscription'].includes(d.name.value)
      ? (d.fields ?? []).map((f) => f.name.value)
      : [],
  );
}

const pascalCase = (name: string) => name.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());

/** Who claims a GraphQL root field: the features and shared parts that list it. */
const claimsOf = (field: string) => [...FEATURES, ...SHARED_PARTS].filter((f) => f.graphql?.includes(field)).map((f) => f.name);

/** The non-test source files under a folder, recursively. */
function sourcesUnder(path: string): string[] {
  return readdirSync(new URL(path, repo), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => read(`${path}/${file}`));
}

describe('the glossary of feature names (@juba/contracts/features)', () => {
  it('names each feature once', () => {
    expect(FEATURE_NAMES.filter((name, i) => FEATURE_NAMES.indexOf(name) !== i)).toEqual([]);
    expect(SHARED_PARTS.filter((p) => FEATURE_NAMES.includes(p.name)).map((p) => p.name)).toEqual([]);
  });

  it.each(foldersIn('frontend/src/features/'))('frontend/src/features/%s is a feature', (folder) => {
    expect(FEATURE_NAMES, `frontend/src/features/${folder} is in no FEATURES entry`).toContain(folder);
  });

  it.each(
    SERVICES.flatMap((service) =>
      existsSync(new URL(`services/${service}/src/`, repo)) ? foldersIn(`services/${service}/src/`).map((f) => `services/${service}/src/${f}`) : [],
    ),
  )('%s is a feature or a shared part', (path) => {
    expect([...KNOWN_NAMES], `${path} is in neither FEATURES nor SHARED_PARTS`).toContain(path.split('/')[3]);
  });

  it.each([...new Set(readdirSync(new URL('gateway/src/rest/features/', repo)).map((file) => file.replace(/\.(ts|graphql)$/, '')))])(
    'gateway/src/rest/features/%s holds the REST rows of a feature',
    (name) => {
      expect(FEATURE_NAMES, `gateway/src/rest/features/${name} is in no FEATURES entry`).toContain(name);
    },
  );

  it("serves each feature's route from its own folder by a screen named after it, and every route of the glossary", () => {
    const source = read('frontend/src/AppRoutes.tsx');
    const folderOf = new Map([...source.matchAll(/const (\w+) = lazyNamed\(\(\) => import\('\.\/features\/([^/]+)\//g)].map((m) => [m[1]!, m[2]!]));
    const served = [...source.matchAll(/path(?:: |=)["']\/?([a-z-]+)["'][\s\S]*?<(\w+Page)\b/g)].map((m) => ({
      route: `/${m[1]}`,
      folder: folderOf.get(m[2]!),
      page: m[2],
    }));
    expect(served.length).toBeGreaterThan(15);
    for (const { route, folder, page } of served) {
      const feature = FEATURES.find((f) => f.route === route)?.name;
      expect(feature, `${route} is served by features/${folder}`).toBe(folder);
      expect(page, `${route}'s screen is named after its feature`).toBe(`${pascalCase(feature!)}Page`);
    }
    const routes = FEATURES.flatMap((f) => (f.route && f.route !== '/' ? [f.route] : []));
    expect(routes.filter((route) => !served.some((s) => s.route === route))).toEqual([]);
  });

  const apiFields = rootFields(parse(read('gateway/api-schema.graphql')));

  it.each(apiFields)('GraphQL root field %s belongs to one feature', (field) => {
    expect(claimsOf(field), `${field} is listed by no FEATURES (nor SHARED_PARTS) entry, or by several`).toHaveLength(1);
  });

  it('lists only GraphQL root fields that exist', () => {
    expect([...FEATURES, ...SHARED_PARTS].flatMap((f) => (f.graphql ?? []).filter((field) => !apiFields.includes(field)))).toEqual([]);
  });

  const subgraphFields = SERVICES.filter((s) => existsSync(new URL(`services/${s}/schema.graphql`, repo))).flatMap((service) =>
    rootFields(parse(read(`services/${service}/schema.graphql`))).map((field) => [field, service] as const),
  );

  it.each(subgraphFields)("%s is resolved in its feature's folder of the %s service", (field, service) => {
    const [feature] = claimsOf(field);
    const folder = `services/${service}/src/${feature}`;
    expect(existsSync(new URL(folder, repo)), `${field} belongs to ${feature}, and ${folder} does not exist`).toBe(true);
    const resolves = new RegExp(`\\b${field}\\s*[:(]`);
    expect(
      sourcesUnder(folder).some((source) => resolves.test(source)),
      `${field} is not resolved under ${folder}`,
    ).toBe(true);
  });

  it.each(JOBS.flatMap((job) => job.names.map((name) => [name, job.queue] as const)))('job %s (queue %s) belongs to one feature', (name) => {
    const owners = FEATURES.filter((f: Feature) => f.jobs?.includes(name)).map((f) => f.name);
    expect(owners, `job ${name} is listed by no FEATURES entry, or by several`).toHaveLength(1);
  });

  it('lists only jobs the workers run', () => {
    const names = JOBS.flatMap((job) => job.names);
    expect(FEATURES.flatMap((f) => (f.jobs ?? []).filter((name) => !names.includes(name)))).toEqual([]);
  });
});
