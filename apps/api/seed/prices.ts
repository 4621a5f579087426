import { applyPercent } from '@plaza/domain/money';
import type { CurrencyCode } from './reference';

/** Price helpers shared by the demo catalogue and the generated one. */

/** Minor units of a reference price in US dollars, rounded the way shops price in each currency. */
export function priceIn(usd: number, currency: CurrencyCode): number {
  switch (currency) {
    case 'USD':
      return Math.round(usd * 100);
    case 'MLC':
      return Math.max(50, Math.round(usd * 1.05 * 2) * 50);
    case 'EUR':
      return usd >= 100 ? Math.round(usd * 0.92) * 100 : Math.max(50, Math.round(usd * 0.92 * 2) * 50);
    case 'CUP': {
      const pesos = usd * 360;
      const step = pesos < 1000 ? 10 : pesos < 10_000 ? 50 : 500;
      return Math.max(step, Math.round(pesos / step) * step) * 100;
    }
  }
}

export function roundingStep(minor: number, currency: CurrencyCode): number {
  if (currency === 'CUP') return minor >= 100_000 ? 5_000 : minor >= 10_000 ? 1_000 : 100;
  return minor >= 10_000 ? 100 : minor >= 1_000 ? 50 : 5;
}

/** `price` less `percent`, rounded to a price a shop would print, and always below `price`. */
export function discounted(price: number, percent: number, currency: CurrencyCode): number {
  const step = roundingStep(price, currency);
  const value = Math.max(step, Math.round(applyPercent(price, percent) / step) * step);
  return value < price ? value : Math.max(1, price - step);
}

export function decreasingTiers(base: number, currency: CurrencyCode, mins: readonly number[], percents: readonly number[]) {
  const tiers: { min: number; price: number; id: number }[] = [];
  let previous = Number.POSITIVE_INFINITY;
  mins.forEach((min, i) => {
    let price = discounted(base, percents[i] ?? 0, currency);
    if (price >= previous) price = previous - Math.min(roundingStep(previous, currency), Math.floor(previous / 10) || 1);
    previous = price;
    tiers.push({ min, price: Math.max(1, price), id: 0 });
  });
  return tiers;
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
