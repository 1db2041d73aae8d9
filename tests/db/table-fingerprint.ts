import type { Sql } from '../../supabase/local/engine.ts';

/**
 * md5 of every row of every table of the given schemas, keyed 'schema.table'. Unlike row
 * counts it shows an update too (sync_xid and updated_at are part of each row).
 */
export async function tableFingerprint(sql: Sql, schemas: string[]): Promise<Record<string, string>> {
  const { rows: tables } = await sql.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname = any ($1) order by 1`,
    [schemas],
  );
  const union = tables
    .map(({ name }) => `select '${name}' as name, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as hash from ${name} t`)
    .join(' union all ');
  const { rows } = await sql.query<{ name: string; hash: string }>(union);
  return Object.fromEntries(rows.map(({ name, hash }) => [name, hash]));
}
