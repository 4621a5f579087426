import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/connection';
import { LocalImageStore } from '../src/platform/image-store';
import { cardVariant } from '../src/platform/images';
import { verifyPassword } from '../src/platform/passwords';
import { createTestDatabase } from '../src/test/database';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './demo';
import { ensureSeeded } from './ensure-seeded';
import { growCatalogue } from './grow';

let handle: DatabaseHandle;
let imagesDir: string;
let outcome: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  imagesDir = await mkdtemp(join(tmpdir(), 'plaza-seed-images-'));
  outcome = await ensureSeeded(handle, { seed: 'demo', images: new LocalImageStore(imagesDir) }, () => undefined);
}, 120_000);
afterAll(async () => {
  await handle.close();
  await rm(imagesDir, { recursive: true, force: true });
});

async function rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]> {
  return (await handle.db.execute(query)).rows as T[];
}
async function one<T extends Record<string, unknown>>(query: SQL): Promise<T> {
  const [row] = await rows<T>(query);
  if (!row) throw new Error('sin filas');
  return row;
}

describe('the demo catalogue', () => {
  it('was seeded by ensureSeeded', () => {
    expect(outcome).toBe('seeded');
  });

  it('has at least 12 stores spread over at least 5 provinces', async () => {
    const r = await one<{ stores: number; provinces: number }>(sql`
      select count(*)::int as stores, count(distinct t.province_id)::int as provinces
      from stores s join townships t on t.id = s.township_id`);
    expect(r.stores).toBeGreaterThanOrEqual(12);
    expect(r.provinces).toBeGreaterThanOrEqual(5);
  });

  it('has a store with no address, phone or social link, so its contact block hides', async () => {
    const r = await one<{ n: number }>(sql`
      select count(*)::int as n from stores
      where address is null and phone is null and instagram is null and facebook is null and whatsapp is null`);
    expect(r.n).toBeGreaterThanOrEqual(1);
  });

  it('gives every store 2 to 5 tags with hex colours', async () => {
    const list = await rows<{ n: number; bad: number }>(sql`
      select count(t.id)::int as n, count(t.id) filter (where t.color !~ '^#[0-9a-f]{6}$')::int as bad
      from stores s left join tags t on t.store_id = s.id group by s.id`);
    for (const r of list) {
      expect(r.n).toBeGreaterThanOrEqual(2);
      expect(r.n).toBeLessThanOrEqual(5);
      expect(r.bad).toBe(0);
    }
  });

  it('has at least 300 products in every category', async () => {
    const r = await one<{ products: number; categories: number; all: number }>(sql`
      select count(*)::int as products, count(distinct category_id)::int as categories,
             (select count(*)::int from categories) as all from products`);
    expect(r.products).toBeGreaterThanOrEqual(300);
    expect(r.categories).toBe(r.all);
  });

  it('sells wholesale-only products, each with tiers of decreasing price', async () => {
    const r = await one<{ wholesale: number; without: number; rising: number }>(sql`
      select count(*) filter (where price = 0)::int as wholesale,
             count(*) filter (where price = 0 and not exists (select 1 from wholesale_prices w where w.product_id = p.id))::int as without,
             (select count(*)::int from wholesale_prices a join wholesale_prices b
                on a.product_id = b.product_id and a.min_quantity < b.min_quantity and a.price_per_unit <= b.price_per_unit) as rising
      from products p`);
    expect(r.wholesale).toBeGreaterThanOrEqual(1);
    expect(r.without).toBe(0);
    expect(r.rising).toBe(0);
  });

  it('has retail products with tiers too', async () => {
    const r = await one<{ n: number }>(sql`
      select count(*)::int as n from products p where price > 0 and exists (select 1 from wholesale_prices w where w.product_id = p.id)`);
    expect(r.n).toBeGreaterThanOrEqual(1);
  });

  it('has active, ending-soon, expired and disabled special offers below the price', async () => {
    const r = await one<Record<string, number>>(sql`
      select count(*) filter (where offer_enabled and offer_start <= now() and offer_end > now())::int as active,
             count(*) filter (where offer_enabled and offer_end > now() and offer_end <= now() + interval '24 hours')::int as ending,
             count(*) filter (where offer_enabled and offer_end <= now())::int as expired,
             count(*) filter (where not offer_enabled and offer_price is not null)::int as disabled,
             count(*) filter (where offer_price is not null and offer_price >= price)::int as not_cheaper
      from products`);
    expect(r.active).toBeGreaterThanOrEqual(1);
    expect(r.ending).toBeGreaterThanOrEqual(2);
    expect(r.expired).toBeGreaterThanOrEqual(1);
    expect(r.disabled).toBeGreaterThanOrEqual(1);
    expect(r.not_cheaper).toBe(0);
  });

  it('has products that need a delivery date, out of stock, low stock, with commission and hidden', async () => {
    const r = await one<Record<string, number>>(sql`
      select count(*) filter (where availability_start <= current_date and availability_end >= current_date + 30
                                and min_reservation_days between 2 and 5)::int as availability,
             count(*) filter (where stock = 0)::int as out_of_stock,
             count(*) filter (where stock between 1 and 3)::int as low_stock,
             count(*) filter (where referral_commission_bp > 0)::int as commission,
             count(*) filter (where hidden)::int as hidden
      from products`);
    for (const value of Object.values(r)) expect(value).toBeGreaterThanOrEqual(1);
  });

  it('prices products in at least two currencies', async () => {
    const r = await one<{ n: number }>(sql`select count(distinct currency_id)::int as n from products`);
    expect(r.n).toBeGreaterThanOrEqual(2);
  });

  it("puts the category and tag names in each product's search keywords", async () => {
    const missing = await rows<{ id: number }>(sql`
      select p.id from products p join categories c on c.id = p.category_id
      where position(c.name in p.search_keywords) = 0
         or exists (select 1 from product_tags pt join tags t on t.id = pt.tag_id
                    where pt.product_id = p.id and position(t.name in p.search_keywords) = 0)`);
    expect(missing).toEqual([]);
    const found = await rows<{ name: string }>(sql`
      select name from products where search @@ plainto_tsquery('spanish', immutable_unaccent('telefono samsung'))`);
    expect(found.map((p) => p.name)).toContain('Teléfono Samsung Galaxy A15 128 GB');
  });

  it("gives every store a WhatsApp payment method with the seller's phone", async () => {
    const missing = await rows<{ id: number }>(sql`
      select s.id from stores s where not exists (
        select 1 from payment_methods m where m.store_id = s.id and m.name = 'WhatsApp' and m.kind = 'whatsapp' and m.phone like '+53%')`);
    expect(missing).toEqual([]);
  });

  it('has store and product coupons, an expired one and an inactive one', async () => {
    const r = await one<Record<string, number>>(sql`
      select count(*) filter (where scope = 'store' and active and ends_at is null)::int as store,
             count(*) filter (where scope = 'product' and exists (select 1 from coupon_products cp where cp.coupon_id = c.id))::int as product,
             count(*) filter (where ends_at < now())::int as expired,
             count(*) filter (where not active)::int as inactive
      from coupons c`);
    for (const value of Object.values(r)) expect(value).toBeGreaterThanOrEqual(1);
    const welcome = await rows<{ code: string }>(sql`select code from coupons where upper(code) = 'BIENVENIDA10' and discount_percent = 10`);
    expect(welcome.length).toBeGreaterThanOrEqual(1);
  });

  it('starts the hero carousel with the welcome slide', async () => {
    const slides = await rows<{ type: string; position: number }>(sql`select type, position from hero_slides order by position, id`);
    expect(slides[0]).toEqual({ type: 'welcome', position: 0 });
    expect(slides.slice(1).length).toBeGreaterThanOrEqual(2);
    expect(slides.slice(1).every((s) => s.type === 'promo')).toBe(true);
  });

  it('has curated sections and exactly one enabled category section with products of its category', async () => {
    const sections = await rows<{ slug: string; is_category_section: boolean; n: number; foreign: number }>(sql`
      select s.slug, s.is_category_section, count(sp.product_id)::int as n,
             count(*) filter (where s.is_category_section and p.category_id <> s.category_id)::int as foreign
      from custom_sections s join custom_section_products sp on sp.section_id = s.id join products p on p.id = sp.product_id
      where s.enabled group by s.id`);
    const category = sections.filter((s) => s.is_category_section);
    expect(category).toHaveLength(1);
    expect(category[0]?.foreign).toBe(0);
    const curated = sections.filter((s) => !s.is_category_section);
    expect(curated.length).toBeGreaterThanOrEqual(3);
    for (const s of curated) expect(s.n).toBeGreaterThanOrEqual(8);
  });

  it('lets the demo customer log in', async () => {
    const user = await one<{ password_hash: string; activated: boolean; terms: boolean; role: string; name: string }>(sql`
      select password_hash, activated_at is not null as activated, accepted_terms_at is not null as terms, role, name
      from users where email = ${DEMO_CUSTOMER.email}`);
    expect(user).toMatchObject({ activated: true, terms: true, role: 'customer', name: 'Ana' });
    expect(await verifyPassword(user.password_hash, DEMO_CUSTOMER.password)).toBe(true);
  });

  it('lets the demo operator log in', async () => {
    const user = await one<{ password_hash: string; activated: boolean; role: string }>(sql`
      select password_hash, activated_at is not null as activated, role from users where email = ${DEMO_ADMIN.email}`);
    expect(user).toMatchObject({ activated: true, role: 'admin' });
    expect(await verifyPassword(user.password_hash, DEMO_ADMIN.password)).toBe(true);
  });

  it('has reviews from many people, at most one per person and product', async () => {
    const r = await one<{ reviews: number; people: number; with_comment: number; without: number }>(sql`
      select count(*)::int as reviews, count(distinct user_id)::int as people,
             count(comment)::int as with_comment, count(*) filter (where comment is null)::int as without
      from reviews`);
    expect(r.reviews).toBeGreaterThanOrEqual(150);
    expect(r.people).toBeGreaterThanOrEqual(10);
    expect(r.with_comment).toBeGreaterThan(0);
    expect(r.without).toBeGreaterThan(0);
  });

  it('keeps product and store ratings equal to their reviews', async () => {
    const productDrift = await rows<{ id: number }>(sql`
      select p.id from products p left join (
        select product_id, avg(rating)::float8 as rating, count(*)::int as n from reviews group by product_id
      ) r on r.product_id = p.id
      where p.review_count <> coalesce(r.n, 0) or abs(p.rating - coalesce(r.rating, 0)) > 1e-9`);
    expect(productDrift).toEqual([]);
    const storeDrift = await rows<{ id: number }>(sql`
      select s.id from stores s left join (
        select p.store_id, avg(rv.rating)::float8 as rating, count(*)::int as n
        from reviews rv join products p on p.id = rv.product_id group by p.store_id
      ) r on r.store_id = s.id
      where s.review_count <> coalesce(r.n, 0) or abs(s.rating - coalesce(r.rating, 0)) > 1e-9`);
    expect(storeDrift).toEqual([]);
  });

  it("has the demo customer's past orders in each status, and sold counts that match the orders not cancelled", async () => {
    const statuses = await rows<{ status: string }>(sql`
      select distinct o.status from orders o join users u on u.id = o.user_id where u.email = ${DEMO_CUSTOMER.email} order by 1`);
    expect(statuses.map((s) => s.status)).toEqual(['cancelled', 'paid', 'pending_payment']);
    const drift = await rows<{ id: number }>(sql`
      select p.id from products p left join (select i.product_id, sum(i.quantity)::int as sold from order_items i
          join orders o on o.id = i.order_id where o.status <> 'cancelled' group by i.product_id) o
        on o.product_id = p.id
      where p.sold_count <> coalesce(o.sold, 0)`);
    expect(drift).toEqual([]);
    // total_amount is the total of the order's first currency (every line when it has one), as the order service writes it.
    const totals = await rows<{ id: string }>(sql`
      select o.id from orders o join order_items i on i.order_id = o.id
      join lateral (select f.currency_id from order_items f where f.order_id = o.id order by f.id limit 1) first on true
      group by o.id, first.currency_id
      having o.total_amount <> sum(i.line_total) filter (where i.currency_id = first.currency_id)
        or bool_or(i.line_total <> i.unit_price * i.quantity) or bool_or(i.currency_id is null)
        or o.currency_id is distinct from (case when count(distinct i.currency_id) = 1 then min(i.currency_id) end)`);
    expect(totals).toEqual([]);
  });

  it("gives the demo customer an order in two currencies, so 'Pedidos' shows a total per currency", async () => {
    const mixed = await rows<{ codes: string[] }>(sql`
      select array_agg(distinct c.code order by c.code) as codes from orders o join users u on u.id = o.user_id
      join order_items i on i.order_id = o.id join currencies c on c.id = i.currency_id
      where u.email = ${DEMO_CUSTOMER.email} group by o.id having count(distinct i.currency_id) > 1`);
    expect(mixed.map((m) => m.codes)).toEqual([['EUR', 'USD']]);
  });

  it('fills the suggestions with product, store and category names, normalized by the database', async () => {
    const kinds = await rows<{ kind: string }>(sql`select distinct kind from suggest_terms order by 1`);
    expect(kinds.map((k) => k.kind)).toEqual(['category', 'product', 'store', 'word']);
    const r = await one<{ term: string; normalized: string }>(sql`
      select term, normalized from suggest_terms where term = 'Teléfono Samsung Galaxy A15 128 GB' and store_id is null`);
    expect(r.normalized).toBe('telefono samsung galaxy a15 128 gb');
  });

  it('stores every referenced image as WebP, with its card variant', async () => {
    const files = await rows<{ file: string }>(sql`
      select image as file from product_images
      union select logo from stores union select cover from stores union select background_image from hero_slides`);
    expect(files.length).toBeGreaterThan(20);
    for (const { file } of files) {
      for (const name of [file, cardVariant(file)]) {
        const path = join(imagesDir, name);
        expect(existsSync(path), name).toBe(true);
        const bytes = readFileSync(path);
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
    }
  });

  it('does not seed twice', async () => {
    const before = await one<{ stores: number; products: number; users: number }>(sql`
      select (select count(*)::int from stores) as stores, (select count(*)::int from products) as products,
             (select count(*)::int from users) as users`);
    expect(await ensureSeeded(handle, { seed: 'demo', images: new LocalImageStore(imagesDir) }, () => undefined)).toBe('already');
    const after = await one<typeof before>(sql`
      select (select count(*)::int from stores) as stores, (select count(*)::int from products) as products,
             (select count(*)::int from users) as users`);
    expect(after).toEqual(before);
  });
});

describe('growCatalogue', () => {
  it('adds generated products to the demo stores, reusing their images, and keeps the rules', async () => {
    const before = await one<{ products: number; terms: number; images: number }>(sql`
      select (select count(*)::int from products) as products, (select count(*)::int from suggest_terms) as terms,
             (select count(distinct image)::int from product_images) as images`);
    const progress: number[] = [];
    await growCatalogue(handle.db, { products: 2_500, onProgress: (done) => progress.push(done) });
    expect(progress.at(-1)).toBe(2_500);

    const after = await one<Record<string, number>>(sql`
      select (select count(*)::int from products) as products,
             (select count(*)::int from suggest_terms) as terms,
             (select count(distinct image)::int from product_images) as images,
             (select count(*)::int from products p where price = 0
                and not exists (select 1 from wholesale_prices w where w.product_id = p.id)) as wholesale_without_tiers,
             (select count(*)::int from products p where not exists (select 1 from product_images i where i.product_id = p.id)) as without_images,
             (select count(*)::int from products p join categories c on c.id = p.category_id
                where position(c.name in p.search_keywords) = 0) as without_keywords,
             (select count(*)::int from products where offer_price is not null and offer_price >= price) as bad_offers`);
    expect(after.products).toBe(before.products + 2_500);
    expect(after.terms).toBeGreaterThan(before.terms);
    expect(after.images).toBe(before.images);
    expect(after).toMatchObject({ wholesale_without_tiers: 0, without_images: 0, without_keywords: 0, bad_offers: 0 });
  });
});
