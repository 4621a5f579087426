// A seller's phone photo on its way into the catalogue (issue 17): a 12-megapixel JPEG (4000 ×
// 3000, made here with sharp: shapes, gradients and sensor grain, about the weight of a phone's
// photo), shrunk as the panel's browser code does (at most 1600 px, JPEG, quality lowered until
// ≤ 400 KB; sharp stands in for the canvas), then uploaded to the running server, which re-encodes
// it to WebP with its card variant. Budgets: the upload's answer ≤ 1.5 s (the slowest of three
// photos), the stored image ≤ 150 KB, the card ≤ 25 KB, the shrunk upload ≤ 400 KB.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { finish, report } from './report.mjs';
import { browserSession } from './lib/browser-session.mjs';
import { addSellerWithStore } from './lib/seller.mjs';
import { ensureBuilt, startServer, withPostgresDemo } from './lib/server.mjs';

const SELLER = { email: 'bench-fotos@plaza.local', password: 'Vendedor123!' };
const UPLOAD_MAX_SIDE = 1600; // apps/web/src/panel-ui/shrink-image.ts
const UPLOAD_MAX_BYTES = 400 * 1024;

/** A 4000 × 3000 "photo": a sky-to-ground gradient, a few hundred soft shapes, and grain. */
async function phonePhoto(seed) {
  let state = seed;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const width = 4000;
  const height = 3000;
  const shapes = Array.from({ length: 300 }, () => {
    const [r, g, b] = [random(), random(), random()].map((x) => Math.round(40 + x * 200));
    return `<ellipse cx="${random() * width}" cy="${random() * height}" rx="${40 + random() * 400}" ry="${40 + random() * 300}" fill="rgb(${r},${g},${b})" fill-opacity="${0.3 + random() * 0.6}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5ff"/><stop offset="0.55" stop-color="#f3e7c9"/><stop offset="1" stop-color="#6b4f2a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>${shapes}</svg>`;
  const base = await sharp(Buffer.from(svg)).blur(1.2).raw().toBuffer({ resolveWithObject: true });
  const grain = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 18 } } }).raw().toBuffer();
  const pixels = base.data;
  const channels = base.info.channels;
  const out = Buffer.alloc(width * height * 3);
  for (let i = 0, j = 0; j < out.length; i += channels, j += 3) {
    for (let c = 0; c < 3; c++) out[j + c] = Math.max(0, Math.min(255, pixels[i + c] + (grain[j + c] - 128) * 0.5));
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'Telefono', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 8/1 0/1' } })
    .toBuffer();
}

/** What shrinkImage does in the browser: at most 1600 px on the longest side, JPEG, quality lowered until it fits. */
async function shrinkAsTheBrowser(photo) {
  const resized = sharp(photo).rotate().resize(UPLOAD_MAX_SIDE, UPLOAD_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  let blob;
  for (const quality of [82, 72, 60, 50]) {
    blob = await resized.clone().flatten({ background: '#ffffff' }).jpeg({ quality }).toBuffer();
    if (blob.length <= UPLOAD_MAX_BYTES) break;
  }
  return blob;
}

ensureBuilt();
await withPostgresDemo({ name: 'plaza_bench_image' }, async ({ dataDir, databaseUrl }) => {
  const storeId = await addSellerWithStore(databaseUrl, { ...SELLER, lastName: 'De fotos', storeName: 'Fotos de prueba', slug: 'fotos-de-prueba' });
  const server = await startServer({ dataDir, databaseUrl });
  try {
    const seller = browserSession(server.url);
    const login = await seller.send('/api/auth/login', SELLER);
    if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
    const base = `/api/store_admin/stores/${storeId}`;
    const categories = await (await fetch(`${server.url}/api/admin/categories`)).json();
    const currencies = await (await fetch(`${server.url}/api/admin/currencies`)).json();
    const created = await seller.send(`${base}/products`, {
      name: 'Foto de prueba',
      category_id: categories[0].category_id,
      currency_id: currencies[0].currency_id,
      price: 1000,
      stock: 1,
    });
    if (created.status !== 201) throw new Error(`product: ${created.status} ${await created.text()}`);
    const { product_id } = await created.json();

    const figures = [];
    for (const seed of [1, 2, 3]) {
      const photo = await phonePhoto(seed);
      const shrunk = await shrinkAsTheBrowser(photo);
      const form = new FormData();
      form.append('image', new Blob([shrunk], { type: 'image/jpeg' }), 'foto.jpg');
      const begun = performance.now();
      const upload = await seller.sendForm(`${base}/products/${product_id}/images`, form);
      const seconds = (performance.now() - begun) / 1000;
      if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
      const images = (await upload.json()).images;
      const file = images.at(-1).image;
      const stored = statSync(join(dataDir, 'images', file)).size;
      const card = statSync(join(dataDir, 'images', file.replace(/\.webp$/, '-card.webp'))).size;
      const meta = await sharp(join(dataDir, 'images', file)).metadata();
      console.log(
        `   photo ${seed}: ${(photo.length / 1024).toFixed(0)} KB at 4000×3000 → shrunk ${(shrunk.length / 1024).toFixed(0)} KB → stored ${(stored / 1024).toFixed(1)} KB (${meta.width}×${meta.height}, ${meta.exif ? 'with' : 'no'} EXIF), card ${(card / 1024).toFixed(1)} KB, server ${seconds.toFixed(2)} s`,
      );
      figures.push({ shrunk: shrunk.length, stored, card, seconds });
    }
    const worst = (key) => Math.max(...figures.map((figure) => figure[key]));
    report('browser-shrunk upload, largest', Math.round(worst('shrunk') / 1024), 400, 'KB');
    report('server re-encode (upload answer), slowest', worst('seconds'), 1.5, 's');
    report('stored product image, largest', Math.round((worst('stored') / 1024) * 10) / 10, 150, 'KB');
    report('card variant, largest', Math.round((worst('card') / 1024) * 10) / 10, 25, 'KB');
  } finally {
    await server.stop();
  }
});
finish();
