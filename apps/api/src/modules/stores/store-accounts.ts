import { sql } from 'drizzle-orm';

/**
 * The one test of "this account acts for the store" (alias `s` for stores): today its owner.
 * When stores get staff, their table joins in here (`or exists (select 1 from store_staff …)`),
 * and every rule that reads it (a store's own accounts never buy from it) follows.
 */
export const isStoreAccount = (userId: string) => sql`(s.owner_id = ${userId})`;
