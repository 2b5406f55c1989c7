#!/usr/bin/env node
// Prints the SQL that takes one Prisma schema to another, offline, with Prisma's own differ:
//   node infra/prisma-migrate/prisma-sql.mjs <to-schema.prisma> [from-schema.prisma]
// Without a from-schema it prints the SQL that creates the whole schema from nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [toSchema, fromSchema] = process.argv.slice(2);
if (!toSchema) {
  console.error('usage: prisma-sql.mjs <to-schema.prisma> [from-schema.prisma]');
  process.exit(64);
}

const tmp = mkdtempSync(join(tmpdir(), 'juba-prisma-'));
// Prisma 6 wants a url in the datasource block and Prisma 7 forbids it: diff temporary copies.
function prisma6Copy(path, name) {
  const copy = join(tmp, name);
  writeFileSync(copy, readFileSync(path, 'utf8').replace(/datasource db \{/, 'datasource db {\n  url = env("DATABASE_URL")'));
  return copy;
}
const to = prisma6Copy(toSchema, 'to.prisma');
const from = fromSchema ? ['--from-schema-datamodel', prisma6Copy(fromSchema, 'from.prisma')] : ['--from-empty'];

const result = spawnSync(
  process.execPath,
  [join(here, 'node_modules/prisma/build/index.js'), 'migrate', 'diff', ...from, '--to-schema-datamodel', to, '--script'],
  {
    cwd: here,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
      JUBA_PRISMA_SCHEMA: to,
      // Any existing path stops the CLI from downloading native engines it does not use here.
      PRISMA_SCHEMA_ENGINE_BINARY: process.execPath,
      PRISMA_QUERY_ENGINE_LIBRARY: process.execPath,
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
    },
  },
);
if (result.status !== 0) {
  process.stderr.write(result.stderr + result.stdout);
  process.exit(1);
}
process.stdout.write(result.stdout.replace(/^Loaded Prisma config.*\n\n?/m, ''));
