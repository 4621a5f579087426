import { sql } from 'drizzle-orm';
import { orderNumber } from '@plaza/domain/constants';
import { formatPrice } from '@plaza/domain/money';
import { t } from '@plaza/domain/messages/es-mail';
import { formatTotals, totalsByCurrency } from '@plaza/domain/totals';
import type { Database } from '../../db/connection';
import { escapeHtml } from '../../platform/html';
import type { Mail } from '../../platform/mail';
import { enqueueMail } from '../../platform/outbox';
import { lineCurrencyId, methodInstructions } from './order-history';

type Executor = Pick<Database, 'execute'>;

export type MailLine = { name: string; quantity: number; unit_price: number; line_total: number; currency: string; discount_percent: number | null; wholesale: boolean };

export type OrderForMail = {
  id: string;
  store_name: string;
  store_email: string | null;
  owner_email: string | null;
  buyer_name: string;
  buyer_email: string;
  buyer_phone: string | null;
  payment_method: string;
  /** The method's instructions as they were when the mail was written (the order's transaction); null when blank. */
  payment_instructions: string | null;
  coupon_code: string | null;
  coupon_discount_percent: number | null;
  lines: MailLine[];
};

/** A line's currency: the one recorded with the line, else (lines older than that column) its product's. */
const LINE_CURRENCY = lineCurrencyId;

export async function loadOrderForMail(tx: Executor, orderId: string): Promise<OrderForMail | undefined> {
  const { rows } = await tx.execute<Omit<OrderForMail, 'lines'>>(sql`
    select o.id, s.name as store_name, nullif(trim(s.email), '') as store_email, owner.email as owner_email,
      trim(buyer.name || ' ' || buyer.last_name) as buyer_name, buyer.email as buyer_email, buyer.phone as buyer_phone,
      pm.name as payment_method, ${methodInstructions} as payment_instructions, o.coupon_code, o.coupon_discount_percent
    from orders o join stores s on s.id = o.store_id left join users owner on owner.id = s.owner_id
    join users buyer on buyer.id = o.user_id join payment_methods pm on pm.id = o.payment_method_id
    where o.id = ${orderId}`);
  const order = rows[0];
  if (!order) return undefined;
  const { rows: lines } = await tx.execute<MailLine>(sql`
    select oi.name, oi.quantity, oi.unit_price, oi.line_total, cu.code as currency, oi.discount_percent,
      oi.wholesale_id is not null as wholesale
    from order_items oi join products p on p.id = oi.product_id join currencies cu on cu.id = ${LINE_CURRENCY}
    where oi.order_id = ${orderId} order by oi.id`);
  return { ...order, lines };
}

/** To the seller: a new order. To the buyer: the order received (with how to pay), paid, cancelled. */
type Kind = 'new' | 'received' | 'paid' | 'cancelled';

const lineMarks = (line: MailLine) =>
  [line.discount_percent ? t('orderMail.discount', { percent: line.discount_percent }) : '', line.wholesale ? t('orderMail.wholesale') : '']
    .filter(Boolean)
    .join(', ');

/** Each currency's total, never two added: `25.00 USD + 37.50 EUR`. */
const amountsText = (order: OrderForMail) => formatTotals(totalsByCurrency(order.lines.map((line) => ({ currency: line.currency, amount: line.line_total }))));

/** The subject and the opening line of each kind of order e-mail. */
function headline(kind: Kind, number: string, store: string): { subject: string; intro: string } {
  switch (kind) {
    case 'new':
      return { subject: t('orderMail.newSubject', { number, store }), intro: t('orderMail.newIntro', { store }) };
    case 'received':
      return { subject: t('orderMail.receivedSubject', { number, store }), intro: t('orderMail.receivedIntro', { number, store }) };
    case 'paid':
      return { subject: t('orderMail.paidSubject', { number, store }), intro: t('orderMail.paidIntro', { number, store }) };
    case 'cancelled':
      return { subject: t('orderMail.cancelledSubject', { number, store }), intro: t('orderMail.cancelledIntro', { number, store }) };
  }
}

/** The seller reads who bought and how they pay; the buyer, how they pay. */
function detailLines(kind: Kind, order: OrderForMail): string[] {
  const buyer =
    kind === 'new'
      ? [
          t('orderMail.buyer', { name: order.buyer_name }),
          ...(order.buyer_phone ? [t('orderMail.buyerPhone', { phone: order.buyer_phone })] : []),
          t('orderMail.buyerEmail', { email: order.buyer_email }),
        ]
      : [];
  const coupon = order.coupon_code ? [t('orderMail.coupon', { code: order.coupon_code, percent: order.coupon_discount_percent ?? 0 })] : [];
  return [...buyer, t('orderMail.paymentMethod', { method: order.payment_method }), ...coupon];
}

/** How to pay, in the buyer's receipt only: the seller's instructions, line breaks kept. */
function paymentBlock(kind: Kind, order: OrderForMail): { title: string; text: string } | undefined {
  if (kind !== 'received' || !order.payment_instructions) return undefined;
  return { title: t('orderMail.howToPay', { method: order.payment_method }), text: order.payment_instructions };
}

/**
 * One order e-mail, in plain text and HTML (every text from a user escaped): the new order to
 * the seller (with the buyer's contact); received (with how to pay), paid or cancelled (with the
 * reason) to the buyer.
 */
export function orderMail(kind: Kind, order: OrderForMail, to: string, options: { reason?: string | null; site?: string } = {}): Mail {
  const number = orderNumber(order.id);
  const { subject, intro } = headline(kind, number, order.store_name);
  const greeting = t('auth.mail.greeting', { name: kind === 'new' ? order.store_name : order.buyer_name });
  const reason = kind === 'cancelled' && options.reason?.trim() ? t('orderMail.cancelReason', { reason: options.reason.trim() }) : undefined;
  const details = detailLines(kind, order);
  const payment = paymentBlock(kind, order);
  const link = options.site ? (kind === 'new' ? `${options.site}/seller/orders/${order.id}` : `${options.site}/profile?section=orders`) : undefined;
  const button = kind === 'new' ? t('orderMail.newButton') : t('orderMail.ordersButton');
  const total = t('orderMail.total', { amounts: amountsText(order) });

  const text = [
    greeting,
    '',
    intro,
    ...(reason ? [reason] : []),
    '',
    t('orderMail.number', { number }),
    ...details,
    '',
    ...order.lines.map((line) => {
      const marks = lineMarks(line);
      return t('orderMail.line', {
        quantity: line.quantity,
        name: line.name,
        marks: marks ? ` (${marks})` : '',
        unit: formatPrice(line.unit_price, line.currency),
        total: formatPrice(line.line_total, line.currency),
      });
    }),
    total,
    ...(payment ? ['', payment.title, payment.text] : []),
    ...(link ? ['', `${button}: ${link}`] : []),
    '',
    t('auth.mail.signature'),
  ].join('\n');

  const cell = 'padding:6px 8px;border-bottom:1px solid #e2e8f0;text-align:left';
  const number_ = 'padding:6px 8px;border-bottom:1px solid #e2e8f0;text-align:right;white-space:nowrap';
  const rows = order.lines
    .map((line) => {
      const marks = lineMarks(line);
      return `<tr><td style="${cell}">${escapeHtml(line.name)}${marks ? ` <span style="color:#475569">(${escapeHtml(marks)})</span>` : ''}</td>
<td style="${number_}">${line.quantity}</td><td style="${number_}">${escapeHtml(formatPrice(line.unit_price, line.currency))}</td>
<td style="${number_}">${escapeHtml(formatPrice(line.line_total, line.currency))}</td></tr>`;
    })
    .join('\n');
  const paymentHtml = payment
    ? `<div style="margin:16px 0;padding:12px 16px;border:1px solid #99f6e4;border-radius:8px;background:#f0fdfa">
<p style="margin:0 0 6px;font-weight:bold">${escapeHtml(payment.title)}</p>
<p style="margin:0">${escapeHtml(payment.text).replace(/\r?\n/g, '<br>')}</p>
</div>`
    : '';
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${reason ? `<p><strong>${escapeHtml(reason)}</strong></p>` : ''}
<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(t('orderMail.number', { number }))}</h2>
${details.map((line) => `<p style="margin:2px 0">${escapeHtml(line)}</p>`).join('\n')}
<table style="border-collapse:collapse;width:100%;margin:16px 0;font-size:14px">
<thead><tr><th style="${cell}">${escapeHtml(t('orderMail.product'))}</th><th style="${number_}">${escapeHtml(t('orderMail.quantity'))}</th>
<th style="${number_}">${escapeHtml(t('orderMail.unitPrice'))}</th><th style="${number_}">${escapeHtml(t('orderMail.lineTotal'))}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p style="font-size:16px"><strong>${escapeHtml(total)}</strong></p>
${paymentHtml}
${link ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(button)}</a></p>` : ''}
<p>${escapeHtml(t('auth.mail.signature'))}</p>
</body></html>`;
  return { to, subject, text, html, link };
}

/** The addresses, each once whatever its case, blanks left out. */
function distinctAddresses(addresses: (string | null)[]): string[] {
  const seen = new Map<string, string>();
  for (const address of addresses) {
    const trimmed = address?.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
}

/**
 * In the order's own transaction: the new order to the store's e-mail and its owner's (once when
 * they are the same), and the buyer's receipt with the lines, the totals and how to pay. `site`
 * (PUBLIC_URL) adds the link to the order in the seller's panel, and to the buyer's Pedidos.
 */
export async function enqueueNewOrderMail(tx: Executor, orderId: string, site?: string): Promise<void> {
  const order = await loadOrderForMail(tx, orderId);
  if (!order) return;
  for (const to of distinctAddresses([order.store_email, order.owner_email])) await enqueueMail(tx, orderMail('new', order, to, { site }));
  await enqueueMail(tx, orderMail('received', order, order.buyer_email, { site }));
}

/** In the transaction that marks the order paid: the buyer's confirmation. */
export async function enqueueOrderPaidMail(tx: Executor, orderId: string, site?: string): Promise<void> {
  const order = await loadOrderForMail(tx, orderId);
  if (order) await enqueueMail(tx, orderMail('paid', order, order.buyer_email, { site }));
}

/** In the transaction that cancels the order: the buyer's notice, with the reason when one was given. */
export async function enqueueOrderCancelledMail(tx: Executor, orderId: string, reason?: string | null, site?: string): Promise<void> {
  const order = await loadOrderForMail(tx, orderId);
  if (order) await enqueueMail(tx, orderMail('cancelled', order, order.buyer_email, { reason, site }));
}
