import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { megapixels, UPLOAD_IMAGE_MAX_PIXELS } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es-server';
import { tp } from '@plaza/domain/messages/es-panel';
import { MAX_PRODUCT_IMAGES } from '@plaza/domain/product-rules';
import type { PanelProduct } from '@plaza/domain/schemas/panel-product';
import { UPLOAD_FORMAT_NAMES, cardVariant } from '../../platform/images';
import { buildTestApp, type TestApp } from '../../test/app';
import { addSeller, catalogueDigest, referenceIds, retail, type Seller } from './test-sellers';

let app: TestApp;
let ids: Awaited<ReturnType<typeof referenceIds>>;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  ids = await referenceIds(app);
}, 60_000);
afterAll(() => app?.cleanup());

/** A phone photo: a JPEG with EXIF, including where it was taken. */
const photo = (hue = 0, width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: (hue * 37) % 255, b: 80 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Telefono', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 8/1 0/1' } })
    .toBuffer();

async function form(bytes: Buffer, filename: string, type: string) {
  const body = new FormData();
  body.append('image', new Blob([new Uint8Array(bytes)], { type }), filename);
  const request = new Request('http://plaza/', { method: 'POST', body });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function upload(seller: Seller, productId: number, bytes: Buffer, filename = 'foto.jpg', type = 'image/jpeg') {
  const { body, contentType } = await form(bytes, filename, type);
  return seller.client.send('POST', `${seller.base}/products/${productId}/images`, body, { 'content-type': contentType });
}

async function product(seller: Seller): Promise<PanelProduct> {
  return (await seller.client.send('POST', `${seller.base}/products`, retail(ids))).json<PanelProduct>();
}

describe('product images', () => {
  it('are re-encoded to WebP within 1200 px with a card variant, without the photo\'s metadata', async () => {
    const seller = await addSeller(app);
    const { product_id } = await product(seller);
    const response = await upload(seller, product_id, await photo(1, 4000, 3000));
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<PanelProduct>();
    expect(answer.images).toHaveLength(1);
    const file = answer.images[0]!.image;
    expect(file).toMatch(/^[0-9a-f]{16}\.webp$/);
    const stored = await sharp(join(app.config.imagesDir, file)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    expect(stored.exif).toBeUndefined();
    const card = await sharp(join(app.config.imagesDir, cardVariant(file))).metadata();
    expect(card).toMatchObject({ format: 'webp', width: 320 });
    // The storefront shows it.
    expect((await app.inject(`/api/market/products/${product_id}`)).json().images).toEqual([{ image: file, image_id: answer.images[0]!.image_id }]);
  });

  it('refuses a text file named .jpg and an image of too many pixels, storing nothing', async () => {
    const seller = await addSeller(app);
    const { product_id } = await product(seller);
    const before = await catalogueDigest(app);
    const text = await upload(seller, product_id, Buffer.from('no soy una foto, solo texto\n'.repeat(50)), 'foto.jpg', 'image/jpeg');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(t('upload.formatNotAccepted', { formats: UPLOAD_FORMAT_NAMES }));
    // 5000 × 5000 = 25 megapixels of one colour: a small file, judged by its header.
    const huge = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const big = await upload(seller, product_id, huge, 'grande.png', 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(t('upload.tooManyPixels', { megapixels: megapixels(UPLOAD_IMAGE_MAX_PIXELS) }));
    const noFile = await seller.client.send('POST', `${seller.base}/products/${product_id}/images`, { image: 'x' });
    expect(noFile.statusCode).toBe(400);
    expect(await catalogueDigest(app)).toBe(before);
  });

  it(`keeps at most ${MAX_PRODUCT_IMAGES} per product, even when uploads arrive together`, { timeout: 60_000 }, async () => {
    const seller = await addSeller(app);
    const { product_id } = await product(seller);
    const photos = await Promise.all(Array.from({ length: MAX_PRODUCT_IMAGES + 3 }, (_, i) => photo(i, 320, 240)));
    const answers = await Promise.all(photos.map((bytes) => upload(seller, product_id, bytes)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(MAX_PRODUCT_IMAGES);
    expect(statuses.every((status) => [201, 400, 429].includes(status)), statuses.join()).toBe(true);
    const stored = (await seller.client.get(`${seller.base}/products/${product_id}`)).json<PanelProduct>().images;
    expect(stored.length).toBe(statuses.filter((status) => status === 201).length);
    // Filled up one by one, the last is refused with its message.
    for (let i = stored.length; i < MAX_PRODUCT_IMAGES; i++) expect((await upload(seller, product_id, photos[i]!)).statusCode).toBe(201);
    const refused = await upload(seller, product_id, photos[0]!);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(tp('product.tooManyImages', { max: MAX_PRODUCT_IMAGES }));
    expect((await seller.client.get(`${seller.base}/products/${product_id}`)).json<PanelProduct>().images).toHaveLength(MAX_PRODUCT_IMAGES);
  });

  it('are reordered with exactly the product\'s image ids, the first becoming the card image', async () => {
    const seller = await addSeller(app);
    const { product_id } = await product(seller);
    for (let i = 0; i < 3; i++) expect((await upload(seller, product_id, await photo(i + 10, 64, 48))).statusCode).toBe(201);
    const images = (await seller.client.get(`${seller.base}/products/${product_id}`)).json<PanelProduct>().images;
    const [a, b, c] = images.map((image) => image.image_id) as [number, number, number];
    const path = `${seller.base}/products/${product_id}/images`;
    const before = await catalogueDigest(app);
    const other = await product(seller);
    const otherImage = (await upload(seller, other.product_id, await photo(99, 64, 48))).json<PanelProduct>().images[0]!.image_id;
    const afterOther = await catalogueDigest(app);
    expect(afterOther).not.toBe(before);
    for (const image_ids of [[a, b], [a, b, c, c], [a, b, b], [a, b, otherImage], [], [a, b, c, 999_999]]) {
      const response = await seller.client.send('PUT', path, { image_ids });
      expect(response.statusCode, JSON.stringify(image_ids)).toBe(400);
      expect(response.json().message).toBe(tp('product.imageOrder'));
    }
    expect(await catalogueDigest(app)).toBe(afterOther);
    const reordered = await seller.client.send('PUT', path, { image_ids: [c, a, b] });
    expect(reordered.json<PanelProduct>().images.map((image) => image.image_id)).toEqual([c, a, b]);
    const shown = (await app.inject(`/api/market/products/${product_id}`)).json<{ images: { image_id: number }[] }>();
    expect(shown.images.map((image) => image.image_id)).toEqual([c, a, b]);

    // Two reorders at once: one wins whole, never a mix of both.
    const orders = [
      [b, c, a],
      [a, c, b],
    ];
    const answers = await Promise.all(orders.map((image_ids) => seller.client.send('PUT', path, { image_ids })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const final = (await seller.client.get(`${seller.base}/products/${product_id}`)).json<PanelProduct>().images.map((image) => image.image_id);
    expect(orders).toContainEqual(final);
  });

  it('are deleted one by one; another product\'s image is not found', async () => {
    const seller = await addSeller(app);
    const one = await product(seller);
    const two = await product(seller);
    const first = (await upload(seller, one.product_id, await photo(3, 64, 48))).json<PanelProduct>().images[0]!;
    const theirs = (await upload(seller, two.product_id, await photo(4, 64, 48))).json<PanelProduct>().images[0]!;
    const before = await catalogueDigest(app);
    const wrong = await seller.client.send('DELETE', `${seller.base}/products/${one.product_id}/images/${theirs.image_id}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(tp('product.imageNotFound'));
    expect(await catalogueDigest(app)).toBe(before);
    const removed = await seller.client.send('DELETE', `${seller.base}/products/${one.product_id}/images/${first.image_id}`);
    expect(removed.json<PanelProduct>().images).toEqual([]);
    // The file stays: a copy of the product may show it.
    expect(existsSync(join(app.config.imagesDir, first.image))).toBe(true);
  });

  it('of a duplicated product are the same files', async () => {
    const seller = await addSeller(app);
    const { product_id } = await product(seller);
    const image = (await upload(seller, product_id, await photo(5, 64, 48))).json<PanelProduct>().images[0]!;
    const copy = (await seller.client.send('POST', `${seller.base}/products/${product_id}/duplicate`)).json<PanelProduct>();
    expect(copy.images.map((i) => i.image)).toEqual([image.image]);
    expect(copy.images[0]!.image_id).not.toBe(image.image_id);
  });
});
