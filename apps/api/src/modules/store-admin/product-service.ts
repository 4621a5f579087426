import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { tp } from '@plaza/domain/messages/es-panel';
import { productRuleIssues, type ProductRulesInput } from '@plaza/domain/product-rules';
import { PRODUCT_NAME_MAX, type PanelProduct, type ProductCreate, type ProductFilterQuery, type ProductListQuery, type ProductPatch } from '@plaza/domain/schemas/panel-product';
import { needsRestockSql } from './low-stock-rule';
import type { Database } from '../../db/connection';
import { isUniqueViolation } from '../../db/unique-violation';
import { productImages, products, productTags, wholesalePrices } from '../../db/schema';
import { cappedCount, pageOfRows } from '../../platform/capped-count';
import { AppError, failPanel } from '../../platform/errors';
import { queryTerms, readableText } from '../search/search-service';
import { keywordsOf, updateSearchTerms, type Executor, type SearchableText } from './search-terms';
import { visibleStore } from '../stores/store-visibility';
import { lockStorePlan, requireFeature, requireProductSlots, type StorePlanLimits } from '../plans/plan-limits';

/** One transaction of a write; every statement of a panel write runs in one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Appended to a copy's name; the name is cut first so that the copy's stays within PRODUCT_NAME_MAX. */
export const COPY_SUFFIX = ' (copia)';

export type ProductRow = {
  id: number;
  name: string;
  description: string;
  category_id: number;
  currency_id: number;
  price: number;
  stock: number;
  low_stock_threshold: number;
  sku: string | null;
  hidden: boolean;
  offer_enabled: boolean;
  offer_price: number | null;
  offer_start: Date | string | null;
  offer_end: Date | string | null;
  availability_start: string | null;
  availability_end: string | null;
  min_reservation_days: number | null;
  referral_commission_bp: number;
  plan_hidden: boolean;
  offer_plan_paused: boolean;
};

const productColumns = sql`p.id, p.name, p.description, p.category_id, p.currency_id, p.price, p.stock, p.low_stock_threshold, p.sku, p.hidden,
  p.offer_enabled, p.offer_price, p.offer_start, p.offer_end, p.availability_start::text as availability_start,
  p.availability_end::text as availability_end, p.min_reservation_days, p.referral_commission_bp,
  p.plan_hidden, p.offer_plan_paused`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Percent as the panel writes it (12.5) ↔ basis points as stored (1250). */
const toBasisPoints = (percent: number) => Math.round(percent * 100);
const toPercent = (basisPoints: number) => basisPoints / 100;

/**
 * The products of `rows`, in their order, with their tags, tiers and images: three batched
 * queries whatever the number of products. Offers and availability read as the storefront's
 * product-loader reads them.
 */
async function withParts(db: Executor & Pick<Database, 'select'>, rows: ProductRow[], together = false): Promise<PanelProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => Number(row.id));
  const loads = [
    () => db.select().from(productTags).where(inArray(productTags.productId, ids)).orderBy(asc(productTags.tagId)),
    () => db.select().from(wholesalePrices).where(inArray(wholesalePrices.productId, ids)).orderBy(asc(wholesalePrices.minQuantity)),
    () => db.select().from(productImages).where(inArray(productImages.productId, ids)).orderBy(asc(productImages.position), asc(productImages.id)),
  ] as const;
  // Together on the pool's connections; one after the other inside a transaction, whose one connection runs one query at a time.
  const [tagRows, tierRows, imageRows] = together
    ? await Promise.all([loads[0](), loads[1](), loads[2]()])
    : [await loads[0](), await loads[1](), await loads[2]()];
  const groups = <T extends { productId: number }>(items: T[]) => {
    const byProduct = new Map<number, T[]>();
    for (const item of items) byProduct.set(item.productId, [...(byProduct.get(item.productId) ?? []), item]);
    return (id: number) => byProduct.get(id) ?? [];
  };
  const tagsOf = groups(tagRows);
  const tiersOf = groups(tierRows);
  const imagesOf = groups(imageRows);
  return rows.map((row) => {
    const id = Number(row.id);
    return {
      product_id: id,
      name: row.name,
      description: row.description,
      category_id: row.category_id,
      currency_id: row.currency_id,
      price: row.price,
      stock: row.stock,
      low_stock_threshold: row.low_stock_threshold,
      sku: row.sku,
      visible: !row.hidden,
      hidden_by_plan: row.plan_hidden,
      offer_paused_by_plan: row.offer_plan_paused,
      tags: tagsOf(id).map((tag) => tag.tagId),
      wholesale_prices: tiersOf(id).map((tier) => ({ min_quantity: tier.minQuantity, price_per_unit: tier.pricePerUnit })),
      special_offer:
        row.offer_price === null
          ? null
          : { enabled: row.offer_enabled, tmp_price: row.offer_price, start_date: iso(row.offer_start), end_date: iso(row.offer_end) },
      availability:
        row.availability_start && row.availability_end
          ? { start_date: row.availability_start, end_date: row.availability_end, minimum_reservation_days: row.min_reservation_days ?? 0 }
          : null,
      referral_commission_percent: toPercent(row.referral_commission_bp),
      images: imagesOf(id).map((image) => ({ image_id: image.id, image: image.image })),
    };
  });
}

/** The store's own, not archived product `productId`, or 404. `lock` holds its row until the transaction ends. */
export async function findProduct(db: Executor & Pick<Database, 'select'>, storeId: number, productId: number, lock = false): Promise<PanelProduct> {
  const { rows } = await db.execute<ProductRow>(sql`
    select ${productColumns} from products p
    where p.id = ${productId} and p.store_id = ${storeId} and p.archived_at is null
    ${lock ? sql`for update` : sql``}`);
  const [product] = await withParts(db, rows);
  if (!product) throw failPanel('not_found', 'product.notFound');
  return product;
}

/**
 * The store's own, not archived products of `ids` (any order; those not found are left out), with
 * their parts, in four queries; `lock` holds their rows until the transaction ends (in id order,
 * as every batch write locks them).
 */
export async function findProducts(db: Executor & Pick<Database, 'select'>, storeId: number, ids: number[], lock = false): Promise<PanelProduct[]> {
  if (ids.length === 0) return [];
  const list = sql.raw(`array[${ids.map(Number).join(',')}]::int[]`);
  const { rows } = await db.execute<ProductRow>(sql`
    select ${productColumns} from products p
    where p.id = any(${list}) and p.store_id = ${storeId} and p.archived_at is null order by p.id
    ${lock ? sql`for update` : sql``}`);
  return withParts(db, rows);
}

/** A typed text as LIKE reads it literally, unaccented and lower-case, its wildcards escaped after unaccent (which may write them). */
const likeLiteral = (text: string): SQL =>
  sql`replace(replace(replace(immutable_unaccent(lower(${text})), chr(92), chr(92) || chr(92)), '%', chr(92) || '%'), '_', chr(92) || '_')`;

/** `%…%` of a typed word. */
function likeContains(word: string): SQL {
  return sql`'%' || ${likeLiteral(word)} || '%'`;
}

const statusCondition: Record<ProductListQuery['status'], SQL> = {
  all: sql`true`,
  visible: sql`not p.hidden`,
  hidden: sql`p.hidden`,
  out_of_stock: sql`p.stock = 0`,
  low_stock: needsRestockSql,
};

/** A SKU starting with the whole of `q`, without regard to case or accents (issue 43). */
function skuStarts(q: string): SQL {
  return sql`immutable_unaccent(lower(p.sku)) like ${likeLiteral(q)} || '%'`;
}

/**
 * The list's filters as one `where` condition (the page and its count share it). Each typed word
 * must be in the name, without regard to case or accents, or the whole search starts the SKU.
 */
export function productListWhere(storeId: number, query: ProductFilterQuery): SQL {
  const conditions = [sql`p.store_id = ${storeId}`, sql`p.archived_at is null`, statusCondition[query.status]];
  if (query.low_stock === '1') conditions.push(needsRestockSql);
  if (query.category !== undefined) conditions.push(sql`p.category_id = ${query.category}`);
  const words = query.q ? queryTerms(readableText(query.q)) : [];
  // Words of three letters or more are looked up in the names' trigram index first (an index of the
  // whole site, but a name holding them is rare); reading the store's products in order and
  // unaccenting each name would read all 10,000 for a word none has. Shorter words filter that read.
  const indexed = words.filter((word) => [...word].length >= 3);
  const matching = (list: string[]) => sql.join(
    list.map((word) => sql`immutable_unaccent(lower(name)) like ${likeContains(word)}`),
    sql` and `,
  );
  const name = [
    ...(indexed.length > 0 ? [sql`p.id = any(array(select id from products where ${matching(indexed)}))`] : []),
    ...words.filter((word) => [...word].length < 3).map((word) => sql`immutable_unaccent(lower(p.name)) like ${likeContains(word)}`),
  ];
  if (query.q) conditions.push(sql`((${name.length > 0 ? sql.join(name, sql` and `) : sql`false`}) or ${skuStarts(query.q)})`);
  return sql.join(conditions, sql` and `);
}

/**
 * The seller's list, newest first: one query for the page, read in the order of the index
 * (store, created_at desc, id desc) and one more row than the page to tell whether another
 * follows; then the page's tags, tiers and images in three batched queries. No count: the total
 * is its own request (`countProducts`, decision 030).
 */
export async function listProducts(db: Database, storeId: number, query: ProductListQuery) {
  const { rows } = await db.execute<ProductRow>(sql`
    select ${productColumns} from products p
    where ${productListWhere(storeId, query)}
    order by p.created_at desc nulls last, p.id desc nulls last
    limit ${query.page_size + 1} offset ${(query.page - 1) * query.page_size}`);
  const page = pageOfRows(rows, query.page, query.page_size);
  return { results: await withParts(db, page.results, true), has_next: page.has_next };
}

/** How many products the list's filters match, up to LIST_COUNT_CAP (decision 030). */
export const countProducts = (db: Database, storeId: number, query: Omit<ProductListQuery, 'page' | 'page_size'>) =>
  cappedCount(db, sql`from products p where ${productListWhere(storeId, query)}`);

/** What suggestions and search know of the product as it is stored now. */
async function searchableText(tx: Executor, productId: number): Promise<SearchableText> {
  const { rows } = await tx.execute<{ name: string; keywords: string; listed: boolean }>(sql`
    select p.name, p.search_keywords as keywords, (not p.hidden and p.archived_at is null and ${visibleStore}) as listed
    from products p join stores s on s.id = p.store_id where p.id = ${productId}`);
  const row = rows[0]!;
  return { name: row.name, keywords: row.keywords, listed: Boolean(row.listed) };
}

/** The category and currency must exist, and every tag be one of this store's. */
async function checkReferences(tx: Executor, storeId: number, product: Partial<Pick<ProductCreate, 'category_id' | 'currency_id' | 'tags'>>) {
  if (product.category_id !== undefined) {
    const { rows } = await tx.execute(sql`select 1 from categories where id = ${product.category_id}`);
    if (rows.length === 0) throw failPanel('invalid', 'product.categoryRequired');
  }
  if (product.currency_id !== undefined) {
    const { rows } = await tx.execute(sql`select 1 from currencies where id = ${product.currency_id}`);
    if (rows.length === 0) throw failPanel('invalid', 'product.currencyRequired');
  }
  const tags = [...new Set(product.tags ?? [])];
  if (tags.length > 0) {
    // Shared locks: a tag deleted meanwhile waits for this write, rather than failing its insert.
    const { rows } = await tx.execute<{ id: number }>(sql`
      select id from tags where store_id = ${storeId} and id in (${sql.join(
        tags.map((id) => sql`${id}`),
        sql`, `,
      )}) for share`);
    if (rows.length !== tags.length) throw failPanel('invalid', 'product.unknownTag');
  }
}

/** The 409 of a SKU another product of the store has (compared without case). */
const skuTaken = (sku: string) => new AppError('conflict', tp('product.skuTaken', { sku }));

/**
 * A SKU names one product of the store: checked first for a clear answer, and by the unique index
 * (`uniquely` around the write) when two writes race for it.
 */
async function checkSku(tx: Executor, storeId: number, sku: string | null | undefined, productId = 0) {
  if (!sku) return;
  const { rows } = await tx.execute(sql`
    select 1 from products where store_id = ${storeId} and lower(sku) = lower(${sku}) and archived_at is null and id <> ${productId}`);
  if (rows.length > 0) throw skuTaken(sku);
}

/** The first broken cross-field rule, as a 400 with its message. */
function checkRules(product: ProductRulesInput) {
  const [issue] = productRuleIssues(product);
  if (issue) throw new AppError('invalid', issue.message);
}

/** What the plan, not the seller, did to the product: written by plan-limits.ts and `updateProduct` only. */
type PlanFlags = 'hidden_by_plan' | 'offer_paused_by_plan';

/** The product's columns as stored, from the panel's fields. */
export function rowOf(product: Omit<PanelProduct, 'product_id' | 'images' | 'tags' | 'wholesale_prices' | PlanFlags>) {
  const offer = product.special_offer;
  const availability = product.availability;
  return {
    name: product.name,
    description: product.description,
    categoryId: product.category_id,
    currencyId: product.currency_id,
    price: product.price,
    stock: product.stock,
    lowStockThreshold: product.low_stock_threshold,
    sku: product.sku,
    hidden: !product.visible,
    referralCommissionBp: toBasisPoints(product.referral_commission_percent),
    offerEnabled: offer?.enabled ?? false,
    offerPrice: offer?.tmp_price ?? null,
    offerStart: offer?.start_date ? new Date(offer.start_date) : null,
    offerEnd: offer?.end_date ? new Date(offer.end_date) : null,
    availabilityStart: availability?.start_date ?? null,
    availabilityEnd: availability?.end_date ?? null,
    minReservationDays: availability?.minimum_reservation_days ?? null,
  };
}

async function writeTags(tx: Transaction, productId: number, tags: number[]) {
  await tx.delete(productTags).where(sql`${productTags.productId} = ${productId}`);
  const unique = [...new Set(tags)];
  if (unique.length > 0) await tx.insert(productTags).values(unique.map((tagId) => ({ productId, tagId })));
}

async function writeTiers(tx: Transaction, productId: number, tiers: PanelProduct['wholesale_prices']) {
  await tx.delete(wholesalePrices).where(sql`${wholesalePrices.productId} = ${productId}`);
  if (tiers.length > 0)
    await tx.insert(wholesalePrices).values(tiers.map((tier) => ({ productId, minQuantity: tier.min_quantity, pricePerUnit: tier.price_per_unit })));
}

/** Inserts a whole product with its tags and tiers, keywords and suggestions: the new product's id. */
async function insertProduct(tx: Transaction, storeId: number, product: Omit<PanelProduct, 'product_id' | 'images' | PlanFlags>): Promise<number> {
  const [row] = await tx
    .insert(products)
    .values({ storeId, ...rowOf(product) })
    .returning({ id: products.id });
  const id = row!.id;
  await writeTags(tx, id, product.tags);
  await writeTiers(tx, id, product.wholesale_prices);
  await tx.execute(sql`update products p set search_keywords = ${keywordsOf(sql`p`)} where p.id = ${id}`);
  await updateSearchTerms(tx, storeId, null, await searchableText(tx, id));
  return id;
}

type PlanGoverned = Pick<PanelProduct, 'special_offer' | 'wholesale_prices' | 'referral_commission_percent' | 'availability'>;

/** The plan features the product uses, each with the field that uses it. */
const featuresUsed = (product: Partial<PlanGoverned>) =>
  [
    ['offers', 'special_offer', product.special_offer?.enabled === true],
    ['wholesale', 'wholesale_prices', (product.wholesale_prices?.length ?? 0) > 0],
    ['referrals', 'referral_commission_percent', (product.referral_commission_percent ?? 0) > 0],
    ['made_to_order', 'availability', product.availability != null],
  ] as const;

/**
 * A 403 when the write sets a feature the store's plan does not include (a new product's, or a
 * change's fields that differ from what the product has: a smaller plan keeps what was set before).
 */
export async function requirePlanFeatures(tx: Executor, plan: StorePlanLimits, written: Partial<PlanGoverned>, current?: PanelProduct) {
  for (const [feature, field, used] of featuresUsed(written)) {
    if (!used || (current && JSON.stringify(current[field]) === JSON.stringify(written[field]))) continue;
    await requireFeature(tx, plan, feature);
  }
}

/** A visible new product takes one of the plan's product slots; the plan's lock counts parallel creations one at a time. */
export async function createProduct(db: Database, storeId: number, input: ProductCreate): Promise<PanelProduct> {
  return db.transaction(async (tx) => {
    const plan = await lockStorePlan(tx, storeId);
    await requirePlanFeatures(tx, plan, input);
    if (input.visible) await requireProductSlots(tx, storeId, plan);
    await checkReferences(tx, storeId, input);
    await checkSku(tx, storeId, input.sku);
    const id = await insertProduct(tx, storeId, input);
    return findProduct(tx, storeId, id);
  }).catch(skuRace(input.sku));
}

/** A unique violation on the SKU index is the race `checkSku` cannot see: told as the check would. */
function skuRace(sku: string | null | undefined) {
  return (error: unknown): never => {
    if (sku && isUniqueViolation(error, 'products_store_sku_idx')) throw skuTaken(sku);
    throw error;
  };
}

/** Fields whose change can break a rule of product-rules.ts; other changes are checked by their own schema alone. */
export const RULE_FIELDS = ['price', 'wholesale_prices', 'special_offer', 'availability'] as const;

/** The 409 of a stock change made on a stock that has moved since: the stock now, for the seller to decide again. */
async function stockConflict(tx: Executor, productId: number): Promise<AppError> {
  const { rows } = await tx.execute<{ stock: number }>(sql`select stock from products where id = ${productId}`);
  const stock = Number(rows[0]!.stock);
  return new AppError('conflict', tp('product.stockChanged', { stock }), {}, { stock });
}

/**
 * Changes the given fields. The cross-field rules are checked on the product as it would be
 * after the change (a new price alone can leave an offer above it), under the row's lock. The
 * row's one UPDATE, the change's first write, holds only while the stock is still `stock_seen`
 * (when sent), so a sale committed since is never undone: the whole change is refused with the
 * stock now. A change without `stock` does not write the column at all.
 */
export async function updateProduct(db: Database, storeId: number, productId: number, patch: ProductPatch): Promise<PanelProduct> {
  const { stock_seen: stockSeen, ...changes } = patch;
  return db.transaction(async (tx) => {
    const plan = await lockStorePlan(tx, storeId);
    const current = await findProduct(tx, storeId, productId, true);
    const next = { ...current, ...changes };
    if (RULE_FIELDS.some((field) => changes[field] !== undefined)) checkRules(next);
    await requirePlanFeatures(tx, plan, changes, current);
    if (!current.visible && next.visible) await requireProductSlots(tx, storeId, plan);
    await checkReferences(tx, storeId, changes);
    await checkSku(tx, storeId, changes.sku, productId);
    const before = await searchableText(tx, productId);
    const { stock, ...row } = rowOf(next);
    // Shown again by its seller, it is no longer the plan's to show; an offer the seller rewrites is no longer paused.
    const offerChanged = changes.special_offer !== undefined && JSON.stringify(changes.special_offer) !== JSON.stringify(current.special_offer);
    const columns = { ...row, planHidden: current.hidden_by_plan && !next.visible, offerPlanPaused: current.offer_paused_by_plan && !offerChanged };
    const written = await tx
      .update(products)
      .set(changes.stock === undefined ? columns : { ...columns, stock })
      .where(stockSeen === undefined ? eq(products.id, productId) : and(eq(products.id, productId), eq(products.stock, stockSeen)))
      .returning({ id: products.id });
    if (written.length === 0) throw await stockConflict(tx, productId);
    if (patch.tags) await writeTags(tx, productId, patch.tags);
    if (patch.wholesale_prices) await writeTiers(tx, productId, patch.wholesale_prices);
    if (patch.tags || patch.category_id !== undefined)
      await tx.execute(sql`update products p set search_keywords = ${keywordsOf(sql`p`)} where p.id = ${productId}`);
    await updateSearchTerms(tx, storeId, before, await searchableText(tx, productId));
    return findProduct(tx, storeId, productId);
  }).catch(skuRace(patch.sku));
}

/**
 * A hidden copy of the product, named '… (copia)', with its tags, tiers and images (the same
 * files: stored images are named by their content and never rewritten).
 */
export async function duplicateProduct(db: Database, storeId: number, productId: number): Promise<PanelProduct> {
  return db.transaction(async (tx) => {
    const plan = await lockStorePlan(tx, storeId);
    const original = await findProduct(tx, storeId, productId, true);
    // The copy is new: it may carry only what the plan includes now (it starts hidden, so takes no slot).
    await requirePlanFeatures(tx, plan, original);
    const name = `${[...original.name].slice(0, PRODUCT_NAME_MAX - COPY_SUFFIX.length).join('').trimEnd()}${COPY_SUFFIX}`;
    // A SKU names one product: the copy starts without one.
    const id = await insertProduct(tx, storeId, { ...original, name, visible: false, sku: null });
    if (original.images.length > 0)
      await tx.insert(productImages).values(original.images.map((image, position) => ({ productId: id, image: image.image, position })));
    return findProduct(tx, storeId, id);
  });
}

/**
 * Removes a product no order names; archives one that an order names (hidden for good, gone from
 * the panel, the storefront, search and suggestions, still shown by the orders that have it).
 * The row's lock comes first: an order for it either committed before (and the product is
 * archived) or waits and then finds it gone.
 */
export async function deleteProduct(db: Database, storeId: number, productId: number): Promise<{ archived: boolean }> {
  return db.transaction(async (tx) => {
    await findProduct(tx, storeId, productId, true);
    const before = await searchableText(tx, productId);
    const { rows } = await tx.execute(sql`select 1 from order_items where product_id = ${productId} limit 1`);
    const archived = rows.length > 0;
    if (archived) await tx.execute(sql`update products set archived_at = now(), hidden = true where id = ${productId}`);
    else await tx.execute(sql`delete from products where id = ${productId}`);
    await updateSearchTerms(tx, storeId, before, null);
    return { archived };
  });
}
