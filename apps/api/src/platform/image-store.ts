import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config';

/**
 * Where stored images live: a folder on this machine (DATA_DIR/images, the default) or an
 * S3-compatible bucket (S3_BUCKET), so that several machines serve the same images. Every image
 * Plaza stores is named by its content (`abc.webp`, `abc-card.webp`) and never rewritten, only
 * written once and deleted when nothing shows it any more.
 */
export interface ImageStore {
  /** Where the images are, in an operator's words: a folder or `s3://bucket`. */
  readonly description: string;
  /** The folder, for the local store: `/img/` is then served from it by @fastify/static. */
  readonly folder?: string;
  /** The bucket, for the S3 store. */
  readonly bucket?: string;
  has(name: string): Promise<boolean>;
  /** Writes the whole image or nothing: a reader never sees half of it. */
  put(name: string, data: Buffer): Promise<void>;
  /** The image's bytes, or undefined when there is none by that name. */
  read(name: string): Promise<Buffer | undefined>;
  /** Deletes the image; nothing happens when there is none. */
  remove(name: string): Promise<void>;
  /** The names of every stored image (files being written left out). */
  list(): Promise<string[]>;
  /** Refuses (with the reason) when the images cannot be written: at start, before anything else. */
  check(): Promise<void>;
}

/** A stored image's name: nothing else is read, written or served (no paths, no dot files). */
export const IMAGE_NAME = /^[0-9A-Za-z][0-9A-Za-z_.-]*\.(webp|png|jpe?g|svg|avif|gif)$/;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** The type `/img/` answers with, from the name's extension (as @fastify/static does for the local folder). */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** What `/img/` tells every cache: images are named by their content, so they never change. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** DATA_DIR/images: the default, one machine. */
export class LocalImageStore implements ImageStore {
  readonly description: string;
  constructor(readonly folder: string) {
    this.description = folder;
  }

  async has(name: string): Promise<boolean> {
    if (!IMAGE_NAME.test(name)) return false;
    return stat(join(this.folder, name)).then(
      () => true,
      () => false,
    );
  }

  async put(name: string, data: Buffer): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const path = join(this.folder, name);
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, path);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  async read(name: string): Promise<Buffer | undefined> {
    if (!IMAGE_NAME.test(name)) return undefined;
    return readFile(join(this.folder, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
  }

  async remove(name: string): Promise<void> {
    if (!IMAGE_NAME.test(name)) return;
    await unlink(join(this.folder, name)).catch(() => undefined);
  }

  async list(): Promise<string[]> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    return names.filter((name) => IMAGE_NAME.test(name));
  }

  async check(): Promise<void> {
    await mkdir(this.folder, { recursive: true });
  }
}

/** An S3 object's body and what `/img/` answers with it. */
export type ImageObject = { body: Readable; size?: number; etag?: string; lastModified?: Date };

/** The S3 store also streams an object to `/img/`, honouring a browser's conditional request. */
export interface BucketImageStore extends ImageStore {
  readonly bucket: string;
  /** undefined: no such image; 'not-modified': the browser's copy (its ETag or date) is current. */
  open(name: string, conditions: { ifNoneMatch?: string; ifModifiedSince?: Date }): Promise<ImageObject | 'not-modified' | undefined>;
}

export const isBucketStore = (store: ImageStore): store is BucketImageStore => store.bucket !== undefined;

/**
 * The store the configuration asks for. The S3 client is loaded only when S3_BUCKET is set, so
 * the default start pays nothing for it.
 */
export async function createImageStore(config: Pick<Config, 'imagesDir' | 's3'>): Promise<ImageStore> {
  if (!config.s3) return new LocalImageStore(config.imagesDir);
  const { S3ImageStore } = await import('./s3-image-store');
  return S3ImageStore.create(config.s3);
}
