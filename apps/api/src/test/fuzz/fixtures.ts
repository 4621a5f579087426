import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { Client, type TestApp } from '../app';
import type { Fixtures } from './cases';
import { DEMO_SELLER } from '../../../seed/demo';

export const DEMO_CUSTOMER = { email: 'cliente@plaza.local', password: 'Cliente123!' };

export async function signInDemoSeller(app: TestApp): Promise<Client> {
  const client = new Client(app);
  const login = await client.send('POST', '/api/auth/login', { email: DEMO_SELLER.email, password: DEMO_SELLER.password });
  expect(login.statusCode).toBe(200);
  return client;
}

/** Real rows of the demo catalogue for the route walkers, and a referral link of the demo customer. */
export async function loadFixtures(app: TestApp): Promise<Fixtures> {
  const one = async <T,>(query: ReturnType<typeof sql>) => {
    const { rows } = await app.deps.db.execute(query);
    if (!rows[0]) throw new Error('the demo catalogue lacks a fixture');
    return rows[0] as T;
  };
  const product = await one<{ id: number; store_id: number; slug: string }>(sql`
    select p.id, p.store_id, s.slug from products p join stores s on s.id = p.store_id
    where not p.hidden and s.active and p.price > 0 and p.referral_commission_bp > 0
    -- A store of the demo seller's, so that the seller panel's routes get past its owner guard too.
    order by (s.slug = ${DEMO_SELLER.stores[0]}) desc, p.id limit 1`);
  const tag = await one<{ slug: string }>(sql`select slug from tags where store_id = ${product.store_id} order by id limit 1`);
  const section = await one<{ slug: string }>(sql`select slug from custom_sections order by id limit 1`);
  const coupon = await one<{ code: string }>(sql`select code from coupons where store_id = ${product.store_id} order by id limit 1`).catch(() =>
    one<{ code: string }>(sql`select code from coupons order by id limit 1`),
  );
  const method = await one<{ id: number }>(sql`select id from payment_methods where store_id = ${product.store_id} order by id limit 1`);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0ffee' } }).png().toBuffer();
  // A referral link of the customer's own, for the calls that change or resolve one.
  const customer = await signInDemoCustomer(app);
  expect((await customer.send('POST', '/api/user/referrals/enable')).statusCode).toBe(200);
  const link = await customer.send('POST', '/api/user/referrals', { product_id: product.id, active: true });
  expect(link.statusCode).toBe(200);
  return {
    productId: product.id,
    storeId: product.store_id,
    storeSlug: product.slug,
    tagSlug: tag.slug,
    sectionSlug: section.slug,
    couponCode: coupon.code,
    paymentMethodId: method.id,
    referralSlug: link.json<{ referral_slug: string }>().referral_slug,
    referralId: link.json<{ referral_id: number }>().referral_id,
    png,
  };
}

export async function signInDemoCustomer(app: TestApp): Promise<Client> {
  const client = new Client(app);
  const login = await client.send('POST', '/api/auth/login', DEMO_CUSTOMER);
  expect(login.statusCode).toBe(200);
  return client;
}
