import { t, type SellersMessageKey as MessageKey } from '@plaza/domain/messages/es-sellers';
import { ChevronDownIcon } from '../../ui/icons';

const QUESTIONS: readonly { question: MessageKey; answer: MessageKey }[] = [
  { question: 'becomeSeller.faqReviewQuestion', answer: 'becomeSeller.faqReviewAnswer' },
  { question: 'becomeSeller.faqPlanQuestion', answer: 'becomeSeller.faqPlanAnswer' },
  { question: 'becomeSeller.faqPaymentQuestion', answer: 'becomeSeller.faqPaymentAnswer' },
  { question: 'becomeSeller.faqContractQuestion', answer: 'becomeSeller.faqContractAnswer' },
];

/** The four questions of spec section 2, each folding open on its own (details/summary). */
export function SellerFaq() {
  return (
    <section aria-labelledby="seller-faq-title" className="mx-auto w-full max-w-3xl">
      <h2 id="seller-faq-title" className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('becomeSeller.faqTitle')}
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {QUESTIONS.map(({ question, answer }) => (
          <details key={question} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              <span>{t(question)}</span>
              <ChevronDownIcon className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-5 text-slate-700">{t(answer)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
