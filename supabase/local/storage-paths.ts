// Where an object's bytes live: `<storageDir>/<bucket>/<name>`. Names come from URLs, so
// every segment is checked and the resolved path must stay inside the storage folder.
import path from 'node:path';

export interface ObjectLocation {
  bucket: string;
  name: string;
}

const MAX_NAME_LENGTH = 1024;
/** Most file systems refuse a longer file or folder name (ENAMETOOLONG). */
const MAX_SEGMENT_BYTES = 255;
/**
 * Supabase Storage's own key characters (storage/src/storage/limits.ts, isValidKey): ASCII
 * letters, digits and a few signs. Refusing the rest, as hosted does, also keeps Unicode
 * look-alikes and names a file system would normalise (é vs e + ´) out of the folder.
 */
const KEY_CHARACTERS = /^[\w/!.*'() &$@=;:+,?-]+$/;

/**
 * Reads `<bucket>/<name…>` from a URL path after `/object/` (and after `public/` or
 * `authenticated/` when `access` is given). null when anything is malformed.
 */
export function objectLocationFromUrlPath(pathname: string, access?: 'public' | 'authenticated'): ObjectLocation | null {
  const marker = '/object/';
  const start = pathname.indexOf(marker);
  if (start === -1) return null;
  const segments = decodeSegments(pathname.slice(start + marker.length));
  if (!segments) return null;
  if (access && segments.shift() !== access) return null;
  const [bucket, ...nameSegments] = segments;
  if (!bucket || !isSafeBucketId(bucket) || !nameSegments.length) return null;
  const name = nameSegments.join('/');
  return isSafeObjectName(name) ? { bucket, name } : null;
}

export function isSafeBucketId(bucket: string): boolean {
  return /^[A-Za-z0-9_-]{1,63}$/.test(bucket);
}

export function isSafeObjectName(name: string): boolean {
  // The character set leaves out backslashes (a separator on Windows) and control characters.
  if (!name || name.length > MAX_NAME_LENGTH || !KEY_CHARACTERS.test(name)) return false;
  return name
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..' && segment.length <= MAX_SEGMENT_BYTES);
}

/** A listing prefix: '' (the bucket's root) or a folder path, with or without slashes around it. */
export function listingPrefix(prefix: string): string | null {
  const folder = prefix.replace(/^\/+|\/+$/g, '');
  if (!folder) return '';
  return isSafeObjectName(folder) ? `${folder}/` : null;
}

/** `<storageDir>/<bucket>`, for a bucket id already checked with isSafeBucketId. */
export function bucketFolder(storageDir: string, bucket: string): string {
  return path.resolve(storageDir, bucket);
}

/** The file for an object, or null if it would fall outside `<storageDir>/<bucket>`. */
export function objectFilePath(storageDir: string, location: ObjectLocation): string | null {
  if (!isSafeBucketId(location.bucket) || !isSafeObjectName(location.name)) return null;
  const bucketDir = bucketFolder(storageDir, location.bucket);
  const filePath = path.resolve(bucketDir, ...location.name.split('/'));
  return filePath.startsWith(bucketDir + path.sep) ? filePath : null;
}

function decodeSegments(encodedPath: string): string[] | null {
  try {
    return encodedPath.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}
