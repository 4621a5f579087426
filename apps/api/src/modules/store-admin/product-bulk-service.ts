import { sql, type SQL } from 'drizzle-orm';
import { tp } from '@plaza/domain/messages/es-panel';
import { BULK_UNDO_MINUTES, bulkOutcome, undoneStock, type BulkProduct } from '@plaza/domain/product-bulk';
import { productRuleIssues } from '@plaza/domain/product-rules';
import type { BulkItem, ProductBulk, ProductBulkAnswer, ProductBulkUndoAnswer } from '@plaza/domain/schemas/product-bulk';
import type { Database } from '../../db/connection';
import { AppError, failPanel } from '../../platform/errors';
import { takePlanLock } from '../plans/plan-limits';
import type { Executor } from './search-terms';
import type { ProductRow, Transaction } from './product-service';

const UNDO_MS = BULK_UNDO_MINUTES * 60_000;

/** What a bulk change reads of a product: the columns its price rules need (as the panel reads them), and whether it is archived. */
type Row = Pick<
  ProductRow,
  'id' | 'name' | 'currency_id' | 'price' | 'stock' | 'offer_enabled' | 'offer_price' | 'offer_start' | 'offer_end' | 'availability_start' | 'availability_end' | 'min_reservation_days'
> & { archived: boolean };

/** What a saved change keeps of each product, for its undo. */
type SavedItem = { product_id: number; price_before: number; price_after: number; stock_before: number; stock_after: number };

const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The products `ids` of the store, with what their price rules read, in id order (the order their
 * row locks are taken in, so two writers never wait on each other crosswise); `lock` holds them.
 * Archived products are left out unless `archived`.
 */
async function readProducts(tx: Executor, storeId: number, ids: number[], { lock, archived }: { lock: boolean; archived: boolean }) {
  const { rows } = await tx.execute<Row>(sql`
    select p.id, p.name, p.currency_id, p.price, p.stock, (p.archived_at is not null) as archived, p.offer_enabled, p.offer_price,
      p.offer_start, p.offer_end, p.availability_start::text as availability_start, p.availability_end::text as availability_end,
      p.min_reservation_days
    from products p
    where p.store_id = ${storeId} and p.id in (${idList(ids)}) ${archived ? sql`` : sql`and p.archived_at is null`}
    order by p.id ${lock ? sql`for update` : sql``}`);
  const { rows: tiers } = await tx.execute<{ product_id: number; min_quantity: number; price_per_unit: number }>(sql`
    select product_id, min_quantity, price_per_unit from wholesale_prices where product_id in (${idList(ids)}) order by product_id, min_quantity`);
  const tiersOf = new Map<number, { min_quantity: number; price_per_unit: number }[]>();
  for (const tier of tiers) {
    const id = Number(tier.product_id);
    tiersOf.set(id, [...(tiersOf.get(id) ?? []), { min_quantity: Number(tier.min_quantity), price_per_unit: Number(tier.price_per_unit) }]);
  }
  return new Map(
    rows.map((row): [number, BulkProduct & { archived: boolean }] => {
      const id = Number(row.id);
      return [
        id,
        {
          product_id: id,
          name: row.name,
          currency_id: Number(row.currency_id),
          price: Number(row.price),
          stock: Number(row.stock),
          archived: Boolean(row.archived),
          wholesale_prices: tiersOf.get(id) ?? [],
          special_offer:
            row.offer_price === null
              ? null
              : { enabled: Boolean(row.offer_enabled), tmp_price: Number(row.offer_price), start_date: iso(row.offer_start), end_date: iso(row.offer_end) },
          availability:
            row.availability_start && row.availability_end
              ? { start_date: row.availability_start, end_date: row.availability_end, minimum_reservation_days: Number(row.min_reservation_days ?? 0) }
              : null,
        },
      ];
    }),
  );
}

/** Writes the new prices and stocks in one statement; a column the change does not touch is not written. */
async function writePrices(tx: Executor, rows: { id: number; price: number; stock: number }[], columns: { price: boolean; stock: boolean }) {
  if (rows.length === 0) return;
  const sets: SQL[] = [];
  if (columns.price) sets.push(sql`price = v.price`);
  if (columns.stock) sets.push(sql`stock = v.stock`);
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::int, ${row.price}::int, ${row.stock}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update products p set ${sql.join(sets, sql`, `)} from (values ${values}) as v(id, price, stock) where p.id = v.id`);
}

/** The 404 of ids that are not the store's products (another store's, archived, or none). */
function checkAllFound(ids: number[], found: Map<number, unknown>) {
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw failPanel('not_found', 'productBulk.notFound', { ids: missing.map((id) => `#${id}`).join(', ') });
}

/** "stock =" overwrites: only products whose stock is still the one the preview showed. */
function checkStockSeen(body: ProductBulk, found: Map<number, BulkProduct>) {
  if (!body.stock || !('set' in body.stock)) return;
  const seen = new Map((body.stock_seen ?? []).map((entry) => [entry.product_id, entry.stock]));
  for (const product of found.values())
    if (!seen.has(product.product_id)) throw failPanel('invalid', 'productBulk.stockSeenMissing', { name: product.name });
  const moved = [...found.values()].filter((product) => seen.get(product.product_id) !== product.stock);
  if (moved.length === 0) return;
  const list = moved.map((product) => tp('productBulk.stockMovedItem', { name: product.name, stock: product.stock })).join('; ');
  throw new AppError('conflict', tp('productBulk.stockMoved', { products: list }), {}, {
    moved: moved.map((product) => ({ product_id: product.product_id, name: product.name, stock: product.stock })),
  });
}

/**
 * A bulk price and stock change (issue 43, point 1) on up to 500 of the store's products: every
 * product's before and after, computed here. A dry run writes nothing. A saved change is all or
 * nothing, in one transaction: the plan lock first (like every product write), then the products'
 * rows in id order; one product that cannot take it (a stock below 0, a price of 0, an offer or a
 * tier no longer below the price) refuses it all (400 with each one's reason), and so does one
 * "stock =" product whose stock moved since the preview (409 with its stock now). The change is
 * kept, for its undo within BULK_UNDO_MINUTES.
 */
export async function bulkChange(db: Database, storeId: number, userId: string, body: ProductBulk, now: Date): Promise<ProductBulkAnswer> {
  const run = async (tx: Executor) => {
    if (!body.dry_run) await takePlanLock(tx, storeId);
    const found = await readProducts(tx, storeId, body.product_ids, { lock: !body.dry_run, archived: false });
    checkAllFound(body.product_ids, found);
    if (body.price && 'set' in body.price) {
      const currencies = new Set([...found.values()].map((product) => product.currency_id));
      if (currencies.size > 1) throw failPanel('invalid', 'productBulk.mixedCurrencies', { count: currencies.size });
    }
    const items: BulkItem[] = body.product_ids.map((id) => {
      const product = found.get(id)!;
      const outcome = bulkOutcome(product, { price: body.price, stock: body.stock });
      const { product_id, name, currency_id } = product;
      return { product_id, name, currency_id, price_before: product.price, stock_before: product.stock, ...outcome };
    });
    if (body.dry_run) return { dry_run: true, bulk_id: null, count: items.length, undo_until: null, items };
    const problems = items.filter((item) => item.problem !== null);
    if (problems.length > 0)
      throw new AppError('invalid', tp('productBulk.refused', { count: problems.length }), {}, {
        problems: problems.map((item) => ({ product_id: item.product_id, name: item.name, message: item.problem! })),
      });
    checkStockSeen(body, found);
    const changed = items.filter((item) => item.price_after !== item.price_before || item.stock_after !== item.stock_before);
    await writePrices(
      tx,
      changed.map((item) => ({ id: item.product_id, price: item.price_after, stock: item.stock_after })),
      { price: body.price !== undefined, stock: body.stock !== undefined },
    );
    const saved: SavedItem[] = items.map(({ product_id, price_before, price_after, stock_before, stock_after }) => ({
      product_id,
      price_before,
      price_after,
      stock_before,
      stock_after,
    }));
    const { rows } = await tx.execute<{ id: number }>(sql`
      insert into product_bulk_edits (store_id, user_id, change, items, created_at)
      values (${storeId}, ${userId}, ${JSON.stringify({ price: body.price ?? null, stock: body.stock ?? null })}::jsonb, ${JSON.stringify(saved)}::jsonb, ${now.toISOString()}::timestamptz)
      returning id`);
    return { dry_run: false, bulk_id: Number(rows[0]!.id), count: items.length, undo_until: new Date(now.getTime() + UNDO_MS).toISOString(), items };
  };
  return body.dry_run ? run(db) : db.transaction((tx: Transaction) => run(tx));
}

type UndoneItem = ProductBulkUndoAnswer['items'][number];

/** One product put back: its price if no one changed it since and its rules allow it, its stock as the inverse change. */
function undoItem(saved: SavedItem, product: BulkProduct & { archived: boolean }): UndoneItem {
  const base = { product_id: product.product_id, name: product.name, currency_id: product.currency_id, price_before: product.price, stock_before: product.stock };
  if (product.archived) return { ...base, price_after: product.price, stock_after: product.stock, note: tp('productBulk.undoArchived') };
  const notes: string[] = [];
  let price = product.price;
  if (saved.price_after !== saved.price_before) {
    if (product.price !== saved.price_after) notes.push(tp('productBulk.undoPriceKept'));
    else {
      const known = new Set(productRuleIssues(product).map((issue) => issue.message));
      const broken = productRuleIssues({ ...product, price: saved.price_before }).some((issue) => !known.has(issue.message));
      if (broken) notes.push(tp('productBulk.undoPriceRules'));
      else price = saved.price_before;
    }
  }
  let stock = product.stock;
  if (saved.stock_after !== saved.stock_before) {
    const undone = undoneStock(product.stock, saved.stock_before, saved.stock_after);
    stock = undone.stock;
    if (undone.floored) notes.push(tp('productBulk.undoStockFloor'));
  }
  return { ...base, price_after: price, stock_after: stock, note: notes.length > 0 ? notes.join(' · ') : null };
}

/**
 * Undoes a saved bulk change once, within BULK_UNDO_MINUTES of it, for anyone who runs the store:
 * each price goes back to its before value unless it was changed by hand since (the seller's later
 * price is kept and said so) or its rules no longer allow it; each stock change is undone as its
 * inverse, so units sold meanwhile stay sold (never below 0). The change's row is locked first
 * after the plan lock: of two undos at once, the second finds it undone (409).
 */
export async function undoBulkChange(db: Database, storeId: number, bulkId: number, now: Date): Promise<ProductBulkUndoAnswer> {
  return db.transaction(async (tx) => {
    await takePlanLock(tx, storeId);
    const { rows } = await tx.execute<{ items: SavedItem[] | string; created_at: Date | string; undone_at: Date | string | null }>(sql`
      select items, created_at, undone_at from product_bulk_edits where id = ${bulkId} and store_id = ${storeId} for update`);
    const edit = rows[0];
    if (!edit) throw failPanel('not_found', 'productBulk.bulkNotFound');
    if (edit.undone_at !== null) throw failPanel('conflict', 'productBulk.alreadyUndone');
    if (now.getTime() - new Date(edit.created_at).getTime() > UNDO_MS) throw failPanel('conflict', 'productBulk.undoExpired', { minutes: BULK_UNDO_MINUTES });
    const saved: SavedItem[] = typeof edit.items === 'string' ? JSON.parse(edit.items) : edit.items;
    const found = await readProducts(tx, storeId, saved.map((item) => item.product_id), { lock: true, archived: true });
    // A product deleted since has nothing left to undo.
    const items = saved.flatMap((item) => {
      const product = found.get(item.product_id);
      return product ? [undoItem(item, product)] : [];
    });
    const changed = items.filter((item) => item.price_after !== item.price_before || item.stock_after !== item.stock_before);
    await writePrices(tx, changed.map((item) => ({ id: item.product_id, price: item.price_after, stock: item.stock_after })), { price: true, stock: true });
    await tx.execute(sql`update product_bulk_edits set undone_at = ${now.toISOString()}::timestamptz where id = ${bulkId}`);
    return { bulk_id: bulkId, count: items.length, items };
  });
}
