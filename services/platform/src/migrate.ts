import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { messageOf } from './errors.ts';

/**
 * Applies a service's committed SQL migrations (prisma/migrations/<name>/migration.sql)
 * to its own PostgreSQL schema. Prisma's migrate engine is a native binary that
 * cannot be downloaded on offline machines, so the runner is plain SQL over `pg`:
 * each migration runs once, in a transaction, under an advisory lock so two
 * starting processes never apply the same file twice.
 */
export async function migrateSchema(opts: { databaseUrl: string; dbSchema: string; migrationsDir: string }) {
  const client = new pg.Client({ connectionString: opts.databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`juba-migrate:${opts.dbSchema}`]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${opts.dbSchema}"`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS "${opts.dbSchema}"."_juba_migrations" (name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = new Map(
      (await client.query<{ name: string; checksum: string }>(`SELECT name, checksum FROM "${opts.dbSchema}"."_juba_migrations"`)).rows.map((r) => [
        r.name,
        r.checksum,
      ]),
    );
    for (const name of listMigrations(opts.migrationsDir)) {
      const sql = readFileSync(join(opts.migrationsDir, name, 'migration.sql'), 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      const previous = done.get(name);
      if (previous !== undefined) {
        if (previous !== checksum) throw new Error(`Migration ${opts.dbSchema}/${name} was edited after it was applied; add a new migration instead.`);
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(`SET LOCAL search_path TO "${opts.dbSchema}"`);
        await client.query(sql);
        await client.query(`INSERT INTO "${opts.dbSchema}"."_juba_migrations"(name, checksum) VALUES ($1, $2)`, [name, checksum]);
        await client.query('COMMIT');
        applied.push(name);
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${opts.dbSchema}/${name} failed: ${messageOf(err)}`);
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`juba-migrate:${opts.dbSchema}`]).catch(() => {});
    await client.end();
  }
  return applied;
}

function listMigrations(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort();
}

/** Creates the database named in the URL when it does not exist yet (local setups). */
export async function ensureDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const dbName = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${dbName.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}
