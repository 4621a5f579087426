import { useEffect, useRef, useState, type FormEvent } from 'react';
import { readAmount, formatPrice, spanishAmount } from '@plaza/domain/money';
import { tp } from '@plaza/domain/messages/es-panel-orders';
import { tpay } from '@plaza/domain/messages/es-payouts';
import { PAYOUT_METHODS, PAYOUT_REFERENCE_MAX, type LedgerBalance, type PayoutMethod, type ReferrerBalance } from '@plaza/domain/schemas/payout';
import { errorMessage } from '../../api/error-policy';
import { Field, inputClass } from '../../panel-ui/field';
import { FormMessage } from '../../panel-ui/form-message';
import { dialogPrimary, outlineButton } from '../orders/styles';
import type { RecordPayout } from '../api/payouts';

/** The amount box's text as minor units, or what to tell the seller (as the product form reads prices: never a guess). */
function typedAmount(text: string): { minor: number } | { message: string } {
  const reading = readAmount(text);
  if (reading.ok) return reading.minor > 0 ? { minor: reading.minor } : { message: tp('payoutsApi.badAmount') };
  if (reading.problem === 'ambiguous') {
    const { thousands, decimal } = reading;
    return {
      message: tp('productScreens.amountAmbiguous', { thousands: spanishAmount(thousands), plain: spanishAmount(thousands, false), decimal: spanishAmount(decimal) }),
    };
  }
  return { message: text.trim() ? tp('productScreens.amountFormat') : tp('payoutsApi.badAmount') };
}

/**
 * 'Registrar pago' to one referrer: a currency they are owed in, the amount (at most the balance,
 * which the server checks again under its lock), how it was paid and the transfer's reference.
 */
export function PayoutForm({
  record,
  row,
  owed,
  onCancel,
}: {
  /** The card's mutation: the card outlives the form, which goes once nothing more is owed. */
  record: RecordPayout;
  row: ReferrerBalance;
  owed: LedgerBalance[];
  onCancel: () => void;
}) {
  const [currency, setCurrency] = useState(owed[0]!.currency);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PayoutMethod>('transfer');
  const [reference, setReference] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);
  const balance = owed.find((entry) => entry.currency === currency) ?? owed[0]!;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = typedAmount(amount);
    if ('message' in typed) return setAmountError(typed.message);
    setAmountError(undefined);
    record.mutate({ referrer_id: row.referrer.user_id, currency: balance.currency, amount: typed.minor, method, reference });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={tp('payoutPages.recordTo', { name: row.referrer.name })} className="flex flex-col gap-3 border-t border-slate-200 pt-3">
      <Field label={tp('payoutPages.currency')}>
        {(control) => (
          <select {...control} ref={first} className={inputClass} value={balance.currency} onChange={(event) => setCurrency(event.target.value)}>
            {owed.map((entry) => (
              <option key={entry.currency} value={entry.currency}>
                {entry.currency}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={tp('payoutPages.amount')} hint={tp('payoutPages.amountHint', { amount: formatPrice(balance.balance, balance.currency) })} error={amountError}>
        {(control) => <input {...control} className={inputClass} inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} />}
      </Field>
      <Field label={tp('payoutPages.method')}>
        {(control) => (
          <select {...control} className={inputClass} value={method} onChange={(event) => setMethod(event.target.value as PayoutMethod)}>
            {PAYOUT_METHODS.map((value) => (
              <option key={value} value={value}>
                {tpay(`methods.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={tp('payoutPages.reference')} hint={tp('payoutPages.referenceHint')} count={reference.length} max={PAYOUT_REFERENCE_MAX}>
        {(control) => (
          <input {...control} className={inputClass} autoComplete="off" maxLength={PAYOUT_REFERENCE_MAX} value={reference} onChange={(event) => setReference(event.target.value)} />
        )}
      </Field>
      <FormMessage message={record.isError ? errorMessage(record.error, tp('payoutPages.saveError')) : null} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={dialogPrimary} disabled={record.isPending} aria-busy={record.isPending || undefined}>
          {record.isPending ? tp('payoutPages.saving') : tp('payoutPages.record')}
        </button>
        <button type="button" className={outlineButton} onClick={onCancel}>
          {tp('payoutPages.cancel')}
        </button>
      </div>
    </form>
  );
}
