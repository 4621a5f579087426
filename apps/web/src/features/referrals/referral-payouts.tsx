import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '@plaza/domain/money';
import { t } from '@plaza/domain/messages/es-profile';
import { tpay } from '@plaza/domain/messages/es-payouts';
import type { MyPayouts } from '@plaza/domain/schemas/payout';
import { errorMessage } from '../../api/error-policy';
import { spanishDates } from '../../ui/date-format';
import { useErrorPolicy } from '../../ui/use-error-policy';
import { referralPayoutsQuery } from './referral-queries';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';
const moment = spanishDates({ dateStyle: 'medium', timeZone: 'America/Havana' });

type StoreBalance = MyPayouts['balances'][number];

/** The balance in words: owed, settled, or overpaid (a cancel after a payout), never hidden. */
function balanceWords(balance: StoreBalance): string {
  const amount = formatPrice(Math.abs(balance.balance), balance.currency);
  if (balance.balance > 0) return t('referralPayouts.owed', { amount });
  if (balance.balance < 0) return t('referralPayouts.overpaid', { amount });
  return t('referralPayouts.settled', { currency: balance.currency });
}

function BalanceRow({ balance }: { balance: StoreBalance }) {
  const negative = balance.balance < 0;
  return (
    <li className="flex min-w-0 flex-col gap-1 py-3">
      <span className="font-semibold break-words text-slate-900">{balance.store_name}</span>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-slate-700">{t('referralPayouts.earned')}</dt>
        <dd className="text-slate-900 tabular-nums">{formatPrice(balance.earned, balance.currency)}</dd>
        <dt className="text-slate-700">{t('referralPayouts.paid')}</dt>
        <dd className="text-slate-900 tabular-nums">{formatPrice(balance.paid, balance.currency)}</dd>
        <dt className="font-medium text-slate-700">{t('referralPayouts.balance')}</dt>
        <dd className={`font-bold tabular-nums ${negative ? 'text-rose-800' : 'text-slate-900'}`}>{formatPrice(balance.balance, balance.currency)}</dd>
      </dl>
      <p className={`text-sm ${negative ? 'font-medium text-rose-800' : 'text-slate-700'}`}>{balanceWords(balance)}</p>
    </li>
  );
}

/**
 * Atop the profile's Referidos (issue 42): per store and currency what the referrer is owed (the
 * same ledger the seller and the operator read) and the payouts received. Nothing until a commission was earned.
 */
export function ReferralPayouts({ userId }: { userId: string }) {
  const payouts = useQuery(referralPayoutsQuery(userId));
  useErrorPolicy(payouts.error);
  if (payouts.isPending) return null;
  if (payouts.isError) {
    return (
      <p role="alert" className="font-medium text-rose-800">
        {errorMessage(payouts.error, t('referralPayouts.loadError'))}
      </p>
    );
  }
  const { balances, payouts: received, has_more_payouts: more } = payouts.data;
  if (balances.length === 0 && received.length === 0) return null;
  return (
    <section aria-labelledby="referral-payouts-title" className={`${card} flex flex-col gap-3`}>
      <div>
        <h3 id="referral-payouts-title" className="font-semibold text-slate-900">
          {t('referralPayouts.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{t('referralPayouts.intro')}</p>
      </div>
      <ul aria-label={t('referralPayouts.title')} className="flex flex-col divide-y divide-slate-200">
        {balances.map((balance) => (
          <BalanceRow key={`${balance.store_id}-${balance.currency}`} balance={balance} />
        ))}
      </ul>
      <h4 id="referral-payouts-received" className="font-semibold text-slate-900">
        {t('referralPayouts.received')}
      </h4>
      {received.length === 0 ? (
        <p className="text-sm text-slate-700">{t('referralPayouts.none')}</p>
      ) : (
        <ul aria-labelledby="referral-payouts-received" className="flex flex-col gap-2">
          {received.map((payout) => (
            <li key={payout.id} className="flex min-w-0 flex-col text-sm">
              <span className="font-medium break-words text-slate-900">
                {t('referralPayouts.payoutLine', { amount: formatPrice(payout.amount, payout.currency), store: payout.store.name })}
              </span>
              <span className="break-words text-slate-700">
                {t('referralPayouts.payoutMeta', { date: moment(new Date(payout.created_at)), method: tpay(`methods.${payout.method}`), reference: payout.reference })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {more ? <p className="text-sm text-slate-700">{t('referralPayouts.more', { count: received.length })}</p> : null}
    </section>
  );
}
