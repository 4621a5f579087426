import { createHash } from 'node:crypto';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { UPLOAD_IMAGE_FORMATS, UPLOAD_IMAGE_MAX_PIXELS, megapixels } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es-server';
import { BoundedQueue, QueueFullError } from './bounded-queue';
import { AppError, type ErrorKind } from './errors';
import type { ImageStore } from './image-store';

/*
 * Process-wide libvips settings, for memory and CPU that stay predictable on a small server:
 * - No operation cache. libvips keeps recent operations and their pixels (up to 50 MB and 20
 *   files) so that repeating one on the same input is free; every upload is a new input, so the
 *   cache would only keep a user's decoded picture in memory after its request has ended.
 * - One libvips thread per image, so an image takes at most one core whatever its size: on two
 *   cores the other stays for the event loop and password hashing. sharp already picks 1 on
 *   glibc without jemalloc (this machine), but one per core on other systems.
 */
type SharpFunction = (input?: ImageInput | Buffer, options?: SharpOptions) => Sharp;

/**
 * sharp (libvips) is loaded on the first image work, not at start: it adds about 25 MB to a
 * process that may never receive an upload (issue 25, memory).
 */
let sharpModule: Promise<SharpFunction> | undefined;
const loadSharp = () =>
  (sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp as unknown as SharpFunction;
  }));

/**
 * Images worked on at once. sharp decodes and encodes on the threads of Node's libuv pool (4
 * unless UV_THREADPOOL_SIZE says otherwise), the pool @node-rs/argon2 hashes passwords on and the
 * file system uses: one image at a time leaves three threads for logins, whatever is uploaded.
 */
export const IMAGE_WORK_CONCURRENCY = 1;
/**
 * Uploads that may wait for their turn (each holds its bytes and its connection meanwhile); one
 * more is told to try again. A 20 MP photo takes well under a second here, so the last in line
 * waits a few seconds at most.
 */
export const IMAGE_WORK_MAX_WAITING = 8;
/** What a refused upload is told to wait, about the time the waiting list takes to clear. */
const BUSY_RETRY_SECONDS = 5;

/** The one queue that every upload's image work goes through, whatever route it came from. */
export const imageQueue = new BoundedQueue(IMAGE_WORK_CONCURRENCY, IMAGE_WORK_MAX_WAITING);

/** Bytes of an image: for uploads JPEG, PNG or WebP; for the server's own artwork anything sharp reads. */
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
  /**
   * Only for a drawing the server made (`storeTrustedImage`): the input is a vector image this
   * many pixels wide, so the card is rasterized from it at the card's own size, which costs a
   * fraction of decoding the full-size WebP again and scaling it down.
   */
  vectorWidth?: number;
  /** The image covers its whole canvas: no alpha channel is encoded (smaller, and faster to write). */
  opaque?: boolean;
};

/** An upload refused for its content: a 4xx with its Spanish message, whichever route it came through. */
export class InvalidImageError extends AppError {
  constructor(kind: ErrorKind, message: string, cause?: unknown) {
    super(kind, message);
    this.name = 'InvalidImageError';
    this.cause = cause;
  }
}

type UploadFormat = keyof typeof UPLOAD_IMAGE_FORMATS;

const QUALITY = 72;
/** 'JPEG, PNG o WebP': the accepted formats as messages and the API's documentation name them. */
export const UPLOAD_FORMAT_NAMES = new Intl.ListFormat('es', { type: 'disjunction' }).format(Object.values(UPLOAD_IMAGE_FORMATS));

const formatNotAccepted = (cause?: unknown) =>
  new InvalidImageError('invalid', t('upload.formatNotAccepted', { formats: UPLOAD_FORMAT_NAMES }), cause);
const undecodable = (cause?: unknown) => new InvalidImageError('invalid', t('account.imageInvalid'), cause);

/**
 * The upload format the bytes themselves announce (their magic number), or undefined. A file's
 * name and declared type are the sender's word; SVG, GIF, TIFF, AVIF and the rest never reach a
 * decoder. sharp's own reading of the header must then agree (see `storeImage`).
 */
export function sniffImageFormat(input: ImageInput): UploadFormat | undefined {
  const bytes = input instanceof ArrayBuffer ? new Uint8Array(input) : input;
  const startsWith = (offset: number, signature: number[]) => signature.every((byte, i) => bytes[offset + i] === byte);
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  if (startsWith(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(0, ascii('RIFF')) && startsWith(8, ascii('WEBP'))) return 'webp';
  return undefined;
}

/**
 * Stores an uploaded image: re-encoded to WebP (metadata such as EXIF GPS stripped, orientation
 * applied) under a content-hash name, so identical images are stored once and cached forever.
 * Returns the full-size file name, served at `/img/{file}`.
 *
 * The guard every upload route gets by calling it: only JPEG, PNG or WebP by their bytes; at most
 * UPLOAD_IMAGE_MAX_PIXELS, judged from the header before any pixel is decoded; the work done in
 * `imageQueue`, and a 429 "try again" when its waiting list is full. Refusals are
 * `InvalidImageError`s (4xx) and write nothing.
 */
export async function storeImage(images: ImageStore, input: ImageInput, options: StoreImageOptions): Promise<string> {
  const format = sniffImageFormat(input);
  if (!format) throw formatNotAccepted();
  try {
    return await imageQueue.run(async () => {
      await checkHeader(input, format);
      return await encodeAndStore(images, input, options, { limitInputPixels: UPLOAD_IMAGE_MAX_PIXELS, failOn: 'error' }, undecodable);
    });
  } catch (error) {
    if (error instanceof QueueFullError) throw new AppError('too_many', t('upload.busy'), { 'retry-after': String(BUSY_RETRY_SECONDS) });
    throw error;
  }
}

/**
 * For images the server draws itself (the demo seed's SVG artwork), never for a client's bytes:
 * any format sharp reads, SVG included, outside the upload queue. The seed runs before the server
 * listens (server.ts), so it competes with no login, and one image at a time would make the first
 * start wait on each of its drawings in turn.
 */
export function storeTrustedImage(images: ImageStore, input: ImageInput, options: StoreImageOptions): Promise<string> {
  return encodeAndStore(images, input, options, { limitInputPixels: UPLOAD_IMAGE_MAX_PIXELS, failOn: 'error' });
}

/**
 * Stores an image this module already encoded, ahead of time (the demo's pictures, rendered once
 * and shipped with the seed): the same content-hash name and files that `storeTrustedImage` writes,
 * without decoding or encoding anything. Returns the full-size file name.
 */
export async function storeEncodedImage(images: ImageStore, full: Buffer, card?: Buffer): Promise<string> {
  const file = `${createHash('sha256').update(full).digest('hex').slice(0, 16)}.webp`;
  if (await isStored(images, file, card !== undefined)) return file;
  if (card) await images.put(cardVariant(file), card);
  // The full-size file goes last: its presence means the whole set is stored.
  await images.put(file, full);
  return file;
}

/** Whether the image (and its card, when one is wanted) is stored already: identical images are stored once. */
async function isStored(images: ImageStore, file: string, withCard: boolean): Promise<boolean> {
  return (await images.has(file)) && (!withCard || (await images.has(cardVariant(file))));
}

/** sharp's reading of the header (no pixel decoded): the format must be the one sniffed and the size within the cap. */
async function checkHeader(input: ImageInput, format: UploadFormat): Promise<void> {
  let metadata: Metadata;
  try {
    // No pixel limit here: the header is all that is read, and the size is judged just below with its own message.
    metadata = await (await loadSharp())(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw undecodable(error);
  }
  if (metadata.format !== format) throw formatNotAccepted();
  const { width, height } = metadata;
  if (!width || !height) throw undecodable();
  if (width * height > UPLOAD_IMAGE_MAX_PIXELS)
    throw new InvalidImageError('payload_too_large', t('upload.tooManyPixels', { megapixels: megapixels(UPLOAD_IMAGE_MAX_PIXELS) }));
}

async function encodeAndStore(
  images: ImageStore,
  input: ImageInput,
  options: StoreImageOptions,
  decoding: SharpOptions,
  refusal?: (cause: unknown) => Error,
): Promise<string> {
  const fit = options.fit ?? 'cover';
  const webp = { quality: QUALITY, effort: options.effort ?? 4 };
  const sharp = await loadSharp();
  let full: Buffer;
  try {
    const pipeline = sharp(input, decoding)
      .rotate()
      .resize(options.width, options.height, { fit, withoutEnlargement: fit === 'inside' });
    full = await (options.opaque ? pipeline.removeAlpha() : pipeline).webp(webp).toBuffer();
  } catch (error) {
    throw refusal ? refusal(error) : error;
  }
  const name = createHash('sha256').update(full).digest('hex').slice(0, 16);
  const file = `${name}.webp`;
  if (await isStored(images, file, options.cardWidth !== undefined)) return file;

  if (options.cardWidth) {
    const source = options.vectorWidth ? sharp(input, { ...decoding, density: (72 * options.cardWidth) / options.vectorWidth }) : sharp(full);
    const resized = source.resize({ width: options.cardWidth, withoutEnlargement: true });
    const card = await (options.opaque ? resized.removeAlpha() : resized).webp(webp).toBuffer();
    await images.put(cardVariant(file), card);
  }
  // The full-size file goes last: its presence means the whole set is stored.
  await images.put(file, full);
  return file;
}

/** `abc.webp` → `abc-card.webp`: the small variant written beside a stored image. */
export function cardVariant(file: string): string {
  return file.replace(/\.webp$/, '') + '-card.webp';
}
