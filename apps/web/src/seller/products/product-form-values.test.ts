import { describe, expect, it } from 'vitest';
import { tp } from '@plaza/domain/messages/es-panel';
import { productCreateSchema, type PanelProduct } from '@plaza/domain/schemas/panel-product';
import {
  changedFields,
  emptyProductValues,
  isoToLocalInput,
  localInputToIso,
  parsePercent,
  parseWholeNumber,
  productFormValues,
  productPayload,
  typedAmount,
  type ProductFormValues,
} from './product-form-values';

const stored: PanelProduct = {
  product_id: 7,
  name: 'Cake de chocolate',
  description: 'Para 10 personas',
  category_id: 3,
  currency_id: 1,
  price: 150000,
  stock: 4,
  low_stock_threshold: 2,
  sku: 'CK-10',
  visible: true,
  hidden_by_plan: false,
  offer_paused_by_plan: false,
  tags: [9, 2],
  wholesale_prices: [
    { min_quantity: 5, price_per_unit: 140000 },
    { min_quantity: 10, price_per_unit: 125050 },
  ],
  special_offer: { enabled: true, tmp_price: 120000, start_date: '2026-03-01T13:00:00.000Z', end_date: '2026-03-08T13:00:00.000Z' },
  availability: { start_date: '2026-03-01', end_date: '2026-06-30', minimum_reservation_days: 2 },
  referral_commission_percent: 2.5,
  images: [{ image_id: 1, image: 'a.webp' }],
};

function filled(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return { ...emptyProductValues(1), name: 'Camisa', category_id: '3', price: '12.50', stock: '10', ...overrides };
}

describe('datetime-local and ISO instants', () => {
  it('shows an instant on the seller’s clock and reads it back as the same instant', () => {
    const local = isoToLocalInput('2026-03-01T13:00:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(localInputToIso(local)).toBe('2026-03-01T13:00:00.000Z');
  });
  it('reads a datetime-local value as local time', () => {
    expect(localInputToIso('2026-07-15T09:30')).toBe(new Date(2026, 6, 15, 9, 30).toISOString());
  });
  it('leaves empty boxes as no date and hands anything else to the schema as is', () => {
    expect(localInputToIso('')).toBeNull();
    expect(isoToLocalInput(null)).toBe('');
    expect(localInputToIso('2026-02-31T10:00')).toBe('2026-02-31T10:00');
    expect(localInputToIso('mañana')).toBe('mañana');
  });
});

describe('numbers typed in boxes', () => {
  it('reads whole counts only', () => {
    expect(parseWholeNumber(' 12 ')).toBe(12);
    expect(parseWholeNumber('0')).toBe(0);
    for (const text of ['', '1.5', '-1', '3 u', '1e3']) expect(parseWholeNumber(text), text).toBeNaN();
  });
  it('reads a percent with a point or a comma, empty as 0', () => {
    expect(parsePercent('2,5')).toBe(2.5);
    expect(parsePercent('10')).toBe(10);
    expect(parsePercent('')).toBe(0);
    expect(parsePercent('12.345')).toBeNaN();
    expect(parsePercent('diez')).toBeNaN();
  });
});

describe('product form ⇄ API', () => {
  it('turns a stored product into the form and back into the same body', () => {
    const values = productFormValues(stored);
    expect(values.price).toBe('1500.00');
    expect(values.wholesale_prices[1]).toEqual({ min_quantity: '10', price_per_unit: '1250.50' });
    expect(values.tags).toEqual([2, 9]);
    const { payload, unreadable } = productPayload(values);
    expect(unreadable).toEqual({});
    // What the plan holds back is the server's to say (decision 024): the form never sends it.
    const { product_id: _id, images: _images, hidden_by_plan: _hidden, offer_paused_by_plan: _paused, ...body } = stored;
    expect(payload).toEqual({ ...body, tags: [2, 9] });
    expect(productCreateSchema.safeParse(payload).success).toBe(true);
  });

  it('sends tiers in minor units and keeps their order', () => {
    const { payload } = productPayload(
      filled({ wholesale_prices: [{ min_quantity: '6', price_per_unit: '11' }, { min_quantity: '12', price_per_unit: '10,5' }] }),
    );
    expect(payload.wholesale_prices).toEqual([
      { min_quantity: 6, price_per_unit: 1100 },
      { min_quantity: 12, price_per_unit: 1050 },
    ]);
  });

  it('sends an enabled offer with ISO instants, and no offer when it was never filled in', () => {
    const withOffer = productPayload(filled({ special_offer: { enabled: true, tmp_price: '10', start_date: '2026-05-01T08:00', end_date: '2026-05-03T20:00' } }));
    expect(withOffer.payload.special_offer).toEqual({
      enabled: true,
      tmp_price: 1000,
      start_date: new Date(2026, 4, 1, 8, 0).toISOString(),
      end_date: new Date(2026, 4, 3, 20, 0).toISOString(),
    });
    expect(productPayload(filled()).payload.special_offer).toBeNull();
  });

  it('keeps a switched-off offer paused when sound, and drops it when not', () => {
    const paused = productPayload(filled({ special_offer: { enabled: false, tmp_price: '10', start_date: '', end_date: '' } }));
    expect(paused.payload.special_offer).toEqual({ enabled: false, tmp_price: 1000, start_date: null, end_date: null });
    const broken = productPayload(filled({ special_offer: { enabled: false, tmp_price: 'diez', start_date: '', end_date: '' } }));
    expect(broken.payload.special_offer).toBeNull();
    expect(broken.unreadable).toEqual({});
  });

  it('sends availability only when switched on, with its days as a number', () => {
    expect(productPayload(filled()).payload.availability).toBeNull();
    const on = productPayload(filled({ availability: { enabled: true, start_date: '2026-05-01', end_date: '2026-05-31', minimum_reservation_days: '3' } }));
    expect(on.payload.availability).toEqual({ start_date: '2026-05-01', end_date: '2026-05-31', minimum_reservation_days: 3 });
  });

  it('sends the commission as a number with its decimals', () => {
    expect(productPayload(filled({ referral_commission_percent: '7,25' })).payload.referral_commission_percent).toBe(7.25);
  });

  it('names the amounts and choices it could not read, where they are', () => {
    const { payload, unreadable } = productPayload(
      filled({
        price: '12.345',
        category_id: '',
        wholesale_prices: [{ min_quantity: '5', price_per_unit: '' }],
        special_offer: { enabled: true, tmp_price: 'barato', start_date: '', end_date: '' },
      }),
    );
    expect(payload.price).toBeNaN();
    expect(unreadable).toEqual({
      price: tp('productScreens.amountFormat'),
      category_id: tp('product.categoryRequired'),
      'wholesale_prices.0.price_per_unit': tp('productScreens.amountRequired'),
      'special_offer.tmp_price': tp('productScreens.amountFormat'),
    });
    // The schema refuses the same fields, so each message replaces one the seller would see.
    const paths = productCreateSchema.safeParse(payload).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(Object.keys(unreadable)));
  });

  it('reads prices in the Spanish format and asks which amount an ambiguous one is', () => {
    const { payload, unreadable } = productPayload(
      filled({
        price: '1.250,50',
        wholesale_prices: [
          { min_quantity: '5', price_per_unit: '1250.5' },
          { min_quantity: '10', price_per_unit: '1,250' },
        ],
        special_offer: { enabled: true, tmp_price: '1.200', start_date: '', end_date: '' },
      }),
    );
    expect(payload.price).toBe(125050);
    expect(payload.wholesale_prices[0]!.price_per_unit).toBe(125050);
    expect(payload.wholesale_prices[1]!.price_per_unit).toBeNaN();
    expect(unreadable).toEqual({
      'wholesale_prices.1.price_per_unit': '¿1.250,00 o 1,25? Escribe los céntimos con coma: 1250,00 o 1,25',
      'special_offer.tmp_price': '¿1.200,00 o 1,20? Escribe los céntimos con coma: 1200,00 o 1,20',
    });
    expect(typedAmount('12,50')).toEqual({ minor: 1250 });
  });

  it('lets the shared rules catch a wholesale-only product without tiers', () => {
    const result = productCreateSchema.safeParse(productPayload(filled({ price: '0' })).payload);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['wholesale_prices'], message: tp('product.wholesaleOnlyNeedsTiers') })]);
  });
});

describe('changedFields', () => {
  it('keeps only the top-level fields that differ', () => {
    const saved = productPayload(productFormValues(stored)).payload;
    const next = { ...saved, name: 'Cake grande', wholesale_prices: [{ min_quantity: 5, price_per_unit: 130000 }] };
    expect(changedFields(saved, next)).toEqual({ name: 'Cake grande', wholesale_prices: [{ min_quantity: 5, price_per_unit: 130000 }] });
    expect(changedFields(saved, { ...saved })).toEqual({});
  });
});
