// What an object really is, read from its bytes (file-type's signatures), never from the
// Content-Type or the file extension the client claims. This server stores and serves
// only JPEG, PNG and GIF: an SVG or HTML page could run script from the app's own origin.

export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif';

export const NOT_AN_IMAGE_MESSAGE = 'El archivo no es una imagen JPG, PNG o GIF';

const IMAGE_TYPES: Record<string, ImageType> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  // An animated PNG is a PNG to every browser.
  'image/apng': 'image/png',
  'image/gif': 'image/gif',
};

/** The image type the bytes prove, or null when they are anything else (or nothing). */
export async function verifiedImageType(bytes: Uint8Array): Promise<ImageType | null> {
  if (!bytes.byteLength) return null;
  // Loaded on the first upload, not at every start (issue 17, point 7).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  return (detected && IMAGE_TYPES[detected.mime]) ?? null;
}

/** Whether a bucket's allowed_mime_types (exact types or `image/*`) admit `type`. */
export function mimeTypeAllowed(allowed: string[] | null, type: string): boolean {
  if (!allowed?.length) return true;
  return allowed.some((pattern) => {
    const wanted = pattern.trim().toLowerCase();
    return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : type === wanted;
  });
}
