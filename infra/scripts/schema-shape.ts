import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * A schema's shape as sorted text lines: columns with type, nullability and
 * default; constraints; indexes. Two schemas with equal lines are the same.
 */
export async function describeSchema(databaseUrl: string, dbSchema: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const columns = await client.query(
      `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, datetime_precision
         FROM information_schema.columns WHERE table_schema = $1 AND table_name <> '_juba_migrations'`,
      [dbSchema],
    );
    const constraints = await client.query(
      `SELECT rel.relname AS table_name, con.conname, pg_get_constraintdef(con.oid) AS def
         FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid JOIN pg_namespace ns ON ns.oid = rel.relnamespace
        WHERE ns.nspname = $1 AND rel.relname <> '_juba_migrations'`,
      [dbSchema],
    );
    const indexes = await client.query(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename <> '_juba_migrations'`, [
      dbSchema,
    ]);
    const enums = await client.query(
      `SELECT t.typname, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) AS labels
         FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace ns ON ns.oid = t.typnamespace
        WHERE ns.nspname = $1 GROUP BY t.typname`,
      [dbSchema],
    );
    return [
      ...columns.rows.map(
        (c) =>
          `column ${c.table_name}.${c.column_name} ${c.data_type}/${c.udt_name}(${c.datetime_precision ?? ''}) null=${c.is_nullable} default=${c.column_default ?? ''}`,
      ),
      ...constraints.rows.map((c) => `constraint ${c.table_name}.${c.conname} ${c.def}`),
      ...indexes.rows.map((i) => `index ${i.tablename}.${i.indexname} ${i.indexdef}`),
      ...enums.rows.map((e) => `enum ${e.typname} ${e.labels}`),
    ].sort();
  } finally {
    await client.end();
  }
}

/** The SQL Prisma itself would write to create this Prisma schema from nothing. */
export async function prismaCreateSql(schemaPath: string): Promise<string> {
  const tool = new URL('../prisma-migrate/prisma-sql.mjs', import.meta.url).pathname;
  const { stdout } = await run(process.execPath, [tool, schemaPath], { env: process.env, maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}
