import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_IMAGE_MAX_PIXELS, megabytes, megapixels } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es-server';
import { ta } from '@plaza/domain/messages/es-admin';
import { HERO_IMAGE_MAX_BYTES, HERO_TITLE_MAX, type AdminHeroSlide } from '@plaza/domain/schemas/admin-content';
import { UPLOAD_FORMAT_NAMES, cardVariant } from '../../platform/images';
import { buildTestApp, type Client, type TestApp } from '../../test/app';
import { auditOf, imageForm, photo, signedInAdmin, visitorGet } from '../content-admin-world';

let app: TestApp;
let admin: { client: Client; userId: string };

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  admin = await signedInAdmin(app);
}, 60_000);
afterAll(() => app?.cleanup());

async function upload(bytes: Buffer, filename?: string, type?: string) {
  const { body, headers } = await imageForm(bytes, filename, type);
  return admin.client.send('POST', '/api/admin/hero/images', body, headers);
}

let green = 0;
/** A new stored image's file name. */
async function storedImage(): Promise<string> {
  const response = await upload(await photo(1600, 1200, (green += 17) % 255));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ background_image: string }>().background_image;
}

async function slides(): Promise<AdminHeroSlide[]> {
  const response = await admin.client.get('/api/admin/hero');
  expect(response.statusCode).toBe(200);
  return response.json();
}

const storefrontSlides = () => visitorGet<AdminHeroSlide[]>(app, '/api/market/hero');

async function addPromo(tittle: string): Promise<AdminHeroSlide> {
  const response = await admin.client.send('POST', '/api/admin/hero', { tittle, subtittle: 'Solo esta semana', description: 'En tiendas de toda Cuba.', background_image: await storedImage() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminHeroSlide[]>().find((slide) => slide.tittle === tittle)!;
}

describe('the hero carousel in the console', () => {
  it("stores an uploaded photo at the storefront's 1280×480 with its 640 px variant, and a new welcome slide shows first on the storefront", async () => {
    const image = await storedImage();
    expect(image).toMatch(/^[0-9a-f]{16}\.webp$/);
    expect(await sharp(join(app.config.imagesDir, image)).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 480 });
    expect(await sharp(join(app.config.imagesDir, cardVariant(image))).metadata()).toMatchObject({ format: 'webp', width: 640 });

    const promo = await addPromo('Ofertas de verano');
    const welcome = await admin.client.send('POST', '/api/admin/hero', { type: 'welcome', tittle: 'Bienvenido a Plaza', background_image: image });
    expect(welcome.statusCode, welcome.body).toBe(201);
    const answer = welcome.json<AdminHeroSlide[]>();
    expect(answer.map((slide) => [slide.type, slide.tittle])).toEqual([
      ['welcome', 'Bienvenido a Plaza'],
      ['promo', 'Ofertas de verano'],
    ]);
    expect(answer[0]).toMatchObject({ subtittle: '', description: '', background_image: image });
    expect(await storefrontSlides()).toEqual(answer);
    expect(promo.type).toBe('promo');

    const inserts = await auditOf(app, 'hero_slides.insert');
    expect(inserts.at(-1)).toMatchObject({ actor_id: admin.userId, actor_role: 'admin', before: null, after: { type: 'welcome', title: 'Bienvenido a Plaza' } });
  });

  it('keeps one welcome slide: a second is refused, and it cannot be deleted', async () => {
    const [welcome] = await slides();
    expect(welcome?.type).toBe('welcome');
    const second = await admin.client.send('POST', '/api/admin/hero', { type: 'welcome', tittle: 'Otra bienvenida', background_image: welcome!.background_image });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(ta('content.hero.welcomeExists'));
    const removal = await admin.client.send('DELETE', `/api/admin/hero/${welcome!.hero_id}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe(ta('content.hero.welcomeNotDeletable'));
    expect((await storefrontSlides())[0]).toEqual(welcome);
  });

  it('edits a slide, and the storefront shows the new text and image at once', async () => {
    const promo = await addPromo('Para editar');
    const image = await storedImage();
    const patch = await admin.client.send('PATCH', `/api/admin/hero/${promo.hero_id}`, { tittle: '  Rebajas de otoño ', description: 'Línea uno\r\nLínea dos', background_image: image });
    expect(patch.statusCode, patch.body).toBe(200);
    const shown = (await storefrontSlides()).find((slide) => slide.hero_id === promo.hero_id);
    expect(shown).toEqual({ ...promo, tittle: 'Rebajas de otoño', description: 'Línea uno\nLínea dos', background_image: image });
    const [update] = (await auditOf(app, 'hero_slides.update')).filter((row) => row.entity_id === String(promo.hero_id));
    expect(update).toMatchObject({ actor_id: admin.userId, before: { title: 'Para editar' }, after: { title: 'Rebajas de otoño', background_image: image } });
  });

  it('deletes a promo slide, which leaves the storefront', async () => {
    const promo = await addPromo('Para borrar');
    const removal = await admin.client.send('DELETE', `/api/admin/hero/${promo.hero_id}`);
    expect(removal.statusCode, removal.body).toBe(200);
    expect(removal.json<AdminHeroSlide[]>().some((slide) => slide.hero_id === promo.hero_id)).toBe(false);
    expect((await storefrontSlides()).some((slide) => slide.hero_id === promo.hero_id)).toBe(false);
    expect((await auditOf(app, 'hero_slides.delete')).at(-1)).toMatchObject({ entity_id: String(promo.hero_id), before: { title: 'Para borrar' }, after: null });
    expect((await admin.client.send('DELETE', `/api/admin/hero/${promo.hero_id}`)).statusCode).toBe(404);
  });

  it('reorders the slides; the welcome slide stays first wherever the list puts it', async () => {
    await addPromo('Tercera');
    const current = await slides();
    const reversed = current.map((slide) => slide.hero_id).reverse();
    const response = await admin.client.send('PUT', '/api/admin/hero', { hero_ids: reversed });
    expect(response.statusCode, response.body).toBe(200);
    const promos = current.filter((slide) => slide.type !== 'welcome').reverse();
    expect((await storefrontSlides()).map((slide) => slide.hero_id)).toEqual([current[0]!.hero_id, ...promos.map((slide) => slide.hero_id)]);
    expect(response.json()).toEqual(await storefrontSlides());
  });

  it('refuses an order that leaves out a slide, names one twice or names one that does not exist', async () => {
    const ids = (await slides()).map((slide) => slide.hero_id);
    const before = await storefrontSlides();
    for (const [hero_ids, status, message] of [
      [ids.slice(1), 409, ta('content.hero.orderMismatch')],
      [[...ids, 999_999], 409, ta('content.hero.orderMismatch')],
      [[...ids, ids[0]], 400, ta('content.fields.duplicateIds')],
      [ids.map(String), 400, ta('content.fields.invalidId')],
    ] as const) {
      const response = await admin.client.send('PUT', '/api/admin/hero', { hero_ids });
      expect(response.statusCode, JSON.stringify(hero_ids)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await storefrontSlides()).toEqual(before);
  });

  it('refuses bad slides with a Spanish message and changes nothing', async () => {
    const before = await storefrontSlides();
    const image = before[0]!.background_image;
    const cases: [unknown, string][] = [
      [{ tittle: 'Sin imagen' }, ta('content.hero.imageRequired')],
      [{ tittle: 'Imagen ajena', background_image: '../../etc/passwd' }, ta('content.hero.imageMissing')],
      [{ tittle: 'Imagen inexistente', background_image: '0123456789abcdef.webp' }, ta('content.hero.imageMissing')],
      [{ tittle: '   ', background_image: image }, ta('content.fields.required')],
      [{ tittle: 'x'.repeat(HERO_TITLE_MAX + 1), background_image: image }, ta('content.fields.tooLong', { max: HERO_TITLE_MAX })],
      [{ tittle: 42, background_image: image }, ta('content.fields.required')],
      [{ tittle: 'Tipo raro', type: 'banner', background_image: image }, ta('content.fields.invalidId')],
      [{ tittle: 'Campo de más', background_image: image, position: 0 }, ''],
    ];
    for (const [body, message] of cases) {
      const response = await admin.client.send('POST', '/api/admin/hero', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(response.json().message, JSON.stringify(body)).toContain(message);
    }
    const id = before[0]!.hero_id;
    expect((await admin.client.send('PATCH', `/api/admin/hero/${id}`, { tittle: 'a\u202eb' })).statusCode).toBe(400);
    expect((await admin.client.send('PATCH', '/api/admin/hero/999999', { tittle: 'Nada' })).statusCode).toBe(404);
    expect((await admin.client.send('PATCH', '/api/admin/hero/abc', { tittle: 'Nada' })).statusCode).toBe(400);
    expect((await admin.client.send('PATCH', '/api/admin/hero/99999999999', { tittle: 'Nada' })).statusCode).toBe(400);
    expect((await admin.client.send('DELETE', '/api/admin/hero/0')).statusCode).toBe(400);
    expect(await storefrontSlides()).toEqual(before);
  });

  it('refuses a file that is not an image, an oversized one and one of too many pixels, storing nothing', async () => {
    const files = readdirSync(app.config.imagesDir).sort();
    const text = await upload(Buffer.from('no soy una foto\n'.repeat(40)), 'foto.jpg', 'image/jpeg');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(t('upload.formatNotAccepted', { formats: UPLOAD_FORMAT_NAMES }));
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'foto.svg', 'image/svg+xml');
    expect(svg.statusCode).toBe(400);
    const oversized = Buffer.concat([await photo(64, 64), Buffer.alloc(HERO_IMAGE_MAX_BYTES)]);
    const big = await upload(oversized);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(t('account.imageTooLarge', { size: megabytes(HERO_IMAGE_MAX_BYTES) }));
    const huge = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const pixels = await upload(huge, 'grande.png', 'image/png');
    expect(pixels.statusCode).toBe(413);
    expect(pixels.json().message).toBe(t('upload.tooManyPixels', { megapixels: megapixels(UPLOAD_IMAGE_MAX_PIXELS) }));
    const json = await admin.client.send('POST', '/api/admin/hero/images', { image: 'x' });
    expect(json.statusCode).toBe(400);
    expect(readdirSync(app.config.imagesDir).sort()).toEqual(files);
  });
});
