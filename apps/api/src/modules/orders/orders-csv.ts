import { havanaOffsetHours } from '@plaza/domain/dates';
import { tp } from '@plaza/domain/messages/es-panel';
import { formatPrice } from '@plaza/domain/money';
import { formatTotals } from '@plaza/domain/totals';
import type { OrderStatus, PanelOrder } from '@plaza/domain/schemas/panel-orders';
import { type esMail, t as orderText } from '@plaza/domain/messages/es-mail';
import type { Database } from '../../db/connection';
import { csvRows } from '../../platform/csv';
import { allSellerOrders, type PanelContext } from './seller-orders';

/** `2026-03-12 14:05`, in the market's time (Havana), as the panel shows dates. */
function marketDateTime(value: string | null): string {
  if (!value) return '';
  const ms = Date.parse(value);
  return new Date(ms + havanaOffsetHours(ms) * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

const c = (key: keyof typeof esMail.orderTexts.csv) => orderText(`orderTexts.csv.${key}`);

const HEADER = [
  c('number'), c('date'), c('status'), c('buyer'), c('email'), c('phone'), c('lines'), c('coupon'),
  c('paymentMethod'), c('referral'), c('totals'), c('cancelReason'), c('paidAt'), c('cancelledAt'),
];

function lineText(line: PanelOrder['lines'][number]): string {
  const extras = [
    line.discount_percent ? orderText('orderTexts.csv.discount', { percent: line.discount_percent }) : '',
    line.wholesale ? c('wholesale') : '',
  ].filter(Boolean);
  const unit = formatPrice(line.unit_price, line.currency);
  return `${line.quantity} × ${line.name} (${unit}${extras.length ? `, ${extras.join(', ')}` : ''})`;
}

function record(order: PanelOrder): string[] {
  return [
    order.number,
    marketDateTime(order.created_at),
    tp(`ordersApi.status.${order.status}`),
    order.buyer.name,
    order.buyer.email,
    order.buyer.phone ?? '',
    order.lines.map(lineText).join('; '),
    order.coupon ? `${order.coupon.code} (-${order.coupon.discount_percent}%)` : '',
    order.payment_method.name,
    order.referral ? `${order.referral.referrer_name} (${order.referral.slug})` : '',
    formatTotals(order.totals),
    order.cancel_reason ?? '',
    marketDateTime(order.paid_at),
    marketDateTime(order.cancelled_at),
  ];
}

/**
 * The filtered orders as CSV through Plaza's one writer (`platform/csv.ts`: every cell quoted
 * and neutralised), UTF-8 with its BOM, written a batch of orders at a time.
 */
export async function* ordersCsv(db: Database, storeId: number, status: OrderStatus | undefined, context: PanelContext): AsyncGenerator<string> {
  yield csvRows([HEADER], { bom: true });
  for await (const orders of allSellerOrders(db, storeId, status, context)) yield csvRows(orders.map(record));
}
