import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalImageStore } from '../src/platform/image-store';
import { cardVariant, storeTrustedImage } from '../src/platform/images';
import { demoDrawings } from './demo';
import { drawingKey, PICTURE_PACK_PATH, writePicturePack, type PicturePack } from './picture-pack';

/**
 * `npm run seed:pictures`: renders every picture of the demo (the stores' art and each product's
 * picture) and writes them to seed/data/pictures.pack, which the seed copies instead of rendering.
 * Run it after changing a drawing (seed/art, seed/artwork.ts) or the demo's items: a test says so.
 */
async function main() {
  const started = Date.now();
  const dir = await mkdtemp(join(tmpdir(), 'plaza-pictures-'));
  const pack: PicturePack = new Map();
  try {
    const drawings = demoDrawings();
    let next = 0;
    const worker = async () => {
      while (next < drawings.length) {
        const drawing = drawings[next++]!;
        // The platform's own pipeline at its usual encoder effort: slower than at seeding, smaller files.
        const file = await storeTrustedImage(new LocalImageStore(dir), Buffer.from(drawing.svg), {
          width: drawing.width,
          height: drawing.height,
          cardWidth: drawing.cardWidth,
          vectorWidth: drawing.width,
          opaque: true,
        });
        pack.set(drawingKey(drawing), { full: await readFile(join(dir, file)), card: await readFile(join(dir, cardVariant(file))) });
      }
    };
    await Promise.all([worker(), worker()]);
    await writePicturePack(PICTURE_PACK_PATH, pack);
    const bytes = [...pack.values()].reduce((sum, p) => sum + p.full.length + p.card.length, 0);
    console.log(`${pack.size} imágenes (${(bytes / 1e6).toFixed(1)} MB) en ${PICTURE_PACK_PATH}, en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
