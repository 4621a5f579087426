import { sql } from 'drizzle-orm';
import { checkAddToCart } from '@plaza/domain/add-to-cart';
import { formatPrice } from '@plaza/domain/money';
import { formatTotals, totalsByCurrency, type CurrencyTotal } from '@plaza/domain/totals';
import { applyCoupon, couponApplies, unitPrice } from '@plaza/domain/pricing';
import { orderNumber } from '@plaza/domain/constants';
import { orderAmountsFit, unpaidHoldCap } from '@plaza/domain/order-limits';
import { t } from '@plaza/domain/messages/es-server';
import type { Product } from '@plaza/domain/schemas/product';
import type { CouponValidation, CreatedOrder, OrderRequest } from '@plaza/domain/schemas/order';
import { whatsappDigits } from '@plaza/domain/phone';
import { t as orderText } from '@plaza/domain/messages/es-mail';
import type { Database } from '../../db/connection';
import { AppError, fail } from '../../platform/errors';
import { release, reserve, type Limit } from '../../platform/rate-limit';
import { loadProducts } from '../products/product-loader';
import { dueInstructions, lineCurrencyId, methodInstructions } from './order-history';
import { enqueueNewOrderMail } from './order-mail';
import { visibleStore } from '../stores/store-visibility';
import { checkoutStore } from './checkout-store';

type Coupon = { id: number; code: string; scope: 'store' | 'product'; discount_percent: number; products: number[] };

/**
 * A coupon of the store that can be used now, whatever the case the code was typed in: of a
 * store shoppers can see (a suspended store's coupons apply nowhere), active,
 * within its dates, below its usage limit, and, for a product coupon, naming at least one product
 * still on sale (only those are its products).
 */
export async function findCoupon(db: Database, storeId: number, code: string): Promise<(Coupon & { plan_allows: boolean }) | undefined> {
  const { rows } = await db.execute<Coupon & { plan_allows: boolean }>(sql`
    select c.id, c.code, c.scope, c.discount_percent, (sp.id is null or sp.coupons) as plan_allows,
      coalesce((select array_agg(cp.product_id order by cp.product_id) from coupon_products cp join products p on p.id = cp.product_id
        where cp.coupon_id = c.id and p.store_id = c.store_id and not p.hidden and p.archived_at is null), '{}') as products
    from coupons c join stores s on s.id = c.store_id left join store_plans sp on sp.id = s.plan_id
    where c.store_id = ${storeId} and ${visibleStore} and upper(c.code) = upper(${code}) and c.active
      and (c.starts_at is null or c.starts_at <= now()) and (c.ends_at is null or c.ends_at > now())
      and (c.usage_limit is null or c.used_count < c.usage_limit)`);
  const coupon = rows[0];
  return coupon && (coupon.scope === 'store' || coupon.products.length > 0) ? coupon : undefined;
}

/**
 * Counts one use of the coupon in the order's transaction. The conditional update takes the
 * coupon's row lock, so of two orders racing for its last use the second re-reads the count
 * after the first commits and finds no use left.
 */
async function takeCouponUse(tx: Database, couponId: number) {
  const { rows } = await tx.execute<{ id: number }>(sql`
    update coupons set used_count = used_count + 1
    where id = ${couponId} and active and (usage_limit is null or used_count < usage_limit) returning id`);
  if (rows.length === 0) throw fail('invalid', 'orders.couponInvalid');
}

const COUPON_WINDOW = 15 * 60;
/** How long an account must have been active to be trusted with its own guesses (with no paid order). */
const ESTABLISHED_AFTER_DAYS = 7;

/**
 * A coupon code is a discount for whoever finds it: guesses are limited per customer, and the
 * guesses of new accounts also per network address, so that one guesser cannot sign up account
 * after account to go on guessing. An established customer (a paid order, or active for a week)
 * answers only for their own guesses: behind carrier-grade NAT thousands of shoppers share one
 * address (most of Cuba's mobile data), and a few strangers' typos must not refuse their codes.
 */
export async function couponLimits(db: Database, userId: string, ip: string): Promise<Limit[]> {
  const { rows } = await db.execute<{ established: boolean }>(sql`
    select (u.activated_at <= now() - make_interval(days => ${ESTABLISHED_AFTER_DAYS})
      or exists (select 1 from orders o where o.user_id = u.id and o.status = 'paid')) as established
    from users u where u.id = ${userId}`);
  const established = rows[0]?.established === true;
  return [
    { key: `coupon:user:${userId}`, max: 20, windowSeconds: COUPON_WINDOW },
    ...(established ? [] : [{ key: `coupon:ip:${ip}`, max: 30, windowSeconds: COUPON_WINDOW }]),
  ];
}

/**
 * Every look-up is counted before it is made, and one that finds a coupon gives its attempt back:
 * codes that miss are what a guesser spends, and a shopper applying the code they hold again and
 * again spends nothing.
 */
async function findCouponLimited(db: Database, limits: Limit[], storeId: number, code: string): Promise<Coupon | undefined> {
  const reservation = await reserve(db, limits);
  const found = await findCoupon(db, storeId, code);
  if (!found) return undefined;
  await release(db, reservation);
  // The store's plan no longer includes coupons (decision 024): the shopper is told, not charged full price unawares.
  if (!found.plan_allows) throw fail('invalid', 'orders.couponNotAccepted');
  const { plan_allows: _allowed, ...coupon } = found;
  return coupon;
}

export async function validateCoupon(db: Database, storeId: number, code: string, limits: Limit[]): Promise<CouponValidation> {
  const coupon = await findCouponLimited(db, limits, storeId, code);
  if (!coupon) throw fail('not_found', 'orders.couponInvalid');
  return { scope: coupon.scope, discount_value: coupon.discount_percent, products: coupon.products, message: t('orders.couponApplied') };
}

const today = (now: Date) => now.toISOString().slice(0, 10);

type Line = { product: Product; quantity: number; unit: number; wholesaleId: number | null; discount: number | null; deliveryDate: string | null };

/**
 * Prices every line from the database (offer only while active, wholesale tier from the quantity,
 * coupon scope and validity) and checks the rules of adding to a cart; nothing the client says
 * about money is read.
 */
function priceLines(request: OrderRequest, products: Map<number, Product>, coupon: Coupon | undefined, now: Date): Line[] {
  return request.items.map((item) => {
    const product = products.get(item.product_id);
    if (!product) throw fail('invalid', 'orders.productNotFound');
    if (product.store_id !== request.store_id) throw fail('invalid', 'orders.otherStore', { name: product.name });
    const check = checkAddToCart(product, item.quantity, { deliveryDate: item.delivery_date ?? undefined, today: today(now) });
    if (!check.ok) throw new AppError('invalid', check.message);
    const price = unitPrice(product, item.quantity, now);
    const discounted = coupon && couponApplies(coupon, product.product_id) ? coupon.discount_percent : null;
    return {
      product,
      quantity: item.quantity,
      unit: discounted ? applyCoupon(price.unitPrice, discounted) : price.unitPrice,
      wholesaleId: price.wholesaleId ?? null,
      discount: discounted,
      deliveryDate: product.availability ? (item.delivery_date ?? null) : null,
    };
  });
}

/** The order's totals, one per currency in the order its lines first use each. */
const lineTotals = (lines: Line[]): CurrencyTotal[] =>
  totalsByCurrency(lines.map((line) => ({ currency: line.product.currency, amount: line.unit * line.quantity })));

/**
 * The shopper's WhatsApp message to the store. Its last line is the order's page in the seller's
 * panel (`{publicUrl}/seller/orders/{orderId}`), one tap from the chat to 'Confirmar pago': the link
 * grants nothing by itself, only the owner's session can open or act on the order.
 */
function whatsappLink(phone: string, orderId: string, lines: Line[], totals: CurrencyTotal[], publicUrl: string): string {
  const text = [
    t('orders.whatsappGreeting', { number: orderNumber(orderId) }),
    ...lines.map((line) => `• ${line.quantity} × ${line.product.name} — ${formatPrice(line.unit * line.quantity, line.product.currency)}`),
    t('orders.whatsappTotal', { total: formatTotals(totals) }),
    t('orders.whatsappPayment'),
    orderText('orderTexts.whatsappPanelLink', { url: `${publicUrl}/seller/orders/${orderId}` }),
  ].join('\n');
  return `https://wa.me/${whatsappDigits(phone)}?text=${encodeURIComponent(text)}`;
}

/**
 * Refuses an order that would leave the buyer holding, unpaid, more of the product than
 * `unpaidHoldCap` allows. Called with the product's row locked: a parallel order of the same
 * account waits for that lock, and its count, read by a later statement, includes this order once
 * it commits, so two such orders never both pass the cap.
 */
async function checkHoldCap(tx: Database, userId: string, product: Product, stock: number, quantity: number) {
  const { rows } = await tx.execute<{ held: number }>(sql`
    select coalesce(sum(oi.quantity), 0)::int as held from orders o join order_items oi on oi.order_id = o.id
    where o.user_id = ${userId} and o.status = 'pending_payment' and oi.product_id = ${product.product_id}`);
  const held = rows[0]?.held ?? 0;
  const cap = unpaidHoldCap(stock + held, product.wholesale_prices);
  if (held + quantity > cap) throw cap === 1 ? fail('conflict', 'orders.holdLimitOne', { name: product.name }) : fail('conflict', 'orders.holdLimit', { max: cap, name: product.name });
}

/**
 * Stock moves with the order or not at all: per product, in id order, its row locked, the buyer's
 * unpaid hold checked, then a conditional update.
 */
async function takeStock(tx: Database, userId: string, lines: Line[]) {
  const byProduct = new Map<number, { quantity: number; product: Product }>();
  for (const line of lines) {
    const entry = byProduct.get(line.product.product_id) ?? { quantity: 0, product: line.product };
    entry.quantity += line.quantity;
    byProduct.set(line.product.product_id, entry);
  }
  for (const [id, { quantity, product }] of [...byProduct].sort(([a], [b]) => a - b)) {
    const { rows: locked } = await tx.execute<{ stock: number }>(sql`select stock from products where id = ${id} and not hidden for update`);
    const stock = locked[0]?.stock ?? 0;
    if (stock < quantity) throw stock > 0 ? fail('conflict', 'cart.onlyStockAvailable', { stock }) : fail('conflict', 'cart.outOfStock');
    await checkHoldCap(tx, userId, product, stock, quantity);
    await tx.execute(sql`update products set stock = stock - ${quantity}, sold_count = sold_count + ${quantity} where id = ${id} and stock >= ${quantity}`);
  }
}

/** Commission for each line of the referred product, unless the buyer is the referrer or the link is off. */
async function recordReferralSales(tx: Database, refSlug: string, buyerId: string, orderId: string) {
  await tx.execute(sql`
    insert into referral_sales (referral_id, referrer_id, order_id, order_item_id, commission_amount)
    select rl.id, rl.user_id, oi.order_id, oi.id, (oi.line_total::bigint * p.referral_commission_bp + 5000) / 10000
    from referral_links rl
    join order_items oi on oi.order_id = ${orderId} and oi.product_id = rl.product_id
    join products p on p.id = oi.product_id
    where rl.slug = ${refSlug} and rl.active and rl.user_id <> ${buyerId} and p.referral_commission_bp > 0
    on conflict (order_item_id) do nothing`);
}

async function existingOrder(db: Database, userId: string, key: string): Promise<CreatedOrder | undefined> {
  const { rows } = await db.execute<{ id: string; payment_link: string | null; status: string; total_amount: number; method: string; instructions: string | null }>(sql`
    select o.id, o.payment_link, o.status, o.total_amount, pm.name as method, ${dueInstructions} as instructions
    from orders o join payment_methods pm on pm.id = o.payment_method_id where o.user_id = ${userId} and o.idempotency_key = ${key}`);
  const row = rows[0];
  if (!row) return undefined;
  const { rows: lines } = await db.execute<{ currency: string; amount: number }>(sql`
    select c.code as currency, oi.line_total as amount
    from order_items oi join products p on p.id = oi.product_id join currencies c on c.id = ${lineCurrencyId}
    where oi.order_id = ${row.id} order by oi.id`);
  return {
    order_id: row.id,
    payment_link: row.payment_link,
    status: row.status,
    total_amount: row.total_amount,
    totals: totalsByCurrency(lines),
    payment: { method: row.method, instructions: row.instructions },
  };
}

/**
 * `limits` gives the coupon's (read only when a code is sent): a code tried at checkout is a guess like one tried in the cart.
 * `publicUrl` puts the link to the order in the seller's panel in the WhatsApp message and the new-order e-mail.
 */
export async function createOrder(
  db: Database,
  userId: string,
  request: OrderRequest,
  limits: () => Promise<Limit[]>,
  idempotencyKey: string | undefined,
  /** The site's absolute address (config.publicUrl), for the panel links of the WhatsApp message and the seller's e-mail. */
  publicUrl: string,
): Promise<CreatedOrder> {
  if (idempotencyKey) {
    const before = await existingOrder(db, userId, idempotencyKey);
    if (before) return before;
  }
  const now = new Date();
  const store = await checkoutStore(db, request.store_id, userId, now);
  if (!store) throw fail('invalid', 'orders.storeNotFound');
  if (store.refusal) throw store.refusal;
  const { rows: methods } = await db.execute<{ id: number; name: string; kind: string; phone: string | null; instructions: string | null }>(sql`
    select id, name, kind, phone, ${methodInstructions} as instructions from payment_methods pm
    where id = ${request.payment_method_id} and store_id = ${request.store_id} and enabled and archived_at is null`);
  const method = methods[0];
  if (!method) throw fail('invalid', 'orders.paymentMethodInvalid');
  const coupon = request.applied_coupon_code
    ? await findCouponLimited(db, await limits(), request.store_id, request.applied_coupon_code)
    : undefined;
  if (request.applied_coupon_code && !coupon) throw fail('invalid', 'orders.couponInvalid');

  const ids = [...new Set(request.items.map((item) => item.product_id))];
  const products = new Map((await loadProducts(db, ids)).map((product) => [product.product_id, product]));
  const lines = priceLines(request, products, coupon, now);
  // A coupon that discounts no line of the order is not used by it, and spends none of its uses.
  const couponUsed = lines.some((line) => line.discount !== null) ? coupon : undefined;
  const totals = lineTotals(lines);
  if (!orderAmountsFit(lines.map((line) => line.unit * line.quantity), totals.map((entry) => entry.amount)))
    throw fail('invalid', 'orders.totalTooLarge');
  // The existing contract's one number: the whole total in one currency, else the first currency's (see createdOrderSchema).
  const total = totals[0]!.amount;

  try {
    return await db.transaction(async (tx) => {
      await takeStock(tx as unknown as Database, userId, lines);
      if (couponUsed) await takeCouponUse(tx as unknown as Database, couponUsed.id);
      const { rows } = await tx.execute<{ id: string }>(sql`
        insert into orders (user_id, store_id, payment_method_id, coupon_id, coupon_code, coupon_discount_percent, status,
          total_amount, currency_id, ref_slug, idempotency_key)
        values (${userId}, ${request.store_id}, ${method.id}, ${couponUsed?.id ?? null}, ${couponUsed?.code ?? null},
          ${couponUsed?.discount_percent ?? null}, 'pending_payment', ${total},
          ${totals.length === 1 ? sql`(select id from currencies where code = ${totals[0]!.currency})` : null},
          ${request.ref_slug ?? null}, ${idempotencyKey ?? null})
        returning id`);
      const orderId = rows[0]!.id;
      for (const line of lines)
        await tx.execute(sql`
          insert into order_items (order_id, product_id, name, description, quantity, unit_price, wholesale_id, discount_percent, delivery_date,
            line_total, currency_id)
          values (${orderId}, ${line.product.product_id}, ${line.product.name}, ${line.product.description}, ${line.quantity},
            ${line.unit}, ${line.wholesaleId}, ${line.discount}, ${line.deliveryDate}, ${line.unit * line.quantity},
            (select currency_id from products where id = ${line.product.product_id}))`);
      if (request.ref_slug) await recordReferralSales(tx as unknown as Database, request.ref_slug, userId, orderId);
      const paymentLink = method.kind === 'whatsapp' && method.phone ? whatsappLink(method.phone, orderId, lines, totals, publicUrl) : null;
      if (paymentLink) await tx.execute(sql`update orders set payment_link = ${paymentLink} where id = ${orderId}`);
      // The seller hears of the order if and only if it committed.
      await enqueueNewOrderMail(tx, orderId, publicUrl);
      const payment = { method: method.name, instructions: method.instructions };
      return { order_id: orderId, payment_link: paymentLink, status: 'pending_payment', total_amount: total, totals, payment };
    });
  } catch (error) {
    // The same key submitted twice at once: the second insert loses the race and answers the first order.
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (idempotencyKey && code === '23505') {
      const winner = await existingOrder(db, userId, idempotencyKey);
      if (winner) return winner;
    }
    throw error;
  }
}
