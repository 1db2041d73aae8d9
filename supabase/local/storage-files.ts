// The bytes of objects on disk, `<storageDir>/<bucket>/<name>`. A name is a path, so one
// object cannot live inside another ('foto.png/otra.png' under an existing 'foto.png') nor
// replace a folder: the file system refuses both, and that refusal is the caller's 409.
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/** Where uploads are written before they are renamed into place (no bucket id starts with a dot). */
const UPLOADS_IN_PROGRESS = '.uploads';

/** File-system refusals caused by the object's name, not by the server. */
export type NameClash = 'inside_a_file' | 'replaces_a_folder' | 'name_too_long';

const CLASHES: Record<string, NameClash> = {
  ENOTDIR: 'inside_a_file',
  EEXIST: 'inside_a_file',
  EISDIR: 'replaces_a_folder',
  ENOTEMPTY: 'replaces_a_folder',
  ENAMETOOLONG: 'name_too_long',
};

export function nameClashOf(error: unknown): NameClash | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? (CLASHES[code] ?? null) : null;
}

/** Writes the whole file or nothing: a reader never sees half an upload. */
export async function writeFileAtomically(storageDir: string, filePath: string, bytes: Uint8Array): Promise<void> {
  const uploads = path.join(storageDir, UPLOADS_IN_PROGRESS);
  await fs.mkdir(uploads, { recursive: true });
  const temporary = path.join(uploads, randomUUID());
  await fs.writeFile(temporary, bytes);
  try {
    await fs.mkdir(path.dirname(filePath), { recursive: true });
    await fs.rename(temporary, filePath);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Removes an object's file and the folders it leaves empty, up to the bucket's folder, so
 * that a later object may take a removed folder's name.
 */
export async function removeObjectFile(bucketDir: string, filePath: string): Promise<void> {
  await fs.rm(filePath, { force: true });
  let folder = path.dirname(filePath);
  while (folder.startsWith(bucketDir + path.sep)) {
    const removed = await fs.rmdir(folder).then(
      () => true,
      () => false,
    );
    if (!removed) return;
    folder = path.dirname(folder);
  }
}
