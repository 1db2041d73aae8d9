// storage.buckets and storage.objects rows. Writes and private reads run as the caller's
// role with its claims, so the migrations' row-level security policies decide, as on hosted.
import type { Engine, Sql } from './engine.ts';
import type { Claims } from './jwt.ts';
import { ACT_AS_CALLER_SQL, actAsCallerParams } from './request-auth.ts';
import type { ObjectLocation } from './storage-paths.ts';

export interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectMetadata {
  mimetype: string;
  size: number;
  cacheControl: string;
}

export async function findBucket(engine: Engine, id: string): Promise<BucketRow | null> {
  const { rows } = await engine.query<{ bucket: BucketRow }>(
    `select json_build_object('id', id, 'public', public, 'file_size_limit', file_size_limit,
       'allowed_mime_types', allowed_mime_types) as bucket
     from storage.buckets where id = $1`,
    [id],
  );
  return rows[0]?.bucket ?? null;
}

/** Runs `work` in one transaction as the caller, so an error in `work` undoes the row too. */
export function asCaller<T>(engine: Engine, claims: Claims, work: (tx: Sql) => Promise<T>): Promise<T> {
  return engine.transaction(async (tx) => {
    await tx.query(ACT_AS_CALLER_SQL, actAsCallerParams(claims));
    return work(tx);
  });
}

export async function insertObjectRow(
  tx: Sql,
  row: { id: string; location: ObjectLocation; owner: string | null; metadata: ObjectMetadata; upsert: boolean },
): Promise<void> {
  // No RETURNING: it would also need a SELECT policy, which an upload does not.
  await tx.query(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata)
     values ($1::uuid, $2, $3, $4::uuid, $4, $5::jsonb)
     ${row.upsert ? 'on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata, updated_at = now()' : ''}`,
    [row.id, row.location.bucket, row.location.name, row.owner, JSON.stringify(row.metadata)],
  );
}

/** false when no row the caller may update exists. */
export async function updateObjectRow(tx: Sql, location: ObjectLocation, metadata: ObjectMetadata): Promise<boolean> {
  const { rows } = await tx.query(
    `update storage.objects set metadata = $3::jsonb, updated_at = now()
     where bucket_id = $1 and name = $2 returning 1 as updated`,
    [location.bucket, location.name, JSON.stringify(metadata)],
  );
  return rows.length > 0;
}

export async function objectId(engine: Engine, location: ObjectLocation): Promise<string | null> {
  const { rows } = await engine.query<{ id: string }>(
    'select id::text as id from storage.objects where bucket_id = $1 and name = $2',
    [location.bucket, location.name],
  );
  return rows[0]?.id ?? null;
}

/** The object's metadata as `sql` may see it (superuser for public buckets, the caller otherwise). */
export async function readObjectMetadata(sql: Sql, location: ObjectLocation): Promise<ObjectMetadata | null> {
  const { rows } = await sql.query<{ metadata: ObjectMetadata }>(
    'select metadata from storage.objects where bucket_id = $1 and name = $2',
    [location.bucket, location.name],
  );
  return rows[0]?.metadata ?? null;
}

export interface DeletedObject {
  id: string;
  name: string;
  bucket_id: string;
  metadata: ObjectMetadata | null;
}

export async function deleteObjectRows(tx: Sql, bucket: string, names: string[]): Promise<DeletedObject[]> {
  const { rows } = await tx.query<{ deleted: DeletedObject }>(
    `delete from storage.objects
     where bucket_id = $1 and name in (select jsonb_array_elements_text($2::jsonb))
     returning json_build_object('id', id, 'name', name, 'bucket_id', bucket_id, 'metadata', metadata) as deleted`,
    [bucket, JSON.stringify(names)],
  );
  return rows.map((row) => row.deleted);
}
