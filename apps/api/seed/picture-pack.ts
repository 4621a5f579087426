import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The demo's pictures rendered ahead of time (`npm run seed:pictures`) and shipped in one file, so
 * the first start writes hundreds of WebP files instead of rasterizing and encoding them. It is a
 * cache: a drawing missing from it (changed since the pack was made) is rendered at seeding, and a
 * test says when the pack needs making again.
 *
 * Format: 'PLZPICS1', a 32-bit length, a JSON header { key: [fullStart, fullLength, cardStart,
 * cardLength] } and the WebP bytes one after the other.
 */

const MAGIC = 'PLZPICS1';

/** What a picture is drawn from: its SVG and the sizes it is stored at. */
export type Drawing = { svg: string; width: number; height: number; cardWidth: number };
export type PicturePack = Map<string, { full: Buffer; card: Buffer }>;

export function drawingKey(drawing: Drawing): string {
  return createHash('sha256').update(`${drawing.width}x${drawing.height}/${drawing.cardWidth}\n${drawing.svg}`).digest('hex');
}

/** The pack, found beside the source (tests, tsx) or above the bundle (production: apps/api/dist). */
export const PICTURE_PACK_PATH = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'seed', 'data', 'pictures.pack');
    if (existsSync(candidate)) return candidate;
    if (existsSync(join(dir, 'data', 'pictures.pack'))) return join(dir, 'data', 'pictures.pack');
    dir = dirname(dir);
  }
  return join(dirname(fileURLToPath(import.meta.url)), 'data', 'pictures.pack');
})();

/** An empty pack when the file is missing or not a pack: every picture is then rendered. */
export function readPicturePack(path = PICTURE_PACK_PATH): PicturePack {
  const pack: PicturePack = new Map();
  if (!existsSync(path)) return pack;
  const bytes = readFileSync(path);
  if (bytes.subarray(0, MAGIC.length).toString('latin1') !== MAGIC) return pack;
  const headerLength = bytes.readUInt32LE(MAGIC.length);
  const start = MAGIC.length + 4 + headerLength;
  const header = JSON.parse(bytes.subarray(MAGIC.length + 4, start).toString('utf8')) as Record<string, [number, number, number, number]>;
  for (const [key, [fullStart, fullLength, cardStart, cardLength]] of Object.entries(header)) {
    pack.set(key, {
      full: bytes.subarray(start + fullStart, start + fullStart + fullLength),
      card: bytes.subarray(start + cardStart, start + cardStart + cardLength),
    });
  }
  return pack;
}

export async function writePicturePack(path: string, pack: PicturePack): Promise<void> {
  const header: Record<string, [number, number, number, number]> = {};
  const chunks: Buffer[] = [];
  let offset = 0;
  for (const [key, { full, card }] of [...pack].sort(([a], [b]) => (a < b ? -1 : 1))) {
    header[key] = [offset, full.length, offset + full.length, card.length];
    chunks.push(full, card);
    offset += full.length + card.length;
  }
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  await writeFile(path, Buffer.concat([Buffer.from(MAGIC, 'latin1'), length, json, ...chunks]));
}
