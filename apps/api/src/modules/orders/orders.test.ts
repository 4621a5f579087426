import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { t } from '@plaza/domain/messages/es-server';
import { buildTestApp, Client, type TestApp } from '../../test/app';

let app: TestApp;
let customer: Client;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'demo' });
  customer = new Client(app);
  const login = await customer.send('POST', '/api/auth/login', { email: 'cliente@plaza.local', password: 'Cliente123!' });
  expect(login.statusCode).toBe(200);
});
afterAll(() => app.cleanup());

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const { rows } = await app.deps.db.execute(query);
  if (!rows[0]) throw new Error('no row');
  return rows[0] as T;
}

/** A plain retail product in stock, without offer, tiers or delivery date, and its store's methods. */
async function retailProduct(minStock = 5) {
  return one<{ id: number; store_id: number; price: number; stock: number; whatsapp: number; other_store_product: number }>(sql`
    select p.id, p.store_id, p.price, p.stock,
      (select id from payment_methods where store_id = p.store_id and kind = 'whatsapp') as whatsapp,
      (select q.id from products q where q.store_id <> p.store_id and not q.hidden and q.price > 0 limit 1) as other_store_product
    from products p
    where not p.hidden and p.price > 0 and p.stock >= ${minStock} and not p.offer_enabled and p.availability_start is null
      and not exists (select 1 from wholesale_prices w where w.product_id = p.id)
    order by p.id limit 1`);
}

/** Another activated customer with the demo customer's password, signed in. */
async function customerOf(email: string) {
  await app.deps.db.execute(sql`
    insert into users (email, password_hash, name, last_name, activated_at)
    select ${email}, password_hash, 'Rosa', 'Díaz', now() from users where email = 'cliente@plaza.local'
    on conflict do nothing`);
  const client = new Client(app);
  expect((await client.send('POST', '/api/auth/login', { email, password: 'Cliente123!' })).statusCode).toBe(200);
  return client;
}

const stockOf = async (id: number) => (await one<{ stock: number }>(sql`select stock from products where id = ${id}`)).stock;
const orderCount = async () => (await one<{ n: number }>(sql`select count(*)::int as n from orders`)).n;

describe('payment methods and coupons', () => {
  it('lists the store payment methods, WhatsApp among them', async () => {
    const product = await retailProduct();
    const response = await customer.get(`/api/market/paymentMethods/${product.store_id}`);
    expect(response.json().payment_methods.map((m: { name: string }) => m.name)).toContain('WhatsApp');
  });

  it('validates a store coupon in any case, and refuses an expired one or another store coupon', async () => {
    const coupon = await one<{ code: string; store_id: number }>(sql`select code, store_id from coupons where scope = 'store' and active and ends_at is null limit 1`);
    const valid = await customer.get(`/api/market/customer/coupons/${coupon.code.toLowerCase()}/validate/${coupon.store_id}`);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual(expect.objectContaining({ scope: 'store', message: t('orders.couponApplied') }));
    const otherStore = await one<{ id: number }>(sql`select id from stores where id not in (select store_id from coupons where upper(code) = upper(${coupon.code})) limit 1`);
    expect((await customer.get(`/api/market/customer/coupons/${coupon.code}/validate/${otherStore.id}`)).statusCode).toBe(404);
    const expired = await one<{ code: string; store_id: number }>(sql`select code, store_id from coupons where ends_at < now() limit 1`);
    const refused = await customer.get(`/api/market/customer/coupons/${expired.code}/validate/${expired.store_id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(t('orders.couponInvalid'));
    expect((await app.inject(`/api/market/customer/coupons/${coupon.code}/validate/${coupon.store_id}`)).statusCode).toBe(401);
  });

  it('limits coupon guesses per customer: after 20 unknown codes even a valid one answers 429, for that customer only', async () => {
    const coupon = await one<{ code: string; store_id: number }>(sql`select code, store_id from coupons where scope = 'store' and active and ends_at is null limit 1`);
    const guesser = await customerOf('adivina@example.com');
    const validate = (client: Client, code: string, remoteAddress: string) =>
      app.inject({ url: `/api/market/customer/coupons/${code}/validate/${coupon.store_id}`, headers: { cookie: client.cookieHeader }, remoteAddress });
    // Re-applying the code one holds spends nothing.
    for (let i = 0; i < 25; i++) expect((await validate(guesser, coupon.code, '10.8.0.1')).statusCode).toBe(200);
    // Guessed in parallel, still no more than 20 look-ups miss before the refusals start.
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => validate(guesser, `ADIVINA${i}`, `10.8.0.${2 + (i % 2)}`)));
    expect(guesses.filter((r) => r.statusCode === 404)).toHaveLength(20);
    expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(10);

    const refused = await validate(guesser, coupon.code, '10.8.0.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Demasiados intentos/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // At checkout too: the same code is the same guess.
    const product = await retailProduct();
    const order = await app.inject({
      method: 'POST',
      url: '/api/market/orders',
      headers: { ...(await guesser.credentials()), 'content-type': 'application/json' },
      payload: { store_id: product.store_id, payment_method_id: product.whatsapp, applied_coupon_code: 'ADIVINA99', items: [{ product_id: product.id, quantity: 1 }] },
      remoteAddress: '10.8.0.4',
    });
    expect(order.statusCode).toBe(429);

    const other = await customerOf('ajena@example.com');
    expect((await validate(other, coupon.code, '10.8.1.1')).statusCode).toBe(200);
    expect((await validate(other, 'ADIVINA0', '10.8.1.1')).statusCode).toBe(404);
  });

  it('limits the guesses of new accounts per network: 30 unknown codes from one address stop the new accounts there', async () => {
    const coupon = await one<{ code: string; store_id: number }>(sql`select code, store_id from coupons where scope = 'store' and active and ends_at is null limit 1`);
    const clients = await Promise.all([1, 2, 3].map((i) => customerOf(`vecino${i}@example.com`)));
    const validate = (client: Client, code: string, remoteAddress: string) =>
      app.inject({ url: `/api/market/customer/coupons/${code}/validate/${coupon.store_id}`, headers: { cookie: client.cookieHeader }, remoteAddress });
    // Two fresh accounts guess from one address, in parallel: 30 misses in all get looked up.
    const guesses = await Promise.all(Array.from({ length: 36 }, (_, i) => validate(clients[i % 2]!, `VECINO${i}`, '10.8.2.1')));
    expect(guesses.filter((r) => r.statusCode === 404)).toHaveLength(30);
    expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(6);
    // A third new account there is refused too, even with a real code; elsewhere it is not.
    expect((await validate(clients[2]!, coupon.code, '10.8.2.1')).statusCode).toBe(429);
    expect((await validate(clients[2]!, coupon.code, '10.8.2.2')).statusCode).toBe(200);
  });

  it('never refuses an established customer for strangers\' guesses on a shared (carrier-grade NAT) address', async () => {
    const coupon = await one<{ code: string; store_id: number }>(sql`select code, store_id from coupons where scope = 'store' and active and ends_at is null limit 1`);
    const validate = (client: Client, code: string) =>
      app.inject({ url: `/api/market/customer/coupons/${code}/validate/${coupon.store_id}`, headers: { cookie: client.cookieHeader }, remoteAddress: '152.206.0.9' });
    const strangers = await Promise.all([1, 2].map((i) => customerOf(`cgnat${i}@example.com`)));
    for (let i = 0; i < 30; i++) expect((await validate(strangers[i % 2]!, `TECLEO${i}`)).statusCode).toBe(404);
    expect((await validate(strangers[0]!, coupon.code)).statusCode).toBe(429);

    // Active for more than a week: their code works, on the checkout's path too.
    const veteran = await customerOf('veterana@example.com');
    await app.deps.db.execute(sql`update users set activated_at = now() - interval '8 days' where email = 'veterana@example.com'`);
    expect((await validate(veteran, coupon.code)).statusCode).toBe(200);
    // With a paid order, however new the account.
    const buyer = await customerOf('compradora@example.com');
    expect((await validate(buyer, coupon.code)).statusCode).toBe(429);
    const product = await retailProduct();
    const placed = await buyer.send('POST', '/api/market/orders', {
      store_id: product.store_id,
      payment_method_id: product.whatsapp,
      applied_coupon_code: null,
      items: [{ product_id: product.id, quantity: 1 }],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await validate(buyer, coupon.code)).statusCode).toBe(429);
    await app.deps.db.execute(sql`update orders set status = 'paid' where id = ${placed.json().order_id}`);
    expect((await validate(buyer, coupon.code)).statusCode).toBe(200);
    // Their own guesses still count against them: 20, then refused.
    const own = await Promise.all(Array.from({ length: 24 }, (_, i) => validate(veteran, `PROPIO${i}`)));
    expect(own.filter((r) => r.statusCode === 404)).toHaveLength(20);
    expect(own.filter((r) => r.statusCode === 429)).toHaveLength(4);
    expect((await validate(veteran, coupon.code)).statusCode).toBe(429);
  });
});

describe('placing an order', () => {
  it('prices from the database, ignores prices sent by the client, moves stock and answers a WhatsApp link', async () => {
    const product = await retailProduct();
    const before = await stockOf(product.id);
    const response = await customer.send('POST', '/api/market/orders', {
      store_id: product.store_id,
      payment_method_id: product.whatsapp,
      applied_coupon_code: null,
      items: [{ product_id: product.id, quantity: 2, price: 1, unit_price: 1, total: 1 }],
      total_amount: 1,
      discount: 99,
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json();
    expect(order.status).toBe('pending_payment');
    expect(order.total_amount).toBe(product.price * 2);
    expect(order.payment_link).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(order.payment_link)).toContain(order.order_id.slice(0, 8));
    expect(await stockOf(product.id)).toBe(before - 2);

    const history = (await customer.get('/api/market/orders')).json();
    const group = history.find((g: { store_id: number }) => g.store_id === product.store_id);
    const listed = group.orders.find((o: { id: string }) => o.id === order.order_id);
    expect(listed).toEqual(expect.objectContaining({ status: 'pending_payment', total_price: product.price * 2, payment: { method: 'WhatsApp', instructions: null } }));
    expect(listed.items[0]).toEqual(expect.objectContaining({ quantity: 2, price: product.price }));
  });

  it('applies a product coupon only to its products and a store coupon to every line', async () => {
    const coupon = await one<{ code: string; store_id: number; percent: number; product_id: number }>(sql`
      select c.code, c.store_id, c.discount_percent as percent, cp.product_id from coupons c join coupon_products cp on cp.coupon_id = c.id
      join products p on p.id = cp.product_id
      where c.scope = 'product' and c.active and (c.starts_at is null or c.starts_at <= now()) and (c.ends_at is null or c.ends_at > now())
        and not p.hidden and p.price > 0 and p.stock > 2 and not p.offer_enabled and p.availability_start is null
        and not exists (select 1 from wholesale_prices w where w.product_id = p.id) limit 1`);
    const product = await one<{ price: number }>(sql`select price from products where id = ${coupon.product_id}`);
    const method = await one<{ id: number }>(sql`select id from payment_methods where store_id = ${coupon.store_id} limit 1`);
    const response = await customer.send('POST', '/api/market/orders', {
      store_id: coupon.store_id,
      payment_method_id: method.id,
      applied_coupon_code: coupon.code,
      items: [{ product_id: coupon.product_id, quantity: 1 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().total_amount).toBe(Math.round((product.price * (100 - coupon.percent)) / 100));
  });

  it('prices a wholesale-only product by its tier and refuses a quantity under the minimum', async () => {
    const product = await one<{ id: number; store_id: number; min: number; unit: number; method: number }>(sql`
      select p.id, p.store_id, min(w.min_quantity) as min,
        (select w2.price_per_unit from wholesale_prices w2 where w2.product_id = p.id order by w2.min_quantity limit 1) as unit,
        (select id from payment_methods where store_id = p.store_id limit 1) as method
      from products p join wholesale_prices w on w.product_id = p.id
      where p.price = 0 and not p.hidden and p.stock > 1000 group by p.id order by p.id limit 1`);
    const order = (quantity: number) =>
      customer.send('POST', '/api/market/orders', { store_id: product.store_id, payment_method_id: product.method, items: [{ product_id: product.id, quantity }] });
    const under = await order(product.min - 1);
    expect(under.statusCode).toBe(400);
    expect(under.json().message).toBe(t('cart.wholesaleMinimum', { min: product.min }));
    const ok = await order(product.min);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().total_amount).toBe(product.unit * product.min);
  });

  it('needs a delivery date for products that need one', async () => {
    const product = await one<{ id: number; store_id: number; method: number }>(sql`
      select p.id, p.store_id, (select id from payment_methods where store_id = p.store_id limit 1) as method
      from products p where p.availability_start is not null and not p.hidden and p.stock > 0 and p.price > 0 limit 1`);
    const response = await customer.send('POST', '/api/market/orders', {
      store_id: product.store_id,
      payment_method_id: product.method,
      items: [{ product_id: product.id, quantity: 1 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(t('cart.deliveryDateRequired'));
  });

  it('returns the same order for a retried submit with the same Idempotency-Key', async () => {
    const product = await retailProduct();
    const body = { store_id: product.store_id, payment_method_id: product.whatsapp, items: [{ product_id: product.id, quantity: 1 }] };
    const before = await stockOf(product.id);
    const key = { 'idempotency-key': 'retry-0123456789' };
    const [first, second] = await Promise.all([
      customer.send('POST', '/api/market/orders', body, key),
      customer.send('POST', '/api/market/orders', body, key),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json().order_id).toBe(first.json().order_id);
    const third = await customer.send('POST', '/api/market/orders', body, key);
    expect(third.json().order_id).toBe(first.json().order_id);
    expect(await stockOf(product.id)).toBe(before - 1);
  });

  it('refuses bad orders in Spanish, creating no order and moving no stock', async () => {
    const product = await retailProduct();
    const before = { orders: await orderCount(), stock: await stockOf(product.id) };
    const base = { store_id: product.store_id, payment_method_id: product.whatsapp };
    const cases: [unknown, number, string?][] = [
      [{ ...base, items: [] }, 400, t('orders.emptyCart')],
      [{ ...base, items: [{ product_id: product.other_store_product, quantity: 1 }] }, 400],
      [{ ...base, items: [{ product_id: product.id, quantity: -1 }] }, 400, t('cart.invalidQuantity')],
      [{ ...base, items: [{ product_id: product.id, quantity: 1.5 }] }, 400, t('cart.invalidQuantity')],
      [{ ...base, items: [{ product_id: 99_999_999, quantity: 1 }] }, 400, t('orders.productNotFound')],
      [{ ...base, payment_method_id: 99_999, items: [{ product_id: product.id, quantity: 1 }] }, 400, t('orders.paymentMethodInvalid')],
      [{ ...base, applied_coupon_code: 'NOEXISTE', items: [{ product_id: product.id, quantity: 1 }] }, 400, t('orders.couponInvalid')],
      [{ ...base, items: [{ product_id: product.id, quantity: 100_000 }] }, 400, t('cart.onlyStockAvailable', { stock: before.stock })],
      [{ payment_method_id: product.whatsapp, items: [{ product_id: product.id, quantity: 1 }] }, 400, t('orders.storeRequired')],
      [{ ...base, items: 'todo' }, 400],
    ];
    for (const [body, status, message] of cases) {
      const response = await customer.send('POST', '/api/market/orders', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(response.json().message).toBe(message);
    }
    const visitor = await new Client(app).send('POST', '/api/market/orders', { ...base, items: [{ product_id: product.id, quantity: 1 }] });
    expect(visitor.statusCode).toBe(401);
    expect(await orderCount()).toBe(before.orders);
    expect(await stockOf(product.id)).toBe(before.stock);
  });

  it('sells exactly the last 10 units to 50 concurrent orders', async () => {
    const product = await retailProduct();
    await app.deps.db.execute(sql`update products set stock = 10 where id = ${product.id}`);
    // Earlier tests spent part of the customer's order allowance; this one is about stock only.
    await app.deps.db.execute(sql`delete from rate_limits`);
    const body = { store_id: product.store_id, payment_method_id: product.whatsapp, items: [{ product_id: product.id, quantity: 1 }] };
    // Ten accounts (one account may hold only half the stock unpaid): whenever a unit is left, an account holds none.
    const buyers = await Promise.all(Array.from({ length: 10 }, (_, i) => customerOf(`ultimas${i}@example.com`)));
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => buyers[i % 10]!.send('POST', '/api/market/orders', body)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(10);
    // Refused for the stock, or for an account already holding the half of it that is its share.
    const name = (await one<{ name: string }>(sql`select name from products where id = ${product.id}`)).name;
    const reasons = [t('cart.outOfStock'), t('orders.holdLimitOne', { name })];
    const stockMessage = new RegExp(`^${t('cart.onlyStockAvailable', { stock: '\\d+' })}$|^${t('orders.holdLimit', { max: '\\d+', name: '.+' })}$`);
    for (const failed of results.filter((r) => r.statusCode !== 200)) {
      expect([400, 409]).toContain(failed.statusCode);
      const message: string = failed.json().message;
      if (!reasons.includes(message)) expect(message).toMatch(stockMessage);
    }
    expect(await stockOf(product.id)).toBe(0);
  });
});

describe('favourites and reviews', () => {
  it('toggles a favourite and lists favourites grouped per store', async () => {
    const product = await retailProduct();
    const on = await customer.send('POST', `/api/market/products/${product.id}/favorite`);
    expect(on.json()).toEqual(expect.objectContaining({ favorite: true }));
    const groups = (await customer.get('/api/market/profile/favorites')).json();
    const listed = groups.flatMap((g: { products: { id: number; currency: string }[] }) => g.products).find((p: { id: number }) => p.id === product.id);
    // Its price comes with the code of its currency, so the list never shows a bare or "$" amount.
    const { code } = await one<{ code: string }>(sql`select c.code from products p join currencies c on c.id = p.currency_id where p.id = ${product.id}`);
    expect(listed?.currency).toBe(code);
    expect((await customer.get(`/api/market/products/${product.id}`)).json().favorite).toBe(true);
    const off = await customer.send('POST', `/api/market/products/${product.id}/favorite`);
    expect(off.json().favorite).toBe(false);
    expect((await new Client(app).send('POST', `/api/market/products/${product.id}/favorite`)).statusCode).toBe(401);
  });

  it('keeps one review per customer and product and updates the ratings', async () => {
    const product = await retailProduct();
    const first = await customer.send('POST', `/api/market/products/${product.id}/review`, { rating: 1, comment: 'Malo' });
    expect(first.statusCode, first.body).toBe(200);
    await customer.send('POST', `/api/market/products/${product.id}/review`, { rating: 5, comment: null });
    const mine = await one<{ n: number; rating: number }>(sql`
      select count(*)::int as n, max(rating)::int as rating from reviews r join users u on u.id = r.user_id
      where u.email = 'cliente@plaza.local' and r.product_id = ${product.id}`);
    expect(mine).toEqual({ n: 1, rating: 5 });
    const stats = await one<{ rating: number; review_count: number; avg: number; n: number }>(sql`
      select p.rating, p.review_count, (select avg(rating)::float from reviews where product_id = p.id) as avg,
        (select count(*)::int from reviews where product_id = p.id) as n from products p where p.id = ${product.id}`);
    expect(stats.review_count).toBe(stats.n);
    expect(stats.rating).toBeCloseTo(stats.avg, 5);
    const bad = await customer.send('POST', `/api/market/products/${product.id}/review`, { rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(t('review.ratingRequired'));
  });
});

describe('what one account may hold unpaid', () => {
  const orderOf = (client: Client, product: { id: number; store_id: number; whatsapp: number }, quantity: number) =>
    client.send('POST', '/api/market/orders', { store_id: product.store_id, payment_method_id: product.whatsapp, items: [{ product_id: product.id, quantity }] });
  const nameOf = async (id: number) => (await one<{ name: string }>(sql`select name from products where id = ${id}`)).name;

  it('is half of the stock it could take, said in Spanish; paid orders hold nothing and others may buy the rest', async () => {
    await app.deps.db.execute(sql`delete from rate_limits`);
    const product = await retailProduct();
    await app.deps.db.execute(sql`update products set stock = 44 where id = ${product.id}`);
    const hoarder = await customerOf('acaparador@example.com');
    const before = await orderCount();
    const all = await orderOf(hoarder, product, 44);
    expect(all.statusCode).toBe(409);
    expect(all.json().message).toBe(t('orders.holdLimit', { max: 22, name: await nameOf(product.id) }));
    expect(await orderCount()).toBe(before);
    expect(await stockOf(product.id)).toBe(44);

    const first = await orderOf(hoarder, product, 20);
    expect(first.statusCode, first.body).toBe(200);
    // 20 held of the 44 it could take: 22 in all, so 3 more is over, 2 more is not.
    expect((await orderOf(hoarder, product, 3)).json().message).toBe(t('orders.holdLimit', { max: 22, name: await nameOf(product.id) }));
    expect((await orderOf(hoarder, product, 2)).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(22);
    const neighbour = await customerOf('vecina@example.com');
    expect((await orderOf(neighbour, product, 11)).statusCode).toBe(200);

    // Once paid, the units are bought, not held: half of what is left may be ordered again.
    await app.deps.db.execute(sql`update orders set status = 'paid' where user_id = (select id from users where email = 'acaparador@example.com')`);
    expect((await orderOf(hoarder, product, 6)).json().message).toBe(t('orders.holdLimit', { max: 5, name: await nameOf(product.id) }));
    expect((await orderOf(hoarder, product, 5)).statusCode).toBe(200);
  });

  it("lets a wholesale order at a tier's quantity through, above half the stock", async () => {
    const product = await one<{ id: number; store_id: number; min: number; whatsapp: number }>(sql`
      select p.id, p.store_id, max(w.min_quantity) as min, (select id from payment_methods where store_id = p.store_id limit 1) as whatsapp
      from products p join wholesale_prices w on w.product_id = p.id
      where p.price = 0 and not p.hidden group by p.id order by p.id limit 1`);
    // The largest tier is 2/3 of the stock: over half, within what is there.
    await app.deps.db.execute(sql`update products set stock = ${Math.ceil((product.min * 3) / 2)} where id = ${product.id}`);
    const wholesaler = await customerOf('mayorista@example.com');
    const response = await orderOf(wholesaler, product, product.min);
    expect(response.statusCode, response.body).toBe(200);
    expect((await orderOf(wholesaler, product, product.min)).statusCode).toBe(409);
  });

  it('is counted with the product locked: parallel orders of one account never pass it together', async () => {
    await app.deps.db.execute(sql`delete from rate_limits`);
    const product = await retailProduct();
    await app.deps.db.execute(sql`update products set stock = 10 where id = ${product.id}`);
    const racer = await customerOf('prisas@example.com');
    const results = await Promise.all(Array.from({ length: 6 }, () => orderOf(racer, product, 3)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(t('orders.holdLimit', { max: 5, name: await nameOf(product.id) }));
    }
    expect(await stockOf(product.id)).toBe(7);
  });
});

describe("a store's own accounts", () => {
  it("cannot order from it: the checkout's payment methods and the order say so, and nothing changes", async () => {
    const seller = new Client(app);
    expect((await seller.send('POST', '/api/auth/login', { email: 'vendedor@plaza.local', password: 'Vendedor123!' })).statusCode).toBe(200);
    const product = await one<{ id: number; store_id: number; whatsapp: number }>(sql`
      select p.id, p.store_id, (select id from payment_methods where store_id = p.store_id and enabled limit 1) as whatsapp
      from products p join stores s on s.id = p.store_id join users u on u.id = s.owner_id
      where u.email = 'vendedor@plaza.local' and not p.hidden and p.price > 0 and p.stock > 2 and p.availability_start is null
        and not exists (select 1 from wholesale_prices w where w.product_id = p.id)
      order by p.id limit 1`);
    const own = { success: false, message: t('orders.ownStore') };
    const methods = await seller.get(`/api/market/paymentMethods/${product.store_id}`);
    expect({ status: methods.statusCode, body: methods.json() }).toEqual({ status: 409, body: own });
    expect((await customer.get(`/api/market/paymentMethods/${product.store_id}`)).statusCode).toBe(200);

    const before = { orders: await orderCount(), stock: await stockOf(product.id) };
    const refused = await seller.send('POST', '/api/market/orders', {
      store_id: product.store_id,
      payment_method_id: product.whatsapp,
      items: [{ product_id: product.id, quantity: 1 }],
    });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 409, body: own });
    expect(await orderCount()).toBe(before.orders);
    expect(await stockOf(product.id)).toBe(before.stock);
    // Another store's products he may buy, as any shopper.
    const elsewhere = await one<{ id: number; store_id: number; whatsapp: number }>(sql`
      select p.id, p.store_id, (select id from payment_methods where store_id = p.store_id and kind = 'whatsapp') as whatsapp
      from products p join stores s on s.id = p.store_id
      where s.owner_id is distinct from (select id from users where email = 'vendedor@plaza.local') and not p.hidden and p.price > 0 and p.stock > 2 and p.availability_start is null and not p.offer_enabled
        and not exists (select 1 from wholesale_prices w where w.product_id = p.id)
        and exists (select 1 from payment_methods m where m.store_id = p.store_id and m.kind = 'whatsapp')
      order by p.id limit 1`);
    const bought = await seller.send('POST', '/api/market/orders', {
      store_id: elsewhere.store_id,
      payment_method_id: elsewhere.whatsapp,
      items: [{ product_id: elsewhere.id, quantity: 1 }],
    });
    expect(bought.statusCode, bought.body).toBe(200);
  });
});

describe('amounts beyond what an order can hold', () => {
  it('answer 400 in Spanish, creating nothing; the largest that fits goes through, its commission too', async () => {
    await app.deps.db.execute(sql`delete from rate_limits`);
    const product = await retailProduct();
    await app.deps.db.execute(sql`update products set price = 1000000000, stock = 10, referral_commission_bp = 1000 where id = ${product.id}`);
    const before = { orders: await orderCount(), stock: await stockOf(product.id) };
    const buyer = await customerOf('millonaria@example.com');
    const order = (quantity: number, extra: Record<string, unknown> = {}) =>
      buyer.send('POST', '/api/market/orders', {
        store_id: product.store_id,
        payment_method_id: product.whatsapp,
        items: [{ product_id: product.id, quantity }],
        ...extra,
      });
    const tooLarge = await order(3);
    expect({ status: tooLarge.statusCode, body: tooLarge.json() }).toEqual({ status: 400, body: { success: false, message: t('orders.totalTooLarge') } });
    expect(await orderCount()).toBe(before.orders);
    expect(await stockOf(product.id)).toBe(before.stock);

    // 2,000,000,000 fits, and a 10 % commission on it is computed without overflowing either.
    const referrer = await one<{ id: string }>(sql`select id from users where email = 'cliente@plaza.local'`);
    await app.deps.db.execute(sql`insert into referral_links (user_id, product_id, slug) values (${referrer.id}, ${product.id}, 'milmillones')`);
    const fits = await order(2, { ref_slug: 'milmillones' });
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json().total_amount).toBe(2_000_000_000);
    const commission = await one<{ amount: number }>(sql`select commission_amount as amount from referral_sales where order_id = ${fits.json().order_id}`);
    expect(Number(commission.amount)).toBe(200_000_000);
  });
});
