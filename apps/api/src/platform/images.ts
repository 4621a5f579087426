import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/** Bytes of an image in any format sharp decodes (JPEG, PNG, WebP, GIF, AVIF, TIFF, SVG…). */
export type ImageInput = Buffer | Uint8Array | ArrayBuffer;

export type StoreImageOptions = {
  width: number;
  height: number;
  /** Also write `<hash>-card.webp`, this many pixels wide with the same aspect ratio. */
  cardWidth?: number;
  /** `cover` (default) crops to exactly width×height; `inside` fits within it, never enlarging. */
  fit?: 'cover' | 'inside';
  /** WebP encoder effort, 0-6 (default 4): lower is faster and slightly bigger. */
  effort?: number;
};

/** The input is not an image sharp can decode: a 4xx for uploads, never a 5xx. */
export class InvalidImageError extends Error {
  constructor(cause?: unknown) {
    super('El archivo no es una imagen válida', { cause });
    this.name = 'InvalidImageError';
  }
}

const QUALITY = 72;
/** Decompression-bomb guard: far above any real photo, far below what would exhaust memory. */
const MAX_INPUT_PIXELS = 60_000_000;

/** `abc.webp` → `abc-card.webp`: the small variant written beside a stored image. */
export function cardVariant(file: string): string {
  return file.replace(/\.webp$/, '') + '-card.webp';
}

/**
 * Re-encodes an image to WebP (metadata stripped, EXIF orientation applied) under a
 * content-hash name, so identical images are stored once and can be cached forever.
 * Returns the full-size file name, served at `/img/{file}`.
 */
export async function storeImage(imagesDir: string, input: ImageInput, options: StoreImageOptions): Promise<string> {
  const fit = options.fit ?? 'cover';
  const webp = { quality: QUALITY, effort: options.effort ?? 4 };
  let full: Buffer;
  try {
    full = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(options.width, options.height, { fit, withoutEnlargement: fit === 'inside' })
      .webp(webp)
      .toBuffer();
  } catch (error) {
    throw new InvalidImageError(error);
  }
  const name = createHash('sha256').update(full).digest('hex').slice(0, 16);
  const file = `${name}.webp`;
  const fullPath = join(imagesDir, file);
  const cardPath = options.cardWidth ? join(imagesDir, cardVariant(file)) : undefined;
  if ((await exists(fullPath)) && (!cardPath || (await exists(cardPath)))) return file;

  await mkdir(imagesDir, { recursive: true });
  if (cardPath && options.cardWidth) {
    const card = await sharp(full).resize({ width: options.cardWidth, withoutEnlargement: true }).webp(webp).toBuffer();
    await writeAtomically(cardPath, card);
  }
  // The full-size file goes last: its presence means the whole set is on disk.
  await writeAtomically(fullPath, full);
  return file;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/** A reader (or a concurrent writer of the same hash) never sees a half-written file. */
async function writeAtomically(path: string, data: Buffer): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}
