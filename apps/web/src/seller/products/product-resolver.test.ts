import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { tp } from '@plaza/domain/messages/es-panel';
import { emptyProductValues, type ProductFormValues } from './product-form-values';
import { productResolver } from './product-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ProductFormValues>;
const valid = (): ProductFormValues => ({ ...emptyProductValues(1), name: 'Arroz', category_id: '2', price: '0', stock: '100' });

describe('productResolver', () => {
  it('submits the API body, in minor units, once the form is sound', async () => {
    const result = await productResolver({ ...valid(), wholesale_prices: [{ min_quantity: '10', price_per_unit: '90' }] }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: 'Arroz', price: 0, stock: 100, wholesale_prices: [{ min_quantity: 10, price_per_unit: 9000 }], special_offer: null });
  });

  it('puts each message of the shared rules on its field', async () => {
    const { errors } = await productResolver(
      {
        ...valid(),
        price: '100',
        wholesale_prices: [
          { min_quantity: '10', price_per_unit: '90' },
          { min_quantity: '5', price_per_unit: '95' },
        ],
        special_offer: { enabled: true, tmp_price: '120', start_date: '2026-05-02T10:00', end_date: '2026-05-01T10:00' },
      },
      undefined,
      options,
    );
    expect(errors.wholesale_prices?.[1]?.min_quantity?.message).toBe(tp('product.tierOrder'));
    expect(errors.wholesale_prices?.[1]?.price_per_unit?.message).toBe(tp('product.tierPriceOrder'));
    expect(errors.special_offer?.tmp_price?.message).toBe(tp('product.offerPriceBelow'));
    expect(errors.special_offer?.end_date?.message).toBe(tp('product.offerDatesOrder'));
  });

  it('says how to write an amount it could not read, and asks for the category', async () => {
    const { errors } = await productResolver({ ...valid(), price: '12.345', category_id: '' }, undefined, options);
    expect(errors.price?.message).toBe(tp('productScreens.amountFormat'));
    expect(errors.category_id?.message).toBe(tp('product.categoryRequired'));
  });

  it('holds a wholesale-only product without tiers on the tiers', async () => {
    const { errors } = await productResolver(valid(), undefined, options);
    expect(errors.wholesale_prices?.message ?? errors.wholesale_prices?.root?.message).toBe(tp('product.wholesaleOnlyNeedsTiers'));
  });
});
