import pg from 'pg';
import { SERVICES } from '@juba/platform/services';

/**
 * Every table of every service schema: its row count, an md5 of its rows in
 * primary-key order, and each row's md5 (to count the rows that changed).
 */
export type TableSnapshot = Map<string, { rows: number; md5: string; rowHashes: string[] }>;

export async function snapshotTables(databaseUrl: string): Promise<TableSnapshot> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string; name: string; key: string | null }>(
      `SELECT t.table_schema AS schema, t.table_name AS name,
              (SELECT string_agg(format('t.%I', a.attname), ', ' ORDER BY array_position(i.indkey::int2[], a.attnum))
                 FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
                WHERE i.indrelid = format('%I.%I', t.table_schema, t.table_name)::regclass AND i.indisprimary) AS key
         FROM information_schema.tables t
        WHERE t.table_schema = ANY ($1) AND t.table_type = 'BASE TABLE'
        ORDER BY 1, 2`,
      [SERVICES.map((s) => s.dbSchema)],
    );
    const snapshot: TableSnapshot = new Map();
    for (const { schema, name, key } of tables) {
      const order = key ?? 't::text';
      const { rows } = await client.query<{ rows: number; md5: string; rowHashes: string[] }>(
        `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY ${order}), '')) AS md5,
                coalesce(array_agg(md5(t::text) ORDER BY ${order}), '{}') AS "rowHashes"
           FROM "${schema}"."${name}" t`,
      );
      snapshot.set(`${schema}.${name}`, rows[0]!);
    }
    return snapshot;
  } finally {
    await client.end();
  }
}

export interface TableChange {
  table: string;
  rowsBefore: number;
  rowsAfter: number;
  /** Rows written, changed or deleted: those found on one side only. */
  rowsChanged: number;
}

export function changedTables(before: TableSnapshot, after: TableSnapshot): TableChange[] {
  const tables = new Set([...before.keys(), ...after.keys()]);
  return [...tables]
    .filter((table) => before.get(table)?.md5 !== after.get(table)?.md5)
    .map((table) => {
      const [was, is] = [before.get(table), after.get(table)];
      const onlyIn = (a: string[] = [], b: string[] = []) => {
        const others = new Set(b);
        return a.filter((hash) => !others.has(hash)).length;
      };
      return {
        table,
        rowsBefore: was?.rows ?? 0,
        rowsAfter: is?.rows ?? 0,
        rowsChanged: Math.max(onlyIn(was?.rowHashes, is?.rowHashes), onlyIn(is?.rowHashes, was?.rowHashes)),
      };
    });
}
