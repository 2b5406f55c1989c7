import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICES } from '@juba/platform/services';
import { ensureDatabase } from '@juba/platform/migrate';
import { describeSchema, prismaCreateSql } from './schema-shape.ts';

const schemaPath = (name: string) => fileURLToPath(new URL(`../../services/${name}/prisma/schema.prisma`, import.meta.url));
const withPrisma = SERVICES.filter((s) => existsSync(schemaPath(s.name)));

// The test database holds the committed migrations (global setup). A scratch
// database gets what Prisma itself generates from each schema; the two must match.
const migratedUrl = process.env.DATABASE_URL!;
const expectedUrl = (() => {
  const url = new URL(migratedUrl);
  url.pathname = `${url.pathname}_expected`;
  return url.toString();
})();

beforeAll(() => ensureDatabase(expectedUrl));

describe('committed migrations', () => {
  it.each(withPrisma)(
    'build exactly the $name Prisma schema',
    async ({ name, dbSchema }) => {
      const client = new pg.Client({ connectionString: expectedUrl });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${dbSchema}" CASCADE`);
        await client.query(await prismaCreateSql(schemaPath(name)));
      } finally {
        await client.end();
      }
      const expected = await describeSchema(expectedUrl, dbSchema);
      expect(expected.length).toBeGreaterThan(0);
      expect(await describeSchema(migratedUrl, dbSchema)).toEqual(expected);
    },
    120_000,
  );
});
