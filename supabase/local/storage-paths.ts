// Where an object's bytes live: `<storageDir>/<bucket>/<name>`. Names come from URLs, so
// every segment is checked and the resolved path must stay inside the storage folder.
import path from 'node:path';

export interface ObjectLocation {
  bucket: string;
  name: string;
}

const MAX_NAME_LENGTH = 1024;

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
  if (!name || name.length > MAX_NAME_LENGTH) return false;
  // A backslash is a separator on Windows, and control characters have no place in a file name.
  if ([...name].some((char) => char.charCodeAt(0) < 32 || char === '\\')) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** The file for an object, or null if it would fall outside `<storageDir>/<bucket>`. */
export function objectFilePath(storageDir: string, location: ObjectLocation): string | null {
  if (!isSafeBucketId(location.bucket) || !isSafeObjectName(location.name)) return null;
  const bucketDir = path.resolve(storageDir, location.bucket);
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
