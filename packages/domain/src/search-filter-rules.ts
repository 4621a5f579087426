import { parseAmount } from './money';
import { DEFAULT_CURRENCY, MAX_PRICE_FILTER } from './search-limits';
import type { SearchFilters } from './search-state';

/**
 * A filter a shopper has on, as the search pages show it: one chip, one entry in the count of
 * 'Filtros'. The price range is one filter whatever its ends, and carries its currency; a
 * currency chosen without a price range is a filter of its own.
 */
export type ActiveFilter =
  | { kind: 'price'; min?: number; max?: number; currency: string }
  | { kind: 'currency'; currency: string }
  | { kind: 'offer' | 'in_stock' | 'wholesale' };

export type ActiveFilterKind = ActiveFilter['kind'];

/** The filters on, in the order the filter sheet lists them; the sort is not a filter. */
export function activeSearchFilters(filters: SearchFilters): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  const priced = filters.min_price !== undefined || filters.max_price !== undefined;
  if (priced) {
    active.push({
      kind: 'price',
      ...(filters.min_price !== undefined ? { min: filters.min_price } : {}),
      ...(filters.max_price !== undefined ? { max: filters.max_price } : {}),
      currency: filters.currency ?? DEFAULT_CURRENCY,
    });
  } else if (filters.currency) {
    active.push({ kind: 'currency', currency: filters.currency });
  }
  for (const kind of ['offer', 'in_stock', 'wholesale'] as const) if (filters[kind]) active.push({ kind });
  return active;
}

/**
 * The filters without one of them. Taking the price range away takes its currency with it: the
 * currency was chosen for those prices, and the chip showed them together.
 */
export function withoutFilter(filters: SearchFilters, kind: ActiveFilterKind): SearchFilters {
  const rest = { ...filters };
  if (kind === 'price') {
    delete rest.min_price;
    delete rest.max_price;
    delete rest.currency;
  } else {
    delete rest[kind];
  }
  return rest;
}

/** What the filter sheet's price boxes hold, as typed. */
export interface PriceRangeInput {
  min: string;
  max: string;
}

export type PriceRangeProblem = 'invalidMin' | 'invalidMax' | 'range';

/**
 * The price range a shopper typed, read as the API reads it (parseAmount, up to MAX_PRICE_FILTER),
 * or what is wrong with it: a box that is not an amount, or a minimum above the maximum. A blank
 * box is no bound.
 */
export function readPriceRange(input: PriceRangeInput): { ok: true; min?: number; max?: number } | { ok: false; problem: PriceRangeProblem } {
  const read = (text: string) => {
    if (text.trim() === '') return undefined;
    const minor = parseAmount(text);
    return minor !== null && minor <= MAX_PRICE_FILTER ? minor : null;
  };
  const min = read(input.min);
  const max = read(input.max);
  if (min === null) return { ok: false, problem: 'invalidMin' };
  if (max === null) return { ok: false, problem: 'invalidMax' };
  if (min !== undefined && max !== undefined && min > max) return { ok: false, problem: 'range' };
  return { ok: true, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}
