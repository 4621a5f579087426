import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { tp } from '@plaza/domain/messages/es-panel-orders';
import type { PanelOrder } from '@plaza/domain/schemas/panel-orders';
import { HttpError } from '../../api/api-fetch';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useErrorPolicy } from '../../ui/use-error-policy';
import { fetchOrder, orderKeys, orderQuery } from '../api/orders';
import { panelKeys } from '../api/panel-fetch';
import { rememberStore, useCurrentStore, type CurrentStore } from '../current-store';
import { useOrderActions } from '../orders/order-actions';
import { OrderCard } from '../orders/order-card';
import { EmptyState, LoadError, LoadingState } from '../../panel-ui/query-state';
import { HistoryTabs } from '../history/history-tabs';

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/**
 * /seller/orders/{orderId}: one order with all its details and buttons. The link the shopper's
 * WhatsApp message ends with has no store in it, so an order that is not the current store's is
 * looked for in the seller's other stores, and the panel switches to the store that has it.
 */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const store = useCurrentStore();
  const order = useQuery(orderQuery(store.store_id, orderId));
  useDocumentTitle(order.data ? tp('orderPages.number', { number: order.data.number }) : tp('orderPages.title'));
  useErrorPolicy(order.error && !isNotFound(order.error) ? order.error : null);

  return (
    <div className="flex flex-col gap-4">
      <Link to="/seller/orders" className="inline-flex min-h-11 items-center self-start rounded text-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
        ← {tp('orderPages.back')}
      </Link>
      {order.data ? (
        <OrderDetail order={order.data} />
      ) : order.isPending ? (
        <LoadingState label={tp('orderPages.finding')} />
      ) : isNotFound(order.error) ? (
        <OrderInOtherStores orderId={orderId} />
      ) : (
        <LoadError message={tp('orderPages.loadError')} onRetry={() => void order.refetch()} />
      )}
    </div>
  );
}

function OrderDetail({ order }: { order: PanelOrder }) {
  const store = useCurrentStore();
  const actions = useOrderActions(store.store_id);
  const location = useLocation();
  const movedFrom = (location.state as { movedFrom?: string } | null)?.movedFrom;
  return (
    <>
      {movedFrom ? <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">{tp('orderPages.otherStore', { store: store.name })}</p> : null}
      <p role="status" className={`text-sm font-medium empty:hidden ${actions.notice?.error ? 'text-red-700' : 'text-emerald-800'}`}>
        {actions.notice?.text ?? ''}
      </p>
      <HistoryTabs base={`/seller/orders/${order.id}`} entity="order" />
      <OrderCard order={order} detailed busy={actions.busy} onAction={actions.ask} />
      {actions.dialog}
    </>
  );
}

/**
 * The current store has no such order: asks the seller's other stores, one by one. Found, the
 * panel remembers that store and renders again on it (the order already in its cache); not found
 * anywhere, it says so, the same for an order of someone else's store as for one that never was.
 */
function OrderInOtherStores({ orderId }: { orderId: string }) {
  const current = useCurrentStore();
  const queryClient = useQueryClient();
  // Read before the panel rendered (SellerApp waits for them).
  const stores = queryClient.getQueryData<CurrentStore[]>(panelKeys.stores()) ?? [];
  const navigate = useNavigate();
  const location = useLocation();
  const others = stores.filter((owned) => owned.store_id !== current.store_id);
  const lookup = useQuery({
    queryKey: [...panelKeys.stores(), 'order', orderId, others.map((owned) => owned.store_id)],
    retry: false,
    queryFn: async ({ signal }) => {
      for (const owned of others) {
        try {
          return { storeId: owned.store_id, order: await fetchOrder(owned.store_id, orderId, signal) };
        } catch (error) {
          if (!isNotFound(error)) throw error;
        }
      }
      return null;
    },
  });
  const found = lookup.data;

  useEffect(() => {
    if (!found) return;
    queryClient.setQueryData(orderKeys.one(found.storeId, orderId), found.order);
    rememberStore(found.storeId);
    // The panel chooses its store from what was remembered each time it renders: a new visit to
    // the same address renders it on the order's store, whose screens read that store's data only.
    void navigate(location.pathname, { replace: true, state: { movedFrom: current.store_id } });
  }, [found, orderId, queryClient, navigate, location.pathname, current.store_id]);
  useErrorPolicy(lookup.error);

  if (lookup.isError) return <LoadError message={tp('orderPages.loadError')} onRetry={() => void lookup.refetch()} />;
  if (found === null) return <EmptyState>{tp('orderPages.notFound')}</EmptyState>;
  return <LoadingState label={tp('orderPages.finding')} />;
}
