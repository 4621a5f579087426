import { amountInputValue, parseAmount, readAmount, spanishAmount } from '@plaza/domain/money';
import { tp } from '@plaza/domain/messages/es-panel';
import { DEFAULT_LOW_STOCK_THRESHOLD, type PanelProduct } from '@plaza/domain/schemas/panel-product';

/**
 * The product editor's values as the inputs hold them: text for every number (prices in major
 * units, as the seller thinks of them), `datetime-local` text for the offer's instants, and a
 * switch for each optional section. Field paths are the API's, so an error the schema finds at
 * `wholesale_prices.1.price_per_unit` lands on that very input.
 */
export type TierValues = { min_quantity: string; price_per_unit: string };
export type ProductFormValues = {
  name: string;
  description: string;
  category_id: string;
  currency_id: string;
  price: string;
  stock: string;
  low_stock_threshold: string;
  sku: string;
  visible: boolean;
  tags: number[];
  wholesale_prices: TierValues[];
  special_offer: { enabled: boolean; tmp_price: string; start_date: string; end_date: string };
  availability: { enabled: boolean; start_date: string; end_date: string; minimum_reservation_days: string };
  referral_commission_percent: string;
};

/** The body the API reads (productCreateSchema's input); numbers that could not be read are NaN, for the schema to refuse. */
export type ProductPayload = {
  name: string;
  description: string;
  category_id: number;
  currency_id: number;
  price: number;
  stock: number;
  low_stock_threshold: number;
  sku: string | null;
  visible: boolean;
  tags: number[];
  wholesale_prices: { min_quantity: number; price_per_unit: number }[];
  special_offer: { enabled: boolean; tmp_price: number; start_date: string | null; end_date: string | null } | null;
  availability: { start_date: string; end_date: string; minimum_reservation_days: number } | null;
  referral_commission_percent: number;
};

export const emptyProductValues = (currencyId?: number): ProductFormValues => ({
  name: '',
  description: '',
  category_id: '',
  currency_id: currencyId ? String(currencyId) : '',
  price: '',
  stock: '',
  low_stock_threshold: String(DEFAULT_LOW_STOCK_THRESHOLD),
  sku: '',
  visible: true,
  tags: [],
  wholesale_prices: [],
  special_offer: { enabled: false, tmp_price: '', start_date: '', end_date: '' },
  availability: { enabled: false, start_date: '', end_date: '', minimum_reservation_days: '0' },
  referral_commission_percent: '0',
});

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` input shows it: the seller's own clock, to the minute. Empty for none. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` value (the seller's clock, no offset) as the instant the API stores. Null
 * for an empty box; text that is no date comes back as is, for the schema to call it invalid.
 */
export function localInputToIso(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(trimmed);
  if (!match) return trimmed;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi, s);
  // new Date rolls 31 February over into March: such a day does not exist.
  if (date.getMonth() !== mo - 1 || date.getDate() !== d) return trimmed;
  return date.toISOString();
}

/** A count typed in a box (stock, a tier's minimum, days): a whole number, or NaN. */
export function parseWholeNumber(text: string): number {
  const compact = text.trim();
  return /^\d{1,10}$/.test(compact) ? Number(compact) : Number.NaN;
}

/** A percentage with up to two decimals (point or comma); an empty box is 0. NaN when unreadable. */
export function parsePercent(text: string): number {
  const compact = text.trim().replace(',', '.');
  if (compact === '') return 0;
  return /^\d{1,3}(?:\.\d{1,2})?$/.test(compact) ? Number(compact) : Number.NaN;
}

/**
 * A price box's text as minor units, or what to tell the seller: to write one, how to write it,
 * or, for `1,250`, which of the two amounts they mean (never a guess).
 */
export function typedAmount(text: string): { minor: number } | { message: string } {
  const reading = readAmount(text);
  if (reading.ok) return { minor: reading.minor };
  if (reading.problem === 'ambiguous') {
    const { thousands, decimal } = reading;
    return {
      message: tp('productScreens.amountAmbiguous', { thousands: spanishAmount(thousands), plain: spanishAmount(thousands, false), decimal: spanishAmount(decimal) }),
    };
  }
  return { message: text.trim() ? tp('productScreens.amountFormat') : tp('productScreens.amountRequired') };
}

/** The form's values of a stored product. */
export function productFormValues(product: PanelProduct): ProductFormValues {
  const offer = product.special_offer;
  const availability = product.availability;
  return {
    name: product.name,
    description: product.description,
    category_id: String(product.category_id),
    currency_id: String(product.currency_id),
    price: amountInputValue(product.price),
    stock: String(product.stock),
    low_stock_threshold: String(product.low_stock_threshold),
    sku: product.sku ?? '',
    visible: product.visible,
    tags: [...product.tags].sort((a, b) => a - b),
    wholesale_prices: product.wholesale_prices.map((tier) => ({
      min_quantity: String(tier.min_quantity),
      price_per_unit: amountInputValue(tier.price_per_unit),
    })),
    special_offer: offer
      ? { enabled: offer.enabled, tmp_price: amountInputValue(offer.tmp_price), start_date: isoToLocalInput(offer.start_date), end_date: isoToLocalInput(offer.end_date) }
      : { enabled: false, tmp_price: '', start_date: '', end_date: '' },
    availability: availability
      ? { enabled: true, start_date: availability.start_date, end_date: availability.end_date, minimum_reservation_days: String(availability.minimum_reservation_days) }
      : { enabled: false, start_date: '', end_date: '', minimum_reservation_days: '0' },
    referral_commission_percent: String(product.referral_commission_percent),
  };
}

/**
 * The form's values as the API's body, and the messages of amounts that could not be read
 * (by field path): the schema would call them out of range, when the seller only needs to see
 * how to write one. A switched-off offer is kept (paused) when its fields are sound, else
 * dropped; a switched-off availability is none.
 */
export function productPayload(values: ProductFormValues): { payload: ProductPayload; unreadable: Record<string, string> } {
  const unreadable: Record<string, string> = {};
  const amount = (text: string, path: string) => {
    const typed = typedAmount(text);
    if ('minor' in typed) return typed.minor;
    unreadable[path] = typed.message;
    return Number.NaN;
  };
  const selected = (text: string, path: string, message: string) => {
    if (text === '') unreadable[path] = message;
    return text === '' ? Number.NaN : Number(text);
  };

  const offerValues = values.special_offer;
  let special_offer: ProductPayload['special_offer'] = null;
  if (offerValues.enabled) {
    special_offer = {
      enabled: true,
      tmp_price: amount(offerValues.tmp_price, 'special_offer.tmp_price'),
      start_date: localInputToIso(offerValues.start_date),
      end_date: localInputToIso(offerValues.end_date),
    };
  } else {
    const tmp = parseAmount(offerValues.tmp_price);
    const start = localInputToIso(offerValues.start_date);
    const end = localInputToIso(offerValues.end_date);
    const instant = (iso: string | null) => iso === null || !Number.isNaN(Date.parse(iso));
    if (tmp !== null && instant(start) && instant(end)) special_offer = { enabled: false, tmp_price: tmp, start_date: start, end_date: end };
  }

  const availabilityValues = values.availability;
  const availability: ProductPayload['availability'] = availabilityValues.enabled
    ? {
        start_date: availabilityValues.start_date,
        end_date: availabilityValues.end_date,
        minimum_reservation_days: parseWholeNumber(availabilityValues.minimum_reservation_days),
      }
    : null;

  const payload: ProductPayload = {
    name: values.name,
    description: values.description,
    category_id: selected(values.category_id, 'category_id', tp('product.categoryRequired')),
    currency_id: selected(values.currency_id, 'currency_id', tp('product.currencyRequired')),
    price: amount(values.price, 'price'),
    stock: parseWholeNumber(values.stock),
    low_stock_threshold: parseWholeNumber(values.low_stock_threshold),
    sku: values.sku.trim() || null,
    visible: values.visible,
    tags: [...values.tags].sort((a, b) => a - b),
    wholesale_prices: values.wholesale_prices.map((tier, index) => ({
      min_quantity: parseWholeNumber(tier.min_quantity),
      price_per_unit: amount(tier.price_per_unit, `wholesale_prices.${index}.price_per_unit`),
    })),
    special_offer,
    availability,
    referral_commission_percent: parsePercent(values.referral_commission_percent),
  };
  return { payload, unreadable };
}

/**
 * The top-level fields of `next` that differ from `saved`: what an edit sends, so a sale that
 * lowered the stock while the seller fixed a typo in the name is not undone by the save.
 */
export function changedFields<T extends Record<string, unknown>>(saved: T, next: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(saved[key])) changes[key] = next[key];
  }
  return changes;
}
