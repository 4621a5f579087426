import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { tp } from '@plaza/domain/messages/es-panel';
import { INSTRUCTIONS_MAX, PAYMENT_KINDS, paymentMethodCreateSchema, type PanelPaymentMethod } from '@plaza/domain/schemas/panel-catalogue';
import type { z } from '@plaza/domain/zod-es';
import { primaryButton, secondaryButton } from '../../ui/button-styles';
import {
  paymentMethodsQuery,
  useCreatePaymentMethod,
  useDeletePaymentMethod,
  useUpdatePaymentMethod,
  type PaymentMethodFields,
} from '../api/payment-methods';
import { useCurrentStore } from '../current-store';
import { applyServerErrors } from '../ui/apply-server-errors';
import { changedFields } from '../ui/changed-fields';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Field, inputClass } from '../ui/field';
import { FormMessage, SaveStatus } from '../ui/form-message';
import { PageHeader } from '../ui/page-header';
import { panelCard } from '../ui/panel-buttons';
import { EmptyState, LoadError, LoadingState } from '../ui/query-state';
import { RowActions } from '../ui/row-actions';
import { serverErrors } from '../ui/server-errors';
import { SwitchField } from '../ui/switch-field';

type MethodValues = z.input<typeof paymentMethodCreateSchema>;
type MethodOutput = z.output<typeof paymentMethodCreateSchema>;

const methodFields = ['name', 'kind', 'phone', 'instructions', 'enabled'] as const;
const methodMessages = {
  [tp('paymentMethod.nameRequired')]: 'name',
  [tp('paymentMethod.kindInvalid')]: 'kind',
  [tp('paymentMethod.whatsappPhoneRequired')]: 'phone',
  [tp('fields.invalidPhone')]: 'phone',
  [tp('paymentMethod.instructionsTooLong', { max: INSTRUCTIONS_MAX })]: 'instructions',
} as const;

const kindLabel = (kind: PanelPaymentMethod['kind']) => tp(`storeScreens.payments.kinds.${kind}`);

const EMPTY: MethodValues = { name: '', kind: 'whatsapp', phone: '', instructions: '', enabled: true };

/**
 * A payment method's fields. Both a new method and an edited one are checked with the create
 * schema: the edited method, whole, as it will be (a WhatsApp method keeps its number).
 */
function MethodForm({
  title,
  initial,
  submitLabel,
  pendingLabel,
  onSave,
  onCancel,
}: {
  title: string;
  initial: MethodValues;
  submitLabel: string;
  pendingLabel: string;
  onSave: (method: MethodOutput) => Promise<void>;
  onCancel: () => void;
}) {
  const { register, handleSubmit, formState, control, setError, setFocus } = useForm<MethodValues, unknown, MethodOutput>({
    resolver: zodResolver(paymentMethodCreateSchema),
    defaultValues: initial,
  });
  const [message, setMessage] = useState<string | null>(null);
  const kind = useWatch({ control, name: 'kind' });
  const instructions = useWatch({ control, name: 'instructions' }) ?? '';
  const errors = formState.errors;

  useEffect(() => {
    setFocus('name');
  }, [setFocus]);

  const submit = handleSubmit(async (method) => {
    setMessage(null);
    try {
      await onSave(method);
    } catch (error) {
      const found = serverErrors(error, { fields: methodFields, messages: methodMessages, fallback: tp('storeScreens.payments.saveError') });
      applyServerErrors(found, setError, setFocus);
      setMessage(found.message);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="method-form-title" className="flex flex-col gap-4">
      <h2 id="method-form-title" className="text-base font-bold">
        {title}
      </h2>
      <Field label={tp('storeScreens.payments.name')} hint={tp('storeScreens.payments.nameHint')} error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} className={inputClass} autoComplete="off" maxLength={60} />}
      </Field>
      <Field label={tp('storeScreens.payments.kind')} error={errors.kind?.message}>
        {(control) => (
          <select {...control} {...register('kind')} className={inputClass}>
            {PAYMENT_KINDS.map((option) => (
              <option key={option} value={option}>
                {kindLabel(option)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {kind === 'whatsapp' ? (
        <Field label={tp('storeScreens.payments.phone')} hint={tp('storeScreens.payments.phoneHint')} error={errors.phone?.message}>
          {(control) => (
            <input
              {...control}
              {...register('phone', { shouldUnregister: true })}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+53 5 1234567"
              className={inputClass}
            />
          )}
        </Field>
      ) : null}
      <Field
        label={tp('storeScreens.payments.instructions')}
        hint={tp('storeScreens.payments.instructionsHint')}
        error={errors.instructions?.message}
        count={instructions.length}
        max={INSTRUCTIONS_MAX}
      >
        {(control) => <textarea {...control} {...register('instructions')} rows={4} maxLength={INSTRUCTIONS_MAX} className={inputClass} />}
      </Field>
      <SwitchField label={tp('storeScreens.payments.enabled')} {...register('enabled')} />
      <FormMessage message={message} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? pendingLabel : submitLabel}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {tp('storeScreens.common.cancel')}
        </button>
      </div>
    </form>
  );
}

function MethodRow({
  method,
  storeId,
  onEdit,
  onDelete,
}: {
  method: PanelPaymentMethod;
  storeId: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const update = useUpdatePaymentMethod(storeId);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-slate-900">{method.name}</p>
          <p className="text-sm text-slate-700">
            {kindLabel(method.kind)}
            {method.kind === 'whatsapp' && method.phone ? ` · ${method.phone}` : ''}
          </p>
        </div>
        <RowActions
          editLabel={tp('storeScreens.payments.editMethod', { name: method.name })}
          deleteLabel={tp('storeScreens.payments.deleteMethod', { name: method.name })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </div>
      {method.instructions ? <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-slate-700">{method.instructions}</p> : null}
      <SwitchField
        label={tp('storeScreens.payments.offered')}
        aria-label={tp('storeScreens.payments.offeredNamed', { name: method.name })}
        // The seller's choice shows at once; the list takes the saved method when the server answers.
        checked={update.isPending ? (update.variables.changes.enabled ?? method.enabled) : method.enabled}
        disabled={update.isPending}
        onChange={(event) => {
          setFailure(null);
          update.mutate(
            { id: method.payment_method_id, changes: { enabled: event.target.checked } },
            { onError: (error) => setFailure(serverErrors(error, { fields: [], fallback: tp('storeScreens.payments.saveError') }).message) },
          );
        }}
      />
      <FormMessage message={failure} />
    </li>
  );
}

type Editing = { mode: 'new' } | { mode: 'edit'; method: PanelPaymentMethod } | null;

/** The store's payment methods: WhatsApp with its number, others with the instructions shown at checkout. */
export function PaymentMethodsPage() {
  const { store_id: storeId } = useCurrentStore();
  const methods = useQuery(paymentMethodsQuery(storeId));
  const create = useCreatePaymentMethod(storeId);
  const update = useUpdatePaymentMethod(storeId);
  const remove = useDeletePaymentMethod(storeId);
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<PanelPaymentMethod | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  function close(saved: string | null) {
    setEditing(null);
    setStatus(saved);
    addButton.current?.focus();
  }

  return (
    <>
      <PageHeader
        title={tp('storeScreens.payments.title')}
        intro={tp('storeScreens.payments.intro')}
        action={
          <button
            ref={addButton}
            type="button"
            className={primaryButton}
            aria-expanded={editing?.mode === 'new'}
            onClick={() => {
              setStatus(null);
              setEditing({ mode: 'new' });
            }}
          >
            {tp('storeScreens.payments.add')}
          </button>
        }
      />
      {editing ? (
        <section className={`${panelCard} mb-4`}>
          <MethodForm
            key={editing.mode === 'edit' ? editing.method.payment_method_id : 'new'}
            title={editing.mode === 'edit' ? tp('storeScreens.payments.editMethod', { name: editing.method.name }) : tp('storeScreens.payments.newMethod')}
            initial={
              editing.mode === 'edit'
                ? {
                    name: editing.method.name,
                    kind: editing.method.kind,
                    phone: editing.method.phone ?? '',
                    instructions: editing.method.instructions,
                    enabled: editing.method.enabled,
                  }
                : EMPTY
            }
            submitLabel={editing.mode === 'edit' ? tp('storeScreens.common.save') : tp('storeScreens.common.create')}
            pendingLabel={editing.mode === 'edit' ? tp('storeScreens.common.saving') : tp('storeScreens.common.creating')}
            onCancel={() => close(null)}
            onSave={async (values) => {
              const method: PaymentMethodFields = { ...values, phone: values.kind === 'whatsapp' ? values.phone : null };
              if (editing.mode === 'new') {
                await create.mutateAsync(method);
              } else {
                const changes = changedFields(method, editing.method);
                if (Object.keys(changes).length > 0) await update.mutateAsync({ id: editing.method.payment_method_id, changes });
              }
              close(tp('shell.saved'));
            }}
          />
        </section>
      ) : null}
      <SaveStatus message={status} />
      {methods.isPending ? (
        <LoadingState />
      ) : methods.isError ? (
        <LoadError onRetry={() => void methods.refetch()} />
      ) : methods.data.length === 0 ? (
        <EmptyState>{tp('storeScreens.payments.empty')}</EmptyState>
      ) : (
        <section aria-labelledby="method-list" className={panelCard}>
          <h2 id="method-list" className="sr-only">
            {tp('storeScreens.payments.listLabel')}
          </h2>
          <ul className="divide-y divide-slate-200">
            {methods.data.map((method) => (
              <MethodRow
                key={method.payment_method_id}
                method={method}
                storeId={storeId}
                onEdit={() => {
                  setStatus(null);
                  setEditing({ mode: 'edit', method });
                  window.scrollTo({ top: 0 });
                }}
                onDelete={() => {
                  setDeleteError(null);
                  setToDelete(method);
                }}
              />
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        title={toDelete ? tp('storeScreens.common.confirmDeleteTitle', { name: `«${toDelete.name}»` }) : null}
        body={tp('storeScreens.common.confirmDeleteBody')}
        pending={remove.isPending}
        error={deleteError}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.payment_method_id, {
            onSuccess: () => {
              if (editing?.mode === 'edit' && editing.method.payment_method_id === toDelete.payment_method_id) setEditing(null);
              setToDelete(null);
            },
            onError: (error) => setDeleteError(serverErrors(error, { fields: [], fallback: tp('storeScreens.common.deleteError') }).message),
          });
        }}
      />
    </>
  );
}
