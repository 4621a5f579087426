import { sql } from 'drizzle-orm';
import { havanaOffsetHours, marketDayStart } from '@plaza/domain/dates';
import { orderNumber } from '@plaza/domain/constants';
import { amountInputValue } from '@plaza/domain/money';
import { tpay } from '@plaza/domain/messages/es-payouts';
import type { PayoutMethod, StatementQuery } from '@plaza/domain/schemas/payout';
import type { Database } from '../../db/connection';
import { csvRows, type CsvCell } from '../../platform/csv';
import { ledgerEntries, ledgerTotals, minor, type LedgerKind, type LedgerScope } from './payout-ledger';

const DAY = 86_400_000;

/** `2026-03-12 14:05`, in the market's time (Havana), as the panels show dates. */
function marketDateTime(value: Date | string): string {
  const ms = new Date(value).getTime();
  return new Date(ms + havanaOffsetHours(ms) * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

type Group = { store_id: number; store_name: string; referrer_id: string; name: string; email: string; currency: string };
type Entry = { store_id: number; referrer_id: string; currency: string; kind: LedgerKind; at: Date | string; amount: number | string;
  order_id: string | null; method: PayoutMethod | null; reference: string | null };

const key = (row: { store_id: number; referrer_id: string; currency: string }) => `${row.store_id}|${row.referrer_id}|${row.currency}`;
const money = (minorUnits: number) => amountInputValue(minorUnits);

const HEADER = (['date', 'store', 'referrer', 'email', 'currency', 'entry', 'order', 'method', 'reference', 'amount', 'balance'] as const).map((column) =>
  tpay(`statement.${column}`),
);

/**
 * The statement of a period (market days `from`–`to`, both included) of the scope's ledgers: per
 * store, referrer and currency with anything before or in the period, its opening balance, each
 * entry of the period with the balance after it, and its closing balance. The sums are the ledger's
 * (`ledgerTotals`), so a closing balance is the balance the screens show for the same moment.
 * Through Plaza's one CSV writer, UTF-8 with its BOM; amounts in major units with a dot (`-12.50`).
 */
export async function statementCsv(db: Database, scope: LedgerScope, period: StatementQuery): Promise<string> {
  const start = marketDayStart(period.from);
  const end = marketDayStart(nextDay(period.to));
  const { rows: openings } = await db.execute<Group & { opening: number | string }>(sql`
    with opening as (select t.store_id, t.referrer_id, t.currency, t.balance from (${ledgerTotals(scope, start)}) t),
      moved as (select distinct e.store_id, e.referrer_id, e.currency from ${ledgerEntries(scope)} e
        where e.at >= ${start.toISOString()}::timestamptz and e.at < ${end.toISOString()}::timestamptz),
      groups as (select store_id, referrer_id, currency from opening union select store_id, referrer_id, currency from moved)
    select g.store_id, s.name as store_name, g.referrer_id, trim(u.name || ' ' || u.last_name) as name, u.email, g.currency,
      coalesce(op.balance, 0) as opening
    from groups g join stores s on s.id = g.store_id join users u on u.id = g.referrer_id
      left join opening op on op.store_id = g.store_id and op.referrer_id = g.referrer_id and op.currency = g.currency
    order by s.name, g.store_id, 4, g.referrer_id, g.currency`);
  const { rows: entries } = await db.execute<Entry>(sql`
    select e.store_id, e.referrer_id, e.currency, e.kind, e.at, e.amount, e.order_id, e.method, e.reference
    from ${ledgerEntries(scope)} e
    where e.at >= ${start.toISOString()}::timestamptz and e.at < ${end.toISOString()}::timestamptz
    order by e.at, e.kind, e.seq`);
  const byGroup = new Map<string, Entry[]>();
  for (const entry of entries) byGroup.set(key(entry), [...(byGroup.get(key(entry)) ?? []), entry]);

  const rows: CsvCell[][] = [HEADER];
  for (const group of openings) {
    const who = [group.store_name, group.name, group.email, group.currency];
    let balance = minor(group.opening);
    rows.push([period.from, ...who, tpay('statement.opening'), '', '', '', '', money(balance)]);
    for (const entry of byGroup.get(key(group)) ?? []) {
      const amount = minor(entry.amount);
      balance += amount;
      rows.push([
        marketDateTime(entry.at),
        ...who,
        tpay(`statement.${entry.kind}`),
        entry.order_id ? orderNumber(entry.order_id) : '',
        entry.method ? tpay(`methods.${entry.method}`) : '',
        entry.reference ?? '',
        money(amount),
        money(balance),
      ]);
    }
    rows.push([period.to, ...who, tpay('statement.closing'), '', '', '', '', money(balance)]);
  }
  return csvRows(rows, { bom: true });
}

/** The statement's file name: `estado-de-cuenta-referidos-{what}-{from}-{to}.csv`, safe for a header. */
export const statementFileName = (what: string, period: StatementQuery) =>
  `${tpay('statement.file')}-${what}-${period.from}-${period.to}.csv`.replace(/[^\w.-]/g, '_');
