import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
import { applyServerErrors } from '../../panel-ui/apply-server-errors';
import { changedFields } from '../../panel-ui/changed-fields';
import { EditableListPage, type EditorProps } from '../ui/editable-list';
import { Field, inputClass } from '../../panel-ui/field';
import { FormMessage } from '../../panel-ui/form-message';
import { RowActions } from '../../panel-ui/row-actions';
import { serverErrors } from '../../panel-ui/server-errors';
import { SwitchField } from '../../panel-ui/switch-field';
import { useUnsavedChanges } from '../../panel-ui/leave-guard';

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
  useUnsavedChanges(formState.isDirty);
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

/** A new payment method, or the changes alone to an edited one. */
function MethodEditor({ storeId, item: edited, onSaved, ...labelsAndCancel }: EditorProps<PanelPaymentMethod>) {
  const create = useCreatePaymentMethod(storeId);
  const update = useUpdatePaymentMethod(storeId);
  return (
    <MethodForm
      title={edited ? tp('storeScreens.payments.editMethod', { name: edited.name }) : tp('storeScreens.payments.newMethod')}
      initial={edited ? { name: edited.name, kind: edited.kind, phone: edited.phone ?? '', instructions: edited.instructions, enabled: edited.enabled } : EMPTY}
      {...labelsAndCancel}
      onSave={async (values) => {
        const method: PaymentMethodFields = { ...values, phone: values.kind === 'whatsapp' ? values.phone : null };
        if (!edited) {
          await create.mutateAsync(method);
        } else {
          const changes = changedFields(method, edited);
          if (Object.keys(changes).length > 0) await update.mutateAsync({ id: edited.payment_method_id, changes });
        }
        onSaved();
      }}
    />
  );
}

/** The store's payment methods: WhatsApp with its number, others with the instructions shown at checkout. */
export function PaymentMethodsPage() {
  const { store_id: storeId } = useCurrentStore();
  const methods = useQuery(paymentMethodsQuery(storeId));
  const remove = useDeletePaymentMethod(storeId);
  return (
    <EditableListPage screen="payments" query={methods} idOf={(method) => method.payment_method_id}
      deletion={{ title: (method) => tp('storeScreens.common.confirmDeleteTitle', { name: `«${method.name}»` }), body: tp('storeScreens.common.confirmDeleteBody'), remove }}
      editor={MethodEditor}
      renderRow={(method, actions) => <MethodRow method={method} storeId={storeId} {...actions} />}
    />
  );
}
