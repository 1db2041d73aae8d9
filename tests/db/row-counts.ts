import type { Sql } from '../../supabase/local/engine.ts';

/** Row counts of every table of schema public, to show that something wrote nothing. */
export async function rowCounts(sql: Sql): Promise<Record<string, number>> {
  const { rows } = await sql.query<{ table: string }>(
    "select relname as table from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname",
  );
  const counts: Record<string, number> = {};
  for (const { table } of rows) {
    counts[table] = (await sql.query<{ count: number }>(`select count(*)::int as count from public.${table}`)).rows[0].count;
  }
  return counts;
}
