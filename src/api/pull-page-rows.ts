// sync_pull_page lists rows compactly: per table the column names once and each row as
// its values, without the organization id every row shares (see
// supabase/migrations/20261127105000_create_sync_pull_page.sql). Here they become the rows
// sync_pull would have sent. Pure: the database tests decode pages with it too.

/** A table's rows as a page lists them. */
export interface CompactRows {
  columns: string[];
  values: unknown[][];
}

/** The rows of one page by table, as plain objects with every column, organization_id included. */
export function expandPageRows(compact: Record<string, CompactRows>, organizationId: string): Record<string, Record<string, unknown>[]> {
  const expanded: Record<string, Record<string, unknown>[]> = {};
  for (const [table, { columns, values }] of Object.entries(compact)) {
    const shared = table === 'organizations' ? {} : { organization_id: organizationId };
    expanded[table] = values.map((value) => {
      const row: Record<string, unknown> = { ...shared };
      columns.forEach((column, index) => (row[column] = value[index]));
      return row;
    });
  }
  return expanded;
}

/** A row's key as pages name it in their ranges: the id, or 'event_id_graderia_id'. */
export function pagedKeyOf(table: string, row: Record<string, unknown>): string {
  return table === 'event_graderias' ? `${String(row.event_id)}_${String(row.graderia_id)}` : String(row.id);
}
