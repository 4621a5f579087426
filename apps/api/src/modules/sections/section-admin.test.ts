import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ta } from '@plaza/domain/messages/es-admin';
import { SECTION_PRODUCTS_MAX, SECTION_SLUG_MAX, type AdminSection } from '@plaza/domain/schemas/admin-content';
import type { CustomSection } from '@plaza/domain/schemas/section';
import { buildTestApp, type Client, type TestApp } from '../../test/app';
import { auditOf, signedInAdmin, visitorGet } from '../content-admin-world';
import { addSeller, referenceIds, retail, type Seller } from '../store-admin/test-sellers';

let app: TestApp;
let admin: { client: Client; userId: string };
let seller: Seller;
let products: number[];
let ids: Awaited<ReturnType<typeof referenceIds>>;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  admin = await signedInAdmin(app);
  seller = await addSeller(app, 'Tienda de Secciones');
  ids = await referenceIds(app);
  products = [];
  for (const name of ['Cafetera', 'Licuadora', 'Tostadora', 'Batidora']) {
    const response = await seller.client.send('POST', `${seller.base}/products`, retail(ids, { name }));
    expect(response.statusCode, response.body).toBe(201);
    products.push(response.json<{ product_id: number }>().product_id);
  }
}, 60_000);
afterAll(() => app?.cleanup());

async function create(body: object): Promise<AdminSection> {
  const response = await admin.client.send('POST', '/api/admin/customSections', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const homeSections = () => visitorGet<CustomSection[]>(app, '/api/market/customSection');
const sectionPage = (slug: string) => app.inject({ method: 'GET', url: `/api/market/customSection/${slug}` });

describe('custom sections in the console', () => {
  it('creates a section with its products in the chosen order; the home page and its page show them at once', async () => {
    const chosen = [products[2]!, products[0]!, products[1]!];
    const section = await create({ section_name: 'Para tu cocina', product_ids: chosen });
    expect(section).toMatchObject({ section_name: 'Para tu cocina', slug: 'para-tu-cocina', enabled: true, is_category_section: false, category_id: null });
    expect(section.products.map((p) => [p.product_id, p.store_name, p.visible])).toEqual(chosen.map((id) => [id, 'Tienda de Secciones', true]));
    const home = (await homeSections()).find((s) => s.section_id === section.section_id);
    expect(home?.products.map((p) => p.product_id)).toEqual(chosen);
    const page = await sectionPage('para-tu-cocina');
    expect(page.statusCode).toBe(200);
    expect(page.json().products.map((p: { product_id: number }) => p.product_id)).toEqual(chosen);
    expect((await auditOf(app, 'custom_sections.insert')).at(-1)).toMatchObject({ actor_id: admin.userId, actor_role: 'admin', after: { name: 'Para tu cocina' } });
    expect((await auditOf(app, 'custom_section_products.insert')).length).toBeGreaterThanOrEqual(3);
    const listed = await admin.client.get('/api/admin/customSections');
    expect(listed.json<AdminSection[]>().find((s) => s.section_id === section.section_id)).toEqual(section);
  });

  it('edits the name, the slug, the products and their order; disabling it takes it off the storefront', async () => {
    const section = await create({ section_name: 'Novedades', product_ids: [products[0], products[1]] });
    const patch = await admin.client.send('PATCH', `/api/admin/customSections/${section.section_id}`, {
      section_name: 'Lo nuevo',
      slug: 'lo-nuevo',
      product_ids: [products[3], products[1]],
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json<AdminSection>().products.map((p) => p.product_id)).toEqual([products[3], products[1]]);
    expect((await sectionPage('novedades')).statusCode).toBe(404);
    const page = await sectionPage('lo-nuevo');
    expect(page.json()).toMatchObject({ section_name: 'Lo nuevo' });
    expect(page.json().products.map((p: { product_id: number }) => p.product_id)).toEqual([products[3], products[1]]);
    const removed = (await auditOf(app, 'custom_section_products.delete')).filter((row) => (row.before as { section_id: number }).section_id === section.section_id);
    expect(removed.map((row) => (row.before as { product_id: number }).product_id)).toEqual([products[0]]);

    const off = await admin.client.send('PATCH', `/api/admin/customSections/${section.section_id}`, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect((await homeSections()).some((s) => s.section_id === section.section_id)).toBe(false);
    expect((await sectionPage('lo-nuevo')).statusCode).toBe(404);
  });

  it("lists a product the storefront leaves out (its store suspended) as not visible, and the storefront leaves it out", async () => {
    const other = await addSeller(app, 'Tienda Suspendida');
    const hidden = (await other.client.send('POST', `${other.base}/products`, retail(ids, { name: 'Olla' }))).json<{ product_id: number }>().product_id;
    await app.deps.db.execute(sql`update stores set active = false, suspended_at = now() where id = ${other.storeId}`);
    const section = await create({ section_name: 'Mezcla', product_ids: [hidden, products[0]] });
    expect(section.products.map((p) => [p.product_id, p.visible])).toEqual([
      [hidden, false],
      [products[0], true],
    ]);
    expect((await sectionPage('mezcla')).json().products.map((p: { product_id: number }) => p.product_id)).toEqual([products[0]]);
  });

  it('refuses bad sections with a Spanish message and changes nothing', async () => {
    await create({ section_name: 'Ocupada', slug: 'ocupada' });
    const before = await admin.client.get('/api/admin/customSections');
    const cases: [object, number, string][] = [
      [{ section_name: 'Otra', slug: 'ocupada' }, 409, ta('content.sections.slugTaken')],
      [{ section_name: 'Ocupada' }, 409, ta('content.sections.slugTaken')],
      [{ section_name: 'Mayúsculas', slug: 'Con-Mayusculas' }, 400, ta('content.fields.invalidSlug')],
      [{ section_name: 'Guiones', slug: 'a--b' }, 400, ta('content.fields.invalidSlug')],
      [{ section_name: 'Ruta', slug: '../admin' }, 400, ta('content.fields.invalidSlug')],
      [{ section_name: 'Larga', slug: 'a'.repeat(SECTION_SLUG_MAX + 1) }, 400, ta('content.fields.tooLong', { max: SECTION_SLUG_MAX })],
      [{ section_name: '¿¿??' }, 400, ta('content.fields.slugUnavailable')],
      [{ section_name: '' }, 400, ta('content.fields.required')],
      [{ section_name: 'Sin productos', product_ids: [999_999, products[0]] }, 400, ta('content.sections.productsMissing', { ids: '999999' })],
      [{ section_name: 'Repetidos', product_ids: [products[0], products[0]] }, 400, ta('content.fields.duplicateIds')],
      [{ section_name: 'Texto', product_ids: ['1'] }, 400, ta('content.fields.invalidId')],
      [{ section_name: 'Muchos', product_ids: Array.from({ length: SECTION_PRODUCTS_MAX + 1 }, (_, i) => i + 1) }, 400, ta('content.fields.tooMany', { max: SECTION_PRODUCTS_MAX })],
      [{ section_name: 'Activa', enabled: 'sí' }, 400, ta('content.fields.invalidBoolean')],
      [{ section_name: 'Categoría', is_category_section: true }, 400, ta('content.sections.categoryRequired')],
      [{ section_name: 'Categoría', is_category_section: true, category_id: 999_999 }, 400, ta('content.sections.categoryMissing')],
    ];
    for (const [body, status, message] of cases) {
      const response = await admin.client.send('POST', '/api/admin/customSections', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 100)).toBe(status);
      expect(response.json().message).toContain(message);
    }
    expect((await admin.client.send('PATCH', '/api/admin/customSections/999999', { enabled: false })).statusCode).toBe(404);
    expect((await admin.client.send('DELETE', '/api/admin/customSections/999999')).statusCode).toBe(404);
    expect((await admin.client.send('PATCH', '/api/admin/customSections/-1', { enabled: false })).statusCode).toBe(400);
    expect((await admin.client.get('/api/admin/customSections')).body).toBe(before.body);
  });

  it('keeps one category-linked section, shown on the home page with its category', async () => {
    const none = await visitorGet<{ enabled: boolean }>(app, '/api/market/custom_section_with_category');
    expect(none.enabled).toBe(false);
    const section = await create({ section_name: 'Lo mejor en electrónica', is_category_section: true, category_id: ids.category, product_ids: [products[1]] });
    const shown = await visitorGet<{ enabled: boolean; category_id: number; section_name: string; products: { product_id: number }[] }>(app, '/api/market/custom_section_with_category');
    expect(shown).toMatchObject({ enabled: true, category_id: ids.category, section_name: 'Lo mejor en electrónica' });
    expect(shown.products.map((p) => p.product_id)).toEqual([products[1]]);
    // Not among the plain sections.
    expect((await homeSections()).some((s) => s.section_id === section.section_id)).toBe(false);

    const second = await admin.client.send('POST', '/api/admin/customSections', { section_name: 'Otra de categoría', is_category_section: true, category_id: ids.category });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(ta('content.sections.categorySectionExists'));
    const plain = await create({ section_name: 'Corriente' });
    const promoted = await admin.client.send('PATCH', `/api/admin/customSections/${plain.section_id}`, { is_category_section: true, category_id: ids.category });
    expect(promoted.statusCode).toBe(409);
    const cleared = await admin.client.send('PATCH', `/api/admin/customSections/${section.section_id}`, { category_id: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().message).toBe(ta('content.sections.categoryRequired'));

    const moved = await admin.client.send('PATCH', `/api/admin/customSections/${section.section_id}`, { category_id: ids.otherCategory });
    expect(moved.statusCode).toBe(200);
    expect((await visitorGet<{ category_id: number }>(app, '/api/market/custom_section_with_category')).category_id).toBe(ids.otherCategory);
  });

  it('deletes a section, whose page then answers 404; the products stay', async () => {
    const section = await create({ section_name: 'Efímera', product_ids: [products[0]] });
    const removal = await admin.client.send('DELETE', `/api/admin/customSections/${section.section_id}`);
    expect(removal.statusCode, removal.body).toBe(200);
    expect((await sectionPage('efimera')).statusCode).toBe(404);
    expect((await app.inject(`/api/market/products/${products[0]}`)).statusCode).toBe(200);
    expect((await auditOf(app, 'custom_sections.delete')).at(-1)).toMatchObject({ entity_id: String(section.section_id), after: null });
  });

  it('reorders the sections on the home page', async () => {
    const current = (await admin.client.get('/api/admin/customSections')).json<AdminSection[]>();
    const reversed = current.map((s) => s.section_id).reverse();
    const response = await admin.client.send('PUT', '/api/admin/customSections', { section_ids: reversed });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminSection[]>().map((s) => s.section_id)).toEqual(reversed);
    const home = (await homeSections()).map((s) => s.section_id);
    expect(home).toEqual(reversed.filter((id) => home.includes(id)));
    expect((await admin.client.send('PUT', '/api/admin/customSections', { section_ids: reversed.slice(1) })).statusCode).toBe(409);
  });
});
