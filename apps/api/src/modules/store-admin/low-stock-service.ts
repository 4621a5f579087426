import { sql } from 'drizzle-orm';
import type { ProductFilterQuery } from '@plaza/domain/schemas/panel-product';
import type { Database } from '../../db/connection';
import { productListWhere } from './product-service';

type Executor = Pick<Database, 'execute'>;

/** How many of the products the list's filters select need restocking: the count on the "Stock bajo" chip. */
export async function countLowStock(db: Executor, storeId: number, query: ProductFilterQuery): Promise<number> {
  const where = productListWhere(storeId, { ...query, low_stock: '1' });
  const { rows } = await db.execute<{ count: number }>(sql`select count(*)::int as count from products p where ${where}`);
  return rows[0]?.count ?? 0;
}

/** Whether `userId` gets the store's daily digest: on unless they switched it off for themselves. */
export async function digestEnabled(db: Executor, storeId: number, userId: string): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from low_stock_digest_opt_outs where store_id = ${storeId} and user_id = ${userId}`);
  return rows.length === 0;
}

/** Switches the digest on or off for one person of the store (idempotent: a retry changes nothing more). */
export async function setDigestEnabled(db: Executor, storeId: number, userId: string, enabled: boolean): Promise<boolean> {
  if (enabled) await db.execute(sql`delete from low_stock_digest_opt_outs where store_id = ${storeId} and user_id = ${userId}`);
  else await db.execute(sql`insert into low_stock_digest_opt_outs (store_id, user_id) values (${storeId}, ${userId}) on conflict do nothing`);
  return enabled;
}
