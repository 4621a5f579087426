import { useFieldArray, useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { amountInputValue, parseAmount } from '@plaza/domain/money';
import { tp } from '@plaza/domain/messages/es-panel';
import { MAX_TIERS } from '@plaza/domain/product-rules';
import { Field, inputClass } from '../ui/field';
import type { ProductCreate } from '@plaza/domain/schemas/panel-product';
import type { ProductFormValues } from './product-form-values';
import { smallButton } from './styles';

/**
 * The wholesale tiers: a row per tier (from how many units, at what unit price), added and
 * removed freely, each with the rule it must keep written beside it (more units and a lower
 * price than the row before, below the regular price).
 */
export function TierFields({
  control,
  register,
  currencyCode,
}: {
  control: Control<ProductFormValues, unknown, ProductCreate>;
  register: UseFormRegister<ProductFormValues>;
  currencyCode: string;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'wholesale_prices' });
  const tiers = useWatch({ control, name: 'wholesale_prices' });
  const { errors } = useFormState({ control, name: 'wholesale_prices' });
  const tierErrors = errors.wholesale_prices;
  const groupError = tierErrors?.root?.message ?? tierErrors?.message;

  function rule(index: number): string {
    const previous = tiers?.[index - 1];
    if (!previous) return tp('productScreens.tierRuleFirst');
    const price = parseAmount(previous.price_per_unit);
    return tp('productScreens.tierRuleNext', {
      min: previous.min_quantity.trim() || '…',
      price: price === null ? '…' : `${amountInputValue(price)} ${currencyCode}`.trim(),
    });
  }

  return (
    <div className="flex flex-col gap-3">
      {fields.length === 0 ? <p className="text-sm text-slate-700">{tp('productScreens.noTiers')}</p> : null}
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-800">{tp('productScreens.tierRow', { n: index + 1 })}</legend>
              <p className="text-xs text-slate-700">{rule(index)}</p>
              <div className="grid grid-cols-2 gap-2">
                <Field label={tp('productScreens.tierMin')} error={tierErrors?.[index]?.min_quantity?.message}>
                  {(control) => <input {...control} {...register(`wholesale_prices.${index}.min_quantity`)} className={inputClass} inputMode="numeric" autoComplete="off" />}
                </Field>
                <Field label={tp('productScreens.tierPrice', { currency: currencyCode })} error={tierErrors?.[index]?.price_per_unit?.message}>
                  {(control) => (
                    <input {...control} {...register(`wholesale_prices.${index}.price_per_unit`)} className={inputClass} inputMode="decimal" autoComplete="off" />
                  )}
                </Field>
              </div>
              <button type="button" className={`${smallButton} self-start`} onClick={() => remove(index)}>
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
      {fields.length < MAX_TIERS ? (
        <button type="button" className={`${smallButton} self-start`} onClick={() => append({ min_quantity: '', price_per_unit: '' })}>
          {tp('productScreens.addTier')}
        </button>
      ) : null}
    </div>
  );
}
