// `/storage/v1`: upload, list, download and remove objects the way supabase-js storage calls
// them. Bytes live in files; the metadata row decides who may do what (row-level security,
// the query run as the caller, as hosted Storage does). Only JPEG, PNG and GIF proven by
// their bytes are stored, and objects are served with that verified type and nosniff.
import fs from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Engine } from './engine.ts';
import type { Claims, JwtKeys } from './jwt.ts';
import { isUuid } from './argument-types.ts';
import { authenticateRequest } from './request-auth.ts';
import { bucketFolder, objectFilePath, objectLocationFromUrlPath, isSafeBucketId, isSafeObjectName, type ObjectLocation } from './storage-paths.ts';
import { mimeTypeAllowed, NOT_AN_IMAGE_MESSAGE, verifiedImageType, type ImageType } from './storage-content.ts';
import { nameClashOf, removeObjectFile, writeFileAtomically } from './storage-files.ts';
import { LISTING_BODY_MESSAGE, listFolder, parseListingRequest } from './storage-listing.ts';
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

/** Supabase Storage caps one removal at 1000 names. */
const MAX_REMOVALS = 1000;

type StorageStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 500;

export function storageError(c: Context, status: StorageStatus, error: string, message: string): Response {
  return c.json({ statusCode: String(status), error, message }, status);
}

const tooLarge = (c: Context) => storageError(c, 413, 'Payload too large', 'El archivo supera el tamaño máximo permitido (5 MB)');
const objectNotFound = (c: Context) => storageError(c, 404, 'not_found', 'Objeto no encontrado');
const invalidPath = (c: Context) =>
  storageError(
    c,
    400,
    'InvalidKey',
    "Ruta de objeto inválida: use letras sin tilde, números, espacios y - _ . ! * ' ( ) & $ @ = ; : + , ? separados por /",
  );

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

  app.post('/object/list/:bucket', jsonBodyLimit('La solicitud de listado es demasiado grande'), async (c) => {
    const claims = await callerOf(c);
    if (claims instanceof Response) return claims;
    const bucket = c.req.param('bucket');
    if (!isSafeBucketId(bucket)) return storageError(c, 404, 'Bucket not found', 'El bucket no existe');
    const request = parseListingRequest(await c.req.json().catch(() => null));
    if (!request) return storageError(c, 400, 'InvalidRequest', LISTING_BODY_MESSAGE);
    return c.json(await asCaller(engine, claims, (tx) => listFolder(tx, bucket, request)));
  });

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
    if (exceedsSizeLimit(bucket, upload)) return tooLarge(c);
    const type = await verifiedImageType(upload.bytes);
    if (!type || !mimeTypeAllowed(bucket.allowed_mime_types, type)) {
      return storageError(c, 415, 'invalid_mime_type', NOT_AN_IMAGE_MESSAGE);
    }
    return storeObject(c, { engine, storageDir, claims, location, upload, type, mode: uploadMode(c) });
  });

  app.delete('/object/:bucket', jsonBodyLimit('La lista de archivos a borrar es demasiado grande'), async (c) => {
    const claims = await callerOf(c);
    if (claims instanceof Response) return claims;
    const bucket = c.req.param('bucket');
    const body: unknown = await c.req.json().catch(() => null);
    const prefixes = (body as { prefixes?: unknown } | null)?.prefixes;
    const valid =
      isSafeBucketId(bucket) &&
      Array.isArray(prefixes) &&
      prefixes.length <= MAX_REMOVALS &&
      prefixes.every((name) => typeof name === 'string' && isSafeObjectName(name));
    if (!valid) {
      return storageError(c, 400, 'InvalidRequest', `Se esperaba {"prefixes": ["ruta/del/objeto", …]} con hasta ${MAX_REMOVALS} rutas válidas`);
    }
    const deleted = await asCaller(engine, claims, (tx) => deleteObjectRows(tx, bucket, prefixes));
    await Promise.all(
      deleted.map((object) => {
        const file = objectFilePath(storageDir, { bucket, name: object.name });
        return file ? removeObjectFile(bucketFolder(storageDir, bucket), file) : undefined;
      }),
    );
    return c.json(deleted);
  });

  app.all('*', (c) => storageError(c, 404, 'not_found', 'Operación de almacenamiento no disponible en este servidor'));
  // A failure of the server itself, never of the request: no stack trace or English reaches the caller.
  app.onError((error, c) => {
    console.error('[storage] error no controlado:', error);
    return storageError(c, 500, 'internal', 'Error interno del servidor de archivos; inténtalo de nuevo');
  });
  return app;
}

function jsonBodyLimit(message: string) {
  return bodyLimit({ maxSize: 1024 * 1024, onError: (c) => storageError(c, 413, 'Payload too large', message) });
}

/** POST creates (or replaces with x-upsert: true); PUT replaces an existing object, like hosted storage. */
function uploadMode(c: Context): 'create' | 'upsert' | 'update' {
  if (c.req.method === 'PUT') return 'update';
  return c.req.header('x-upsert') === 'true' ? 'upsert' : 'create';
}

function exceedsSizeLimit(bucket: BucketRow, upload: Upload): boolean {
  return upload.bytes.byteLength > Math.min(MAX_OBJECT_BYTES, bucket.file_size_limit ?? MAX_OBJECT_BYTES);
}

interface StoreRequest {
  engine: Engine;
  storageDir: string;
  claims: Claims;
  location: ObjectLocation;
  upload: Upload;
  /** What the bytes are, whatever the client claimed. */
  type: ImageType;
  mode: 'create' | 'upsert' | 'update';
}

async function storeObject(c: Context, request: StoreRequest): Promise<Response> {
  const { engine, storageDir, claims, location, upload, type, mode } = request;
  const filePath = objectFilePath(storageDir, location);
  if (!filePath) return invalidPath(c);
  const metadata: ObjectMetadata = {
    mimetype: type,
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
      await writeFileAtomically(storageDir, filePath, upload.bytes);
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
  const clash = nameClashOf(error);
  if (clash === 'name_too_long') return invalidPath(c);
  if (clash) {
    const why = clash === 'inside_a_file' ? 'una parte de la ruta ya es un archivo' : 'ya existe una carpeta con ese nombre';
    return storageError(c, 409, 'Duplicate', `No se puede guardar el archivo en esa ruta: ${why}`);
  }
  throw error;
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
  const body = new Uint8Array(bytes);
  // Checked again when served: a file stored before this check existed could be anything.
  const type = await verifiedImageType(body);
  return c.body(body, 200, {
    'Content-Type': type ?? 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    ...(type ? {} : { 'Content-Disposition': 'attachment' }),
    'Cache-Control': /^max-age=\d{1,10}$/.test(metadata.cacheControl) ? metadata.cacheControl : 'max-age=3600',
  });
}
