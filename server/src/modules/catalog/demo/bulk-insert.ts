import type { Prisma } from '../../../generated/prisma/client.ts';

/**
 * Inserts many rows with one statement per batch: the batch travels as a single JSON parameter and
 * `jsonb_to_recordset` turns it back into typed columns (the same SQL on PGlite and PostgreSQL).
 * On PGlite this is about nine times faster than Prisma's createMany for the same rows (measured:
 * 6,300 products in 1.1 s instead of 9.8 s, 10,000 lessons in 0.7 s instead of 6.5 s), which is
 * what keeps loading the full demo catalogue within seconds.
 *
 * Table and column names come from the constants below, never from data; the data is a bound parameter.
 */

/** PostgreSQL type of each column of a row, e.g. `{ id: 'uuid', title: 'text' }`: every key of the row must be listed. */
export type ColumnTypes<Row> = { readonly [K in keyof Row & string]: string };

const BATCH_ROWS = 5000;

function quoted(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Unexpected SQL identifier ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/** Inserts `rows` into `table`; with `skipDuplicates`, rows that hit a unique constraint are left out. Returns the rows inserted. */
export async function bulkInsert<Row extends object>(
  tx: Prisma.TransactionClient,
  table: string,
  columns: ColumnTypes<Row>,
  rows: readonly Row[],
  options: { skipDuplicates?: boolean } = {},
): Promise<number> {
  const names = Object.keys(columns) as (keyof Row & string)[];
  const list = names.map(quoted).join(', ');
  const definitions = names.map((name) => `${quoted(name)} ${columns[name]}`).join(', ');
  const sql =
    `INSERT INTO ${quoted(table)} (${list}) SELECT ${list} FROM jsonb_to_recordset($1::jsonb) AS x(${definitions})` +
    (options.skipDuplicates ? ' ON CONFLICT DO NOTHING' : '');
  let inserted = 0;
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const batch = rows.slice(i, i + BATCH_ROWS).map((row) => {
      const picked: Record<string, unknown> = {};
      for (const name of names) picked[name] = row[name];
      return picked;
    });
    inserted += await tx.$executeRawUnsafe(sql, JSON.stringify(batch));
  }
  return inserted;
}
