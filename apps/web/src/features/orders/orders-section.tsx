import { orderNumber } from '@plaza/domain/constants';
import type { CheckoutMessageKey as MessageKey } from '@plaza/domain/messages/es-checkout';
import { t } from '@plaza/domain/messages/es-profile';
import { formatPrice } from '@plaza/domain/money';
import { formatTotals } from '@plaza/domain/totals';
import type { OrderGroup } from '@plaza/domain/schemas/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';
import { useSessionUser } from '../../api/session';
import { secondaryButton } from '../../ui/button-styles';
import { EmptyMessage } from '../../ui/page-message';
import { PaymentInstructions } from '../../ui/payment-instructions';
import { Skeleton } from '../../ui/skeleton';
import { unbrokenAmounts } from '../../ui/unbroken-amounts';
import { useErrorPolicy } from '../../ui/use-error-policy';
import { spanishDates } from '../../ui/date-format';

type Order = OrderGroup['orders'][number];

/** Keyed by the user, so that after a change of account nobody sees the previous one's orders. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (userId: string) => [...orderKeys.all, userId] as const,
};

/** GET /api/market/orders. A new order is placed elsewhere (the checkout), so the list is never trusted as fresh. */
export function ordersQuery(userId: string) {
  return queryOptions({
    queryKey: orderKeys.list(userId),
    queryFn: async ({ signal }) => (await apiFetch('/api/market/orders', { signal })) as OrderGroup[],
    staleTime: 0,
  });
}

const STATUS_KEYS: Record<string, MessageKey> = {
  pending_payment: 'orders.status.pending_payment',
  paid: 'orders.status.paid',
  cancelled: 'orders.status.cancelled',
};

const STATUS_TONES: Record<string, string> = {
  pending_payment: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

/** Known statuses in Spanish (spec section 4); any other value as the server sent it. */
export function orderStatusLabel(status: string): string {
  const key = STATUS_KEYS[status];
  return key ? t(key) : status;
}

const dateFormat = spanishDates({ dateStyle: 'long', timeStyle: 'short' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat(date);
}

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5';

/** The profile's Pedidos section (spec section 2), heading included: the user's orders grouped per store. */
export function OrdersSection() {
  const user = useSessionUser();
  return (
    <section aria-labelledby="orders-title" className="flex max-w-5xl flex-col gap-4">
      <h2 id="orders-title" className="text-xl font-bold tracking-tight text-slate-900">
        {t('orders.title')}
      </h2>
      {user && <OrderGroups userId={user.id} />}
    </section>
  );
}

function OrderGroups({ userId }: { userId: string }) {
  const orders = useQuery(ordersQuery(userId));
  useErrorPolicy(orders.error);

  if (orders.isPending) {
    return (
      <div role="status" aria-label={t('orders.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-44 w-full rounded-2xl" />
        <Skeleton className="h-44 w-full rounded-2xl" />
      </div>
    );
  }
  if (orders.isError) {
    return (
      <div role="alert" className={`${card} flex flex-col items-start gap-4`}>
        <p className="font-medium text-rose-800">{t('orders.loadError')}</p>
        <button type="button" className={secondaryButton} onClick={() => void orders.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (orders.data.every((group) => group.orders.length === 0)) return <EmptyMessage>{t('orders.empty')}</EmptyMessage>;

  return (
    <div className="flex flex-col gap-8">
      {orders.data.map((group) => (
        <section key={group.store_id} aria-labelledby={`orders-store-${group.store_id}`} className="flex flex-col gap-3">
          <h3 id={`orders-store-${group.store_id}`} className="flex flex-wrap items-baseline gap-x-2 text-lg font-bold text-slate-900">
            {group.store_name}
            <span className="text-sm font-medium text-slate-600">
              {group.orders.length === 1 ? t('orders.countOne') : t('orders.count', { count: group.orders.length })}
            </span>
          </h3>
          <ul className="flex flex-col gap-3">
            {group.orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function OrderCard({ order }: { order: Order }) {
  const reason = order.status === 'cancelled' ? order.cancel_reason?.trim() : undefined;
  return (
    <article aria-label={t('orders.number', { number: orderNumber(order.id) })} className={`${card} flex flex-col gap-3`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-bold text-slate-900">{t('orders.number', { number: orderNumber(order.id) })}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_TONES[order.status] ?? 'bg-slate-100 text-slate-800'}`}>
          {orderStatusLabel(order.status)}
        </span>
        {reason && <p className="w-full text-sm break-words text-slate-700">{t('orderHistory.cancelReason', { reason })}</p>}
      </div>
      <ul className="divide-y divide-slate-100 border-y border-slate-100">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="block font-medium break-words text-slate-900">{item.name}</span>
              <span className="text-slate-600 tabular-nums">{t('orders.itemLine', { quantity: item.quantity, price: formatPrice(item.price, item.currency) })}</span>
            </span>
            <span className="shrink-0 font-semibold text-slate-900 tabular-nums">{formatPrice(item.price * item.quantity, item.currency)}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1 text-sm text-slate-700">
        <div className="flex flex-col gap-0.5">
          <span>{t('orders.paymentMethod', { method: order.payment.method })}</span>
          {order.coupon && <span>{t('orders.coupon', { code: order.coupon.code, discount: order.coupon.discount_value })}</span>}
        </div>
        <span className="text-base font-bold text-slate-900 tabular-nums">{t('orders.total', { total: unbrokenAmounts(formatTotals(order.totals)) })}</span>
      </div>
      <PaymentInstructions payment={order.payment} heading="h4" />
    </article>
  );
}
