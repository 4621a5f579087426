/**
 * The limits an order is checked against on the server before it takes anything (issue 40): what
 * the database's columns can hold, and how much of a product one account may keep from everyone
 * else while its orders wait for payment.
 */

/** The largest amount in minor units an order's columns hold (PostgreSQL `integer`). */
export const MAX_ORDER_AMOUNT = 2_147_483_647;

/** Whether every line total and every per-currency total fits the order's columns. */
export function orderAmountsFit(lineTotals: readonly number[], currencyTotals: readonly number[]): boolean {
  return [...lineTotals, ...currencyTotals].every((amount) => Number.isSafeInteger(amount) && amount <= MAX_ORDER_AMOUNT);
}

/** The bounds of how long a store's unpaid order may hold stock, and the default. */
export const PAYMENT_HOLD_HOURS = { min: 1, max: 72, default: 24 } as const;

/**
 * How many units of one product one account may hold at once in orders pending payment.
 * `available` is what the account could take if it held nothing: the product's stock now plus the
 * units its own pending orders already hold. The cap is half of that (at least 1), and never less
 * than the largest wholesale tier's minimum that `available` reaches, so that an order at a tier's
 * quantity still goes through while the stock allows it. An order passes when the units it asks
 * for plus those the account holds stay within the cap.
 */
export function unpaidHoldCap(available: number, tiers: readonly { min_quantity: number }[]): number {
  const half = Math.max(1, Math.floor(available / 2));
  const tier = tiers.reduce((largest, { min_quantity }) => (min_quantity <= available && min_quantity > largest ? min_quantity : largest), 0);
  return Math.max(half, tier);
}
