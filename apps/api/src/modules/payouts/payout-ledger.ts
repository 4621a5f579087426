import { sql, type SQL } from 'drizzle-orm';
import type { LedgerBalance } from '@plaza/domain/schemas/payout';
import type { Database } from '../../db/connection';

/**
 * The one ledger of what stores owe referrers (issue 42): every balance the seller, the referrer
 * and the operator see, and every CSV statement, is a sum over `ledgerEntries`, so no two of them
 * can disagree. An entry belongs to (store, referrer, currency) and is one of:
 * - `booked`: a commission of a paid order, positive, dated when the order was paid;
 * - `reversed`: the same commission, negative, dated when that paid order was cancelled;
 * - `payout`: a payment the store recorded to the referrer, negative, dated when recorded.
 * A commission of an order cancelled before it was paid was never booked, so it is in neither.
 * The sum is earned − paid, and goes below zero when a cancel came after the payout (overpaid).
 */
export type LedgerScope = { storeId?: number; referrerId?: string };

export type LedgerKind = 'booked' | 'reversed' | 'payout';

function scoped(scope: LedgerScope, store: SQL, referrer: SQL): SQL {
  const conditions = [sql`true`];
  if (scope.storeId !== undefined) conditions.push(sql`${store} = ${scope.storeId}`);
  if (scope.referrerId !== undefined) conditions.push(sql`${referrer} = ${scope.referrerId}`);
  return sql.join(conditions, sql` and `);
}

/**
 * The entries of the scope, as a subquery with columns store_id, referrer_id, currency, kind, at,
 * amount (signed minor units), order_id, method, reference, seq (to order entries of one instant).
 */
export function ledgerEntries(scope: LedgerScope): SQL {
  const sales = sql`
    from referral_sales rs
      join orders o on o.id = rs.order_id
      join order_items oi on oi.id = rs.order_item_id
      join products p on p.id = oi.product_id
      join currencies c on c.id = coalesce(oi.currency_id, p.currency_id)`;
  const saleScope = scoped(scope, sql`o.store_id`, sql`rs.referrer_id`);
  return sql`(
    select o.store_id, rs.referrer_id, c.code as currency, 'booked'::text as kind, coalesce(o.paid_at, rs.created_at) as at,
      rs.commission_amount::bigint as amount, o.id::text as order_id, null::text as method, null::text as reference, rs.id as seq
    ${sales}
    where (rs.status = 'earned' or (rs.status = 'void' and o.paid_at is not null)) and ${saleScope}
    union all
    select o.store_id, rs.referrer_id, c.code, 'reversed', coalesce(o.cancelled_at, o.paid_at),
      -rs.commission_amount::bigint, o.id::text, null, null, rs.id
    ${sales}
    where rs.status = 'void' and o.paid_at is not null and ${saleScope}
    union all
    select sp.store_id, sp.referrer_id, c.code, 'payout', sp.created_at, -sp.amount::bigint, null, sp.method, sp.reference, sp.id
    from store_payouts sp join currencies c on c.id = sp.currency_id
    where ${scoped(scope, sql`sp.store_id`, sql`sp.referrer_id`)}
  )`;
}

/** Per (store_id, referrer_id, currency): earned, paid and balance of the entries dated before `before` (all when absent). */
export function ledgerTotals(scope: LedgerScope, before?: Date): SQL {
  return sql`
    select e.store_id, e.referrer_id, e.currency,
      coalesce(sum(e.amount) filter (where e.kind <> 'payout'), 0)::bigint as earned,
      coalesce(-sum(e.amount) filter (where e.kind = 'payout'), 0)::bigint as paid,
      sum(e.amount)::bigint as balance
    from ${ledgerEntries(scope)} e
    ${before ? sql`where e.at < ${before.toISOString()}::timestamptz` : sql``}
    group by e.store_id, e.referrer_id, e.currency`;
}

type Money = number | string | bigint;
/** int8 sums arrive as strings (node-postgres) or numbers (PGlite); amounts stay far below 2^53. */
export const minor = (value: Money | null | undefined): number => Number(value ?? 0);

export type RawBalance = { currency: string; earned: Money; paid: Money; balance: Money };
export const toBalance = (row: RawBalance): LedgerBalance => ({
  currency: row.currency,
  earned: minor(row.earned),
  paid: minor(row.paid),
  balance: minor(row.balance),
});

/** A json_agg of balances, as either driver hands it back. */
export function balancesOf(value: RawBalance[] | string): LedgerBalance[] {
  return (typeof value === 'string' ? (JSON.parse(value) as RawBalance[]) : value).map(toBalance);
}

/** The json_agg of `ledgerTotals` rows (alias `t`) that every balance list answers. */
export const balancesJson = sql`json_agg(json_build_object('currency', t.currency, 'earned', t.earned, 'paid', t.paid, 'balance', t.balance) order by t.currency)`;

/** What `storeId` owes `referrerId` in `currency` now: zeros when nothing was ever booked. */
export async function balanceFor(db: Database, storeId: number, referrerId: string, currency: string): Promise<LedgerBalance> {
  const { rows } = await db.execute<RawBalance>(sql`
    select t.currency, t.earned, t.paid, t.balance from (${ledgerTotals({ storeId, referrerId })}) t where t.currency = ${currency}`);
  return rows[0] ? toBalance(rows[0]) : { currency, earned: 0, paid: 0, balance: 0 };
}
