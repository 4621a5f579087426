import { t } from '@plaza/domain/messages/es-sellers';
import type { BillingPeriod } from '@plaza/domain/schemas/seller-application';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { categoriesQuery } from '../../features/categories/category-queries';
import { ApplicationReceived } from '../../features/sellers/application-received';
import { BillingToggle, PlanCards } from '../../features/sellers/plan-picker';
import { SellerApplicationForm, type SubmittedApplication } from '../../features/sellers/seller-application-form';
import { SellerFaq } from '../../features/sellers/seller-faq';
import { currenciesQuery, storePlansQuery } from '../../features/sellers/seller-queries';
import { useFailureToast } from '../../features/sellers/use-failure-toast';
import { ubicationsQuery } from '../../features/store/store-queries';
import { PageContainer } from '../../ui/page-container';
import { useDocumentTitle } from '../../ui/use-document-title';

const PLANS_ID = 'planes';

/** The list once loaded; an empty one after a failure (already reported), so the select stops saying it is loading. */
function loaded<T>(query: { data: T[] | undefined; isError: boolean }): T[] | undefined {
  return query.data ?? (query.isError ? [] : undefined);
}
const FORM_ID = 'solicitud';

/**
 * /become-a-seller: the plans, the application and the FAQ; after sending, the confirmation.
 * States (spec section 4): loading reference data, form, submitting, submitted.
 */
export function BecomeASellerPage() {
  useDocumentTitle(t('pages.becomeSeller'));
  const plans = useQuery(storePlansQuery());
  const categories = useQuery(categoriesQuery());
  const ubications = useQuery(ubicationsQuery());
  const currencies = useQuery(currenciesQuery());
  useFailureToast(plans.error, t('becomeSeller.plansError'));
  useFailureToast(categories.error, t('becomeSeller.categoriesError'));
  useFailureToast(ubications.error, t('becomeSeller.ubicationsError'));
  useFailureToast(currencies.error, t('becomeSeller.currenciesError'));

  const [billing, setBilling] = useState<BillingPeriod>('monthly');
  const [chosenPlanId, setChosenPlanId] = useState<number>();
  const [submitted, setSubmitted] = useState<SubmittedApplication | null>(null);
  // The first plan is preselected (spec section 4) until another card is chosen.
  const plan = plans.data?.find((entry) => entry.plan_id === chosenPlanId) ?? plans.data?.[0];

  if (submitted) {
    return (
      <PageContainer className="py-10 sm:py-16">
        <ApplicationReceived application={submitted} />
      </PageContainer>
    );
  }

  return (
    <PageContainer className="flex flex-col gap-12 py-6 sm:gap-16 sm:py-10">
      <section
        aria-labelledby="become-seller-title"
        className="overflow-hidden rounded-3xl bg-linear-to-br from-brand-800 to-brand-950 px-6 py-10 text-white shadow-sm sm:px-10 sm:py-14"
      >
        <div className="max-w-2xl">
          <h1 id="become-seller-title" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {t('becomeSeller.heroTitle')}
          </h1>
          <p className="mt-4 text-brand-50 sm:text-lg">{t('becomeSeller.heroBody')}</p>
          <a
            href={`#${FORM_ID}`}
            className="mt-8 inline-flex min-h-11 items-center justify-center rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-900 shadow-sm transition-colors hover:bg-brand-50 active:bg-brand-100"
          >
            {t('becomeSeller.heroCta')}
          </a>
        </div>
      </section>

      <section id={PLANS_ID} aria-labelledby="plans-title" className="flex scroll-mt-6 flex-col gap-6">
        <div className="text-center">
          <h2 id="plans-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('becomeSeller.plansTitle')}
          </h2>
          <p className="mt-2 text-slate-700">{t('becomeSeller.plansIntro')}</p>
        </div>
        <BillingToggle value={billing} onChange={setBilling} />
        <PlanCards
          plans={plans.data}
          failed={plans.isError}
          onRetry={() => void plans.refetch()}
          billing={billing}
          selected={plan?.plan_id}
          onSelect={setChosenPlanId}
        />
      </section>

      <section id={FORM_ID} aria-labelledby="application-title" className="mx-auto w-full max-w-3xl scroll-mt-6">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h2 id="application-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('becomeSeller.formTitle')}
          </h2>
          <p className="mt-2 mb-6 text-slate-700">{t('becomeSeller.formIntro')}</p>
          <SellerApplicationForm
            plan={plan}
            billing={billing}
            categories={loaded(categories)}
            ubications={loaded(ubications)}
            currencies={loaded(currencies)}
            plansAnchor={PLANS_ID}
            onSubmitted={setSubmitted}
          />
        </div>
      </section>

      <SellerFaq />
    </PageContainer>
  );
}
