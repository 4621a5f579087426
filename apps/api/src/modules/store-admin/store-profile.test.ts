import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarLongDate, marketDay } from '@plaza/domain/dates';
import { t } from '@plaza/domain/messages/es-server';
import { tp } from '@plaza/domain/messages/es-panel';
import type { StoreProfile } from '@plaza/domain/schemas/panel-store';
import { UPLOAD_FORMAT_NAMES } from '../../platform/images';
import { buildTestApp, type TestApp } from '../../test/app';
import { changed, dataDigest } from '../../test/digest';
import { imageForm, panelWorld, type PanelWorld } from './panel-world';

let app: TestApp;
let world: PanelWorld;
let digest: () => Promise<Record<string, string>>;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  world = await panelWorld(app);
  digest = dataDigest(app);
}, 60_000);
afterAll(() => app?.cleanup());

const storePath = (storeId: number, rest = '') => `/api/store_admin/stores/${storeId}${rest}`;
const profileOf = async (storeId: number) => (await world.seller.get(storePath(storeId))).json<StoreProfile>();
const day = (offsetDays: number) => marketDay(new Date(Date.now() + offsetDays * 86_400_000));

describe('the stores a seller owns', () => {
  it('lists only the session seller\'s own stores', async () => {
    const mine = await world.seller.get('/api/store_admin/stores');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json()).toEqual([
      { store_id: world.storeA, name: 'Tienda Alfa', slug: expect.any(String), suspended: false, suspension_reason: null, plan_name: null, plan_notices: [], access: 'owner' },
      { store_id: world.storeA2, name: 'Tienda Alfa Dos', slug: expect.any(String), suspended: false, suspension_reason: null, plan_name: null, plan_notices: [], access: 'owner' },
    ]);
    expect((await world.otherSeller.get('/api/store_admin/stores')).json()).toEqual([
      { store_id: world.storeB, name: 'Tienda Beta', slug: expect.any(String), suspended: false, suspension_reason: null, plan_name: null, plan_notices: [], access: 'owner' },
    ]);
  });

  it('answers the profile of an owned store, and 404 for another seller\'s', async () => {
    const profile = await profileOf(world.storeA);
    expect(profile).toEqual(
      expect.objectContaining({ store_id: world.storeA, name: 'Tienda Alfa', category_id: world.ids.category, ubication_id: world.ids.township, province_id: world.ids.province, closure: null }),
    );
    const foreign = await world.seller.get(storePath(world.storeB));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(tp('access.storeNotFound'));
  });
});

describe('editing the profile', () => {
  it('refuses every broken rule with its Spanish message and changes nothing', async () => {
    const before = await digest();
    const cases: [object, string][] = [
      [{ name: '' }, tp('store.nameRequired')],
      [{ name: '   ' }, tp('store.nameRequired')],
      [{ name: 'x'.repeat(31) }, tp('fields.tooLong', { max: 30 })],
      [{ description: 'x'.repeat(301) }, tp('fields.tooLong', { max: 300 })],
      [{ email: 'no-es-correo' }, tp('fields.invalidEmail')],
      [{ phone: 'abc' }, tp('fields.invalidPhone')],
      [{ whatsapp: '12' }, tp('fields.invalidPhone')],
      [{ instagram: 'javascript:alert(1)' }, tp('fields.invalidInstagram')],
      // A handle's field may not lead off the network: another site, or one dressed up as it.
      [{ instagram: 'https://evil.example/tienda' }, tp('fields.invalidInstagram')],
      [{ instagram: 'https://instagram.com.evil.example/tienda' }, tp('fields.invalidInstagram')],
      [{ instagram: 'https://instagram.com@evil.example/tienda' }, tp('fields.invalidInstagram')],
      [{ facebook: 'https://evil.example/tienda' }, tp('fields.invalidFacebook')],
      [{ facebook: 'https://instagram.com/tienda' }, tp('fields.invalidFacebook')],
      [{ whatsapp: 'wa.me/5352223344' }, tp('fields.invalidPhone')],
      [{ category_id: 0 }, tp('fields.invalidId')],
      [{ category_id: 99_999 }, tp('storeApi.categoryNotFound')],
      [{ ubication_id: 99_999 }, tp('storeApi.ubicationNotFound')],
      [{ name: 'Nuevo nombre', ubication_id: 99_999 }, tp('storeApi.ubicationNotFound')],
      [{ closure: { closed_from: day(5), closed_until: day(1), message: '' } }, tp('store.closureOrder')],
      [{ closure: { closed_from: '2026-02-30', closed_until: day(1), message: '' } }, tp('fields.invalidDate')],
      [{ closure: { closed_from: day(0), closed_until: day(1), message: 'x'.repeat(201) } }, tp('fields.tooLong', { max: 200 })],
      [{ name: 'Con\u202Econtrol' }, t('errors.controlCharacters')],
      ...[0, 73, 1.5, '24', null].map((hours): [object, string] => [{ payment_hold_hours: hours }, tp('store.paymentHoldHours', { min: 1, max: 72 })]),
    ];
    for (const [body, message] of cases) {
      const response = await world.seller.send('PATCH', storePath(world.storeA), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toBe(message);
    }
    const unknown = await world.seller.send('PATCH', storePath(world.storeA), { slug: 'otra', owner_id: world.sellerId });
    expect(unknown.statusCode).toBe(400);
    expect(changed(before, await digest())).toEqual([]);
  });

  it("accepts a handle or a link on the network's own site for Instagram and Facebook", async () => {
    const accepted = [
      { instagram: '@tienda', facebook: 'tienda' },
      { instagram: 'tienda.cuba', facebook: 'https://m.facebook.com/tienda' },
      { instagram: 'https://www.instagram.com/tienda/', facebook: 'https://fb.com/tienda' },
      { instagram: 'https://instagram.com/tienda', facebook: 'https://www.facebook.com/profile.php?id=1000' },
    ];
    for (const body of accepted) {
      const response = await world.seller.send('PATCH', storePath(world.storeA2), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(200);
      expect(response.json()).toMatchObject(body);
    }
  });

  it('changes only the fields sent, derives the province from the municipality and keeps the slug', async () => {
    const { rows } = await app.deps.db.execute<{ id: number; province_id: number }>(sql`
      select id, province_id from townships where province_id <> ${world.ids.province} order by id limit 1`);
    const township = rows[0]!;
    const before = await profileOf(world.storeA2);
    const response = await world.seller.send('PATCH', storePath(world.storeA2), {
      description: '  Todo para el café.  ',
      email: 'ventas@alfa.cu',
      instagram: '@alfa.cu',
      facebook: 'https://facebook.com/alfa',
      whatsapp: '+53 5 222 3344',
      address: '',
      ubication_id: township.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...before,
      description: 'Todo para el café.',
      email: 'ventas@alfa.cu',
      instagram: '@alfa.cu',
      facebook: 'https://facebook.com/alfa',
      whatsapp: '+53 5 222 3344',
      address: null,
      ubication_id: township.id,
      province_id: township.province_id,
    });
    expect(await profileOf(world.storeA2)).toEqual(response.json());
    // How long an unpaid order holds stock: 24 hours unless the seller chooses (1 to 72).
    expect(before.payment_hold_hours).toBe(24);
    for (const hours of [1, 72, 48]) {
      const held = await world.seller.send('PATCH', storePath(world.storeA2), { payment_hold_hours: hours });
      expect(held.statusCode, held.body).toBe(200);
      expect(held.json()).toEqual({ ...response.json(), payment_hold_hours: hours });
    }
  });

  it('renames the store for the storefront, its search and its suggestions at once', async () => {
    const slug = (await profileOf(world.storeA2)).slug;
    const renamed = await world.seller.send('PATCH', storePath(world.storeA2), { name: 'Cafetería Zunzún' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().slug).toBe(slug);
    expect((await app.inject(`/api/market/stores/${slug}`)).json().store.name).toBe('Cafetería Zunzún');
    const suggestions = (await app.inject('/api/market/suggest?q=cafeteria%20zu')).json<{ data: string[] }>().data;
    expect(suggestions).toContain('Cafetería Zunzún');
    expect((await app.inject('/api/market/suggest?q=zunz')).json<{ data: string[] }>().data).toContain('zunzún');
    expect((await app.inject('/api/market/suggest?q=tienda%20alfa%20d')).json<{ data: string[] }>().data).not.toContain('Tienda Alfa Dos');
    const found = await app.inject('/api/market/search?q=zunzun');
    expect(JSON.stringify(found.json())).toContain('Cafetería Zunzún');
  });
});

describe('logo and cover', () => {
  let colour = 0x0f766e;
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: `#${(colour += 0x010203).toString(16).padStart(6, '0')}` } })
      .withExif({ IFD0: { Make: 'PlazaPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 8/1 0/1' } })
      .jpeg()
      .toBuffer();
  const upload = async (which: 'logo' | 'cover', bytes: Buffer, filename = 'foto.jpg', type = 'image/jpeg') => {
    const { body, contentType } = await imageForm(bytes, filename, type);
    return world.seller.send('POST', storePath(world.storeA, `/${which}`), body, { 'content-type': contentType });
  };
  const files = () => readdir(app.config.imagesDir).catch(() => [] as string[]);

  it('stores each as WebP at its size, without EXIF or GPS, with a card variant', async () => {
    for (const [which, width, height] of [['logo', 256, 256], ['cover', 1200, 400]] as const) {
      const response = await upload(which, await photo(1600, 1200));
      expect(response.statusCode, response.body).toBe(200);
      const file = response.json<StoreProfile>()[which]!;
      expect(file).toMatch(/^[0-9a-f]{16}\.webp$/);
      const stored = await readFile(join(app.config.imagesDir, file));
      const metadata = await sharp(stored).metadata();
      expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['webp', width, height, undefined]);
      expect(stored.includes('PlazaPhone')).toBe(false);
      expect(await files()).toContain(file.replace('.webp', '-card.webp'));
    }
  });

  it('removes the replaced file, unless another store still shows it', async () => {
    const first = (await upload('logo', await photo(300, 300))).json<StoreProfile>().logo!;
    await app.deps.db.execute(sql`update stores set logo = ${first} where id = ${world.storeB}`);
    const second = (await upload('logo', await photo(310, 300))).json<StoreProfile>().logo!;
    expect(await files()).toContain(first);
    const third = (await upload('logo', await photo(320, 300))).json<StoreProfile>().logo!;
    expect(third).not.toBe(second);
    expect(await files()).not.toContain(second);
    expect(await files()).not.toContain(second.replace('.webp', '-card.webp'));
  });

  it('refuses what is not a real image, or is over 20 megapixels, changing nothing', async () => {
    const before = await digest();
    const filesBefore = await files();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const notImage = await upload('logo', svg, 'logo.png', 'image/png');
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe(t('upload.formatNotAccepted', { formats: UPLOAD_FORMAT_NAMES }));
    const huge = await sharp({ create: { width: 5_000, height: 4_001, channels: 3, background: '#000' } }).jpeg({ quality: 1 }).toBuffer();
    const tooBig = await upload('cover', huge);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(t('upload.tooManyPixels', { megapixels: '20' }));
    const noFile = await world.seller.send('POST', storePath(world.storeA, '/cover'), { image: 'x' });
    expect(noFile.statusCode).toBe(400);
    expect(changed(before, await digest())).toEqual([]);
    expect(await files()).toEqual(filesBefore);
  });
});

describe('temporary closure', () => {
  const slugOf = async (storeId: number) => (await profileOf(storeId)).slug;
  const order = (methodId: number) =>
    world.customer.send('POST', '/api/market/orders', {
      store_id: world.storeA,
      payment_method_id: methodId,
      items: [{ product_id: world.products.cup, quantity: 1 }],
    });

  it('shows the notice on the store while today is within it, refuses checkout, and sells again once reopened', async () => {
    const slug = await slugOf(world.storeA);
    const closure = { closed_from: day(-1), closed_until: day(3), message: 'Volvemos el lunes.' };
    const closed = await world.seller.send('PATCH', storePath(world.storeA), { closure });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().closure).toEqual(closure);
    expect((await app.inject(`/api/market/stores/${slug}`)).json().store.closure).toEqual(closure);

    const ordersBefore = await app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`);
    const refused = await order(world.whatsappMethod);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(t('store.closedCheckout', { name: 'Tienda Alfa', until: calendarLongDate(closure.closed_until) }));
    // The checkout says so before the shopper presses 'Pagar': its payment methods call answers the same.
    const methods = await world.customer.get(`/api/market/paymentMethods/${world.storeA}`);
    expect(methods.statusCode).toBe(409);
    expect(methods.json().message).toBe(refused.json().message);
    expect((await app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`)).rows).toEqual(ordersBefore.rows);

    const reopened = await world.seller.send('PATCH', storePath(world.storeA), { closure: null });
    expect(reopened.json().closure).toBeNull();
    expect((await app.inject(`/api/market/stores/${slug}`)).json().store.closure).toBeNull();
    const sold = await order(world.whatsappMethod);
    expect(sold.statusCode, sold.body).toBe(200);
    expect((await world.customer.get(`/api/market/paymentMethods/${world.storeA}`)).statusCode).toBe(200);
  });

  it('does not show or enforce a closure still to come or already over', async () => {
    const slug = await slugOf(world.storeA);
    for (const closure of [
      { closed_from: day(2), closed_until: day(4), message: 'Pronto cerramos' },
      { closed_from: day(-6), closed_until: day(-1), message: 'Ya volvimos' },
    ]) {
      const saved = await world.seller.send('PATCH', storePath(world.storeA), { closure });
      expect(saved.json().closure).toEqual(closure);
      expect((await app.inject(`/api/market/stores/${slug}`)).json().store.closure).toBeNull();
      expect((await order(world.whatsappMethod)).statusCode).toBe(200);
    }
    await world.seller.send('PATCH', storePath(world.storeA), { closure: null });
  });
});
