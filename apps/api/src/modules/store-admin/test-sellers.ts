import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProductCreate } from '@plaza/domain/schemas/panel-product';
import { users } from '../../db/schema';
import { hashPassword } from '../../platform/passwords';
import { Client, type TestApp } from '../../test/app';

/** For the store-admin tests: sellers with their stores, customers, and a product of every kind. */

export const PASSWORD = 'Vendedor123!';
let passwordHash: Promise<string> | undefined;
let next = 0;

export type Seller = { client: Client; userId: string; storeId: number; slug: string; base: string };

/** An activated user with the given role, signed in through the login route as a browser would be. */
export async function signedInUser(app: TestApp, role: 'seller' | 'customer'): Promise<{ client: Client; userId: string }> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = `${role}${++next}-${Date.now()}@example.com`;
  const now = new Date();
  const [user] = await app.deps.db
    .insert(users)
    .values({ email, passwordHash: await passwordHash, name: 'Ana', lastName: 'Pérez', role, activatedAt: now, acceptedTermsAt: now })
    .returning({ id: users.id });
  const client = new Client(app);
  const login = await client.send('POST', '/api/auth/login', { email, password: PASSWORD });
  expect(login.statusCode, login.body).toBe(200);
  return { client, userId: user!.id };
}

/** A signed-in seller who owns a new active store of their own. */
export async function addSeller(app: TestApp, storeName = `Tienda ${next + 1}`): Promise<Seller> {
  // Taken before the first await: sellers added in parallel each get their own (the counter read
  // after signing in was once the same for two of them, in the same millisecond).
  const slug = `tienda-${++next}-${Date.now()}`;
  const { client, userId } = await signedInUser(app, 'seller');
  const { rows } = await app.deps.db.execute<{ id: number }>(sql`
    insert into stores (owner_id, name, slug, category_id) values (${userId}, ${storeName}, ${slug}, (select min(id) from categories)) returning id`);
  const storeId = Number(rows[0]!.id);
  return { client, userId, storeId, slug, base: `/api/store_admin/stores/${storeId}` };
}

/** Ids of the reference data the products use. */
export async function referenceIds(app: TestApp) {
  const { rows } = await app.deps.db.execute<{ category: number; other_category: number; currency: number; other_currency: number }>(sql`
    select (select min(id) from categories) as category, (select max(id) from categories) as other_category,
           (select min(id) from currencies) as currency, (select max(id) from currencies) as other_currency`);
  const row = rows[0]!;
  return { category: Number(row.category), otherCategory: Number(row.other_category), currency: Number(row.currency), otherCurrency: Number(row.other_currency) };
}

/** A plain retail product: only what a seller must fill in. */
export const retail = (ids: { category: number; currency: number }, extra: Partial<ProductCreate> = {}) => ({
  name: 'Teléfono Xiaomi Redmi 13',
  description: 'Doble SIM, 128 GB',
  category_id: ids.category,
  currency_id: ids.currency,
  price: 25_000,
  stock: 10,
  ...extra,
});

/** The visible state of the catalogue that a refused write must leave as it was. */
export async function catalogueDigest(app: TestApp): Promise<string> {
  const { rows } = await app.deps.db.execute(sql`
    select
      (select coalesce(json_agg(p order by p.id), '[]') from (select id, store_id, category_id, name, description, price, currency_id, stock, hidden,
        referral_commission_bp, offer_enabled, offer_price, offer_start, offer_end, availability_start, availability_end, min_reservation_days,
        archived_at, search_keywords from products) p)::text as products,
      (select coalesce(json_agg(x order by x.product_id, x.tag_id), '[]') from product_tags x)::text as tags,
      (select coalesce(json_agg(x order by x.id), '[]') from wholesale_prices x)::text as tiers,
      (select coalesce(json_agg(x order by x.id), '[]') from product_images x)::text as images,
      (select coalesce(json_agg(x order by x.id), '[]') from tags x)::text as store_tags,
      (select coalesce(json_agg(x order by x.id), '[]') from suggest_terms x)::text as terms`);
  return JSON.stringify(rows[0]);
}
