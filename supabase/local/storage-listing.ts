// `POST /object/list/:bucket`, what supabase-js's `storage.from(b).list(folder)` calls: the
// files and sub-folders directly inside a folder, like hosted's `storage.search`. The query
// runs as the caller with row-level security, so the policies alone decide what is listed
// (on profile-pictures: only the caller's own folder; nothing for anonymous visitors).
import { z } from 'zod';
import type { Sql } from './engine.ts';
import { listingPrefix } from './storage-paths.ts';

export interface ListingRequest {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  sortColumn: 'name' | 'created_at' | 'updated_at' | 'last_accessed_at';
  sortOrder: 'asc' | 'desc';
}

const MAX_LIMIT = 1000;

const listingBody = z.object({
  prefix: z.string().max(1024).optional(),
  limit: z.number().int().min(1).max(MAX_LIMIT).optional(),
  offset: z.number().int().min(0).max(1_000_000).optional(),
  search: z.string().max(1024).optional(),
  sortBy: z
    .object({
      column: z.enum(['name', 'created_at', 'updated_at', 'last_accessed_at']).optional(),
      order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
    })
    .optional(),
});

export const LISTING_BODY_MESSAGE =
  'Se esperaba {"prefix": "carpeta", "limit": 1-1000, "offset": ≥ 0, "sortBy": {"column": "name", "order": "asc"}}';

/** The validated request, or null when the body is not a listing request. */
export function parseListingRequest(body: unknown): ListingRequest | null {
  const parsed = listingBody.safeParse(body);
  if (!parsed.success) return null;
  const prefix = listingPrefix(parsed.data.prefix ?? '');
  const search = parsed.data.search ?? '';
  // The search text is matched against names, so it obeys the same characters as a name.
  if (prefix === null || (search !== '' && listingPrefix(search) === null)) return null;
  return {
    prefix,
    limit: parsed.data.limit ?? 100,
    offset: parsed.data.offset ?? 0,
    search,
    sortColumn: parsed.data.sortBy?.column ?? 'name',
    sortOrder: parsed.data.sortBy?.order?.toLowerCase() === 'desc' ? 'desc' : 'asc',
  };
}

export interface ListedEntry {
  name: string;
  id: string | null;
  created_at: string | null;
  updated_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

/**
 * Objects right inside the folder come back as files; deeper ones as their sub-folder's
 * name with null id and metadata, as hosted answers. Prefix and search are compared as
 * plain text (no LIKE wildcards), the search case-insensitively from the start of the name.
 */
export async function listFolder(sql: Sql, bucket: string, request: ListingRequest): Promise<ListedEntry[]> {
  const order = `${request.sortColumn} ${request.sortOrder} nulls last, name ${request.sortOrder}`;
  const { rows } = await sql.query<{ entry: ListedEntry }>(
    `with inside as (
       select substr(name, length($2) + 1) as rest, id, created_at, updated_at, metadata
       from storage.objects
       where bucket_id = $1 and left(name, length($2)) = $2
         and lower(left(substr(name, length($2) + 1), length($3))) = lower($3)
     ), entries as (
       select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as created_at,
              null::timestamptz as updated_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
       from inside where position('/' in rest) > 0
       group by 1
       union all
       select rest, id, created_at, updated_at, updated_at, metadata
       from inside where position('/' in rest) = 0
     )
     select json_build_object('name', name, 'id', id, 'created_at', created_at, 'updated_at', updated_at,
       'last_accessed_at', last_accessed_at, 'metadata', metadata) as entry
     from entries order by ${order} limit $4 offset $5`,
    [bucket, request.prefix, request.search, request.limit, request.offset],
  );
  return rows.map((row) => row.entry);
}
