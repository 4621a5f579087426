import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { calendarLongDate } from '@plaza/domain/dates';
import { tp } from '@plaza/domain/messages/es-panel-orders';
import { formatPrice } from '@plaza/domain/money';
import type { OrderStatus, PanelOrder } from '@plaza/domain/schemas/panel-orders';
import { spanishDates } from '../../ui/date-format';
import { formatTotals } from '@plaza/domain/totals';

export type OrderAction = 'pay' | 'cancel';

const when = spanishDates({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** An instant as the seller's phone shows it; the text as sent if it is none. */
export function orderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : when(date);
}

const STATUS_TONES: Record<OrderStatus, string> = {
  pending_payment: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

export const statusLabel = (status: OrderStatus) => tp(`ordersApi.status.${status}`);

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_TONES[status]}`}>{statusLabel(status)}</span>;
}

/** Which buttons an order has: the two transitions the API allows from where it is. */
export const canPay = (order: PanelOrder) => order.status === 'pending_payment';
export const canCancel = (order: PanelOrder) => order.status === 'pending_payment' || order.status === 'paid';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium text-slate-700">{term}:</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

const actionButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/**
 * One order as the seller reads it on a phone: number, status, date, the buyer and how to reach
 * them, each line (units, unit price, coupon discount, 'Al por mayor'), coupon, payment method,
 * referral and one total per currency, then what can be done with it. `detailed` (the order's own
 * page) adds the line totals, delivery days and the dates of its changes.
 */
export function OrderCard({
  order,
  detailed = false,
  busy,
  onAction,
}: {
  order: PanelOrder;
  detailed?: boolean;
  busy: boolean;
  onAction: (order: PanelOrder, action: OrderAction) => void;
}) {
  const number = tp('orderPages.number', { number: order.number });
  const titleId = `order-${order.id}-title`;
  const Heading = detailed ? 'h1' : 'h2';
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex flex-col gap-1">
        <Heading id={titleId} className={`font-bold text-slate-900 ${detailed ? 'text-xl' : 'text-base'}`}>
          {detailed ? (
            number
          ) : (
            <Link to={`/seller/orders/${order.id}`} className="rounded underline-offset-2 hover:underline">
              {number}
            </Link>
          )}
        </Heading>
        <p className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
          <time dateTime={order.created_at}>{orderDate(order.created_at)}</time>
          <StatusBadge status={order.status} />
        </p>
      </header>

      <dl className="flex flex-col gap-1 text-sm">
        <Row term={tp('orderPages.buyer')}>{order.buyer.name}</Row>
        <Row term={tp('orderPages.phone')}>
          {order.buyer.phone ? (
            <a href={`tel:${order.buyer.phone}`} className="text-brand-800 underline underline-offset-2">
              {order.buyer.phone}
            </a>
          ) : (
            tp('orderPages.noPhone')
          )}
        </Row>
        <Row term={tp('orderPages.email')}>
          <a href={`mailto:${order.buyer.email}`} className="break-all text-brand-800 underline underline-offset-2">
            {order.buyer.email}
          </a>
        </Row>
      </dl>

      <section aria-label={tp('orderPages.lines')}>
        <ul className="divide-y divide-slate-100 rounded-lg bg-slate-50 px-3 text-sm">
          {order.lines.map((line) => (
            <li key={line.id} className="flex flex-col gap-0.5 py-2">
              <span className="font-medium break-words text-slate-900">{line.name}</span>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-800 tabular-nums">
                {tp('orderPages.lineUnits', { quantity: line.quantity, price: formatPrice(line.unit_price, line.currency) })}
                {line.discount_percent ? (
                  <span className="rounded bg-rose-100 px-1.5 text-xs font-semibold text-rose-900">
                    {tp('orderPages.discount', { discount: line.discount_percent })}
                  </span>
                ) : null}
                {line.wholesale ? (
                  <span className="rounded bg-sky-100 px-1.5 text-xs font-semibold text-sky-900">{tp('orderPages.wholesale')}</span>
                ) : null}
                {detailed ? <span className="ml-auto font-semibold">{formatPrice(line.line_total, line.currency)}</span> : null}
              </span>
              {detailed && line.delivery_date ? (
                <span className="text-slate-700">{tp('orderPages.deliveryDate', { date: calendarLongDate(line.delivery_date) || line.delivery_date })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <dl className="flex flex-col gap-1 text-sm">
        {order.coupon ? (
          <Row term={tp('orderPages.coupon')}>{tp('orderPages.couponValue', { code: order.coupon.code, discount: order.coupon.discount_percent })}</Row>
        ) : null}
        <Row term={tp('orderPages.paymentMethod')}>{order.payment_method.name}</Row>
        {order.referral ? (
          <Row term={tp('orderPages.referral')}>
            {tp('orderPages.referralValue', { name: order.referral.referrer_name, slug: order.referral.slug, amount: formatTotals(order.referral.commissions) })}
          </Row>
        ) : null}
        {order.cancel_reason ? <Row term={tp('orderPages.cancelReason')}>{order.cancel_reason}</Row> : null}
        <Row term={tp('orderPages.total')}>
          <span className="text-base font-bold tabular-nums">{formatTotals(order.totals)}</span>
        </Row>
      </dl>

      {detailed ? (
        <ul className="flex flex-col gap-0.5 text-sm text-slate-700 empty:hidden">
          {order.paid_at ? <li>{tp('orderPages.paidAt', { date: orderDate(order.paid_at) })}</li> : null}
          {order.cancelled_at ? <li>{tp('orderPages.cancelledAt', { date: orderDate(order.cancelled_at) })}</li> : null}
          {order.status === 'pending_payment' && order.expires_at ? <li>{tp('orderPages.expiresAt', { date: orderDate(order.expires_at) })}</li> : null}
        </ul>
      ) : null}

      <div role="group" aria-label={tp('orderPages.actions', { number: order.number })} className="grid grid-cols-2 gap-2 empty:hidden sm:flex sm:flex-wrap">
        {canPay(order) ? (
          <button type="button" className={`${actionButton} bg-brand-700 text-white hover:bg-brand-800`} disabled={busy} onClick={() => onAction(order, 'pay')}>
            {tp('orderPages.confirmPayment')}
          </button>
        ) : null}
        {canCancel(order) ? (
          <button
            type="button"
            className={`${actionButton} bg-white text-rose-800 ring-1 ring-rose-300 hover:bg-rose-50`}
            disabled={busy}
            onClick={() => onAction(order, 'cancel')}
          >
            {tp('orderPages.cancelOrder')}
          </button>
        ) : null}
        {order.buyer_whatsapp_link ? (
          <a
            href={order.buyer_whatsapp_link}
            target="_blank"
            rel="noopener noreferrer"
            className={`${actionButton} col-span-2 bg-white text-emerald-900 ring-1 ring-emerald-300 hover:bg-emerald-50`}
          >
            {tp('orderPages.writeBuyer')}
          </a>
        ) : null}
      </div>
    </article>
  );
}
