import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { amountInputValue, formatPrice, parseAmount, PLAN_CURRENCY, YEARLY_DISCOUNT_PERCENT, yearlyPrice } from '@plaza/domain/money';
import { tc } from '@plaza/domain/messages/es-admin-content';
import { tplan } from '@plaza/domain/messages/es-plans';
import { PLAN_FEATURES, planLimitLines } from '@plaza/domain/plan-limits';
import {
  FEATURE_DESCRIPTION_MAX,
  FEATURE_NAME_MAX,
  PLAN_DESCRIPTION_MAX,
  PLAN_FEATURES_MAX,
  PLAN_NAME_MAX,
  planCreateSchema,
  type PlanCreate,
} from '@plaza/domain/schemas/admin-content';
import type { StorePlan } from '@plaza/domain/schemas/reference';
import { z } from '@plaza/domain/zod-es';
import { secondaryButton } from '../../../ui/button-styles';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { applyServerErrors } from '../../../panel-ui/apply-server-errors';
import { changedFields } from '../../../panel-ui/changed-fields';
import { Field, inputClass } from '../../../panel-ui/field';
import { formSchema } from '../../../panel-ui/form-schema';
import { FormMessage } from '../../../panel-ui/form-message';
import { PageHeader } from '../../../panel-ui/page-header';
import { rowDangerButton } from '../../../panel-ui/panel-buttons';
import { serverErrors } from '../../../panel-ui/server-errors';
import { contentKeys } from '../api/content-keys';
import { adminPlansQuery, planStorefrontKeys, savePlanOrder, useCreatePlan, useDeletePlan, useUpdatePlan } from '../api/plans';
import { MoveButtons, StatusLine } from '../components/reorder';
import { AddButton, EditorList, FormButtons, InlineForm, NewItemCard, useListEditor } from '../components/list-editor';
import { RowActions } from '../../../panel-ui/row-actions';
import { UnsavedChangesScope, useUnsavedChanges } from '../../../panel-ui/leave-guard';

const planForm = z.object({
  name: z.string(),
  description: z.string(),
  /** What the operator types, in dollars: '19.99'. */
  price: z.string(),
  features: z.array(z.object({ feature_id: z.number().optional(), name: z.string(), description: z.string() })),
  /** Counts as typed ('' products: unlimited) and the features' switches. */
  limits: z.object({
    max_products: z.string(),
    max_staff: z.string(),
    offers: z.boolean(),
    coupons: z.boolean(),
    wholesale: z.boolean(),
    made_to_order: z.boolean(),
    referrals: z.boolean(),
    featured: z.boolean(),
  }),
});
type PlanValues = z.input<typeof planForm>;

/** A count as typed: digits only, else NaN (the API's schema then says what is wrong). */
const countOf = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

/** The form's values as the API's body: the price in cents, an empty detail as none, no product limit as null. */
const toPayload = (values: PlanValues) => ({
  name: values.name,
  description: values.description,
  price: parseAmount(values.price) ?? Number.NaN,
  features: values.features.map((feature) => ({
    ...(feature.feature_id === undefined ? {} : { feature_id: feature.feature_id }),
    name: feature.name,
    description: feature.description.trim() === '' ? null : feature.description,
  })),
  limits: {
    ...values.limits,
    max_products: values.limits.max_products.trim() === '' ? null : countOf(values.limits.max_products),
    max_staff: countOf(values.limits.max_staff),
  },
});

const apiResolver = zodResolver(formSchema(planForm, toPayload, planCreateSchema));
/**
 * The API's schema checks every field; a price that is not an amount at all is said in the
 * form's words (dollars), not the API's (cents).
 */
const resolver: Resolver<PlanValues, unknown, PlanCreate> = async (values, context, options) => {
  const result = await apiResolver(values, context, options);
  if (parseAmount(values.price) !== null) return result as Awaited<ReturnType<Resolver<PlanValues, unknown, PlanCreate>>>;
  return { values: {}, errors: { ...result.errors, price: { type: 'custom', message: tc('contentEditors.plans.priceInvalid') } } };
};

const planFields = ['name', 'description', 'price', 'features', 'limits'] as const;
const planMessages = {
  [tc('content.plans.nameTaken')]: 'name',
  [tc('content.plans.featureNotFound')]: 'features',
} as const;

const valuesOf = (plan: StorePlan | null): PlanValues => ({
  name: plan?.name ?? '',
  description: plan?.description ?? '',
  price: plan ? amountInputValue(plan.price) : '',
  features: plan?.features.map((feature) => ({ feature_id: feature.feature_id, name: feature.name, description: feature.description ?? '' })) ?? [],
  limits: {
    ...(plan?.limits ?? { offers: false, coupons: false, wholesale: false, made_to_order: false, referrals: false, featured: false }),
    max_products: plan?.limits.max_products == null ? '' : String(plan.limits.max_products),
    max_staff: String(plan?.limits.max_staff ?? 0),
  },
});

/** What the plan allows: the API enforces these, and the plan cards list them. */
function LimitsFieldset({ form }: { form: ReturnType<typeof useForm<PlanValues, unknown, PlanCreate>> }) {
  const { register, formState } = form;
  const errors = formState.errors.limits;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">{tplan('editor.legend')}</legend>
      <p className="text-sm text-slate-700">{tplan('editor.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={tplan('editor.maxProducts')} hint={tplan('editor.maxProductsHint')} error={errors?.max_products?.message}>
          {(control) => (
            <input {...control} {...register('limits.max_products')} className={inputClass} inputMode="numeric" placeholder={tplan('editor.unlimited')} autoComplete="off" />
          )}
        </Field>
        <Field label={tplan('editor.maxStaff')} error={errors?.max_staff?.message}>
          {(control) => <input {...control} {...register('limits.max_staff')} className={inputClass} inputMode="numeric" autoComplete="off" />}
        </Field>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {PLAN_FEATURES.map((feature) => (
          <label key={feature} className="flex min-h-11 items-center gap-2 text-sm text-slate-900">
            <input type="checkbox" {...register(`limits.${feature}`)} className="size-5 accent-brand-700" />
            {tplan(`editor.${feature}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The plan as the API compares it: what a PATCH changes is measured against this. */
const savedPayload = (plan: StorePlan) => toPayload(valuesOf(plan));

/** The yearly price beside the monthly one, by the server's own rule (money.ts `yearlyPrice`). */
function PricePreview({ id, price }: { id: string; price: string }) {
  const minor = parseAmount(price);
  return (
    <p id={id} aria-live="polite" className="text-sm text-slate-700">
      {minor === null
        ? tc('contentEditors.plans.yearlyEmpty')
        : tc('contentEditors.plans.yearly', { price: formatPrice(yearlyPrice(minor), PLAN_CURRENCY), percent: YEARLY_DISCOUNT_PERCENT })}
    </p>
  );
}

/** A plan's name, description, monthly price (its yearly one shown) and features in order. */
function PlanForm({ plan, onDone }: { plan: StorePlan | null; onDone: (saved: string | null) => void }) {
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const form = useForm<PlanValues, unknown, PlanCreate>({ resolver, defaultValues: valuesOf(plan) });
  const { register, handleSubmit, formState, control, setError, setFocus } = form;
  useUnsavedChanges(formState.isDirty);
  const features = useFieldArray({ control, name: 'features', keyName: 'key' });
  const [name, description, price, typed] = useWatch({ control, name: ['name', 'description', 'price', 'features'] });
  const [message, setMessage] = useState<string | null>(null);
  const errors = formState.errors;
  const featureList = useRef<HTMLOListElement>(null);
  const pendingFocus = useRef<string[] | null>(null);
  const yearlyId = useId();

  // After a move the focus stays on the moved feature's button; after 'Quitar', on the next one's, else 'Añadir'.
  useEffect(() => {
    const selectors = pendingFocus.current;
    if (!selectors) return;
    pendingFocus.current = null;
    for (const selector of selectors) {
      const target = featureList.current?.parentElement?.querySelector<HTMLElement>(`${selector}:not([aria-disabled="true"])`);
      if (target) {
        target.focus();
        return;
      }
    }
  }, [features.fields]);

  const submit = handleSubmit(async (payload) => {
    setMessage(null);
    try {
      if (plan) {
        const changes = changedFields(payload, savedPayload(plan));
        if (Object.keys(changes).length === 0) {
          onDone(tc('contentEditors.common.noChanges'));
          return;
        }
        await update.mutateAsync({ planId: plan.plan_id, changes });
        onDone(tc('contentEditors.common.saved'));
      } else {
        await create.mutateAsync(payload);
        onDone(tc('contentEditors.common.created'));
      }
    } catch (error) {
      const found = serverErrors(error, { fields: planFields, messages: planMessages, fallback: tc('contentEditors.common.saveError') });
      applyServerErrors(found, setError, setFocus);
      setMessage(found.message);
    }
  });

  const featuresError = errors.features?.message ?? errors.features?.root?.message;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={tc('contentEditors.plans.name')} error={errors.name?.message} count={name.length} max={PLAN_NAME_MAX}>
          {(control) => <input {...control} {...register('name')} className={inputClass} maxLength={PLAN_NAME_MAX} autoComplete="off" />}
        </Field>
        <div className="flex flex-col gap-1">
          <Field label={tc('contentEditors.plans.price')} hint={tc('contentEditors.plans.priceHint')} error={errors.price?.message}>
            {(control) => (
              <input
                {...control}
                aria-describedby={`${control['aria-describedby'] ?? ''} ${yearlyId}`.trim()}
                {...register('price')}
                className={inputClass}
                inputMode="decimal"
                autoComplete="off"
              />
            )}
          </Field>
          <PricePreview id={yearlyId} price={price} />
        </div>
      </div>
      <Field label={tc('contentEditors.plans.description')} error={errors.description?.message} count={description.length} max={PLAN_DESCRIPTION_MAX}>
        {(control) => <textarea {...control} {...register('description')} rows={3} className={inputClass} maxLength={PLAN_DESCRIPTION_MAX} />}
      </Field>
      <LimitsFieldset form={form} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">{tc('contentEditors.plans.features')}</legend>
        {features.fields.length === 0 ? <p className="text-sm text-slate-700">{tc('contentEditors.plans.featuresEmpty')}</p> : null}
        <ol ref={featureList} className="flex flex-col gap-3">
          {features.fields.map((feature, index) => {
            const number = index + 1;
            const featureErrors = errors.features?.[index];
            return (
              <li key={feature.key} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3">
                <Field
                  label={tc('contentEditors.plans.featureName', { number })}
                  error={featureErrors?.name?.message}
                  count={typed[index]?.name.length ?? 0}
                  max={FEATURE_NAME_MAX}
                >
                  {(control) => <input {...control} {...register(`features.${index}.name`)} className={inputClass} maxLength={FEATURE_NAME_MAX} autoComplete="off" />}
                </Field>
                <Field label={tc('contentEditors.plans.featureDescription', { number })} error={featureErrors?.description?.message}>
                  {(control) => (
                    <input {...control} {...register(`features.${index}.description`)} className={inputClass} maxLength={FEATURE_DESCRIPTION_MAX} autoComplete="off" />
                  )}
                </Field>
                <div className="flex flex-wrap justify-end gap-1">
                  <MoveButtons
                    id={index}
                    name={tc('contentEditors.plans.featureRef', { number })}
                    canUp={index > 0}
                    canDown={index < features.fields.length - 1}
                    onMove={(step) => {
                      pendingFocus.current = [`[data-move="${index + step}:${step}"]`, `[data-move="${index + step}:${-step}"]`];
                      features.move(index, index + step);
                    }}
                  />
                  <button
                    type="button"
                    data-remove={index}
                    className={rowDangerButton}
                    aria-label={tc('contentEditors.plans.removeFeature', { number })}
                    onClick={() => {
                      const next = index < features.fields.length - 1 ? index : index - 1;
                      pendingFocus.current = next >= 0 ? [`[data-remove="${next}"]`, '[data-add-feature]'] : ['[data-add-feature]'];
                      features.remove(index);
                    }}
                  >
                    {tc('contentEditors.plans.remove')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        {featuresError ? (
          <p role="alert" className="text-sm text-red-700">
            {featuresError}
          </p>
        ) : null}
        {features.fields.length < PLAN_FEATURES_MAX ? (
          <button
            type="button"
            data-add-feature
            className={`${secondaryButton} self-start`}
            onClick={() => features.append({ name: '', description: '' }, { focusName: `features.${features.fields.length}.name` })}
          >
            {tc('contentEditors.plans.addFeature')}
          </button>
        ) : null}
      </fieldset>
      <FormMessage message={message} />
      <FormButtons creating={!plan} submitting={formState.isSubmitting} onCancel={() => onDone(null)} />
    </form>
  );
}

/**
 * The store plans (/admin/content/plans): in the order the become-a-seller page shows them, with
 * the monthly price and the yearly one derived from it, features edited in order; one still in
 * use cannot be deleted, and the server's answer says what uses it.
 */
export function PlansPage() {
  useDocumentTitle(tc('contentEditors.plans.title'));
  const plans = useQuery(adminPlansQuery());
  const list = plans.data ?? [];
  const editor = useListEditor<StorePlan>({
    items: list,
    idOf: (plan) => plan.plan_id,
    nameOf: (plan) => plan.name,
    queryKey: contentKeys.plans(),
    saveOrder: savePlanOrder,
    refresh: planStorefrontKeys,
    deleteBody: tc('contentEditors.plans.deleteBody'),
    remove: useDeletePlan(),
  });
  const { move } = editor;

  return (
    <UnsavedChangesScope>
      <PageHeader
        title={tc('contentEditors.plans.title')}
        intro={tc('contentEditors.plans.intro')}
        action={<AddButton editor={editor} label={tc('contentEditors.plans.add')} />}
      />
      {editor.editing === 'new' ? (
        <NewItemCard title={tc('contentEditors.plans.newPlan')}>
          <PlanForm plan={null} onDone={editor.close} />
        </NewItemCard>
      ) : null}
      <StatusLine notice={editor.status} />
      <EditorList query={plans} count={list.length} label={tc('contentEditors.plans.listLabel')} empty={tc('contentEditors.plans.empty')} listRef={editor.container}>
        {list.map((plan, index) => (
          <li key={plan.plan_id} className="py-3">
            <div className="flex flex-wrap items-center gap-3">
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-semibold break-words text-slate-900">{plan.name}</p>
                <p className="text-sm text-slate-800 tabular-nums">
                  {tc('contentEditors.plans.monthly', { price: formatPrice(plan.price, PLAN_CURRENCY) })} ·{' '}
                  {tc('contentEditors.plans.yearly', { price: formatPrice(yearlyPrice(plan.price), PLAN_CURRENCY), percent: YEARLY_DISCOUNT_PERCENT })}
                </p>
                <p className="text-sm text-slate-700">{planLimitLines(plan.limits).join(' · ')}</p>
                <p className="text-sm text-slate-700">
                  {plan.features.length === 1
                    ? tc('contentEditors.plans.featureCountOne')
                    : tc('contentEditors.plans.featureCount', { count: plan.features.length })}
                </p>
              </div>
              <div className="ml-auto flex gap-2">
                <MoveButtons id={plan.plan_id} name={plan.name} canUp={index > 0} canDown={index < list.length - 1} onMove={(step) => move(index, step)} />
                <RowActions
                  {...editor.rowActions(plan)}
                  editLabel={tc('contentEditors.plans.editPlan', { name: plan.name })}
                  deleteLabel={tc('contentEditors.plans.deletePlan', { name: plan.name })}
                />
              </div>
            </div>
            {editor.editing === plan.plan_id ? (
              <InlineForm>
                <PlanForm plan={plan} onDone={editor.close} />
              </InlineForm>
            ) : null}
          </li>
        ))}
      </EditorList>
      {editor.deleteDialog}
    </UnsavedChangesScope>
  );
}
