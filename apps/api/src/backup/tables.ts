import type postgres from "postgres";

/** A table's rows as a backup saw them: how many, and a sum of their hashes. */
export interface TableFigures {
  rows: number;
  /**
   * The sum of each row's hash (the first 64 bits of md5 of the row's text), so the same rows
   * give the same figure in any order and a table of any size is read once, in no memory.
   */
  checksum: string;
}

/** Not a schema of PostgreSQL itself (`n` is the pg_namespace row): the application's. */
const applicationSchema = (sql: postgres.Sql | postgres.TransactionSql) =>
  sql`n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like ${"pg\\_%"}`;

/**
 * Settings under which a row's text is the same on every server: dates and times in UTC and
 * ISO, floats to the shortest exact digits, bytes in hex. Call inside a transaction.
 */
async function steadyTextOutput(sql: postgres.TransactionSql) {
  await sql`select set_config('TimeZone', 'UTC', true), set_config('DateStyle', 'ISO, YMD', true),
    set_config('IntervalStyle', 'postgres', true), set_config('extra_float_digits', '1', true),
    set_config('bytea_output', 'hex', true)`;
}

/** Every application table's figures, keyed `schema.table`, as the transaction sees them. */
export async function tableFigures(
  sql: postgres.TransactionSql,
): Promise<Record<string, TableFigures>> {
  await steadyTextOutput(sql);
  const tables = await sql<{ schema: string; name: string }[]>`
    select n.nspname as schema, c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and ${applicationSchema(sql)}
    order by 1, 2`;
  const figures: Record<string, TableFigures> = {};
  for (const { schema, name } of tables) {
    const [row] = await sql<{ rows: string; checksum: string }[]>`
      select count(*)::text as rows,
        coalesce(sum(('x' || left(md5(t::text), 16))::bit(64)::bigint::numeric), 0)::text as checksum
      from ${sql(schema)}.${sql(name)} t`;
    figures[`${schema}.${name}`] = { rows: Number(row!.rows), checksum: row!.checksum };
  }
  return figures;
}

/** What a database holds besides PostgreSQL's own: schemas other than `public`, relations, types. */
export async function applicationObjects(sql: postgres.Sql): Promise<number> {
  const [row] = await sql<{ objects: number }[]>`
    select
      (select count(*) from pg_namespace n where ${applicationSchema(sql)} and n.nspname <> 'public')
      + (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where ${applicationSchema(sql)})
      + (select count(*) from pg_type t join pg_namespace n on n.oid = t.typnamespace
         where t.typtype in ('e', 'd', 'r', 'm') and ${applicationSchema(sql)})
      as objects`;
  return Number(row!.objects);
}

/** The server's major version, which picks pg_dump and pg_restore (postgres-tools.ts). */
export async function serverMajor(sql: postgres.Sql): Promise<number> {
  const [row] = await sql<
    { version: string }[]
  >`select current_setting('server_version_num') as version`;
  return Math.floor(Number(row!.version) / 10_000);
}
