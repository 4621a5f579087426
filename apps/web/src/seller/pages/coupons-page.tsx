import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useController, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { tp } from '@plaza/domain/messages/es-panel';
import { COUPON_CODE_MAX, COUPON_CODE_MIN, couponCreateSchema, type PanelCoupon } from '@plaza/domain/schemas/panel-catalogue';
import { z } from '@plaza/domain/zod-es';
import { primaryButton, secondaryButton } from '../../ui/button-styles';
import { spanishDates } from '../../ui/date-format';
import { couponsQuery, useCreateCoupon, useDeleteCoupon, useUpdateCoupon, type CouponFields } from '../api/coupons';
import { useCurrentStore } from '../current-store';
import { applyServerErrors, focusFirstInvalid } from '../../panel-ui/apply-server-errors';
import { changedFields } from '../../panel-ui/changed-fields';
import { isoToLocalInput, localInputToIso } from '../ui/datetime-local';
import { EditableListPage, type EditorProps } from '../ui/editable-list';
import { Field, inputClass } from '../../panel-ui/field';
import { formSchema } from '../../panel-ui/form-schema';
import { FormMessage } from '../../panel-ui/form-message';
import { ProductPicker } from '../ui/product-picker';
import { RowActions } from '../../panel-ui/row-actions';
import { serverErrors } from '../../panel-ui/server-errors';
import { SwitchField } from '../../panel-ui/switch-field';
import { useUnsavedChanges } from '../../panel-ui/leave-guard';

const couponForm = z.object({
  code: z.string(),
  discount_percent: z.string(),
  scope: z.enum(['store', 'product']),
  products: z.array(z.number()),
  starts_at: z.string(),
  ends_at: z.string(),
  usage_limit: z.string(),
  active: z.boolean(),
});
type CouponValues = z.input<typeof couponForm>;
type Field = FieldPath<CouponValues>;

/** A whole number as typed; anything else is NaN, which the schema refuses with its message. */
const typedInt = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Checked with the API's create schema, for a new coupon and an edited one alike: the edited
 * coupon, whole, as it will be after the change (a product coupon keeps its products, it starts
 * before it ends), which is what the server checks too.
 */
const couponSchema = formSchema(
  couponForm,
  (values) => ({
    code: values.code,
    discount_percent: typedInt(values.discount_percent),
    scope: values.scope,
    products: values.scope === 'product' ? values.products : [],
    starts_at: localInputToIso(values.starts_at),
    ends_at: localInputToIso(values.ends_at),
    usage_limit: values.usage_limit.trim() === '' ? null : typedInt(values.usage_limit),
    active: values.active,
  }),
  couponCreateSchema,
  (path) => (path.startsWith('products') ? 'products' : path),
);

const EMPTY: CouponValues = { code: '', discount_percent: '', scope: 'store', products: [], starts_at: '', ends_at: '', usage_limit: '', active: true };

function valuesOf(coupon: PanelCoupon): CouponValues {
  return {
    code: coupon.code,
    discount_percent: String(coupon.discount_percent),
    scope: coupon.scope,
    products: coupon.products,
    starts_at: isoToLocalInput(coupon.starts_at),
    ends_at: isoToLocalInput(coupon.ends_at),
    usage_limit: coupon.usage_limit === null ? '' : String(coupon.usage_limit),
    active: coupon.active,
  };
}

/** The minute of an instant: what a datetime-local input keeps of it. */
const minuteOf = (iso: string | null | undefined) => (iso ? Math.floor(Date.parse(iso) / 60_000) : null);

/**
 * Instants compared as the minute they name and products as a set: '…T09:30:00-04:00' is the
 * server's '…T13:30:27.000Z' left untouched in the form.
 */
function comparable(coupon: Partial<CouponFields>) {
  return {
    ...coupon,
    starts_at: minuteOf(coupon.starts_at),
    ends_at: minuteOf(coupon.ends_at),
    products: [...(coupon.products ?? [])].sort((a, b) => a - b),
  };
}

const fields = Object.keys(couponForm.shape) as Field[];
const knownMessages: Partial<Record<string, Field>> = {
  [tp('coupon.duplicate')]: 'code',
  [tp('coupon.codeInvalid', { min: COUPON_CODE_MIN, max: COUPON_CODE_MAX })]: 'code',
  [tp('coupon.percentInvalid')]: 'discount_percent',
  [tp('coupon.productsRequired')]: 'products',
  [tp('coupon.unknownProduct')]: 'products',
  [tp('coupon.datesOrder')]: 'ends_at',
  [tp('coupon.usageLimitInvalid')]: 'usage_limit',
  // A template: the server fills in the uses already made.
  [tp('storeApi.usageLimitBelowUses')]: 'usage_limit',
};

function CouponForm({
  storeId,
  title,
  initial,
  submitLabel,
  pendingLabel,
  onSave,
  onCancel,
}: {
  storeId: number;
  title: string;
  initial: CouponValues;
  submitLabel: string;
  pendingLabel: string;
  onSave: (coupon: CouponFields) => Promise<void>;
  onCancel: () => void;
}) {
  const { register, handleSubmit, formState, control, setError, setFocus } = useForm<CouponValues, unknown, z.output<typeof couponSchema>>({
    resolver: zodResolver(couponSchema),
    defaultValues: initial,
    // The product picker registers before the fields above it: the first error is found in the page's order instead.
    shouldFocusError: false,
  });
  useUnsavedChanges(formState.isDirty);
  const errors = formState.errors;
  const [message, setMessage] = useState<string | null>(null);
  const scope = useWatch({ control, name: 'scope' });
  const products = useController({ control, name: 'products' });

  useEffect(() => {
    setFocus('code');
  }, [setFocus]);

  const save = async (coupon: CouponFields) => {
    setMessage(null);
    try {
      await onSave(coupon);
    } catch (error) {
      const found = serverErrors(error, { fields, messages: knownMessages, fallback: tp('storeScreens.coupons.saveError') });
      applyServerErrors(found, setError, setFocus);
      setMessage(found.message);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    return handleSubmit(save, () => focusFirstInvalid(form))(event);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="coupon-form-title" className="flex flex-col gap-4">
      <h2 id="coupon-form-title" className="text-base font-bold">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={tp('storeScreens.coupons.code')} hint={tp('storeScreens.coupons.codeHint')} error={errors.code?.message}>
          {(control) => (
            <input
              {...control}
              {...register('code')}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={COUPON_CODE_MAX}
              className={`${inputClass} font-mono uppercase`}
            />
          )}
        </Field>
        <Field label={tp('storeScreens.coupons.percent')} error={errors.discount_percent?.message}>
          {(control) => <input {...control} {...register('discount_percent')} type="number" inputMode="numeric" min={1} max={100} step={1} className={inputClass} />}
        </Field>
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-800">{tp('storeScreens.coupons.scope')}</legend>
        {(['store', 'product'] as const).map((option) => (
          <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-900">
            <input type="radio" value={option} {...register('scope')} className="size-5 accent-brand-700" />
            {option === 'store' ? tp('storeScreens.coupons.scopeStore') : tp('storeScreens.coupons.scopeProduct')}
          </label>
        ))}
      </fieldset>
      {scope === 'product' ? (
        <ProductPicker
          storeId={storeId}
          legend={tp('storeScreens.coupons.products')}
          value={products.field.value}
          onChange={products.field.onChange}
          inputRef={products.field.ref}
          error={errors.products?.message}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={tp('storeScreens.coupons.startsAt')} hint={tp('storeScreens.coupons.datesHint')} error={errors.starts_at?.message}>
          {(control) => <input {...control} {...register('starts_at')} type="datetime-local" className={inputClass} />}
        </Field>
        <Field label={tp('storeScreens.coupons.endsAt')} hint={tp('storeScreens.coupons.datesHint')} error={errors.ends_at?.message}>
          {(control) => <input {...control} {...register('ends_at')} type="datetime-local" className={inputClass} />}
        </Field>
      </div>
      <Field label={tp('storeScreens.coupons.usageLimit')} hint={tp('storeScreens.coupons.usageLimitHint')} error={errors.usage_limit?.message}>
        {(control) => <input {...control} {...register('usage_limit')} type="number" inputMode="numeric" min={1} step={1} className={`${inputClass} sm:max-w-48`} />}
      </Field>
      <SwitchField label={tp('storeScreens.coupons.active')} {...register('active')} />
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

const couponDate = spanishDates({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

function validity(coupon: PanelCoupon): string {
  const from = coupon.starts_at ? couponDate(new Date(coupon.starts_at)) : null;
  const until = coupon.ends_at ? couponDate(new Date(coupon.ends_at)) : null;
  if (from && until) return tp('storeScreens.coupons.between', { from, until });
  if (from) return tp('storeScreens.coupons.from', { date: from });
  if (until) return tp('storeScreens.coupons.until', { date: until });
  return tp('storeScreens.coupons.always');
}

function CouponRow({ coupon, now, onEdit, onDelete }: { coupon: PanelCoupon; now: number; onEdit: () => void; onDelete: () => void }) {
  const expired = coupon.ends_at !== null && Date.parse(coupon.ends_at) < now;
  const scope =
    coupon.scope === 'store'
      ? tp('storeScreens.coupons.scopeStore')
      : coupon.products.length === 1
        ? tp('storeScreens.coupons.productsOne')
        : tp('storeScreens.coupons.productsCount', { count: coupon.products.length });
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-mono text-base font-bold break-all text-slate-900">{coupon.code}</p>
          <p className="text-sm font-semibold text-emerald-800">{tp('storeScreens.coupons.percentOff', { percent: coupon.discount_percent })}</p>
        </div>
        <RowActions
          editLabel={tp('storeScreens.coupons.editCoupon', { code: coupon.code })}
          deleteLabel={tp('storeScreens.coupons.deleteCoupon', { code: coupon.code })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-slate-600">{tp('storeScreens.coupons.scope')}</dt>
        <dd className="text-slate-900">{scope}</dd>
        <dt className="text-slate-600">{tp('storeScreens.coupons.validity')}</dt>
        <dd className="text-slate-900">{validity(coupon)}</dd>
        <dt className="text-slate-600">{tp('storeScreens.coupons.uses')}</dt>
        <dd className="text-slate-900 tabular-nums">
          {coupon.usage_limit === null
            ? tp('storeScreens.coupons.usesUnlimited', { used: coupon.used_count })
            : tp('storeScreens.coupons.usesOf', { used: coupon.used_count, limit: coupon.usage_limit })}
        </dd>
      </dl>
      <p className="flex flex-wrap gap-2 text-xs font-semibold">
        <span className={`rounded-full px-2.5 py-1 ${coupon.active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}`}>
          {coupon.active ? tp('storeScreens.common.active') : tp('storeScreens.common.inactive')}
        </span>
        {expired ? <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-900">{tp('storeScreens.coupons.expired')}</span> : null}
      </p>
    </li>
  );
}

/** A new coupon, or the changes alone to an edited one. */
function CouponEditor({ item: edited, onSaved, ...formProps }: EditorProps<PanelCoupon>) {
  const create = useCreateCoupon(formProps.storeId);
  const update = useUpdateCoupon(formProps.storeId);
  return (
    <CouponForm
      {...formProps}
      title={edited ? tp('storeScreens.coupons.editCoupon', { code: edited.code }) : tp('storeScreens.coupons.newCoupon')}
      initial={edited ? valuesOf(edited) : EMPTY}
      onSave={async (coupon) => {
        if (!edited) {
          await create.mutateAsync(coupon);
        } else {
          const changed = Object.keys(changedFields(comparable(coupon), comparable(edited))) as (keyof CouponFields)[];
          const changes = Object.fromEntries(changed.map((key) => [key, coupon[key]])) as Partial<CouponFields>;
          if (changed.length > 0) await update.mutateAsync({ id: edited.coupon_id, changes });
        }
        onSaved();
      }}
    />
  );
}

/** The store's coupons: code, percent, store-wide or for chosen products, valid from/to, optional usage limit. */
export function CouponsPage() {
  const { store_id: storeId } = useCurrentStore();
  // The moment the list tells an expired coupon by: when the screen opened.
  const [now] = useState(() => Date.now());
  const coupons = useQuery(couponsQuery(storeId));
  const remove = useDeleteCoupon(storeId);
  return (
    <EditableListPage screen="coupons" query={coupons} idOf={(coupon) => coupon.coupon_id}
      deletion={{ title: (coupon) => tp('storeScreens.common.confirmDeleteTitle', { name: coupon.code }), body: tp('storeScreens.coupons.deleteBody'), remove }}
      editor={CouponEditor}
      renderRow={(coupon, actions) => <CouponRow coupon={coupon} now={now} {...actions} />}
    />
  );
}
