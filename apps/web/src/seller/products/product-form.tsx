import { useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useLeaveGuard } from '../../panel-ui/leave-guard';
import { tp, type PanelMessageKey } from '@plaza/domain/messages/es-panel';
import type { PanelTag } from '@plaza/domain/schemas/panel-catalogue';
import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  productCreateSchema,
  type PanelProduct,
  type ProductCreate,
  type ProductPatch,
} from '@plaza/domain/schemas/panel-product';
import { MAX_COMMISSION_PERCENT, MAX_RESERVATION_DAYS, tiersNotBelowOffer } from '@plaza/domain/product-rules';
import type { Category } from '@plaza/domain/schemas/reference';
import { failureMessage } from '../../panel-ui/server-errors';
import type { Currency } from '../../features/sellers/seller-queries';
import { primaryButton } from '../../ui/button-styles';
import { movedStock, useCreateProduct, useUpdateProduct } from '../api/products';
import { Field, inputClass } from '../../panel-ui/field';
import { PricePreview } from './price-preview';
import { changedFields, emptyProductValues, productFormValues, productPayload, type ProductFormValues, type ProductPayload } from './product-form-values';
import { productResolver } from './product-resolver';
import { sectionBox } from './styles';
import { TagChips } from './tag-chips';
import { TierFields } from './tier-fields';

type Notice = { text: string; error: boolean } | null;

/** A label naming the currency, or none while no currency is chosen. */
function withCurrency(key: PanelMessageKey, code: string): string {
  return code ? tp(key, { currency: code }) : tp(key, { currency: '' }).replace(' ()', '');
}

/** A stored product as the schema reads it, so an unchanged field compares equal to what a save would send. */
function savedBody(values: ProductFormValues): ProductCreate | ProductPayload {
  const { payload } = productPayload(values);
  return productCreateSchema.safeParse(payload).data ?? payload;
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className={sectionBox}>
      <legend className="float-left w-full text-base font-semibold text-slate-900">{title}</legend>
      {hint ? <p className="clear-both -mt-2 text-sm text-slate-700">{hint}</p> : null}
      <div className="clear-both flex flex-col gap-4">{children}</div>
    </fieldset>
  );
}

function Switch({ label, hint, ...input }: { label: string; hint?: string } & React.ComponentPropsWithRef<'input'>) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3">
      <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-700" {...input} />
      <span className="flex flex-col">
        <span className="text-sm font-medium text-slate-900">{label}</span>
        {hint ? <span className="text-xs text-slate-700">{hint}</span> : null}
      </span>
    </label>
  );
}

type Register = UseFormRegister<ProductFormValues>;
type Errors = FieldErrors<ProductFormValues>;

/** The offer's price and dates, while its switch is on. */
function OfferFields({ register, errors, currencyCode }: { register: Register; errors: Errors['special_offer']; currencyCode: string }) {
  return (
    <>
      <Field label={withCurrency('productScreens.offerPrice', currencyCode)} error={errors?.tmp_price?.message}>
        {(control) => <input {...control} {...register('special_offer.tmp_price')} className={inputClass} inputMode="decimal" autoComplete="off" />}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={tp('productScreens.offerStart')} error={errors?.start_date?.message}>
          {(control) => <input {...control} {...register('special_offer.start_date')} type="datetime-local" className={inputClass} />}
        </Field>
        <Field label={tp('productScreens.offerEnd')} error={errors?.end_date?.message}>
          {(control) => <input {...control} {...register('special_offer.end_date')} type="datetime-local" className={inputClass} />}
        </Field>
      </div>
    </>
  );
}

/** The dates a made-to-order product can be ordered for, and the days it needs, while its switch is on. */
function AvailabilityFields({ register, errors }: { register: Register; errors: Errors['availability'] }) {
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <Field label={tp('productScreens.availabilityStart')} error={errors?.start_date?.message}>
          {(control) => <input {...control} {...register('availability.start_date')} type="date" className={inputClass} />}
        </Field>
        <Field label={tp('productScreens.availabilityEnd')} error={errors?.end_date?.message}>
          {(control) => <input {...control} {...register('availability.end_date')} type="date" className={inputClass} />}
        </Field>
      </div>
      <Field
        label={tp('productScreens.reservationDays')}
        hint={tp('productScreens.reservationHint', { max: MAX_RESERVATION_DAYS })}
        error={errors?.minimum_reservation_days?.message}
      >
        {(control) => <input {...control} {...register('availability.minimum_reservation_days')} className={inputClass} inputMode="numeric" autoComplete="off" />}
      </Field>
    </>
  );
}

/** The SKU and the "Stock bajo" threshold, side by side. */
function RestockFields({ register, errors }: { register: Register; errors: Errors }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field label={tp('productScreens.sku')} error={errors.sku?.message}>
        {(control) => <input {...control} {...register('sku')} className={inputClass} autoComplete="off" autoCapitalize="characters" spellCheck={false} />}
      </Field>
      <Field label={tp('productScreens.lowStockThreshold')} error={errors.low_stock_threshold?.message}>
        {(control) => <input {...control} {...register('low_stock_threshold')} className={inputClass} inputMode="numeric" autoComplete="off" />}
      </Field>
    </div>
  );
}

/** Crear or Guardar (saying so while it works), and what came of it. */
function SubmitRow({ creating, submitting, notice }: { creating: boolean; submitting: boolean; notice: Notice }) {
  const label = creating ? (submitting ? 'productScreens.creating' : 'productScreens.create') : submitting ? 'productScreens.saving' : 'productScreens.save';
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <button type="submit" className={`${primaryButton} w-full sm:w-auto`} disabled={submitting}>
        {tp(label)}
      </button>
      <p role={notice?.error ? 'alert' : 'status'} className={`text-sm font-medium ${notice?.error ? 'text-red-700' : 'text-emerald-800'}`}>
        {notice?.text ?? ''}
      </p>
    </div>
  );
}

/**
 * The product editor's form, for a new product (`product` absent) or a stored one. Validated by
 * the API's schema in the browser (productResolver), with each message under its field and the
 * focus on the first one; a new product is created whole, a stored one sends only what changed.
 */
export function ProductForm({
  storeId,
  product,
  categories,
  currencies,
  tags,
  onCreated,
}: {
  storeId: number;
  product?: PanelProduct;
  categories: Category[];
  currencies: Currency[];
  tags: PanelTag[];
  onCreated: (productId: number) => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const create = useCreateProduct(storeId);
  const update = useUpdateProduct(storeId, product?.product_id ?? 0);
  const [notice, setNotice] = useState<Notice>(null);
  const [initial] = useState(() =>
    product ? productFormValues(product) : emptyProductValues(currencies.length === 1 ? currencies[0]?.currency_id : undefined),
  );
  // What the server holds, as the API's body: an edit sends the fields that differ from it.
  const saved = useRef<ProductCreate | ProductPayload>(savedBody(initial));
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, isSubmitted, isDirty },
  } = useForm<ProductFormValues, unknown, ProductCreate>({
    defaultValues: initial,
    resolver: productResolver,
    shouldFocusError: false,
  });
  const leave = useLeaveGuard(isDirty);
  // Every field, for the live parts (counters, switches, tiers' rules, the price preview).
  const values = useWatch({ control }) as ProductFormValues;
  const currencyCode = currencies.find((currency) => String(currency.currency_id) === values.currency_id)?.code ?? '';
  const offerOn = values.special_offer.enabled;
  const availabilityOn = values.availability.enabled;
  const [now] = useState(() => new Date());
  const payload = productPayload(values).payload;
  const nameLength = values.name.length;
  const descriptionLength = values.description.length;

  function focusFirstError() {
    // After React has drawn the messages: the first field marked invalid, in reading order.
    setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid-group]')?.focus());
  }

  async function onValid(body: ProductCreate) {
    setNotice(null);
    const failed = (error: unknown, fallback: string) => setNotice({ text: failureMessage(error, fallback) ?? fallback, error: true });
    if (!product) {
      try {
        const created = await create.mutateAsync(body);
        leave.allowLeaving();
        onCreated(created);
      } catch (error) {
        failed(error, tp('productScreens.createError'));
      }
      return;
    }
    const changes: ProductPatch = changedFields<Record<string, unknown>>(saved.current, body);
    if (Object.keys(changes).length === 0) {
      setNotice({ text: tp('productScreens.noChanges'), error: false });
      return;
    }
    // A new stock names the stock it replaces: the one loaded, or the one the server told since.
    if (changes.stock !== undefined) changes.stock_seen = saved.current.stock;
    try {
      const stored = await update.mutateAsync(changes);
      // Sales go on while the seller edits other fields: the box shows the stock as it is now.
      saved.current = { ...body, stock: stored.stock };
      if (changes.stock === undefined) setValue('stock', String(stored.stock));
      reset(undefined, { keepValues: true });
      setNotice({ text: tp('productScreens.saved'), error: false });
    } catch (error) {
      const stock = movedStock(error);
      if (stock === null) return failed(error, tp('productScreens.saveError'));
      // Nothing was saved. The seller's number stays in the box, to keep or change against the stock now.
      saved.current = { ...saved.current, stock };
      const message = tp('product.stockChanged', { stock });
      setError('stock', { type: 'server', message }, { shouldFocus: true });
      setNotice({ text: message, error: true });
    }
  }

  function onInvalid() {
    setNotice({ text: tp('productScreens.fixErrors'), error: true });
    focusFirstError();
  }

  return (
    <form ref={form} noValidate onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)} className="flex flex-col gap-4">
      <Section title={tp('productScreens.sectionBasics')}>
        <Field label={tp('productScreens.name')} error={errors.name?.message} count={nameLength} max={PRODUCT_NAME_MAX}>
          {(control) => <input {...control} {...register('name')} className={inputClass} autoComplete="off" />}
        </Field>
        <Field label={tp('productScreens.description')} error={errors.description?.message} count={descriptionLength} max={PRODUCT_DESCRIPTION_MAX}>
          {(control) => <textarea {...control} {...register('description')} rows={4} className={inputClass} />}
        </Field>
        <Field label={tp('productScreens.category')} error={errors.category_id?.message}>
          {(control) => (
            <select {...control} {...register('category_id')} className={inputClass}>
              <option value="">{tp('productScreens.chooseCategory')}</option>
              {categories.map((category) => (
                <option key={category.category_id} value={category.category_id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Switch label={tp('productScreens.visibleLabel')} hint={tp('productScreens.visibleHint')} {...register('visible')} />
      </Section>

      <Section title={tp('productScreens.sectionPrice')}>
        <Field label={tp('productScreens.currency')} error={errors.currency_id?.message}>
          {(control) => (
            <select {...control} {...register('currency_id')} className={inputClass}>
              <option value="">{tp('productScreens.chooseCurrency')}</option>
              {currencies.map((currency) => (
                <option key={currency.currency_id} value={currency.currency_id}>
                  {currency.code}
                </option>
              ))}
            </select>
          )}
        </Field>
        {/* Side by side on a phone, one under the other while a message (a question, the stock now) needs the width. */}
        <div className={`grid gap-3 ${errors.price || errors.stock ? '' : 'grid-cols-2'}`}>
          <Field label={withCurrency('productScreens.price', currencyCode)} error={errors.price?.message}>
            {(control) => <input {...control} {...register('price')} className={inputClass} inputMode="decimal" autoComplete="off" />}
          </Field>
          <Field label={tp('productScreens.stock')} error={errors.stock?.message}>
            {(control) => <input {...control} {...register('stock')} className={inputClass} inputMode="numeric" autoComplete="off" />}
          </Field>
        </div>
        <p className="-mt-2 text-xs text-slate-700">{tp('productScreens.priceHint')}</p>
        <RestockFields register={register} errors={errors} />
        <p className="-mt-2 text-xs text-slate-700">{tp('productScreens.lowStockThresholdHint')}</p>
      </Section>

      <Section title={tp('productScreens.sectionTiers')} hint={tp('productScreens.tiersHint')}>
        <TierFields
          tiers={values.wholesale_prices}
          errors={errors.wholesale_prices}
          register={register}
          currencyCode={currencyCode}
          priceLabel={withCurrency('productScreens.tierPrice', currencyCode)}
          notBelowOffer={tiersNotBelowOffer(payload)}
          offerPrice={payload.special_offer?.tmp_price}
          onChange={(tiers) => {
            clearErrors('wholesale_prices');
            setValue('wholesale_prices', tiers, { shouldDirty: true, shouldValidate: isSubmitted });
          }}
        />
      </Section>

      <Section title={tp('productScreens.sectionOffer')} hint={tp('productScreens.offerHint')}>
        <Switch label={tp('productScreens.offerEnabled')} {...register('special_offer.enabled')} />
        {offerOn ? <OfferFields register={register} errors={errors.special_offer} currencyCode={currencyCode} /> : null}
      </Section>

      <PricePreview payload={payload} currencyCode={currencyCode} now={now} />

      <Section title={tp('productScreens.sectionAvailability')} hint={tp('productScreens.availabilityHint')}>
        <Switch label={tp('productScreens.availabilityEnabled')} {...register('availability.enabled')} />
        {availabilityOn ? <AvailabilityFields register={register} errors={errors.availability} /> : null}
      </Section>

      <Section title={tp('productScreens.sectionReferral')}>
        <Field
          label={tp('productScreens.commission')}
          hint={tp('productScreens.commissionHint', { max: MAX_COMMISSION_PERCENT })}
          error={errors.referral_commission_percent?.message}
        >
          {(control) => <input {...control} {...register('referral_commission_percent')} className={inputClass} inputMode="decimal" autoComplete="off" />}
        </Field>
      </Section>

      <Section title={tp('productScreens.sectionTags')} hint={tp('productScreens.tagsHint')}>
        <TagChips tags={tags} value={values.tags} onChange={(ids) => setValue('tags', ids, { shouldDirty: true, shouldValidate: isSubmitted })} />
        {errors.tags?.message ? <p className="text-sm text-red-700">{errors.tags.message}</p> : null}
      </Section>

      <SubmitRow creating={!product} submitting={isSubmitting} notice={notice} />
      {leave.dialog}
    </form>
  );
}
