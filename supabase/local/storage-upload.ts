// The file inside an upload request. supabase-js sends a Blob as multipart form data (the
// file in a field named "" next to `cacheControl`) and other bodies as raw bytes.

/** `contentType` is only what the client claims: the stored type is read from the bytes. */
export interface Upload {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
}

const DEFAULT_CACHE_SECONDS = '3600';

export async function readUpload(request: Request): Promise<Upload | null> {
  const contentType = request.headers.get('content-type') ?? '';
  if (contentType.startsWith('multipart/form-data')) return readMultipart(request);
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (!bytes.byteLength) return null;
  return {
    bytes,
    contentType: contentType || 'application/octet-stream',
    cacheControl: maxAge(request.headers.get('cache-control')?.replace(/^max-age=/, '')),
  };
}

async function readMultipart(request: Request): Promise<Upload | null> {
  const form = await request.formData().catch(() => null);
  if (!form) return null;
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) return null;
  const cacheSeconds = form.get('cacheControl');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    contentType: file.type || 'application/octet-stream',
    cacheControl: maxAge(typeof cacheSeconds === 'string' ? cacheSeconds : undefined),
  };
}

/** Only a plain number of seconds is kept; anything else gets the default. */
function maxAge(seconds: string | undefined): string {
  return `max-age=${seconds && /^\d{1,10}$/.test(seconds) ? seconds : DEFAULT_CACHE_SECONDS}`;
}
