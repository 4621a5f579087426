import { sql } from 'drizzle-orm';
import { formatPrice } from '@plaza/domain/money';
import { tp } from '@plaza/domain/messages/es-panel';
import type { LedgerBalance, NewPayout, Payout } from '@plaza/domain/schemas/payout';
import type { Database } from '../../db/connection';
import { AppError, failPanel } from '../../platform/errors';
import { balanceFor } from './payout-ledger';
import { payoutById } from './payout-views';

const UNIQUE_VIOLATION = '23505';

const duplicate = (reference: string) => new AppError('conflict', tp('payoutsApi.duplicateReference', { reference }));

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  return false;
}

/**
 * The seller records a payment to a referrer. In one transaction, holding a lock on the pair
 * (store, referrer), so two payouts at once are weighed one after the other against the balance
 * and can never pay more than is owed together:
 * - a referrer with no ledger in the store (another store's, a made-up id) is 404;
 * - the same reference for the same referrer again (a retry, a second tab) is 409 and pays nothing;
 * - more than the balance in that currency (or nothing owed) is 409 with what is owed.
 * A cancel that reverses a commission afterwards is not refused: the balance then shows the overpayment.
 */
export async function recordPayout(
  db: Database,
  storeId: number,
  sellerId: string,
  input: NewPayout,
): Promise<{ payout: Payout; balance: LedgerBalance }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(${storeId}::int, hashtext(${input.referrer_id}))`);
    const { rows: known } = await tx.execute<{ found: number }>(sql`
      select 1 as found from referral_sales rs join orders o on o.id = rs.order_id
      where o.store_id = ${storeId} and rs.referrer_id = ${input.referrer_id} limit 1`);
    if (!known[0]) throw failPanel('not_found', 'payoutsApi.referrerNotFound');
    const { rows: repeated } = await tx.execute(sql`
      select 1 from store_payouts where store_id = ${storeId} and referrer_id = ${input.referrer_id} and reference = ${input.reference}`);
    if (repeated[0]) throw duplicate(input.reference);
    const { rows: currencies } = await tx.execute<{ id: number; code: string }>(sql`
      select id, code from currencies where upper(code) = upper(${input.currency})`);
    const currency = currencies[0];
    if (!currency) throw failPanel('invalid', 'payoutsApi.unknownCurrency');
    const owed = await balanceFor(tx, storeId, input.referrer_id, currency.code);
    if (owed.balance <= 0) throw failPanel('conflict', 'payoutsApi.nothingOwed', { currency: currency.code });
    if (input.amount > owed.balance)
      throw failPanel('conflict', 'payoutsApi.overBalance', { currency: currency.code, balance: formatPrice(owed.balance, currency.code) });
    try {
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into store_payouts (store_id, referrer_id, amount, currency_id, method, reference, recorded_by)
        values (${storeId}, ${input.referrer_id}, ${input.amount}, ${currency.id}, ${input.method}, ${input.reference}, ${sellerId})
        returning id`);
      return { payout: await payoutById(tx, storeId, rows[0]!.id), balance: await balanceFor(tx, storeId, input.referrer_id, currency.code) };
    } catch (error) {
      // The lock makes this the rare case of a reference recorded outside it; the unique index still holds.
      if (isUniqueViolation(error)) throw duplicate(input.reference);
      throw error;
    }
  });
}
