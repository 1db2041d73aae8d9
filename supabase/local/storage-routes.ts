// `/storage/v1`: upload, download and remove objects the way supabase-js storage calls them.
// Bytes live in files; the metadata row decides who may do what (row-level security).
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Engine } from './engine.ts';
import type { Claims, JwtKeys } from './jwt.ts';
import { isUuid } from './argument-types.ts';
import { authenticateRequest } from './request-auth.ts';
import { objectFilePath, objectLocationFromUrlPath, isSafeBucketId, type ObjectLocation } from './storage-paths.ts';
import {
  asCaller,
  deleteObjectRows,
  findBucket,
  insertObjectRow,
  objectId,
  readObjectMetadata,
  updateObjectRow,
  type BucketRow,
  type ObjectMetadata,
} from './storage-objects.ts';
import { readUpload, type Upload } from './storage-upload.ts';

export const MAX_OBJECT_BYTES = 5 * 1024 * 1024;
/** Room for the multipart envelope around a file of the maximum size. */
const MAX_UPLOAD_REQUEST_BYTES = MAX_OBJECT_BYTES + 64 * 1024;

type StorageStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 500;

export function storageError(c: Context, status: StorageStatus, error: string, message: string): Response {
  return c.json({ statusCode: String(status), error, message }, status);
}

const tooLarge = (c: Context) => storageError(c, 413, 'Payload too large', 'El archivo supera el tamaño máximo permitido (5 MB)');
const objectNotFound = (c: Context) => storageError(c, 404, 'not_found', 'Objeto no encontrado');
const invalidPath = (c: Context) => storageError(c, 400, 'InvalidKey', 'Ruta de objeto inválida');

export function storageRoutes(engine: Engine, keys: JwtKeys, storageDir: string): Hono {
  const app = new Hono();
  const callerOf = async (c: Context): Promise<Claims | Response> => {
    const auth = await authenticateRequest(c.req.raw.headers, keys);
    if (auth.ok) return auth.claims;
    return storageError(c, auth.reason === 'missing_api_key' ? 401 : 403, 'Unauthorized', 'Token de acceso inválido o ausente');
  };

  app.get('/object/public/:bucket/*', async (c) => {
    const location = objectLocationFromUrlPath(new URL(c.req.url).pathname, 'public');
    if (!location) return invalidPath(c);
    const bucket = await findBucket(engine, location.bucket);
    if (!bucket?.public) return storageError(c, 404, 'Bucket not found', 'El bucket no existe o no es público');
    return sendObject(c, storageDir, location, await readObjectMetadata(engine, location));
  });

  const privateDownload = async (c: Context, access?: 'authenticated') => {
    const claims = await callerOf(c);
    if (claims instanceof Response) return claims;
    const location = objectLocationFromUrlPath(new URL(c.req.url).pathname, access);
    if (!location) return invalidPath(c);
    const metadata = await asCaller(engine, claims, (tx) => readObjectMetadata(tx, location));
    return sendObject(c, storageDir, location, metadata);
  };
  app.get('/object/authenticated/:bucket/*', (c) => privateDownload(c, 'authenticated'));
  app.get('/object/:bucket/*', (c) => privateDownload(c));

  const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_REQUEST_BYTES, onError: tooLarge });
  app.on(['POST', 'PUT'], '/object/:bucket/*', uploadLimit, async (c) => {
    const claims = await callerOf(c);
    if (claims instanceof Response) return claims;
    const location = objectLocationFromUrlPath(new URL(c.req.url).pathname);
    if (!location) return invalidPath(c);
    const bucket = await findBucket(engine, location.bucket);
    if (!bucket) return storageError(c, 404, 'Bucket not found', 'El bucket no existe');
    const upload = await readUpload(c.req.raw);
    if (!upload) return storageError(c, 400, 'InvalidRequest', 'No se recibió ningún archivo');
    const refusal = uploadRefusal(c, bucket, upload);
    if (refusal) return refusal;
    return storeObject(c, { engine, storageDir, claims, location, upload, mode: uploadMode(c) });
  });

  const removalLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => storageError(c, 413, 'Payload too large', 'La lista de archivos a borrar es demasiado grande'),
  });
  app.delete('/object/:bucket', removalLimit, async (c) => {
    const claims = await callerOf(c);
    if (claims instanceof Response) return claims;
    const bucket = c.req.param('bucket');
    const body: unknown = await c.req.json().catch(() => null);
    const prefixes = (body as { prefixes?: unknown } | null)?.prefixes;
    if (!isSafeBucketId(bucket) || !Array.isArray(prefixes) || !prefixes.every((p) => typeof p === 'string')) {
      return storageError(c, 400, 'InvalidRequest', 'Se esperaba {"prefixes": ["ruta/del/objeto", …]}');
    }
    const deleted = await asCaller(engine, claims, (tx) => deleteObjectRows(tx, bucket, prefixes));
    await Promise.all(
      deleted.map((object) => {
        const file = objectFilePath(storageDir, { bucket, name: object.name });
        return file ? fs.rm(file, { force: true }) : undefined;
      }),
    );
    return c.json(deleted);
  });

  app.all('*', (c) => storageError(c, 404, 'not_found', 'Operación de almacenamiento no disponible en este servidor'));
  return app;
}

/** POST creates (or replaces with x-upsert: true); PUT replaces an existing object, like hosted storage. */
function uploadMode(c: Context): 'create' | 'upsert' | 'update' {
  if (c.req.method === 'PUT') return 'update';
  return c.req.header('x-upsert') === 'true' ? 'upsert' : 'create';
}

function uploadRefusal(c: Context, bucket: BucketRow, upload: Upload): Response | null {
  const limit = Math.min(MAX_OBJECT_BYTES, bucket.file_size_limit ?? MAX_OBJECT_BYTES);
  if (upload.bytes.byteLength > limit) return tooLarge(c);
  const allowed = bucket.allowed_mime_types;
  if (allowed?.length && !allowed.some((pattern) => mimeTypeMatches(pattern, upload.contentType))) {
    return storageError(c, 415, 'invalid_mime_type', `Tipo de archivo no permitido: ${upload.contentType}`);
  }
  return null;
}

function mimeTypeMatches(pattern: string, contentType: string): boolean {
  const type = contentType.split(';')[0].trim().toLowerCase();
  const wanted = pattern.toLowerCase();
  return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : type === wanted;
}

interface StoreRequest {
  engine: Engine;
  storageDir: string;
  claims: Claims;
  location: ObjectLocation;
  upload: Upload;
  mode: 'create' | 'upsert' | 'update';
}

async function storeObject(c: Context, request: StoreRequest): Promise<Response> {
  const { engine, storageDir, claims, location, upload, mode } = request;
  const filePath = objectFilePath(storageDir, location);
  if (!filePath) return invalidPath(c);
  const metadata: ObjectMetadata = {
    mimetype: upload.contentType,
    size: upload.bytes.byteLength,
    cacheControl: upload.cacheControl,
  };
  try {
    const stored = await asCaller(engine, claims, async (tx) => {
      if (mode === 'update') {
        if (!(await updateObjectRow(tx, location, metadata))) return false;
      } else {
        const owner = isUuid(claims.sub) ? claims.sub : null;
        await insertObjectRow(tx, { id: randomUUID(), location, owner, metadata, upsert: mode === 'upsert' });
      }
      // Written while the transaction is open: a failed write rolls the row back.
      await writeFileAtomically(filePath, upload.bytes);
      return true;
    });
    if (!stored) return objectNotFound(c);
  } catch (error) {
    return uploadFailure(c, error);
  }
  return c.json({ Key: `${location.bucket}/${location.name}`, Id: await objectId(engine, location) });
}

function uploadFailure(c: Context, error: unknown): Response {
  const code = (error as { code?: unknown }).code;
  if (code === '23505') return storageError(c, 409, 'Duplicate', 'El archivo ya existe');
  if (code === '42501') {
    return storageError(c, 403, 'Unauthorized', 'No tienes permiso para guardar este archivo (política de seguridad)');
  }
  console.error('[storage] error al guardar un objeto:', error);
  return storageError(c, 500, 'internal', 'Error interno del servidor');
}

async function writeFileAtomically(filePath: string, bytes: Uint8Array): Promise<void> {
  await fs.mkdir(path.dirname(filePath), { recursive: true });
  const temporary = `${filePath}.${randomUUID()}.uploading`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, filePath);
}

async function sendObject(
  c: Context,
  storageDir: string,
  location: ObjectLocation,
  metadata: ObjectMetadata | null,
): Promise<Response> {
  const filePath = objectFilePath(storageDir, location);
  if (!metadata || !filePath) return objectNotFound(c);
  const bytes = await fs.readFile(filePath).catch(() => null);
  if (!bytes) return objectNotFound(c);
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': metadata.mimetype || 'application/octet-stream',
    'Cache-Control': metadata.cacheControl || 'max-age=3600',
  });
}
