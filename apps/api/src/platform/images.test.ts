import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '@plaza/domain/messages/es-server';
import { InvalidImageError, UPLOAD_FORMAT_NAMES, cardVariant, sniffImageFormat, storeImage, storeTrustedImage } from './images';

let dir: string;
let png: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'plaza-images-'));
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 220, g: 80, b: 40 } } })
    .png()
    .toBuffer();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function isWebp(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
}

describe('storeImage', () => {
  it('re-encodes a PNG to a WebP of the requested size named by its content hash', async () => {
    const file = await storeImage(dir, png, { width: 200, height: 200 });
    expect(file).toMatch(/^[0-9a-f]{16}\.webp$/);
    const bytes = await readFile(join(dir, file));
    expect(isWebp(bytes)).toBe(true);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 200]);
  });

  it('stores the same input once under the same name', async () => {
    const first = await storeImage(dir, png, { width: 120, height: 90 });
    const second = await storeImage(dir, png, { width: 120, height: 90 });
    expect(second).toBe(first);
    const copies = (await readdir(dir)).filter((name) => name === first);
    expect(copies).toHaveLength(1);
  });

  it('writes a card variant with the same aspect ratio', async () => {
    const file = await storeImage(dir, png, { width: 400, height: 300, cardWidth: 100 });
    expect(cardVariant(file)).toBe(file.replace('.webp', '-card.webp'));
    const card = await readFile(join(dir, cardVariant(file)));
    expect(isWebp(card)).toBe(true);
    const meta = await sharp(card).metadata();
    expect([meta.width, meta.height]).toEqual([100, 75]);
  });

  it('fits inside the box without enlarging when asked to', async () => {
    const file = await storeImage(dir, png, { width: 1000, height: 1000, fit: 'inside' });
    const meta = await sharp(await readFile(join(dir, file))).metadata();
    expect([meta.width, meta.height]).toEqual([640, 480]);
  });

  it('rejects bytes that are not an image', async () => {
    await expect(storeImage(dir, Buffer.from('no soy una imagen'), { width: 10, height: 10 })).rejects.toBeInstanceOf(
      InvalidImageError,
    );
  });

  it('refuses an SVG with a 400 naming the accepted formats, and writes nothing', async () => {
    const before = await readdir(dir);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>');
    const refusal = await storeImage(dir, svg, { width: 10, height: 10 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(InvalidImageError);
    expect(refusal).toMatchObject({ status: 400, message: t('upload.formatNotAccepted', { formats: 'JPEG, PNG o WebP' }) });
    expect(await readdir(dir)).toEqual(before);
  });

  it('refuses bytes that start like a PNG but do not decode as one', async () => {
    const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(200)]);
    const refusal = await storeImage(dir, broken, { width: 10, height: 10 }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 400, message: t('account.imageInvalid') });
  });
});

describe('storeTrustedImage', () => {
  it('rasterizes the server\'s own SVG artwork, which uploads refuse', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect width="100" height="50" fill="#0f766e"/></svg>');
    const file = await storeTrustedImage(dir, svg, { width: 200, height: 100, cardWidth: 50 });
    const meta = await sharp(await readFile(join(dir, file))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 100]);
  });
});

describe('sniffImageFormat', () => {
  it('tells JPEG, PNG and WebP by their first bytes, and nothing else', async () => {
    const square = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } });
    expect(sniffImageFormat(await square().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(png)).toBe('png');
    expect(sniffImageFormat(await square().webp().toBuffer())).toBe('webp');
    for (const other of [await square().gif().toBuffer(), await square().tiff().toBuffer(), await square().avif().toBuffer(), Buffer.from('<svg/>'), Buffer.alloc(0)])
      expect(sniffImageFormat(other)).toBeUndefined();
  });

  it('names the formats as the refusal says them', () => {
    expect(UPLOAD_FORMAT_NAMES).toBe('JPEG, PNG o WebP');
  });
});

describe('cardVariant', () => {
  it('inserts -card before the extension', () => {
    expect(cardVariant('abc.webp')).toBe('abc-card.webp');
  });
});
