import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tp } from '@plaza/domain/messages/es-panel';
import { TAG_NAME_MAX, type PanelTag } from '@plaza/domain/schemas/panel-catalogue';
import type { PanelProduct } from '@plaza/domain/schemas/panel-product';
import { buildTestApp, type TestApp } from '../../test/app';
import { addSeller, catalogueDigest, referenceIds, retail, type Seller } from './test-sellers';

let app: TestApp;
let ids: Awaited<ReturnType<typeof referenceIds>>;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  ids = await referenceIds(app);
}, 60_000);
afterAll(() => app?.cleanup());

async function addTag(seller: Seller, name: string, color = '#336699'): Promise<PanelTag> {
  const response = await seller.client.send('POST', `${seller.base}/tags`, { name, color });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PanelTag>();
}

const searchNames = async (q: string) =>
  (await app.inject(`/api/market/search?q=${encodeURIComponent(q)}`))
    .json<{ data: { results: { result_type: string; name?: string }[] } }>()
    .data.results.filter((result) => result.result_type === 'product')
    .map((result) => result.name);

describe('tags of a store', () => {
  it('are created with a slug from the name and a lower-case colour, and listed by name', async () => {
    const seller = await addSeller(app);
    const tag = await addTag(seller, '  Envío Gratis ', '#AABBCC');
    expect(tag).toEqual({ tag_id: tag.tag_id, name: 'Envío Gratis', slug: 'envio-gratis', color: '#aabbcc' });
    await addTag(seller, 'Artesanal');
    expect(await addTag(seller, '★★★')).toMatchObject({ slug: 'etiqueta' });
    const listed = (await seller.client.get(`${seller.base}/tags`)).json<PanelTag[]>();
    expect(listed.map((t) => t.name)).toEqual(['Artesanal', 'Envío Gratis', '★★★']);
    // The storefront's tag page finds it by that slug.
    expect((await app.inject(`/api/market/stores/${seller.slug}/tags/envio-gratis/products`)).statusCode).toBe(200);
  });

  it('refuses a name the store already has, however it is written, and changes nothing', async () => {
    const seller = await addSeller(app);
    const other = await addSeller(app);
    await addTag(seller, 'Oferta');
    await addTag(other, 'Ofertón');
    const second = await addTag(seller, 'Rebajas');
    const before = await catalogueDigest(app);
    for (const name of ['Oferta', 'OFERTA', 'ofértá', ' oferta ']) {
      const response = await seller.client.send('POST', `${seller.base}/tags`, { name, color: '#000000' });
      expect(response.statusCode, name).toBe(409);
      expect(response.json()).toEqual({ success: false, message: tp('tag.duplicate') });
    }
    const rename = await seller.client.send('PATCH', `${seller.base}/tags/${second.tag_id}`, { name: 'Oferta' });
    expect(rename.json()).toEqual({ success: false, message: tp('tag.duplicate') });
    expect(await catalogueDigest(app)).toBe(before);
    // Another store may have its own of the same name.
    expect((await other.client.send('POST', `${other.base}/tags`, { name: 'Oferta', color: '#000000' })).statusCode).toBe(201);
  });

  it('lets only one of two creations of the same name at once through', async () => {
    const seller = await addSeller(app);
    const answers = await Promise.all(
      ['Nuevo', 'nuevo', 'NUEVO'].map((name) => seller.client.send('POST', `${seller.base}/tags`, { name, color: '#000000' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await seller.client.get(`${seller.base}/tags`)).json()).toHaveLength(1);
  });

  it.each([
    ['no name', { color: '#000000' }, tp('tag.nameRequired')],
    ['a blank name', { name: '  ', color: '#000000' }, tp('tag.nameRequired')],
    ['a name too long', { name: 'x'.repeat(TAG_NAME_MAX + 1), color: '#000000' }, tp('fields.tooLong', { max: TAG_NAME_MAX })],
    ['no colour', { name: 'Rojo' }, tp('tag.colorInvalid')],
    ['a colour by name', { name: 'Rojo', color: 'red' }, tp('tag.colorInvalid')],
    ['a short colour', { name: 'Rojo', color: '#f00' }, tp('tag.colorInvalid')],
  ])('refuses %s with its message, changing nothing', async (_label, body, message) => {
    const seller = await addSeller(app);
    const before = await catalogueDigest(app);
    const response = await seller.client.send('POST', `${seller.base}/tags`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect(await catalogueDigest(app)).toBe(before);
  });

  it('renames: products carrying it are found by the new name at once, not the old', async () => {
    const seller = await addSeller(app);
    const tag = await addTag(seller, 'Hecho a mano');
    const product = (await seller.client.send('POST', `${seller.base}/products`, retail(ids, { name: 'Cartera Zunzún', tags: [tag.tag_id] }))).json<PanelProduct>();
    expect(await searchNames('zunzun hecho mano')).toEqual(['Cartera Zunzún']);
    const renamed = await seller.client.send('PATCH', `${seller.base}/tags/${tag.tag_id}`, { name: 'Piel de Majagua', color: '#102030' });
    expect(renamed.json()).toEqual({ tag_id: tag.tag_id, name: 'Piel de Majagua', slug: 'piel-de-majagua', color: '#102030' });
    expect(await searchNames('zunzun majagua')).toEqual(['Cartera Zunzún']);
    expect(await searchNames('zunzun hecho mano')).toEqual([]);
    const { rows } = await app.deps.db.execute<{ search_keywords: string }>(sql`select search_keywords from products where id = ${product.product_id}`);
    expect(rows[0]!.search_keywords).toBe('Electrónica Piel de Majagua');
    const suggested = (await app.inject('/api/market/suggest?q=majag')).json<{ data: string[] }>().data;
    expect(suggested).toContain('majagua');
  });

  it('deletes: it leaves every product that carried it', async () => {
    const seller = await addSeller(app);
    const tag = await addTag(seller, 'Temporada');
    const product = (await seller.client.send('POST', `${seller.base}/products`, retail(ids, { tags: [tag.tag_id] }))).json<PanelProduct>();
    const response = await seller.client.send('DELETE', `${seller.base}/tags/${tag.tag_id}`);
    expect(response.json()).toEqual({ success: true });
    expect((await seller.client.get(`${seller.base}/products/${product.product_id}`)).json().tags).toEqual([]);
    expect((await seller.client.get(`${seller.base}/tags`)).json()).toEqual([]);
    expect((await app.inject(`/api/market/stores/${seller.slug}/tags/temporada/products`)).statusCode).toBe(404);
    expect((await seller.client.send('DELETE', `${seller.base}/tags/${tag.tag_id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another store's tag and changes nothing", async () => {
    const seller = await addSeller(app);
    const other = await addSeller(app);
    const theirs = await addTag(other, 'Suya');
    const before = await catalogueDigest(app);
    expect((await seller.client.send('PATCH', `${seller.base}/tags/${theirs.tag_id}`, { color: '#000000' })).statusCode).toBe(404);
    expect((await seller.client.send('DELETE', `${seller.base}/tags/${theirs.tag_id}`)).statusCode).toBe(404);
    expect((await seller.client.send('PATCH', `${other.base}/tags/${theirs.tag_id}`, { color: '#000000' })).statusCode).toBe(404);
    expect(await catalogueDigest(app)).toBe(before);
  });
});
