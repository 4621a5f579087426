import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_CURRENCY, type SearchSort } from '@plaza/domain/search-limits';
import type { SearchFilters } from '@plaza/domain/search-state';
import type { Database } from '../../db/connection';
import { executeNamed } from '../../db/prepared';
import { fail } from '../../platform/errors';
import type { Product } from '@plaza/domain/schemas/product';
import { productColumns, toProduct, type ProductRow } from '../products/product-loader';

/**
 * A search's sort and filters (issue 20) as SQL over `products p join stores s`. The price paid
 * now is the offer's while it runs (pricing.ts isOfferActive), else `base_price`: decided at query
 * time. With no exchange rates, prices are compared within one currency (DEFAULT_CURRENCY unless
 * one is chosen).
 */

/** Whether the product's offer holds at `now`, as isOfferActive decides it. */
function offerActive(now: string): SQL {
  return sql`(p.offer_enabled and p.offer_price > 0 and p.offer_price < p.price
    and (p.offer_start is null or p.offer_start <= ${now}::timestamptz)
    and (p.offer_end is null or ${now}::timestamptz < p.offer_end))`;
}

export type ProductFilters = {
  /** Conditions every listed product meets, the price range aside. */
  where: SQL[];
  /** The price range on the price paid now, for a query that reads it row by row. */
  price: SQL[];
  /** The currency's id, when prices are compared or a currency is chosen. */
  currencyId?: number;
  /** The price paid now, as SQL over `p`. */
  current: SQL;
  min?: number;
  max?: number;
  now: string;
};

/** Whether any filter narrows the products (the stores section then stays out). */
export function filtering(filters: SearchFilters): boolean {
  return Boolean(
    filters.min_price !== undefined || filters.max_price !== undefined || filters.currency || filters.offer || filters.in_stock || filters.wholesale,
  );
}

const isPriceSort = (sort: SearchSort | undefined) => sort === 'price_asc' || sort === 'price_desc';

/** Currencies never change while the site runs (reference data): each code is looked up once. */
const currencyIds = new WeakMap<Database, Map<string, number>>();

async function currencyId(db: Database, code: string | undefined): Promise<number> {
  let known = currencyIds.get(db);
  if (!known) currencyIds.set(db, (known = new Map()));
  const key = code ?? '';
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  // Without a choice, the default currency, or the first one if an operator has none of that code.
  const { rows } = await db.execute<{ id: number }>(
    code === undefined
      ? sql`select id from currencies order by (code = ${DEFAULT_CURRENCY}) desc, id limit 1`
      : sql`select id from currencies where code = ${code}`,
  );
  if (!rows[0]) throw fail('invalid', 'search.invalidCurrency');
  known.set(key, rows[0].id);
  return rows[0].id;
}

export async function productFilters(db: Database, filters: SearchFilters & { sort?: SearchSort }, now: Date): Promise<ProductFilters> {
  const at = now.toISOString();
  const where: SQL[] = [];
  const price: SQL[] = [];
  const { min_price: min, max_price: max } = filters;
  let id: number | undefined;
  if (filters.currency !== undefined || min !== undefined || max !== undefined || isPriceSort(filters.sort)) id = await currencyId(db, filters.currency);
  if (filters.offer) where.push(offerActive(at));
  if (filters.in_stock) where.push(sql`p.stock > 0`);
  if (filters.wholesale) where.push(sql`p.has_wholesale`);
  const current = sql`(case when ${offerActive(at)} then p.offer_price else p.base_price end)`;
  if (min !== undefined) price.push(sql`${current} >= ${min}`);
  if (max !== undefined) price.push(sql`${current} <= ${max}`);
  return { where, price, currencyId: id, current, min, max, now: at };
}

/** The currency condition, when there is one. */
export function inCurrency(filters: ProductFilters): SQL[] {
  return filters.currencyId === undefined ? [] : [sql`p.currency_id = ${filters.currencyId}`];
}

const and = (conditions: SQL[]) => sql.join(conditions, sql` and `);

/** A page of a sort: its ids in order, and the products themselves, loaded by the statement that picked them. */
export type SortedPage = { ids: number[]; loaded: Map<number, Product> };

/** The products of `picked` (a statement giving `id` and its place `n`), whole, in that order, in one named statement. */
async function loadPage(db: Database, picked: SQL, userId: string | undefined): Promise<SortedPage> {
  const { rows } = await executeNamed<ProductRow & { n: number }>(db, sql`
    with page as (${picked})
    select ${productColumns(userId)}
    from page join products p on p.id = page.id join stores s on s.id = p.store_id join currencies c on c.id = p.currency_id
    order by page.n`);
  return { ids: rows.map((row) => row.id), loaded: new Map(rows.map((row) => [row.id, toProduct(row)])) };
}

/** A page of the products meeting `where` (every condition but the price range) in a sort other than relevance. */
export async function sortedProducts(
  db: Database,
  sort: Exclude<SearchSort, 'relevance'>,
  where: SQL[],
  filters: ProductFilters,
  offset: number,
  wanted: number,
  userId?: string,
): Promise<SortedPage> {
  where = [...where, ...inCurrency(filters)];
  if (sort === 'price_asc' || sort === 'price_desc') return byPrice(db, sort === 'price_asc' ? sql`asc` : sql`desc`, where, filters, offset, wanted, userId);
  const order =
    sort === 'newest'
      ? sql`p.created_at desc nulls last, p.id desc nulls last`
      : sql`p.rating desc nulls last, p.review_count desc nulls last, p.id desc nulls last`;
  return loadPage(
    db,
    sql`select p.id, row_number() over (order by ${order}) as n from products p join stores s on s.id = p.store_id
    where ${and([...where, ...filters.price])}
    order by ${order} limit ${wanted} offset ${offset}`,
    userId,
  );
}

/** By the price paid now: those without a running offer in base_price order, those with one in offer_price order, merged; ties by id. */
async function byPrice(
  db: Database,
  direction: SQL,
  where: SQL[],
  filters: ProductFilters,
  offset: number,
  wanted: number,
  userId: string | undefined,
): Promise<SortedPage> {
  const active = offerActive(filters.now);
  const range = (column: SQL) => [
    ...(filters.min !== undefined ? [sql`${column} >= ${filters.min}`] : []),
    ...(filters.max !== undefined ? [sql`${column} <= ${filters.max}`] : []),
  ];
  const branch = (column: SQL, kind: SQL) => sql`(
    select p.id, ${column} as price from products p join stores s on s.id = p.store_id
    where ${and([...where, kind, ...range(column)])}
    order by ${column} ${direction}, p.id ${direction} limit ${offset + wanted})`;
  return loadPage(
    db,
    sql`select id, row_number() over (order by price ${direction}, id ${direction}) as n from (
      ${branch(sql`p.base_price`, sql`not coalesce(${active}, false)`)}
      union all
      ${branch(sql`p.offer_price`, active)}
    ) priced
    order by price ${direction}, id ${direction} limit ${wanted} offset ${offset}`,
    userId,
  );
}

/**
 * The same for the products a query's words match: all of them first (the full-text index), then
 * sorted (read in the sort's index order, a word the planner misjudges walked up to 0.9 s).
 */
export async function sortedMatches(
  db: Database,
  sort: Exclude<SearchSort, 'relevance'>,
  where: SQL[],
  filters: ProductFilters,
  offset: number,
  wanted: number,
  userId?: string,
): Promise<SortedPage> {
  const direction = sort === 'price_asc' ? sql`asc` : sql`desc`;
  const order =
    sort === 'newest'
      ? sql`created_at desc, id desc`
      : sort === 'rating'
        ? sql`rating desc, review_count desc, id desc`
        : sql`price ${direction}, id ${direction}`;
  const outer = [...(filters.currencyId === undefined ? [] : [sql`currency_id = ${filters.currencyId}`]), ...(filters.min !== undefined ? [sql`price >= ${filters.min}`] : []), ...(filters.max !== undefined ? [sql`price <= ${filters.max}`] : [])];
  return loadPage(
    db,
    sql`with matched as materialized (
      select p.id, p.currency_id, ${filters.current} as price, p.created_at, p.rating, p.review_count
      from products p join stores s on s.id = p.store_id
      where ${and(where)})
    select id, row_number() over (order by ${order}) as n from matched ${outer.length > 0 ? sql`where ${and(outer)}` : sql``}
    order by ${order} limit ${wanted} offset ${offset}`,
    userId,
  );
}
