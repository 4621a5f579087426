import { sql } from 'drizzle-orm';

/**
 * The one test of "this account acts for the store" (alias `s` for stores): its owner, or a member
 * of its team who accepted the invitation (decision 028, any role), and every rule that reads it (a
 * store's own accounts never buy from it) follows.
 */
export const isStoreAccount = (userId: string) =>
  sql`(s.owner_id = ${userId} or exists (select 1 from store_staff st where st.store_id = s.id and st.user_id = ${userId} and st.accepted_at is not null))`;
