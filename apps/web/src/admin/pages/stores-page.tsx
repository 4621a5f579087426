import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { consoleSessionQuery } from '../api/console-session';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { ta } from '@plaza/domain/messages/es-admin';
import {
  ADMIN_STORE_STATUSES,
  SUSPENSION_REASON_MAX,
  type AdminStore,
  type AdminStoreStatus,
} from '@plaza/domain/schemas/admin-stores';
import { BILLING_PERIODS, type BillingPeriod } from '@plaza/domain/schemas/seller-application';
import { z } from '@plaza/domain/zod-es';
import { primaryButton, secondaryButton } from '../../ui/button-styles';
import { Field } from '../../panel-ui/field';
import { FormMessage } from '../../panel-ui/form-message';
import { ModalDialog } from '../../panel-ui/modal-dialog';
import { PageHeader } from '../../panel-ui/page-header';
import { panelCard } from '../../panel-ui/panel-buttons';
import { EmptyState, LoadError, LoadingState } from '../ui/query-state';
import { failureMessage } from '../../panel-ui/server-errors';
import { planChoicesQuery, storesQuery, useUpdateStore } from '../api/stores';
import { ActionDialog } from '../ui/action-dialog';
import { ActionNotice } from '../ui/notice';
import { Pager, pageParam } from '../ui/pager';
import { ReasonDialog } from '../ui/reason-dialog';
import { SearchBox } from '../ui/search-box';
import { ParamSelect } from '../ui/param-select';
import { badge, dangerOutlineButton, outlineButton, rowLink, selectClass } from '../ui/styles';

const periodLabel = (period: BillingPeriod) => (period === 'yearly' ? ta('opsScreens.common.yearly') : ta('opsScreens.common.monthly'));

/** The suspension's reason as the console asks for it: required, and within the API's limit. */
const suspensionSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: ta('stores.reasonRequired') })
    .max(SUSPENSION_REASON_MAX, { error: ta('stores.reasonTooLong', { max: SUSPENSION_REASON_MAX }) }),
});

const statusOptions = [
  { value: 'active', label: ta('opsScreens.stores.statusActive') },
  { value: 'suspended', label: ta('opsScreens.stores.statusSuspended') },
] as const satisfies readonly { value: AdminStoreStatus; label: string }[];

type PlanValues = { plan_id: string; billing_period: BillingPeriod };

/** The store's plan and billing period, in a modal dialog. */
function PlanDialog({ store, onClose, onSaved }: { store: AdminStore | null; onClose: () => void; onSaved: (store: AdminStore) => void }) {
  const id = useId();
  return (
    <ModalDialog open={store !== null} labelledBy={`${id}-title`} describedBy={`${id}-body`} onClose={onClose}>
      {store ? <PlanForm id={id} store={store} onClose={onClose} onSaved={onSaved} /> : null}
    </ModalDialog>
  );
}

const planFormSchema = z.object({
  plan_id: z.string().regex(/^\d+$/, { error: ta('stores.unknownPlan') }),
  billing_period: z.enum(BILLING_PERIODS, { error: ta('stores.invalidBillingPeriod') }),
});

function PlanForm({ id, store, onClose, onSaved }: { id: string; store: AdminStore; onClose: () => void; onSaved: (store: AdminStore) => void }) {
  const plans = useQuery(planChoicesQuery());
  const update = useUpdateStore();
  const { register, handleSubmit, formState } = useForm<PlanValues>({
    resolver: zodResolver(planFormSchema),
    defaultValues: { plan_id: store.plan ? String(store.plan.id) : '', billing_period: store.billing_period },
  });
  const submit = handleSubmit((values) =>
    update.mutate(
      { storeId: store.id, patch: { plan_id: Number(values.plan_id), billing_period: values.billing_period } },
      { onSuccess: (saved) => onSaved(saved) },
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <h2 id={`${id}-title`} className="text-lg font-bold break-words">
        {ta('opsScreens.stores.changePlanTitle', { store: store.name })}
      </h2>
      <p id={`${id}-body`} className="mt-2 text-slate-700">
        {ta('opsScreens.stores.changePlanBody')}
      </p>
      <div className="mt-4 flex flex-col gap-3">
        <Field label={ta('opsScreens.stores.plan')} error={formState.errors.plan_id?.message}>
          {(control) => (
            <select {...control} {...register('plan_id')} className={selectClass} disabled={!plans.data}>
              {store.plan ? null : <option value="">{ta('opsScreens.stores.noPlan')}</option>}
              {(plans.data ?? (store.plan ? [{ plan_id: store.plan.id, name: store.plan.name }] : [])).map((plan) => (
                <option key={plan.plan_id} value={String(plan.plan_id)}>
                  {plan.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={ta('opsScreens.stores.billingPeriod')} error={formState.errors.billing_period?.message}>
          {(control) => (
            <select {...control} {...register('billing_period')} className={selectClass}>
              {BILLING_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {periodLabel(period)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormMessage
          message={
            plans.isError
              ? ta('opsScreens.common.loadError')
              : update.isError
                ? failureMessage(update.error, ta('opsScreens.common.actionError'))
                : null
          }
        />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={secondaryButton}>
          {ta('opsScreens.common.cancel')}
        </button>
        <button type="submit" disabled={update.isPending || !plans.data} aria-busy={update.isPending || undefined} className={primaryButton}>
          {update.isPending ? ta('opsScreens.stores.saving') : ta('opsScreens.stores.save')}
        </button>
      </div>
    </form>
  );
}

function StoreRow({
  store,
  onSuspend,
  onReopen,
  onChangePlan,
  moderator,
}: {
  store: AdminStore;
  onSuspend: () => void;
  onReopen: () => void;
  onChangePlan: () => void;
  /** A moderator suspends and reopens; the plan, billing and the audit log are the admins' (decision 028). */
  moderator: boolean;
}) {
  return (
    <article aria-labelledby={`store-${store.id}`} className={panelCard}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`store-${store.id}`} className="min-w-0 flex-1 text-base font-bold break-words text-slate-900">
          {store.name}
        </h2>
        {store.suspended ? <span className={badge.bad}>{ta('opsScreens.stores.suspended')}</span> : <span className={badge.good}>{ta('opsScreens.stores.active')}</span>}
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="font-medium text-slate-700">{ta('opsScreens.stores.owner')}</dt>
          <dd className="break-words text-slate-900">{store.owner ? `${store.owner.name} · ${store.owner.email}` : ta('opsScreens.stores.noOwner')}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700">{ta('opsScreens.stores.plan')}</dt>
          <dd className="text-slate-900">
            {store.plan ? `${store.plan.name} · ${periodLabel(store.billing_period)}` : ta('opsScreens.stores.noPlan')}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{ta('opsScreens.stores.productsLabel')}</dt>
          <dd className="text-slate-700">{ta('opsScreens.stores.products', { count: store.product_count })}</dd>
        </div>
      </dl>
      {store.suspended && store.suspension_reason ? (
        <p className="mt-2 rounded-lg bg-rose-50 px-3 py-2 text-sm break-words whitespace-pre-line text-rose-900">
          {ta('opsScreens.stores.suspendedReason', { reason: store.suspension_reason })}
        </p>
      ) : null}
      <div className="mt-1 flex flex-wrap gap-x-4">
        {/* A suspended store's page answers 404 on the storefront: only an open one has a page to open. */}
        {store.suspended ? null : (
          <Link reloadDocument to={`/stores/${store.slug}`} className={rowLink} aria-label={`${ta('opsScreens.common.viewOnPlaza')}: ${store.name}`}>
            {ta('opsScreens.common.viewOnPlaza')}
          </Link>
        )}
        {moderator ? null : (
          <>
            <Link to={`/admin/stores/${store.id}/billing`} className={rowLink} aria-label={`${ta('billing.title')}: ${store.name}`}>
              {ta('billing.title')}
            </Link>
            <Link to={`/admin/audit?store=${store.id}`} className={rowLink} aria-label={`${ta('opsScreens.common.auditLink')}: ${store.name}`}>
              {ta('opsScreens.common.auditLink')}
            </Link>
          </>
        )}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {moderator ? null : (
          <button type="button" className={outlineButton} onClick={onChangePlan} aria-label={`${ta('opsScreens.stores.changePlan')}: ${store.name}`}>
            {ta('opsScreens.stores.changePlan')}
          </button>
        )}
        {store.suspended ? (
          <button type="button" className={outlineButton} onClick={onReopen} aria-label={ta('opsScreens.stores.reopenNamed', { store: store.name })}>
            {ta('opsScreens.stores.reopen')}
          </button>
        ) : (
          <button type="button" className={dangerOutlineButton} onClick={onSuspend} aria-label={ta('opsScreens.stores.suspendNamed', { store: store.name })}>
            {ta('opsScreens.stores.suspend')}
          </button>
        )}
      </div>
    </article>
  );
}

/** Tiendas: search, suspend with a reason, reopen, change the plan. */
export function StoresPage() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? undefined;
  const status = ADMIN_STORE_STATUSES.find((value) => value === params.get('status'));
  const page = pageParam(params);
  const stores = useQuery(storesQuery({ q, status, page }));
  const moderator = useQuery(consoleSessionQuery()).data === 'moderator';
  const update = useUpdateStore();
  const [suspending, setSuspending] = useState<AdminStore | null>(null);
  const [reopening, setReopening] = useState<AdminStore | null>(null);
  const [planOf, setPlanOf] = useState<AdminStore | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const closeDialogs = () => {
    setSuspending(null);
    setReopening(null);
    update.reset();
  };
  const actionError = update.isError ? failureMessage(update.error, ta('opsScreens.common.actionError')) : null;

  return (
    <>
      <PageHeader title={ta('opsScreens.stores.title')} intro={ta('opsScreens.stores.intro')} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox label={ta('opsScreens.stores.searchLabel')} />
        <ParamSelect
          label={ta('opsScreens.stores.status')}
          param="status"
          allLabel={ta('opsScreens.stores.statusAll')}
          options={statusOptions}
          className="sm:w-44"
        />
      </div>
      <ActionNotice>{notice}</ActionNotice>
      {stores.isPending ? (
        <LoadingState />
      ) : stores.isError ? (
        <LoadError message={failureMessage(stores.error, ta('opsScreens.common.loadError'))} onRetry={() => void stores.refetch()} />
      ) : stores.data.results.length === 0 ? (
        <EmptyState>{ta('opsScreens.stores.empty')}</EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-busy={stores.isPlaceholderData || undefined}>
            {stores.data.results.map((store) => (
              <li key={store.id}>
                <StoreRow
                  store={store}
                  onSuspend={() => setSuspending(store)}
                  onReopen={() => setReopening(store)}
                  onChangePlan={() => setPlanOf(store)}
                  moderator={moderator}
                />
              </li>
            ))}
          </ul>
          <Pager page={page} hasNext={stores.data.has_next} />
        </>
      )}
      <ReasonDialog
        title={suspending ? ta('opsScreens.stores.suspendTitle', { store: suspending.name }) : null}
        body={ta('opsScreens.stores.suspendBody')}
        label={ta('opsScreens.stores.suspendReason')}
        max={SUSPENSION_REASON_MAX}
        schema={suspensionSchema}
        confirmLabel={ta('opsScreens.stores.suspend')}
        pendingLabel={ta('opsScreens.stores.suspending')}
        pending={update.isPending}
        error={actionError}
        onClose={closeDialogs}
        onConfirm={(reason) => {
          if (!suspending) return;
          const { id, name } = suspending;
          update.mutate(
            { storeId: id, patch: { suspended: true, reason } },
            {
              onSuccess: () => {
                setNotice(ta('opsScreens.stores.suspendedNotice', { store: name }));
                closeDialogs();
              },
            },
          );
        }}
      />
      <ActionDialog
        title={reopening ? ta('opsScreens.stores.reopenTitle', { store: reopening.name }) : null}
        body={ta('opsScreens.stores.reopenBody')}
        confirmLabel={ta('opsScreens.stores.reopen')}
        pendingLabel={ta('opsScreens.stores.reopening')}
        pending={update.isPending}
        error={actionError}
        onClose={closeDialogs}
        onConfirm={() => {
          if (!reopening) return;
          const { id, name } = reopening;
          update.mutate(
            { storeId: id, patch: { suspended: false } },
            {
              onSuccess: () => {
                setNotice(ta('opsScreens.stores.reopenedNotice', { store: name }));
                closeDialogs();
              },
            },
          );
        }}
      />
      <PlanDialog
        store={planOf}
        onClose={() => setPlanOf(null)}
        onSaved={(saved) => {
          setNotice(ta('opsScreens.stores.planChangedNotice', { store: saved.name }));
          setPlanOf(null);
        }}
      />
    </>
  );
}
