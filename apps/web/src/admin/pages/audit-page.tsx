import { useQuery } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ta } from '@plaza/domain/messages/es-admin';
import type { AuditEntry } from '@plaza/domain/schemas/admin-ops';
import { primaryButton } from '../../ui/button-styles';
import { inputClass } from '../../panel-ui/field';
import { PageHeader } from '../../panel-ui/page-header';
import { panelCard } from '../../panel-ui/panel-buttons';
import { EmptyState, LoadError, LoadingState } from '../ui/query-state';
import { failureMessage } from '../../panel-ui/server-errors';
import { auditKindsQuery, auditQuery, type AuditFilters } from '../api/audit';
import { historyChanges, historyEntityName, historyKindLabel as kindLabel, historyMoment } from '@plaza/domain/history';
import { ChangeList } from '../../history/change-list';
import { Pager, pageParam } from '../ui/pager';
import { selectClass } from '../ui/styles';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KIND = /^[a-z_]{1,60}\.(insert|update|delete)$/;

/** The filters of the query string that the API accepts; anything else is left out rather than refused. */
function filtersOf(params: URLSearchParams): AuditFilters {
  const user = params.get('user') ?? '';
  const store = Number(params.get('store'));
  const kind = params.get('kind') ?? '';
  return {
    user: UUID.test(user) ? user : undefined,
    store: Number.isInteger(store) && store > 0 && store <= 2_147_483_647 ? store : undefined,
    kind: KIND.test(kind) ? kind : undefined,
    page: pageParam(params),
  };
}

/** `?…` of the current filters without `name` (and back on the first page). */
function without(params: URLSearchParams, name: string): string {
  const next = new URLSearchParams(params);
  next.delete(name);
  next.delete('page');
  const search = next.toString();
  return search ? `?${search}` : '?';
}

/** `?…` of the current filters with `name` set (and back on the first page). */
function withFilter(params: URLSearchParams, name: string, value: string): string {
  const next = new URLSearchParams(params);
  next.set(name, value);
  next.delete('page');
  return `?${next.toString()}`;
}

function FilterForm({ filters }: { filters: AuditFilters }) {
  const [params, setParams] = useSearchParams();
  const kinds = useQuery(auditKindsQuery());
  const kindId = useId();
  const storeId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams(params);
    for (const name of ['kind', 'store']) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
      else next.delete(name);
    }
    next.delete('page');
    setParams(next);
  }

  const kindOptions = kinds.data ?? (filters.kind ? [filters.kind] : []);
  return (
    <form onSubmit={submit} aria-label={ta('opsScreens.audit.filters')} className="mb-3 flex flex-wrap items-end gap-3">
      <div className="flex w-full min-w-0 flex-col gap-1 sm:w-64">
        <label htmlFor={kindId} className="text-sm font-medium text-slate-800">
          {ta('opsScreens.audit.kind')}
        </label>
        <select key={filters.kind ?? ''} id={kindId} name="kind" defaultValue={filters.kind ?? ''} className={selectClass}>
          <option value="">{ta('opsScreens.audit.kindAll')}</option>
          {kindOptions.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabel(kind)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:w-40 sm:flex-none">
        <label htmlFor={storeId} className="text-sm font-medium text-slate-800">
          {ta('opsScreens.audit.storeId')}
        </label>
        <input
          key={filters.store ?? ''}
          id={storeId}
          name="store"
          type="number"
          inputMode="numeric"
          min={1}
          defaultValue={filters.store ?? ''}
          className={inputClass}
        />
      </div>
      <button type="submit" className={primaryButton}>
        {ta('opsScreens.audit.apply')}
      </button>
    </form>
  );
}

/** The user and store filters in force, each with a link that removes it. */
function ActiveFilters({ filters, entries }: { filters: AuditFilters; entries: AuditEntry[] }) {
  const [params] = useSearchParams();
  const chips: { name: string; label: string }[] = [];
  if (filters.user) {
    const actor = entries.find((entry) => entry.actor.id === filters.user)?.actor;
    chips.push({ name: 'user', label: ta('opsScreens.audit.filterUser', { name: actor?.email ?? actor?.name ?? filters.user }) });
  }
  if (filters.store) {
    const store = entries.find((entry) => entry.store?.id === filters.store)?.store;
    chips.push({ name: 'store', label: ta('opsScreens.audit.filterStore', { name: store?.name ?? String(filters.store) }) });
  }
  if (chips.length === 0) return null;
  return (
    <ul className="mb-3 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.name} className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm text-brand-900 ring-1 ring-brand-200">
          <span className="min-w-0 truncate">{chip.label}</span>
          <Link
            to={without(params, chip.name)}
            aria-label={ta('opsScreens.audit.removeFilter', { name: chip.label })}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-brand-100"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M5 5l10 10M15 5 5 15" />
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const FIELDS_SHOWN = 6;

function EntryCard({ entry }: { entry: AuditEntry }) {
  const [params] = useSearchParams();
  const changes = historyChanges(entry);
  const entityName = historyEntityName(entry);
  const actorName = entry.actor.name ?? entry.actor.email ?? ta('opsScreens.audit.unknownActor');
  const role =
    entry.actor.role === 'seller'
      ? ta('opsScreens.audit.roleSeller')
      : entry.actor.role === 'moderator'
        ? ta('opsScreens.audit.roleModerator')
        : ta('opsScreens.audit.roleAdmin');
  return (
    <article aria-labelledby={`audit-${entry.id}`} className={panelCard}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={`audit-${entry.id}`} className="text-base font-bold text-slate-900">
          {kindLabel(entry.kind)}
          {entityName ? <span className="font-normal text-slate-700"> · {entityName}</span> : null}
        </h2>
        <p className="text-sm text-slate-700">
          <time dateTime={entry.created_at}>{historyMoment(entry.created_at)}</time>
        </p>
      </div>
      <p className="mt-1 text-sm break-words text-slate-800">
        {entry.actor.id ? (
          <Link to={withFilter(params, 'user', entry.actor.id)} className="font-semibold text-brand-800 underline underline-offset-2" aria-label={ta('opsScreens.audit.byUser', { name: actorName })}>
            {actorName}
          </Link>
        ) : (
          <span className="font-semibold">{actorName}</span>
        )}
        {entry.actor.email && entry.actor.name ? <span className="text-slate-700"> ({entry.actor.email})</span> : null}{' '}
        <span className="text-slate-700">{ta('opsScreens.audit.asRole', { role })}</span>
        {entry.store ? (
          <>
            {' · '}
            <Link
              to={withFilter(params, 'store', String(entry.store.id))}
              className="font-semibold text-brand-800 underline underline-offset-2"
              aria-label={ta('opsScreens.audit.inStore', { name: entry.store.name ?? String(entry.store.id) })}
            >
              {entry.store.name ?? ta('opsScreens.audit.unknownStore', { id: entry.store.id })}
            </Link>
          </>
        ) : null}
      </p>
      {changes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{ta('opsScreens.audit.noChanges')}</p>
      ) : (
        <>
          <h3 className="sr-only">{ta('opsScreens.audit.changes')}</h3>
          {changes.length > FIELDS_SHOWN && (entry.before === null || entry.after === null) ? (
            // A whole row (an insert or a delete) folds away: the log stays a list to scroll on a phone.
            <details className="mt-2 text-sm">
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">{ta('opsScreens.audit.showFields', { count: changes.length })}</summary>
              <ChangeList changes={changes} />
            </details>
          ) : (
            <ChangeList changes={changes} />
          )}
        </>
      )}
    </article>
  );
}

/** Registro de cambios: who changed what and when, filtered by user, store and kind (all in the query string). */
export function AuditPage() {
  const [params] = useSearchParams();
  const filters = filtersOf(params);
  const log = useQuery(auditQuery(filters));
  return (
    <>
      <PageHeader title={ta('opsScreens.audit.title')} intro={ta('opsScreens.audit.intro')} />
      <FilterForm filters={filters} />
      <ActiveFilters filters={filters} entries={log.data?.results ?? []} />
      {log.isPending ? (
        <LoadingState />
      ) : log.isError ? (
        <LoadError message={failureMessage(log.error, ta('opsScreens.common.loadError'))} onRetry={() => void log.refetch()} />
      ) : log.data.results.length === 0 ? (
        <EmptyState>{ta('opsScreens.audit.empty')}</EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-busy={log.isPlaceholderData || undefined}>
            {log.data.results.map((entry) => (
              <li key={entry.id}>
                <EntryCard entry={entry} />
              </li>
            ))}
          </ul>
          <Pager page={filters.page} hasNext={log.data.has_next} />
        </>
      )}
    </>
  );
}
