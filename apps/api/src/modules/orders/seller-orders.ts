import { sql, type SQL } from 'drizzle-orm';
import { orderNumber } from '@plaza/domain/constants';
import { tp } from '@plaza/domain/messages/es-panel';
import { formatPrice } from '@plaza/domain/money';
import { formatTotals } from '@plaza/domain/totals';
import { whatsappDigits } from '@plaza/domain/phone';
import type { OrderStatus, PanelOrder, PanelOrderLine, PanelOrderPage } from '@plaza/domain/schemas/panel-orders';
import { t as orderText } from '@plaza/domain/messages/es-mail';
import type { Database } from '../../db/connection';
import { cappedCount, pageOfRows } from '../../platform/capped-count';
import { failPanel } from '../../platform/errors';
import { orderSearchCondition } from './order-search';
import { isOrderId } from './order-transitions';

type CurrencyAmount = { currency: string; amount: number };

/** Sums amounts per currency, in the order each currency first appears: never across currencies. */
export function perCurrency(amounts: CurrencyAmount[]): CurrencyAmount[] {
  const sums = new Map<string, number>();
  for (const { currency, amount } of amounts) sums.set(currency, (sums.get(currency) ?? 0) + amount);
  return [...sums].map(([currency, amount]) => ({ currency, amount }));
}

type Row = {
  id: string;
  created_at: Date | string;
  status: OrderStatus;
  cancel_reason: string | null;
  paid_at: Date | string | null;
  cancelled_at: Date | string | null;
  coupon_code: string | null;
  coupon_discount_percent: number | null;
  buyer_name: string;
  buyer_email: string;
  buyer_phone: string | null;
  method_name: string;
  method_kind: string;
  lines: PanelOrderLine[] | string;
  referral: { slug: string; referrer_name: string; commissions: CurrencyAmount[] } | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The seller's orders as the panel shows them: buyer, lines with their currency, coupon, method,
 * the referral's commission per currency. Lines made before order_items.currency_id existed take
 * their product's currency.
 */
function selectOrders(where: SQL, tail: SQL = sql``): SQL {
  return sql`
    select o.id, o.created_at, o.status, o.cancel_reason, o.paid_at, o.cancelled_at, o.coupon_code, o.coupon_discount_percent,
      trim(u.name || ' ' || u.last_name) as buyer_name, u.email as buyer_email, u.phone as buyer_phone,
      pm.name as method_name, pm.kind as method_kind,
      coalesce((select json_agg(json_build_object('id', oi.id, 'product_id', oi.product_id, 'name', oi.name, 'quantity', oi.quantity,
          'unit_price', oi.unit_price, 'discount_percent', oi.discount_percent, 'wholesale', oi.wholesale_id is not null,
          'line_total', oi.line_total, 'currency', c.code, 'delivery_date', oi.delivery_date) order by oi.id)
        from order_items oi join products p on p.id = oi.product_id join currencies c on c.id = coalesce(oi.currency_id, p.currency_id)
        where oi.order_id = o.id), '[]'::json) as lines,
      (select json_build_object('slug', coalesce(min(rl.slug), '—'), 'referrer_name', min(trim(ru.name || ' ' || ru.last_name)),
          'commissions', json_agg(json_build_object('currency', c.code, 'amount', rs.commission_amount) order by rs.id))
        from referral_sales rs join users ru on ru.id = rs.referrer_id left join referral_links rl on rl.id = rs.referral_id
          join order_items oi on oi.id = rs.order_item_id join products p on p.id = oi.product_id
          join currencies c on c.id = coalesce(oi.currency_id, p.currency_id)
        where rs.order_id = o.id having count(*) > 0) as referral
    from orders o join users u on u.id = o.user_id join payment_methods pm on pm.id = o.payment_method_id
    where ${where}
    ${tail}`;
}

/** The buyer's wa.me link with the order's summary: the seller's 'Escribir al comprador'. */
function buyerWhatsappLink(storeName: string, order: Omit<PanelOrder, 'buyer_whatsapp_link'>): string | null {
  const digits = order.buyer.phone ? whatsappDigits(order.buyer.phone) : '';
  if (digits.length < 6) return null;
  const text = [
    orderText('orderTexts.whatsappGreeting', { name: order.buyer.name, store: storeName, number: order.number }),
    ...order.lines.map((line) => `• ${line.quantity} × ${line.name} — ${formatPrice(line.line_total, line.currency)}`),
    orderText('orderTexts.whatsappTotal', { total: formatTotals(order.totals) }),
    orderText('orderTexts.whatsappStatus', { status: tp(`ordersApi.status.${order.status}`) }),
  ].join('\n');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

export type PanelContext = { storeName: string; paymentHours: number };

function toPanelOrder(row: Row, context: PanelContext): PanelOrder {
  const lines = parsed(row.lines);
  const referral = row.referral === null ? null : parsed(row.referral);
  const created = new Date(row.created_at);
  const order: Omit<PanelOrder, 'buyer_whatsapp_link'> = {
    id: row.id,
    number: orderNumber(row.id),
    created_at: created.toISOString(),
    status: row.status,
    buyer: { name: row.buyer_name, email: row.buyer_email, phone: row.buyer_phone },
    lines,
    coupon: row.coupon_code ? { code: row.coupon_code, discount_percent: row.coupon_discount_percent ?? 0 } : null,
    payment_method: { name: row.method_name, kind: row.method_kind },
    referral: referral && { slug: referral.slug, referrer_name: referral.referrer_name, commissions: perCurrency(referral.commissions) },
    totals: perCurrency(lines.map((line) => ({ currency: line.currency, amount: line.line_total }))),
    cancel_reason: row.status === 'cancelled' ? row.cancel_reason : null,
    paid_at: iso(row.paid_at),
    cancelled_at: iso(row.cancelled_at),
    expires_at: row.status === 'pending_payment' ? new Date(created.getTime() + context.paymentHours * 3_600_000).toISOString() : null,
  };
  return { ...order, buyer_whatsapp_link: buyerWhatsappLink(context.storeName, order) };
}

const storeFilter = (storeId: number, status: OrderStatus | undefined) =>
  status ? sql`o.store_id = ${storeId} and o.status = ${status}` : sql`o.store_id = ${storeId}`;

/** The inbox's filters: the store, the status, and the search (number, buyer's name or e-mail, phone). */
const inboxFilter = (storeId: number, query: { status?: OrderStatus; q?: string }) =>
  query.q ? sql`${storeFilter(storeId, query.status)} and ${orderSearchCondition(query.q)}` : storeFilter(storeId, query.status);

/**
 * A page of the store's orders, newest first (the store's index on (store_id, status, created_at)
 * reads it in order). No count: the total is its own request (`countSellerOrders`, decision 030).
 */
export async function listSellerOrders(
  db: Database,
  storeId: number,
  query: { status?: OrderStatus; q?: string; page: number; page_size: number },
  context: PanelContext,
): Promise<PanelOrderPage> {
  const { rows } = await db.execute<Row>(
    selectOrders(
      inboxFilter(storeId, query),
      // `nulls last` as the indexes are written (drizzle's .desc()): only then does the planner read them in order.
      sql`order by o.created_at desc nulls last, o.id desc limit ${query.page_size + 1} offset ${(query.page - 1) * query.page_size}`,
    ),
  );
  const page = pageOfRows(rows, query.page, query.page_size);
  return { results: page.results.map((row) => toPanelOrder(row, context)), has_next: page.has_next };
}

/** How many orders the inbox's filters match, up to LIST_COUNT_CAP (decision 030). */
export const countSellerOrders = (db: Database, storeId: number, query: { status?: OrderStatus; q?: string }) =>
  cappedCount(db, sql`from orders o join users u on u.id = o.user_id where ${inboxFilter(storeId, query)}`);

/** One order of the store; another store's answers the same 404 as a missing one. */
export async function sellerOrder(db: Database, storeId: number, orderId: string, context: PanelContext): Promise<PanelOrder> {
  if (!isOrderId(orderId)) throw failPanel('not_found', 'ordersApi.notFound');
  const { rows } = await db.execute<Row>(selectOrders(sql`o.id = ${orderId} and o.store_id = ${storeId}`));
  if (!rows[0]) throw failPanel('not_found', 'ordersApi.notFound');
  return toPanelOrder(rows[0], context);
}

/** Every order of the filter, newest first, a batch at a time (for the CSV export). */
export async function* allSellerOrders(
  db: Database,
  storeId: number,
  status: OrderStatus | undefined,
  context: PanelContext,
  batch = 500,
): AsyncGenerator<PanelOrder[]> {
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    // Written so that `created_at <=` bounds the index scan: each batch starts where the last ended.
    const keyset = after
      ? sql` and o.created_at <= ${after.created_at}::timestamptz and (o.created_at < ${after.created_at}::timestamptz or o.id < ${after.id}::uuid)`
      : sql``;
    const { rows } = await db.execute<Row>(
      selectOrders(sql`${storeFilter(storeId, status)}${keyset}`, sql`order by o.created_at desc nulls last, o.id desc limit ${batch}`),
    );
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!;
    // Microseconds matter to the keyset: take the database's own text of the instant.
    const { rows: exact } = await db.execute<{ created_at: string }>(sql`select created_at::text as created_at from orders where id = ${last.id}`);
    after = { created_at: exact[0]!.created_at, id: last.id };
    yield rows.map((row) => toPanelOrder(row, context));
    if (rows.length < batch) return;
  }
}

/** The panel navigation's badge: the store's orders awaiting payment. */
export async function pendingPaymentCount(db: Database, storeId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from orders where store_id = ${storeId} and status = 'pending_payment'`);
  return rows[0]?.n ?? 0;
}
