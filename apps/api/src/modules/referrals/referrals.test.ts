import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { t } from '@plaza/domain/messages/es-profile';
import { buildTestApp, Client, type TestApp } from '../../test/app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'demo' });
});
afterAll(() => app.cleanup());

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const { rows } = await app.deps.db.execute(query);
  return rows[0] as T;
}

async function customer(email: string) {
  const client = new Client(app);
  await app.deps.db.execute(sql`
    insert into users (email, password_hash, name, last_name, activated_at)
    select ${email}, password_hash, 'Rosa', 'Díaz', now() from users where email = 'cliente@plaza.local'
    on conflict do nothing`);
  const login = await client.send('POST', '/api/auth/login', { email, password: 'Cliente123!' });
  expect(login.statusCode).toBe(200);
  return client;
}

const commissioned = () =>
  one<{ id: number; store_id: number; bp: number; price: number; method: number }>(sql`
    select p.id, p.store_id, p.referral_commission_bp as bp, p.price,
      (select id from payment_methods where store_id = p.store_id limit 1) as method
    from products p where p.referral_commission_bp > 0 and not p.hidden and p.price > 0 and p.stock > 5
      and not p.offer_enabled and p.availability_start is null
      and not exists (select 1 from wholesale_prices w where w.product_id = p.id)
    order by p.id limit 1`);

describe('referrals', () => {
  it('stay off until enabled, and turn on the referrals cookie at the next login', async () => {
    const client = await customer('referidora@example.com');
    const product = await commissioned();
    const refused = await client.send('POST', '/api/user/referrals', { product_id: product.id, active: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(t('referrals.notEnabled'));
    expect((await new Client(app).send('POST', '/api/user/referrals', { product_id: product.id, active: true })).statusCode).toBe(401);

    expect((await client.send('POST', '/api/user/referrals/enable')).statusCode).toBe(200);
    const again = await client.send('POST', '/api/auth/login', { email: 'referidora@example.com', password: 'Cliente123!' });
    expect(again.cookies.find((c) => c.name === 'referrals')?.value).toBe('true');
  });

  it('creates one link per product, resolves it, and pays a commission on what the line really cost', async () => {
    const referrer = await customer('referidora@example.com');
    const product = await commissioned();
    const created = await referrer.send('POST', '/api/user/referrals', { product_id: product.id, active: true });
    expect(created.statusCode, created.body).toBe(200);
    const slug = created.json().referral_slug as string;
    const repeated = await referrer.send('POST', '/api/user/referrals', { product_id: product.id, active: true });
    expect(repeated.json().referral_slug).toBe(slug);

    expect((await app.inject(`/api/market/ref/${slug}`)).json()).toEqual({ product_id: product.id, store_id: product.store_id });

    const buyer = await customer('comprador@example.com');
    const order = await buyer.send('POST', '/api/market/orders', {
      store_id: product.store_id,
      payment_method_id: product.method,
      items: [{ product_id: product.id, quantity: 3 }],
      ref_slug: slug,
    });
    expect(order.statusCode, order.body).toBe(200);
    const expected = Math.round((product.price * 3 * product.bp) / 10000);
    const sale = await one<{ commission_amount: number }>(sql`select commission_amount from referral_sales where order_id = ${order.json().order_id}`);
    expect(sale.commission_amount).toBe(expected);

    // The referrer buying through their own link earns nothing.
    const own = await referrer.send('POST', '/api/market/orders', {
      store_id: product.store_id,
      payment_method_id: product.method,
      items: [{ product_id: product.id, quantity: 1 }],
      ref_slug: slug,
    });
    expect(own.statusCode).toBe(200);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from referral_sales where order_id = ${own.json().order_id}`)).n).toBe(0);

    const groups = (await referrer.get('/api/user/referrals')).json();
    const link = groups[0].referrals[0];
    // Recorded with the order as pending: nothing is earned before the seller confirms the payment.
    expect(link).toEqual(expect.objectContaining({ referral_slug: slug, active: true, referral_sales_count: 1, commission_total: 0 }));
    expect(link.referral_sales).toEqual([expect.objectContaining({ order_id: order.json().order_id, commission_amount: expected, status: 'pending' })]);
    expect(link.product.product_id).toBe(product.id);
  });

  it('lets only the owner deactivate or delete a link; an inactive link resolves as not found', async () => {
    const referrer = await customer('referidora@example.com');
    const link = await one<{ id: number; slug: string }>(sql`
      select rl.id, rl.slug from referral_links rl join users u on u.id = rl.user_id where u.email = 'referidora@example.com' limit 1`);
    const stranger = await customer('extrana@example.com');
    expect((await stranger.send('PATCH', `/api/user/referrals/${link.id}`, { active: false })).statusCode).toBe(404);
    expect((await stranger.send('DELETE', `/api/user/referrals/${link.id}`)).statusCode).toBe(404);

    expect((await referrer.send('PATCH', `/api/user/referrals/${link.id}`, { active: false })).statusCode).toBe(200);
    const gone = await app.inject(`/api/market/ref/${link.slug}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(t('referrals.notFound'));
    expect((await app.inject('/api/market/ref/..%2Fadmin')).statusCode).toBe(404);

    expect((await referrer.send('DELETE', `/api/user/referrals/${link.id}`)).statusCode).toBe(200);
    expect((await referrer.get('/api/user/referrals')).json()).toEqual([]);
  });
});
