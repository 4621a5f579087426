import { STORE_DESCRIPTION_MAX, STORE_NAME_MAX } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es-sellers';
import type { Category, StorePlan, Ubication } from '@plaza/domain/schemas/reference';
import type { BillingPeriod, SellerApplication } from '@plaza/domain/schemas/seller-application';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { apiFetch } from '../../api/api-fetch';
import { applyErrorPolicy, errorMessage } from '../../api/error-policy';
import { primaryButton } from '../../ui/button-styles';
import { emptyApplicationForm, validateApplication, type ApplicationChoices, type ApplicationFormValues } from './application-form-values';
import { planPriceLabel } from './plan-picker';
import { FieldError, SelectField, TextAreaField, TextField } from './seller-fields';
import type { Currency } from './seller-queries';
import { Form } from '../../ui/form';

export interface SubmittedApplication {
  email: string;
  storeName: string;
}

interface SellerApplicationFormProps {
  /** The plan chosen on the cards above, and the period of the toggle. */
  plan: StorePlan | undefined;
  billing: BillingPeriod;
  /** undefined while loading (or after a failure, which the page has already reported). */
  categories: Category[] | undefined;
  ubications: Ubication[] | undefined;
  currencies: Currency[] | undefined;
  /** The id of the plans' section, for the "change plan" link. */
  plansAnchor: string;
  onSubmitted: (application: SubmittedApplication) => void;
}

const sectionTitle = 'text-base font-bold text-slate-900';
const textLink = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950';

/** The application: the applicant, the store, the chosen plan and the consent, sent in one call. */
export function SellerApplicationForm({ plan, billing, categories, ubications, currencies, plansAnchor, onSubmitted }: SellerApplicationFormProps) {
  const [values, setValues] = useState<ApplicationFormValues>(emptyApplicationForm);
  // Errors show once a submit has failed, and follow every change after that.
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const choices = preselected(values, { plan, billing, categories, currencies });
  const errors = attempted ? (validateApplication(values, choices).errors ?? {}) : {};

  const submit = useMutation({
    mutationFn: (payload: SellerApplication) => apiFetch('/api/store_admin/storeSolicitude', { method: 'POST', body: payload }),
    onSuccess: (_answer, payload) => onSubmitted({ email: payload.user_info.email, storeName: payload.store_info.name }),
    onError: (error) => {
      // 403, 500 and maintenance have their site-wide answer; anything else is said here.
      if (!applyErrorPolicy(error)) setFailure(errorMessage(error, t('becomeSeller.submitError')));
    },
  });

  function change<K extends keyof ApplicationFormValues>(field: K, value: ApplicationFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setFailure(null);
  }

  function onProvince(province: string) {
    // Another province's municipality would be wrong: the choice starts over.
    setValues((current) => ({ ...current, province, ubicationId: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    setFailure(null);
    const { payload } = validateApplication(values, choices);
    if (!payload) {
      flushSync(() => setAttempted(true));
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    submit.mutate(payload);
  }

  return (
    <Form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className={`${sectionTitle} float-left w-full`}>{t('becomeSeller.yourData')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('account.name')}
            value={values.name}
            onValue={(value) => change('name', value)}
            error={errors.name}
            autoComplete="given-name"
            required
          />
          <TextField
            label={t('account.lastName')}
            value={values.last_name}
            onValue={(value) => change('last_name', value)}
            error={errors.last_name}
            autoComplete="family-name"
            required
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('account.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('account.emailPlaceholder')}
            value={values.email}
            onValue={(value) => change('email', value)}
            error={errors.email}
            required
          />
          <TextField
            label={t('account.phoneOptional')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('becomeSeller.phonePlaceholder')}
            value={values.phone}
            onValue={(value) => change('phone', value)}
            error={errors.phone}
          />
        </div>
      </fieldset>

      <fieldset className="flex min-w-0 flex-col gap-4 border-t border-slate-200 pt-6">
        <legend className={`${sectionTitle} float-left w-full`}>{t('becomeSeller.yourStore')}</legend>
        <TextField
          label={t('becomeSeller.storeName')}
          value={values.storeName}
          onValue={(value) => change('storeName', value)}
          max={STORE_NAME_MAX}
          error={errors.storeName}
          autoComplete="organization"
          required
        />
        <TextAreaField
          label={t('becomeSeller.storeDescription')}
          value={values.description}
          onValue={(value) => change('description', value)}
          max={STORE_DESCRIPTION_MAX}
          placeholder={t('becomeSeller.descriptionPlaceholder')}
          error={errors.description}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('becomeSeller.category')}
            value={choices.categoryId ?? ''}
            onValue={(value) => change('categoryId', Number(value))}
            disabled={!categories}
            error={errors.category}
            required
          >
            {!categories && <option value="">{t('becomeSeller.loadingOption')}</option>}
            {categories?.map((category) => (
              <option key={category.category_id} value={category.category_id}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('becomeSeller.currency')}
            value={choices.currencyId ?? ''}
            onValue={(value) => change('currencyId', Number(value))}
            disabled={!currencies}
            error={errors.currency}
            required
          >
            {!currencies && <option value="">{t('becomeSeller.loadingOption')}</option>}
            {currencies?.map((currency) => (
              <option key={currency.currency_id} value={currency.currency_id}>
                {currency.code}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <PlaceFields ubications={ubications} values={values} errors={errors} onProvince={onProvince} onUbication={(id) => change('ubicationId', id)} />
        </div>
      </fieldset>

      <ChosenPlan plan={plan} billing={billing} plansAnchor={plansAnchor} error={errors.plan} />

      <div className="flex flex-col gap-1.5">
        <label className="flex gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={values.terms}
            onChange={(event) => change('terms', event.target.checked)}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'terms-error' : undefined}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            required
          />
          <span>
            {t('auth.acceptTerms')}{' '}
            <Link to="/terms-and-conditions" target="_blank" className={textLink}>
              {t('auth.termsLink')}
              <span className="sr-only"> {t('auth.opensInNewTab')}</span>
            </Link>{' '}
            {t('becomeSeller.acceptAnd')}{' '}
            <Link to="/privacy-policy" target="_blank" className={textLink}>
              {t('auth.privacyLink')}
              <span className="sr-only"> {t('auth.opensInNewTab')}</span>
            </Link>
          </span>
        </label>
        <FieldError id="terms-error" message={errors.terms} />
      </div>

      <div aria-live="polite" aria-atomic="true" className="empty:-mt-8">
        {failure && <p className="rounded-xl bg-rose-50 px-3 py-2.5 text-sm font-medium text-rose-800 ring-1 ring-rose-200">{failure}</p>}
      </div>

      <button type="submit" className={`${primaryButton} w-full sm:w-auto sm:self-start`} disabled={submit.isPending} aria-busy={submit.isPending || undefined}>
        {submit.isPending ? t('becomeSeller.submitting') : t('becomeSeller.submit')}
      </button>
    </Form>
  );
}

/**
 * The first plan, category and currency are preselected (spec section 4): until the user picks
 * another, the first of each list is the value.
 */
function preselected(
  values: ApplicationFormValues,
  { plan, billing, categories, currencies }: Pick<SellerApplicationFormProps, 'plan' | 'billing' | 'categories' | 'currencies'>,
): ApplicationChoices {
  return {
    planId: plan?.plan_id,
    billing,
    categoryId: values.categoryId ?? categories?.[0]?.category_id,
    currencyId: values.currencyId ?? currencies?.[0]?.currency_id,
  };
}

/** The province, then one of its municipalities. */
function PlaceFields({
  ubications,
  values,
  errors,
  onProvince,
  onUbication,
}: {
  ubications: Ubication[] | undefined;
  values: ApplicationFormValues;
  errors: Partial<Record<'province' | 'municipality', string>>;
  onProvince: (province: string) => void;
  onUbication: (ubicationId: number | undefined) => void;
}) {
  const townships = ubications?.find((entry) => entry.province === values.province)?.townships ?? [];
  return (
    <>
      <SelectField
        label={t('becomeSeller.province')}
        value={values.province}
        onValue={onProvince}
        error={errors.province}
        autoComplete="address-level1"
        required
      >
        <option value="">{ubications ? t('becomeSeller.chooseProvince') : t('becomeSeller.loadingOption')}</option>
        {ubications?.map((entry) => (
          <option key={entry.province} value={entry.province}>
            {entry.province}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('becomeSeller.municipality')}
        value={values.ubicationId ?? ''}
        onValue={(value) => onUbication(value ? Number(value) : undefined)}
        disabled={!values.province}
        hint={values.province ? undefined : t('becomeSeller.chooseProvinceFirst')}
        error={errors.municipality}
        autoComplete="address-level2"
        required
      >
        <option value="">{t('becomeSeller.chooseMunicipality')}</option>
        {townships.map((entry) => (
          <option key={entry.ubication_id} value={entry.ubication_id}>
            {entry.township}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/** The plan chosen on the cards above, with its period and price, and the way back to them. */
function ChosenPlan({ plan, billing, plansAnchor, error }: { plan: StorePlan | undefined; billing: BillingPeriod; plansAnchor: string; error: string | undefined }) {
  return (
    <div className="flex flex-col gap-1.5 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <p className="text-sm font-semibold text-brand-950">{t('becomeSeller.chosenPlan')}</p>
      <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-slate-900">
        <span>
          {plan
            ? t('becomeSeller.planSummary', {
                plan: plan.name,
                period: t(billing === 'yearly' ? 'becomeSeller.yearly' : 'becomeSeller.monthly'),
                price: planPriceLabel(plan, billing),
              })
            : t('becomeSeller.noPlan')}
        </span>
        <a href={`#${plansAnchor}`} className={`${textLink} text-sm`}>
          {t('becomeSeller.changePlan')}
        </a>
      </p>
      <FieldError id="plan-error" message={error} />
    </div>
  );
}
