import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { historyChanges, historyKindLabel, historyMoment, hiddenFromSeller } from '@plaza/domain/history';
import { th } from '@plaza/domain/messages/es-history';
import type { HistoryEntity, StoreHistoryEntry } from '@plaza/domain/schemas/panel-history';
import { ChangeList } from '../../history/change-list';
import { EmptyState, LoadError, LoadingState } from '../../panel-ui/query-state';
import { panelCard } from '../../panel-ui/panel-buttons';
import { useDocumentTitle } from '../../ui/use-document-title';
import { historyQuery } from '../api/history';
import { useCurrentStore } from '../current-store';
import { HistoryTabs } from '../history/history-tabs';
import { smallButton } from '../products/styles';

function Entry({ entry }: { entry: StoreHistoryEntry }) {
  const changes = historyChanges(entry, hiddenFromSeller);
  const who = entry.actor.role === 'admin' ? th('operator') : (entry.actor.name ?? th('deletedAccount'));
  return (
    <article aria-labelledby={`history-${entry.id}`} className={panelCard}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={`history-${entry.id}`} className="text-base font-bold text-slate-900">
          {historyKindLabel(entry.kind)}
        </h2>
        <p className="text-sm text-slate-700">
          <time dateTime={entry.created_at}>{historyMoment(entry.created_at)}</time>
        </p>
      </div>
      <p className="mt-1 text-sm break-words text-slate-800">{th('by', { name: who })}</p>
      {changes.length === 0 ? <p className="mt-2 text-sm text-slate-700">{th('noChanges')}</p> : <ChangeList changes={changes} />}
    </article>
  );
}

/** The tab's list: newest first, 'Ver cambios anteriores' for the next page. */
function HistoryList({ entity, id }: { entity: HistoryEntity; id: string }) {
  const store = useCurrentStore();
  const history = useInfiniteQuery(historyQuery(store.store_id, entity, id));
  if (history.isPending) return <LoadingState />;
  if (history.isError) return <LoadError message={th('loadError')} onRetry={() => void history.refetch()} />;
  const entries = history.data.pages.flatMap((page) => page.results);
  if (entries.length === 0) return <EmptyState>{th('empty')}</EmptyState>;
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label={th('title')}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Entry entry={entry} />
          </li>
        ))}
      </ul>
      {history.hasNextPage ? (
        <button type="button" className={`${smallButton} mt-3 self-start`} disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {th('more')}
        </button>
      ) : null}
    </>
  );
}

const BACK: Record<HistoryEntity, { to: string; label: string }> = {
  product: { to: '/seller/products', label: th('back.product') },
  order: { to: '/seller/orders', label: th('back.order') },
  store: { to: '/seller', label: th('back.store') },
};

/**
 * /seller/products/{id}/history, /seller/orders/{id}/history and /seller/store/history: the
 * "Historial" tab of a product, an order or the store, read from the store's change log.
 */
export function HistoryPage({ entity }: { entity: HistoryEntity }) {
  const params = useParams();
  const id = entity === 'product' ? (params.productId ?? '') : entity === 'order' ? (params.orderId ?? '') : '';
  const base = entity === 'product' ? `/seller/products/${id}` : entity === 'order' ? `/seller/orders/${id}` : '/seller/store';
  useDocumentTitle(th('title'));
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <Link to={BACK[entity].to} className={`${smallButton} self-start`}>
        {BACK[entity].label}
      </Link>
      <h1 className="text-xl font-bold text-slate-900">{th('title')}</h1>
      <HistoryTabs base={base} entity={entity} />
      <p className="text-sm text-slate-700">{th(`intro.${entity}`)}</p>
      <HistoryList key={`${entity}:${id}`} entity={entity} id={id} />
    </div>
  );
}
