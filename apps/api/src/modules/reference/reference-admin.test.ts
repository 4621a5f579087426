import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_ICONS } from '@plaza/domain/category-icons';
import { ta } from '@plaza/domain/messages/es-admin';
import { CATEGORY_NAME_MAX, PLAN_FEATURES_MAX, PLAN_PRICE_MAX, type AdminCategory } from '@plaza/domain/schemas/admin-content';
import type { Category, StorePlan } from '@plaza/domain/schemas/reference';
import { buildTestApp, Client, type TestApp } from '../../test/app';
import { sellerApplication } from '../../test/payloads';
import { auditOf, signedInAdmin, visitorGet } from '../content-admin-world';
import { addSeller, referenceIds, retail } from '../store-admin/test-sellers';

let app: TestApp;
let admin: { client: Client; userId: string };

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  admin = await signedInAdmin(app);
}, 60_000);
afterAll(() => app?.cleanup());

const publicCategories = () => visitorGet<Category[]>(app, '/api/admin/categories');
const publicPlans = () => visitorGet<StorePlan[]>(app, '/api/admin/storePlans');

async function newCategory(name: string, icon = 'gift'): Promise<AdminCategory> {
  const response = await admin.client.send('POST', '/api/admin/categories', { name, icon });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('categories in the console', () => {
  it('adds a category last in the strip, with its slug from the name; the storefront lists it at once', async () => {
    const created = await newCategory('  Música e instrumentos ', 'sparkles');
    expect(created).toMatchObject({ name: 'Música e instrumentos', slug: 'musica-e-instrumentos', icon: 'sparkles' });
    const list = await publicCategories();
    expect(list.at(-1)).toEqual({ category_id: created.category_id, name: 'Música e instrumentos', icon: 'sparkles' });
    expect((await auditOf(app, 'categories.insert')).at(-1)).toMatchObject({
      actor_id: admin.userId,
      actor_role: 'admin',
      entity_id: String(created.category_id),
      after: { name: 'Música e instrumentos', slug: 'musica-e-instrumentos', icon: 'sparkles' },
    });
  });

  it('refuses a name that differs from another only in case or accents, on create and rename', async () => {
    const before = await publicCategories();
    for (const name of ['electronica', 'ELECTRÓNICA', 'Electrónica']) {
      const response = await admin.client.send('POST', '/api/admin/categories', { name, icon: 'gift' });
      expect(response.statusCode, name).toBe(409);
      expect(response.json().message).toBe(ta('content.categories.nameTaken'));
    }
    const hogar = before.find((category) => category.name === 'Hogar')!;
    const rename = await admin.client.send('PATCH', `/api/admin/categories/${hogar.category_id}`, { name: 'Mascótas' });
    expect(rename.statusCode).toBe(409);
    expect(await publicCategories()).toEqual(before);
  });

  it('accepts every icon the storefront draws and no other', async () => {
    const category = await newCategory('Iconos');
    for (const icon of CATEGORY_ICONS) {
      const response = await admin.client.send('PATCH', `/api/admin/categories/${category.category_id}`, { icon });
      expect(response.statusCode, icon).toBe(200);
    }
    for (const icon of ['rocket', '', 'Gift', 3, null]) {
      const response = await admin.client.send('PATCH', `/api/admin/categories/${category.category_id}`, { icon });
      expect(response.statusCode, String(icon)).toBe(400);
      expect(response.json().message).toBe(ta('content.categories.iconInvalid'));
    }
  });

  it('renames a category (and its slug) and changes its icon; the storefront shows both', async () => {
    const category = await newCategory('Jardinería');
    const response = await admin.client.send('PATCH', `/api/admin/categories/${category.category_id}`, { name: 'Jardín y huerto', icon: 'home' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ category_id: category.category_id, name: 'Jardín y huerto', slug: 'jardin-y-huerto', icon: 'home' });
    expect((await publicCategories()).find((c) => c.category_id === category.category_id)).toEqual({ category_id: category.category_id, name: 'Jardín y huerto', icon: 'home' });
    // Renamed to itself with other accents: allowed, it is the same category.
    expect((await admin.client.send('PATCH', `/api/admin/categories/${category.category_id}`, { name: 'Jardin y Huerto' })).statusCode).toBe(200);
    expect((await auditOf(app, 'categories.update')).filter((row) => row.entity_id === String(category.category_id))[0]).toMatchObject({
      before: { name: 'Jardinería', slug: 'jardineria', icon: 'gift' },
      after: { name: 'Jardín y huerto', slug: 'jardin-y-huerto', icon: 'home' },
    });
  });

  it('refuses bad categories with a Spanish message', async () => {
    const before = await publicCategories();
    const cases: [unknown, string][] = [
      [{ icon: 'gift' }, ta('content.fields.required')],
      [{ name: '', icon: 'gift' }, ta('content.fields.required')],
      [{ name: 'x'.repeat(CATEGORY_NAME_MAX + 1), icon: 'gift' }, ta('content.fields.tooLong', { max: CATEGORY_NAME_MAX })],
      [{ name: '¡¡¡!!!', icon: 'gift' }, ta('content.fields.slugUnavailable')],
      [{ name: ['Ropa'], icon: 'gift' }, ta('content.fields.required')],
      [{ name: 'Nueva', icon: 'gift', position: 1 }, ''],
    ];
    for (const [body, message] of cases) {
      const response = await admin.client.send('POST', '/api/admin/categories', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(response.json().message).toContain(message);
    }
    expect((await admin.client.send('PATCH', '/api/admin/categories/999999', { name: 'Nada' })).statusCode).toBe(404);
    expect((await admin.client.send('DELETE', '/api/admin/categories/999999')).statusCode).toBe(404);
    // An encoded id is the same category: renamed to its own name, it stays as it was.
    expect((await admin.client.send('PATCH', `/api/admin/categories/%${before[0]!.category_id.toString(16).padStart(2, '0')}`, { name: before[0]!.name })).statusCode).not.toBe(500);
    expect(await publicCategories()).toEqual(before);
  });

  it('deletes an unused category, and refuses one that a store, product, section or application uses', async () => {
    const unused = await newCategory('Temporal');
    const removal = await admin.client.send('DELETE', `/api/admin/categories/${unused.category_id}`);
    expect(removal.statusCode, removal.body).toBe(200);
    expect((await publicCategories()).some((c) => c.category_id === unused.category_id)).toBe(false);
    expect((await auditOf(app, 'categories.delete')).at(-1)).toMatchObject({ entity_id: String(unused.category_id), after: null });

    const byStore = await newCategory('Usada por una tienda');
    const seller = await addSeller(app);
    await app.deps.db.execute(sql`update stores set category_id = ${byStore.category_id} where id = ${seller.storeId}`);
    const byProduct = await newCategory('Usada por un producto');
    const { currency } = await referenceIds(app);
    const product = await seller.client.send('POST', `${seller.base}/products`, retail({ category: byProduct.category_id, currency }));
    expect(product.statusCode, product.body).toBe(201);
    const bySection = await newCategory('Usada por una sección');
    await admin.client.send('POST', '/api/admin/customSections', { section_name: 'De categoría', is_category_section: true, category_id: bySection.category_id });
    const byApplication = await newCategory('Usada por una solicitud');
    const applied = await new Client(app).send('POST', '/api/store_admin/storeSolicitude', sellerApplication({ user: { email: 'categoria@example.com' }, store: { category_id: byApplication.category_id } }));
    expect(applied.statusCode, applied.body).toBe(200);
    for (const [category, uses] of [
      [byStore, { stores: 1, products: 0, sections: 0, applications: 0 }],
      [byProduct, { stores: 0, products: 1, sections: 0, applications: 0 }],
      [bySection, { stores: 0, products: 0, sections: 1, applications: 0 }],
      [byApplication, { stores: 0, products: 0, sections: 0, applications: 1 }],
    ] as const) {
      const response = await admin.client.send('DELETE', `/api/admin/categories/${category.category_id}`);
      expect(response.statusCode, category.name).toBe(409);
      expect(response.json().message).toBe(ta('content.categories.inUse', uses));
      expect((await publicCategories()).some((c) => c.category_id === category.category_id)).toBe(true);
    }
  });

  it('reorders the strip; a stale or repeated list is refused', async () => {
    const ids = (await publicCategories()).map((c) => c.category_id);
    const rotated = [...ids.slice(1), ids[0]!];
    const response = await admin.client.send('PUT', '/api/admin/categories', { category_ids: rotated });
    expect(response.statusCode, response.body).toBe(200);
    expect((await publicCategories()).map((c) => c.category_id)).toEqual(rotated);
    expect(response.json()).toEqual(await publicCategories());
    expect((await admin.client.send('PUT', '/api/admin/categories', { category_ids: rotated.slice(1) })).statusCode).toBe(409);
    expect((await admin.client.send('PUT', '/api/admin/categories', { category_ids: [...rotated, rotated[0]] })).statusCode).toBe(400);
    expect((await admin.client.send('PUT', '/api/admin/categories', { category_ids: 'todas' })).statusCode).toBe(400);
    expect((await publicCategories()).map((c) => c.category_id)).toEqual(rotated);
  });

  it('creates one category of two sent at once with the same name', async () => {
    const answers = await Promise.all([0, 1, 2].map(() => admin.client.send('POST', '/api/admin/categories', { name: 'Carrera', icon: 'car' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await publicCategories()).filter((c) => c.name === 'Carrera')).toHaveLength(1);
  });
});

const plan = (name: string, extra: object = {}) => ({
  name,
  description: 'Para tiendas de barrio.',
  price: 1500,
  features: [{ name: 'Hasta 20 productos' }, { name: 'Soporte', description: 'Por correo' }],
  ...extra,
});

describe('store plans in the console', () => {
  it('adds a plan with its features, last; the become-a-seller list shows it with its price in cents', async () => {
    const response = await admin.client.send('POST', '/api/admin/storePlans', plan('Barrio'));
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<StorePlan>();
    expect(created).toMatchObject({ name: 'Barrio', price: 1500, features: [{ name: 'Hasta 20 productos' }, { name: 'Soporte', description: 'Por correo' }] });
    expect(created.features[0]).not.toHaveProperty('description');
    expect((await publicPlans()).at(-1)).toEqual(created);
    expect((await auditOf(app, 'store_plans.insert')).at(-1)).toMatchObject({ actor_id: admin.userId, after: { name: 'Barrio', price_monthly: 1500 } });
    expect(await auditOf(app, 'plan_features.insert')).toHaveLength(2);
  });

  it('edits the price and the features, keeping those named by id', async () => {
    const created = (await admin.client.send('POST', '/api/admin/storePlans', plan('Editable'))).json<StorePlan>();
    const [first, second] = created.features;
    const response = await admin.client.send('PATCH', `/api/admin/storePlans/${created.plan_id}`, {
      price: 0,
      features: [{ feature_id: second!.feature_id, name: 'Soporte por WhatsApp' }, { name: 'Cupones' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<StorePlan>();
    expect(edited.price).toBe(0);
    expect(edited.features.map((f) => [f.feature_id === second!.feature_id, f.name])).toEqual([
      [true, 'Soporte por WhatsApp'],
      [false, 'Cupones'],
    ]);
    expect((await publicPlans()).find((p) => p.plan_id === created.plan_id)).toEqual(edited);
    expect((await auditOf(app, 'plan_features.delete')).some((row) => row.entity_id === String(first!.feature_id))).toBe(true);
    // A feature of another plan cannot be taken over.
    const other = (await publicPlans())[0]!;
    const stolen = await admin.client.send('PATCH', `/api/admin/storePlans/${created.plan_id}`, { features: [{ feature_id: other.features[0]!.feature_id, name: 'Mía' }] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(ta('content.plans.featureNotFound'));
    expect((await publicPlans())[0]).toEqual(other);
  });

  it('refuses bad plans with a Spanish message', async () => {
    const before = await publicPlans();
    const cases: [unknown, string][] = [
      [plan('Precio decimal', { price: 9.99 }), ta('content.fields.invalidPrice')],
      [plan('Precio negativo', { price: -1 }), ta('content.fields.invalidPrice')],
      [plan('Precio texto', { price: '999' }), ta('content.fields.invalidPrice')],
      [plan('Precio enorme', { price: PLAN_PRICE_MAX + 1 }), ta('content.fields.tooLarge')],
      [plan('Sin descripción', { description: '  ' }), ta('content.fields.required')],
      [plan('Demasiadas', { features: Array.from({ length: PLAN_FEATURES_MAX + 1 }, (_, i) => ({ name: `F${i}` })) }), ta('content.fields.tooMany', { max: PLAN_FEATURES_MAX })],
      [plan('Característica vacía', { features: [{ name: '' }] }), ta('content.fields.required')],
      [plan('básico'), ta('content.plans.nameTaken')],
    ];
    for (const [body, message] of cases) {
      const response = await admin.client.send('POST', '/api/admin/storePlans', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(message === ta('content.plans.nameTaken') ? 409 : 400);
      expect(response.json().message).toContain(message);
    }
    expect((await admin.client.send('PATCH', '/api/admin/storePlans/999999', { price: 1 })).statusCode).toBe(404);
    expect((await admin.client.send('DELETE', '/api/admin/storePlans/999999')).statusCode).toBe(404);
    expect(await publicPlans()).toEqual(before);
  });

  it('deletes an unused plan with its features, and refuses one a store or an application uses', async () => {
    const unused = (await admin.client.send('POST', '/api/admin/storePlans', plan('Pasajero'))).json<StorePlan>();
    const removal = await admin.client.send('DELETE', `/api/admin/storePlans/${unused.plan_id}`);
    expect(removal.statusCode, removal.body).toBe(200);
    expect((await publicPlans()).some((p) => p.plan_id === unused.plan_id)).toBe(false);

    const used = (await admin.client.send('POST', '/api/admin/storePlans', plan('Usado'))).json<StorePlan>();
    const seller = await addSeller(app);
    await app.deps.db.execute(sql`update stores set plan_id = ${used.plan_id} where id = ${seller.storeId}`);
    const byStore = await admin.client.send('DELETE', `/api/admin/storePlans/${used.plan_id}`);
    expect(byStore.statusCode).toBe(409);
    expect(byStore.json().message).toBe(ta('content.plans.inUse', { stores: 1, applications: 0 }));

    const applied = (await admin.client.send('POST', '/api/admin/storePlans', plan('Solicitado'))).json<StorePlan>();
    const application = await new Client(app).send(
      'POST',
      '/api/store_admin/storeSolicitude',
      sellerApplication({ user: { email: 'plan@example.com' }, store: { store_plan_id: applied.plan_id } }),
    );
    expect(application.statusCode, application.body).toBe(200);
    const byApplication = await admin.client.send('DELETE', `/api/admin/storePlans/${applied.plan_id}`);
    expect(byApplication.statusCode).toBe(409);
    expect(byApplication.json().message).toBe(ta('content.plans.inUse', { stores: 0, applications: 1 }));
  });

  it('reorders the plans', async () => {
    const ids = (await publicPlans()).map((p) => p.plan_id).reverse();
    const response = await admin.client.send('PUT', '/api/admin/storePlans', { plan_ids: ids });
    expect(response.statusCode, response.body).toBe(200);
    expect((await publicPlans()).map((p) => p.plan_id)).toEqual(ids);
    expect((await admin.client.send('PUT', '/api/admin/storePlans', { plan_ids: [...ids, 999_999] })).statusCode).toBe(409);
  });
});
