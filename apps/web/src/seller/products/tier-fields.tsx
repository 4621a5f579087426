import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { amountInputValue, parseAmount } from '@plaza/domain/money';
import { tp } from '@plaza/domain/messages/es-panel';
import { MAX_TIERS } from '@plaza/domain/product-rules';
import { Field, inputClass } from '../../panel-ui/field';
import type { ProductFormValues, TierValues } from './product-form-values';
import { smallButton } from './styles';

/**
 * The wholesale tiers: a row per tier (from how many units, at what unit price), added and
 * removed freely, each with the rule it must keep written beside it (more units and a lower
 * price than the row before, below the regular price). The rows are the form's own array, set
 * whole on add and remove (useFieldArray would cost the panel's first load 1.7 KB). A row whose
 * price is not below the offer's (`notBelowOffer`) is saved, with a warning: while the offer runs
 * the shopper pays the offer and the tier is not charged.
 */
export function TierFields({
  tiers,
  errors,
  register,
  onChange,
  currencyCode,
  priceLabel,
  notBelowOffer,
  offerPrice,
}: {
  tiers: TierValues[];
  errors: FieldErrors<ProductFormValues>['wholesale_prices'];
  register: UseFormRegister<ProductFormValues>;
  onChange: (tiers: TierValues[]) => void;
  currencyCode: string;
  priceLabel: string;
  /** Indexes of the tiers whose price is not below the offer set on the product. */
  notBelowOffer: number[];
  offerPrice: number | undefined;
}) {
  const groupError = errors?.root?.message ?? errors?.message;
  const money = (minor: number) => `${amountInputValue(minor)} ${currencyCode}`.trim();

  function rule(index: number): string {
    const previous = tiers[index - 1];
    if (!previous) return tp('productScreens.tierRuleFirst');
    const price = parseAmount(previous.price_per_unit);
    return tp('productScreens.tierRuleNext', {
      min: previous.min_quantity.trim() || '…',
      price: price === null ? '…' : money(price),
    });
  }

  return (
    <div className="flex flex-col gap-3">
      {tiers.length === 0 ? <p className="text-sm text-slate-700">{tp('productScreens.noTiers')}</p> : null}
      <ol className="flex flex-col gap-3">
        {tiers.map((_tier, index) => (
          <li key={index}>
            <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-800">{tp('productScreens.tierRow', { n: index + 1 })}</legend>
              <p className="text-xs text-slate-700">{rule(index)}</p>
              <div className="grid grid-cols-2 gap-2">
                <Field label={tp('productScreens.tierMin')} error={errors?.[index]?.min_quantity?.message}>
                  {(control) => <input {...control} {...register(`wholesale_prices.${index}.min_quantity`)} className={inputClass} inputMode="numeric" autoComplete="off" />}
                </Field>
                <Field label={priceLabel} error={errors?.[index]?.price_per_unit?.message}>
                  {(control) => (
                    <input {...control} {...register(`wholesale_prices.${index}.price_per_unit`)} className={inputClass} inputMode="decimal" autoComplete="off" />
                  )}
                </Field>
              </div>
              {notBelowOffer.includes(index) && offerPrice !== undefined ? (
                <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">{tp('productScreens.tierNotBelowOffer', { offer: money(offerPrice) })}</p>
              ) : null}
              <button type="button" className={`${smallButton} self-start`} onClick={() => onChange(tiers.filter((_, other) => other !== index))}>
                {tp('productScreens.removeTier', { n: index + 1 })}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      {groupError ? (
        <p role="alert" tabIndex={-1} data-invalid-group="" className="text-sm text-red-700">
          {groupError}
        </p>
      ) : null}
      {tiers.length < MAX_TIERS ? (
        <button type="button" className={`${smallButton} self-start`} onClick={() => onChange([...tiers, { min_quantity: '', price_per_unit: '' }])}>
          {tp('productScreens.addTier')}
        </button>
      ) : null}
    </div>
  );
}
