import { sql, type SQL } from 'drizzle-orm';
import { tp } from '@plaza/domain/messages/es-panel';
import { productRuleIssues } from '@plaza/domain/product-rules';
import type { PanelProduct, ProductCreate, ProductPatch } from '@plaza/domain/schemas/panel-product';
import { products, productTags, wholesalePrices } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { requireProductSlots, visibleProducts, type StorePlanLimits } from '../plans/plan-limits';
import { findProducts, requirePlanFeatures, rowOf, RULE_FIELDS, type Transaction } from './product-service';
import { keywordsOf, updateKnownWords, type SearchableText } from './search-terms';
import { visibleStore } from '../stores/store-visibility';

/**
 * Many products created and changed in a few statements (the catalogue spreadsheet's import,
 * issue 43): the rules of `createProduct` / `updateProduct` in product-service.ts, checked row by
 * row in memory (the product form's cross-field rules, the plan's features and visible slots
 * counted in the rows' order, a SKU one product's, the stock only over `stock_seen`, decision 021),
 * then the writes of all accepted rows in one INSERT and one UPDATE per chunk, their keywords and
 * the suggestions' words by the difference of all of them at once. Written one product at a time,
 * as those functions do, 1,000 rows took about 15 queries each: over a minute on PGlite.
 *
 * Call inside a transaction that holds the store's plan lock (`lockStorePlan`), as those functions
 * take it. Rows are keyed by the caller (a spreadsheet row); a refused row is not written and its
 * refusal is the AppError the single-product write would have thrown.
 */

/** The fields a batch writes: those of a product's own row (not its tags, tiers, offer or availability after creation). */
export type BatchPatch = Pick<ProductPatch, 'name' | 'description' | 'category_id' | 'currency_id' | 'price' | 'stock' | 'stock_seen' | 'low_stock_threshold' | 'sku' | 'visible'>;
export type BatchCreate = { key: number; product: ProductCreate };
export type BatchUpdate = { key: number; productId: number; patch: BatchPatch };
export type BatchRefusal = { key: number; error: AppError };
export type BatchResult = { refusals: BatchRefusal[]; created: number[] };

/** Statements' bind parameters stay far below PostgreSQL's 65,535 with chunks of this many rows. */
const CHUNK = 400;

const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
const idArray = (ids: number[]) => sql.raw(`array[${ids.map(Number).join(',')}]::int[]`);

type Planned = { key: number; current: PanelProduct | null; next: Omit<PanelProduct, 'product_id' | 'images' | 'hidden_by_plan' | 'offer_paused_by_plan'>; patch?: BatchPatch };

/** The first rule the row breaks, as the single-product write would refuse it; null when it may be written. */
async function refusalOf(tx: Transaction, plan: StorePlanLimits, row: Planned, skuOwners: Map<string, number>): Promise<AppError | null> {
  const { current, next, patch } = row;
  const ruled = !current || RULE_FIELDS.some((field) => (patch as Record<string, unknown>)[field] !== undefined);
  const [issue] = ruled ? productRuleIssues(next) : [];
  if (issue) return new AppError('invalid', issue.message);
  const features = await requirePlanFeatures(tx, plan, current ? (patch as Partial<PanelProduct>) : next, current ?? undefined).then(() => null, (error: unknown) => error);
  if (features) return features as AppError;
  if (current && patch?.stock_seen !== undefined && current.stock !== patch.stock_seen)
    return new AppError('conflict', tp('product.stockChanged', { stock: current.stock }), {}, { stock: current.stock });
  const owner = next.sku ? skuOwners.get(next.sku.toLowerCase()) : undefined;
  if (owner !== undefined && owner !== (current?.product_id ?? -1)) return new AppError('conflict', tp('product.skuTaken', { sku: next.sku! }));
  return null;
}

/** A visible product beyond the plan's slots, in the rows' order: each later row that shows one more is refused as requireProductSlots refuses it. */
async function slotRefusals(tx: Transaction, storeId: number, plan: StorePlanLimits, rows: Planned[], refused: Map<number, AppError>) {
  if (plan.limits.max_products === null) return;
  const start = await visibleProducts(tx, storeId);
  let visible = start;
  for (const row of rows) {
    if (refused.has(row.key)) continue;
    const delta = Number(row.next.visible) - Number(row.current?.visible ?? false);
    if (delta > 0 && visible + delta > plan.limits.max_products) {
      const error = await requireProductSlots(tx, storeId, plan, visible - start + delta).then(() => null, (failure: unknown) => failure);
      if (error) {
        refused.set(row.key, error as AppError);
        continue;
      }
    }
    visible += delta;
  }
}

async function searchableTexts(tx: Transaction, ids: number[]): Promise<SearchableText[]> {
  if (ids.length === 0) return [];
  const { rows } = await tx.execute<{ name: string; keywords: string; listed: boolean }>(sql`
    select p.name, p.search_keywords as keywords, (not p.hidden and p.archived_at is null and ${visibleStore}) as listed
    from products p join stores s on s.id = p.store_id where p.id = any(${idArray(ids)})`);
  return rows.map((row) => ({ name: row.name, keywords: row.keywords, listed: Boolean(row.listed) }));
}

/** All listed texts as one: the suggestions' words are counted, so the sum of each product's difference is the difference of the sums. */
const together = (texts: SearchableText[]): SearchableText => {
  const listed = texts.filter((text) => text.listed);
  return { name: listed.map((text) => `${text.name} ${text.keywords}`).join(' '), keywords: '', listed: listed.length > 0 };
};

async function insertCreated(tx: Transaction, storeId: number, rows: Planned[]): Promise<number[]> {
  const ids: number[] = [];
  for (const part of chunks(rows)) {
    // The keywords (keywordsOf) of a product without tags are its category's name: written with the row rather than by a second update of it.
    const keywords = (row: Planned) => sql`(select c.name from categories c where c.id = ${row.next.category_id})`;
    const inserted = await tx
      .insert(products)
      .values(part.map((row) => ({ storeId, ...rowOf(row.next), ...(row.next.tags.length === 0 ? { searchKeywords: keywords(row) } : {}) })))
      .returning({ id: products.id });
    const created = inserted.map((row) => row.id);
    ids.push(...created);
    const tags = part.flatMap((row, i) => [...new Set(row.next.tags)].map((tagId) => ({ productId: created[i]!, tagId })));
    const tiers = part.flatMap((row, i) => row.next.wholesale_prices.map((tier) => ({ productId: created[i]!, minQuantity: tier.min_quantity, pricePerUnit: tier.price_per_unit })));
    if (tags.length > 0) await tx.insert(productTags).values(tags);
    if (tiers.length > 0) await tx.insert(wholesalePrices).values(tiers);
  }
  return ids;
}

async function updateChanged(tx: Transaction, storeId: number, rows: Planned[]) {
  for (const part of chunks(rows)) {
    const values: SQL[] = part.map(({ current, next, patch }) => {
      const row = rowOf(next);
      const stock = patch!.stock === undefined ? null : row.stock;
      const stockSeen = patch!.stock_seen ?? null;
      const planHidden = current!.hidden_by_plan && !next.visible;
      return sql`(${current!.product_id}::int, ${row.name}::text, ${row.description}::text, ${row.categoryId}::int, ${row.currencyId}::int, ${row.price}::int,
        ${row.lowStockThreshold}::int, ${row.sku}::text, ${row.hidden}::boolean, ${planHidden}::boolean, ${stock}::int, ${stockSeen}::int)`;
    });
    // The stock only where it is still the one seen: the rows are locked and were checked, so this holds unless a write bypassed the lock.
    const { rows: written } = await tx.execute<{ id: number }>(sql`
      update products p set name = v.name, description = v.description, category_id = v.category_id, currency_id = v.currency_id,
        price = v.price, low_stock_threshold = v.low_stock_threshold, sku = v.sku, hidden = v.hidden, plan_hidden = v.plan_hidden,
        stock = coalesce(v.stock, p.stock)
      from (values ${sql.join(values, sql`, `)}) as v(id, name, description, category_id, currency_id, price, low_stock_threshold, sku, hidden, plan_hidden, stock, stock_seen)
      where p.id = v.id and p.store_id = ${storeId} and (v.stock_seen is null or p.stock = v.stock_seen)
      returning p.id`);
    if (written.length !== part.length) throw new AppError('conflict', tp('productSheet.stockRace'));
  }
}

/** offerProductName (search-terms.ts) for many names: each offered site-wide and in its store, in one statement per chunk. */
async function offerProductNames(tx: Transaction, storeId: number, names: string[]) {
  for (const part of chunks(names))
    await tx.execute(sql`
      insert into suggest_terms (term, normalized, kind, store_id, weight)
      select n.term, immutable_unaccent(lower(n.term)), 'product', s.store_id, 1
      from (values ${sql.join(part.map((name) => sql`(${name}::text)`), sql`, `)}) as n(term) cross join (values (null::int), (${storeId}::int)) as s(store_id)
      on conflict do nothing`);
}

/**
 * Plans then writes `creates` and `updates` (the store's products, each at most once): the
 * refused rows, with the AppError each would get alone, and the new products' ids in the order
 * of `creates` less the refused. `checkOnly`: the refusals alone, nothing written (a dry run).
 */
export async function writeProducts(
  tx: Transaction,
  storeId: number,
  plan: StorePlanLimits,
  creates: BatchCreate[],
  updates: BatchUpdate[],
  { checkOnly = false } = {},
): Promise<BatchResult> {
  const currents = new Map((await findProducts(tx, storeId, updates.map((update) => update.productId), true)).map((product) => [product.product_id, product]));
  const refused = new Map<number, AppError>();
  const planned: Planned[] = [
    ...creates.map((create) => ({ key: create.key, current: null, next: create.product })),
    ...updates.flatMap((update): Planned[] => {
      const current = currents.get(update.productId);
      if (!current) return refused.set(update.key, new AppError('not_found', tp('product.notFound'))), [];
      const { stock_seen: _seen, ...changes } = update.patch;
      return [{ key: update.key, current, next: { ...current, ...changes }, patch: update.patch }];
    }),
  ].sort((a, b) => a.key - b.key);

  const { rows: skuRows } = await tx.execute<{ id: number; sku: string }>(sql`
    select id, lower(sku) as sku from products where store_id = ${storeId} and sku is not null and archived_at is null`);
  const skuOwners = new Map(skuRows.map((row) => [row.sku, Number(row.id)]));
  for (const row of planned) {
    // A product's SKU as the rows before leave it: another row's new SKU is taken from then on.
    const error = await refusalOf(tx, plan, row, skuOwners);
    if (error) refused.set(row.key, error);
    else if (row.next.sku) skuOwners.set(row.next.sku.toLowerCase(), row.current?.product_id ?? -row.key);
  }
  await slotRefusals(tx, storeId, plan, planned, refused);

  const refusals = [...refused].map(([key, error]) => ({ key, error }));
  // Every refusal is known before the first write (the rows are locked, the SKUs and slots counted): a check need not write.
  if (checkOnly) return { refusals, created: [] };
  const accepted = planned.filter((row) => !refused.has(row.key));
  const changed = accepted.filter((row) => row.current);
  const before = await searchableTexts(tx, changed.map((row) => row.current!.product_id));
  const created = await insertCreated(tx, storeId, accepted.filter((row) => !row.current));
  await updateChanged(tx, storeId, changed);
  const tagged = accepted.filter((row) => !row.current).flatMap((row, index) => (row.next.tags.length > 0 ? [created[index]!] : []));
  const rekeyed = [...tagged, ...changed.filter((row) => row.patch!.category_id !== undefined).map((row) => row.current!.product_id)];
  if (rekeyed.length > 0) await tx.execute(sql`update products p set search_keywords = ${keywordsOf(sql`p`)} where p.id = any(${idArray(rekeyed)})`);
  const after = await searchableTexts(tx, [...created, ...changed.map((row) => row.current!.product_id)]);
  await updateKnownWords(tx, storeId, together(before), together(after));
  await offerProductNames(tx, storeId, [...new Set(after.filter((text) => text.listed).map((text) => text.name))]);
  return { refusals, created };
}
