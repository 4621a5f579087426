import { t } from '@plaza/domain/messages/es-sellers';
import { formatPrice, PLAN_CURRENCY, yearlyPrice } from '@plaza/domain/money';
import { planLimitLines } from '@plaza/domain/plan-limits';
import type { BillingPeriod } from '@plaza/domain/schemas/seller-application';
import type { StorePlan } from '@plaza/domain/schemas/reference';
import { secondaryButton } from '../../ui/button-styles';
import { Skeleton } from '../../ui/skeleton';

/** What the plan costs per billing period, in cents: the yearly price is 12 months less 5%. */
export function planPrice(plan: Pick<StorePlan, 'price'>, billing: BillingPeriod): number {
  return billing === 'yearly' ? yearlyPrice(plan.price) : plan.price;
}

/** "113.89 USD/año". */
export function planPriceLabel(plan: Pick<StorePlan, 'price'>, billing: BillingPeriod): string {
  return `${formatPrice(planPrice(plan, billing), PLAN_CURRENCY)}${t(billing === 'yearly' ? 'becomeSeller.perYear' : 'becomeSeller.perMonth')}`;
}

function CheckIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4l3.3 3.3 7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

interface BillingToggleProps {
  value: BillingPeriod;
  onChange: (value: BillingPeriod) => void;
}

/** Monthly or yearly, as two radio buttons drawn as one switch; yearly carries its discount. */
export function BillingToggle({ value, onChange }: BillingToggleProps) {
  const option =
    'relative flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 text-slate-700 hover:text-slate-900';
  return (
    <fieldset className="flex justify-center">
      <legend className="sr-only">{t('becomeSeller.billingPeriod')}</legend>
      <div className="inline-flex rounded-full bg-white p-1 shadow-sm ring-1 ring-slate-200">
        <label className={option}>
          <input type="radio" name="billing" value="monthly" checked={value === 'monthly'} onChange={() => onChange('monthly')} className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0" />
          {t('becomeSeller.monthly')}
        </label>
        <label className={option}>
          <input type="radio" name="billing" value="yearly" checked={value === 'yearly'} onChange={() => onChange('yearly')} className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0" />
          {t('becomeSeller.yearly')}
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">{t('becomeSeller.yearlyDiscount')}</span>
        </label>
      </div>
    </fieldset>
  );
}

interface PlanCardsProps {
  plans: StorePlan[] | undefined;
  failed: boolean;
  onRetry: () => void;
  billing: BillingPeriod;
  selected: number | undefined;
  onSelect: (planId: number) => void;
}

/** The plans as selectable cards: name, price for the chosen period, description, the limits and features the plan's data allows, then its free-text features. */
export function PlanCards({ plans, failed, onRetry, billing, selected, onSelect }: PlanCardsProps) {
  if (!plans && failed) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <p className="font-medium text-rose-800">{t('becomeSeller.plansError')}</p>
        <button type="button" className={secondaryButton} onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!plans) {
    return (
      <div role="status" aria-label={t('becomeSeller.plansLoading')} className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <div key={card} className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-9 w-40" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ))}
      </div>
    );
  }

  return (
    <fieldset>
      <legend className="sr-only">{t('becomeSeller.plansTitle')}</legend>
      <div className="grid gap-4 md:grid-cols-3">
        {plans.map((plan) => {
          const checked = plan.plan_id === selected;
          const nameId = `plan-${plan.plan_id}-name`;
          const priceId = `plan-${plan.plan_id}-price`;
          return (
            <label
              key={plan.plan_id}
              className="relative flex cursor-pointer flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md motion-reduce:transition-none has-focus-visible:transition-none has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 sm:p-6"
            >
              <input
                type="radio"
                name="plan"
                value={plan.plan_id}
                checked={checked}
                onChange={() => onSelect(plan.plan_id)}
                aria-labelledby={nameId}
                aria-describedby={priceId}
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0"
              />
              <div className="flex items-start justify-between gap-3">
                <span id={nameId} className="text-lg font-bold text-slate-900">
                  {plan.name}
                </span>
                <span
                  aria-hidden="true"
                  className={`flex size-6 shrink-0 items-center justify-center rounded-full ring-2 ${checked ? 'bg-brand-700 text-white ring-brand-700' : 'text-transparent ring-slate-300'}`}
                >
                  <CheckIcon className="size-4" />
                </span>
              </div>
              <div className="flex flex-col gap-4">
                <p id={priceId}>
                  <span className="text-3xl font-extrabold tracking-tight text-slate-900 tabular-nums">{formatPrice(planPrice(plan, billing), PLAN_CURRENCY)}</span>
                  <span className="text-sm font-medium text-slate-600">
                    {t(billing === 'yearly' ? 'becomeSeller.perYear' : 'becomeSeller.perMonth')}
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">
                    {t(billing === 'yearly' ? 'becomeSeller.billedYearly' : 'becomeSeller.billedMonthly')}
                  </span>
                </p>
                <p className="text-sm text-slate-700">{plan.description}</p>
                <ul className="flex flex-col gap-2.5 border-t border-slate-200 pt-4">
                  {planLimitLines(plan.limits).map((line) => (
                    <li key={line} className="flex gap-2 text-sm">
                      <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
                      <span className="font-semibold text-slate-900">{line}</span>
                    </li>
                  ))}
                  {plan.features.map((feature) => (
                    <li key={feature.feature_id} className="flex gap-2 text-sm">
                      <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
                      <span>
                        <span className="font-semibold text-slate-900">{feature.name}</span>
                        {feature.description && <span className="block text-slate-600">{feature.description}</span>}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
