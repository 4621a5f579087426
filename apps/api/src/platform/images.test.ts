import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidImageError, cardVariant, storeImage } from './images';

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
});

describe('cardVariant', () => {
  it('inserts -card before the extension', () => {
    expect(cardVariant('abc.webp')).toBe('abc-card.webp');
  });
});
