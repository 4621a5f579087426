import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Product } from '@plaza/domain/schemas/product';
import type { StoreDetail, StoreSummary } from '@plaza/domain/schemas/store';
import { isOfferActive } from '@plaza/domain/pricing';
import { t } from '@plaza/domain/messages/es-server';
import { buildTestApp, type TestApp } from '../test/app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'demo' });
});
afterAll(() => app.cleanup());

async function get<T>(url: string): Promise<T> {
  const response = await app.inject(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.json<T>();
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await app.deps.db.execute(query)).rows as T[];
}

describe('home calls', () => {
  it('puts the welcome slide first', async () => {
    const slides = await get<{ type: string; tittle: string; background_image: string }[]>('/api/market/hero');
    expect(slides.length).toBeGreaterThan(1);
    expect(slides[0]?.type).toBe('welcome');
    expect(slides[0]?.background_image).toMatch(/\.webp$/);
  });

  it('ranks popular stores by rating weighted by how many reviews back it', async () => {
    const stores = await get<StoreSummary[]>('/api/market/stores?popular=true');
    expect(stores.length).toBeGreaterThan(3);
    const raw = await rows<{ id: number; rating: number; review_count: number }>(sql`select id, rating, review_count from stores`);
    const score = new Map(raw.map((s) => [s.id, (s.rating * s.review_count + 20) / (s.review_count + 5)]));
    for (let i = 1; i < stores.length; i++)
      expect(score.get(stores[i - 1]!.store_id)!).toBeGreaterThanOrEqual(score.get(stores[i]!.store_id)!);
  });

  it('lists the newest visible products first', async () => {
    const products = await get<Product[]>('/api/market/products/latest');
    expect(products.length).toBe(12);
    const hidden = await rows<{ id: number }>(sql`select id from products where hidden`);
    expect(hidden.length).toBeGreaterThan(0);
    for (const product of products) expect(hidden.map((h) => h.id)).not.toContain(product.product_id);
  });

  it('lists only offers that are active now', async () => {
    const products = await get<Product[]>('/api/market/products/specialOffers');
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(isOfferActive(product.special_offer!, new Date(), product.price)).toBe(true);
  });

  it('ranks best sellers by units sold in orders', async () => {
    const products = await get<Product[]>('/api/market/products/tendency');
    // Units of cancelled orders came back to the shelf: they are not sold.
    const sold = await rows<{ product_id: number; units: number }>(sql`
      select oi.product_id, sum(oi.quantity)::int as units from order_items oi join orders o on o.id = oi.order_id
      where o.status <> 'cancelled' group by oi.product_id`);
    const units = new Map(sold.map((row) => [row.product_id, row.units]));
    expect(products.length).toBeGreaterThan(0);
    for (let i = 1; i < products.length; i++)
      expect(units.get(products[i - 1]!.product_id)!).toBeGreaterThanOrEqual(units.get(products[i]!.product_id)!);
  });

  it('shows recent customer reviews with their product', async () => {
    const reviews = await get<{ rating: number; comment: string; product_name: string }[]>('/api/market/reviews');
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) expect(review.comment.length).toBeGreaterThan(0);
  });

  it('answers custom sections with their products and the enabled category section', async () => {
    const sections = await get<{ slug: string; products: Product[] }[]>('/api/market/customSection');
    expect(sections.length).toBeGreaterThan(1);
    for (const section of sections) expect(section.products.length).toBeGreaterThan(0);
    const category = await get<{ enabled: boolean; category_id: number; products: Product[] }>(
      '/api/market/custom_section_with_category',
    );
    expect(category.enabled).toBe(true);
    for (const product of category.products) expect(product.category_id).toBe(category.category_id);
  });

  it('picks nearby stores that share one municipality', async () => {
    const nearby = await get<{ ubication: { province: string; township: string }; stores: StoreSummary[] }>(
      '/api/market/stores/randomUbication',
    );
    expect(nearby.stores.length).toBeGreaterThan(0);
    const filtered = await get<StoreSummary[]>(
      `/api/market/stores?province=${encodeURIComponent(nearby.ubication.province)}&township=${encodeURIComponent(nearby.ubication.township)}`,
    );
    expect(filtered.map((s) => s.store_id).sort()).toEqual(nearby.stores.map((s) => s.store_id).sort());
  });
});

describe('stores', () => {
  it('filters by province and municipality names, telling the two San Luis apart', async () => {
    const all = await get<StoreSummary[]>('/api/market/stores');
    const sanLuis = await rows<{ id: number; province: string }>(sql`
      select s.id, pr.name as province from stores s join townships t on t.id = s.township_id
      join provinces pr on pr.id = t.province_id where t.name = 'San Luis'`);
    expect(sanLuis.length).toBe(2);
    for (const store of sanLuis) {
      const found = await get<StoreSummary[]>(
        `/api/market/stores?province=${encodeURIComponent(store.province)}&township=San%20Luis`,
      );
      expect(found.map((s) => s.store_id)).toEqual([store.id]);
    }
    expect(all.length).toBeGreaterThanOrEqual(12);
  });

  it('gives an empty list for unknown filter values and 400 for malformed ones', async () => {
    expect(await get('/api/market/stores?province=Narnia')).toEqual([]);
    expect(await get('/api/market/stores?category=999999')).toEqual([]);
    const bad = await app.inject('/api/market/stores?category=1%20or%201=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('answers a store with contacts, reviews and a few products per category', async () => {
    const [store] = await rows<{ slug: string; id: number }>(sql`select slug, id from stores where phone is not null limit 1`);
    const detail = await get<StoreDetail>(`/api/market/stores/${store!.slug}`);
    expect(detail.store.store_id).toBe(store!.id);
    expect(detail.store.phone).toBeTruthy();
    expect(detail.categories.length).toBeGreaterThan(0);
    for (const category of detail.categories) {
      expect(category.products.length).toBeGreaterThan(0);
      expect(category.products.length).toBeLessThanOrEqual(8);
      for (const product of category.products) {
        expect(product.store_id).toBe(store!.id);
        expect(product.category_id).toBe(category.category_id);
      }
    }
  });

  it('answers 404 in Spanish for an unknown store and 400 for a malformed slug', async () => {
    const missing = await app.inject('/api/market/stores/no-existe');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: t('api.storeNotFound') });
    expect((await app.inject('/api/market/stores/..%2F..%2Fetc')).statusCode).toBe(400);
    expect((await app.inject('/api/market/stores/abc/name')).statusCode).toBe(400);
    expect((await app.inject('/api/market/stores/999999/name')).statusCode).toBe(404);
  });

  it('lists a store tags and the products carrying one', async () => {
    const [tag] = await rows<{ store_slug: string; slug: string; id: number }>(sql`
      select s.slug as store_slug, t.slug, t.id from tags t join stores s on s.id = t.store_id
      where exists (select 1 from product_tags pt where pt.tag_id = t.id) limit 1`);
    const tags = await get<{ slug: string }[]>(`/api/market/stores/${tag!.store_slug}/tags/`);
    expect(tags.map((x) => x.slug)).toContain(tag!.slug);
    const products = await get<Product[]>(`/api/market/stores/${tag!.store_slug}/tags/${tag!.slug}/products`);
    const tagged = await rows<{ product_id: number }>(sql`
      select pt.product_id from product_tags pt join products p on p.id = pt.product_id where pt.tag_id = ${tag!.id} and not p.hidden`);
    expect(products.map((p) => p.product_id).sort()).toEqual(tagged.map((r) => r.product_id).sort());
    expect((await app.inject(`/api/market/stores/${tag!.store_slug}/tags/no-existe/products`)).statusCode).toBe(404);
  });

  it('names a store and lists the categories it sells in', async () => {
    const [store] = await rows<{ id: number; name: string }>(sql`select id, name from stores order by id limit 1`);
    expect(await get(`/api/market/stores/${store!.id}/name`)).toEqual({ store_name: store!.name });
    const categories = await get<{ category_id: number }[]>(`/api/market/stores/${store!.id}/categories`);
    expect(categories.length).toBeGreaterThan(0);
  });
});

describe('products', () => {
  it('answers a product with its images, tiers, offer and availability in the spec shape', async () => {
    const [wholesale] = await rows<{ id: number }>(sql`select id from products where price = 0 and not hidden limit 1`);
    const product = await get<Product>(`/api/market/products/${wholesale!.id}`);
    expect(product.price).toBe(0);
    expect(product.has_wholesale).toBe(true);
    expect(product.wholesale_prices[0]).toEqual(
      expect.objectContaining({ wholesale_id: expect.any(Number), min_quantity: expect.any(Number), price_per_unit: expect.any(Number) }),
    );
    expect(product.images[0]?.image).toMatch(/\.webp$/);
    expect(['CUP', 'USD', 'EUR', 'MLC']).toContain(product.currency);
    expect(product.favorite).toBe(false);

    const [dated] = await rows<{ id: number }>(sql`select id from products where availability_start is not null and not hidden limit 1`);
    const withDate = await get<Product>(`/api/market/products/${dated!.id}`);
    expect(withDate.availability?.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(withDate.availability?.minimum_reservation_days).toBeGreaterThan(0);
  });

  it('hides hidden products and answers malformed ids with 400', async () => {
    const [hidden] = await rows<{ id: number }>(sql`select id from products where hidden limit 1`);
    const response = await app.inject(`/api/market/products/${hidden!.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(t('api.productNotFound'));
    for (const id of ['abc', '-1', '1.5', '99999999999', "1'; drop table products;--"])
      expect((await app.inject(`/api/market/products/${encodeURIComponent(id)}`)).statusCode, id).toBe(400);
  });

  it('lists a product reviews newest first', async () => {
    const [reviewed] = await rows<{ product_id: number; n: number }>(sql`
      select r.product_id, count(*)::int as n from reviews r join products p on p.id = r.product_id
      where not p.hidden group by r.product_id order by n desc limit 1`);
    const reviews = await get<{ created_at: string; rating: number }[]>(`/api/market/products/${reviewed!.product_id}/reviews`);
    expect(reviews.length).toBe(reviewed!.n);
    const times = reviews.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('sections and reference data', () => {
  it('answers a section by slug and 404 for an unknown one', async () => {
    const [section] = await rows<{ slug: string; name: string }>(sql`select slug, name from custom_sections where not is_category_section limit 1`);
    const page = await get<{ section_name: string; products: Product[] }>(`/api/market/customSection/${section!.slug}`);
    expect(page.section_name).toBe(section!.name);
    expect(page.products.length).toBeGreaterThan(0);
    const missing = await app.inject('/api/market/customSection/no-existe');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(t('api.sectionNotFound'));
  });

  it('answers categories, ubications, currencies and plans', async () => {
    const categories = await get<{ icon: string }[]>('/api/admin/categories');
    expect(categories.length).toBeGreaterThanOrEqual(12);
    const ubications = await get<{ province: string; townships: { ubication_id: number }[] }[]>('/api/admin/ubications');
    expect(ubications).toHaveLength(16);
    expect(ubications.flatMap((u) => u.townships)).toHaveLength(168);
    const currencies = await get<{ code: string }[]>('/api/admin/currencies');
    expect(currencies.map((c) => c.code)).toEqual(expect.arrayContaining(['CUP', 'USD', 'EUR']));
    const plans = await get<{ price: number; features: unknown[] }[]>('/api/admin/storePlans');
    expect(plans).toHaveLength(3);
    for (const plan of plans) expect(plan.features.length).toBeGreaterThan(0);
  });
});
