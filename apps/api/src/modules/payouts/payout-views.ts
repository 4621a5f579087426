import { sql, type SQL } from 'drizzle-orm';
import { RECENT_PAYOUTS, type AdminBalancePage, type MyPayouts, type Payout, type PayoutPage, type ReferrerBalancePage } from '@plaza/domain/schemas/payout';
import type { Database } from '../../db/connection';
import { balancesJson, balancesOf, ledgerTotals, minor, toBalance, type RawBalance } from './payout-ledger';

type Page = { page: number; page_size: number };
const limits = ({ page, page_size }: Page) => sql`limit ${page_size + 1} offset ${(page - 1) * page_size}`;
const fullName = (alias: string) => sql.raw(`trim(${alias}.name || ' ' || ${alias}.last_name)`);

/** The seller's list: each referrer with a ledger in the store, by name, with a balance per currency. */
export async function storeBalances(db: Database, storeId: number, page: Page): Promise<ReferrerBalancePage> {
  const { rows } = await db.execute<{ user_id: string; name: string; email: string; balances: RawBalance[] | string }>(sql`
    select u.id as user_id, ${fullName('u')} as name, u.email, ${balancesJson} as balances
    from (${ledgerTotals({ storeId })}) t join users u on u.id = t.referrer_id
    group by u.id order by 2, u.id ${limits(page)}`);
  return {
    results: rows.slice(0, page.page_size).map((row) => ({
      referrer: { user_id: row.user_id, name: row.name, email: row.email },
      balances: balancesOf(row.balances),
    })),
    has_next: rows.length > page.page_size,
  };
}

/** The console's list: every (store, referrer) with a ledger, by store and name; one store with `storeId`. */
export async function allBalances(db: Database, storeId: number | undefined, page: Page): Promise<AdminBalancePage> {
  const { rows } = await db.execute<{ store_id: number; store_name: string; user_id: string; name: string; email: string; balances: RawBalance[] | string }>(sql`
    select s.id as store_id, s.name as store_name, u.id as user_id, ${fullName('u')} as name, u.email, ${balancesJson} as balances
    from (${ledgerTotals({ storeId })}) t join users u on u.id = t.referrer_id join stores s on s.id = t.store_id
    group by s.id, u.id order by s.name, s.id, 4, u.id ${limits(page)}`);
  return {
    results: rows.slice(0, page.page_size).map((row) => ({
      store: { store_id: row.store_id, name: row.store_name },
      referrer: { user_id: row.user_id, name: row.name, email: row.email },
      balances: balancesOf(row.balances),
    })),
    has_next: rows.length > page.page_size,
  };
}

type PayoutRow = Omit<Payout, 'store' | 'referrer' | 'amount' | 'created_at'> & {
  store_id: number; store_name: string; user_id: string; name: string; amount: number | string; created_at: Date | string;
};

const payoutColumns = sql`sp.id, sp.store_id, s.name as store_name, sp.referrer_id as user_id, ${fullName('u')} as name,
  sp.amount, c.code as currency, sp.method, sp.reference, sp.created_at
  from store_payouts sp join stores s on s.id = sp.store_id join users u on u.id = sp.referrer_id join currencies c on c.id = sp.currency_id`;

export const toPayout = (row: PayoutRow): Payout => ({
  id: row.id,
  store: { store_id: row.store_id, name: row.store_name },
  referrer: { user_id: row.user_id, name: row.name },
  amount: minor(row.amount),
  currency: row.currency,
  method: row.method,
  reference: row.reference,
  created_at: new Date(row.created_at).toISOString(),
});

async function payoutRows(db: Database, where: SQL, tail: SQL): Promise<Payout[]> {
  const { rows } = await db.execute<PayoutRow>(sql`select ${payoutColumns} where ${where} order by sp.created_at desc, sp.id desc ${tail}`);
  return rows.map(toPayout);
}

/** One payout of the store, as its answers show it. */
export async function payoutById(db: Database, storeId: number, id: number): Promise<Payout> {
  const [payout] = await payoutRows(db, sql`sp.store_id = ${storeId} and sp.id = ${id}`, sql``);
  return payout!;
}

/** The store's payouts, newest first; one referrer's with `referrerId`. */
export async function storePayouts(db: Database, storeId: number, referrerId: string | undefined, page: Page): Promise<PayoutPage> {
  const where = referrerId ? sql`sp.store_id = ${storeId} and sp.referrer_id = ${referrerId}` : sql`sp.store_id = ${storeId}`;
  const rows = await payoutRows(db, where, limits(page));
  return { results: rows.slice(0, page.page_size), has_next: rows.length > page.page_size };
}

/** The referrer's own: what each store owes them per currency, and the latest payouts they received. */
export async function myPayouts(db: Database, userId: string): Promise<MyPayouts> {
  const { rows } = await db.execute<RawBalance & { store_id: number; store_name: string }>(sql`
    select t.store_id, s.name as store_name, t.currency, t.earned, t.paid, t.balance
    from (${ledgerTotals({ referrerId: userId })}) t join stores s on s.id = t.store_id
    order by s.name, s.id, t.currency`);
  const payouts = await payoutRows(db, sql`sp.referrer_id = ${userId}`, sql`limit ${RECENT_PAYOUTS + 1}`);
  return {
    balances: rows.map((row) => ({ store_id: row.store_id, store_name: row.store_name, ...toBalance(row) })),
    payouts: payouts.slice(0, RECENT_PAYOUTS),
    has_more_payouts: payouts.length > RECENT_PAYOUTS,
  };
}
