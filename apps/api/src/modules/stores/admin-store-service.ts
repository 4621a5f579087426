import { sql, type SQL } from 'drizzle-orm';
import { fitStoreToPlan, lockStorePlan } from '../plans/plan-limits';
import {
  ADMIN_STORES_PAGE_SIZE,
  type AdminStore,
  type AdminStorePatch,
  type AdminStoresPage,
  type AdminStoresQuery,
} from '@plaza/domain/schemas/admin-stores';
import type { Database } from '../../db/connection';
import { announceContentChange } from '../../platform/content-changes';
import { failAdmin } from '../../platform/errors';
import { refreshSearchWords } from '../search/search-words';
import { enqueueSuspensionMail, type SuspensionChange } from './store-mail';

type StoreRow = {
  id: number;
  name: string;
  slug: string;
  owner_id: string | null;
  owner_name: string | null;
  owner_email: string | null;
  category_id: number | null;
  category_name: string | null;
  plan_id: number | null;
  plan_name: string | null;
  billing_period: AdminStore['billing_period'];
  product_count: number;
  rating: number;
  review_count: number;
  created_at: Date | string;
  suspended_at: Date | string | null;
  suspension_reason: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function toAdminStore(row: StoreRow): AdminStore {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    owner: row.owner_id === null ? null : { id: row.owner_id, name: row.owner_name ?? '', email: row.owner_email ?? '' },
    category: row.category_id === null ? null : { id: row.category_id, name: row.category_name ?? '' },
    plan: row.plan_id === null ? null : { id: row.plan_id, name: row.plan_name ?? '' },
    billing_period: row.billing_period,
    product_count: Number(row.product_count),
    rating: Math.round(Number(row.rating) * 10) / 10,
    review_count: Number(row.review_count),
    created_at: iso(row.created_at),
    suspended: row.suspended_at !== null,
    suspended_at: row.suspended_at === null ? null : iso(row.suspended_at),
    suspension_reason: row.suspension_reason,
  };
}

/** The console's columns of a store (alias s); products are counted while not archived, hidden ones included. */
const storeColumns = sql`s.id, s.name, s.slug, s.billing_period, s.rating, s.review_count, s.created_at, s.suspended_at, s.suspension_reason,
  u.id as owner_id, btrim(u.name || ' ' || u.last_name) as owner_name, u.email as owner_email,
  c.id as category_id, c.name as category_name, sp.id as plan_id, sp.name as plan_name,
  (select count(*)::int from products p where p.store_id = s.id and p.archived_at is null) as product_count`;

const storeJoins = sql`stores s left join users u on u.id = s.owner_id left join categories c on c.id = s.category_id
  left join store_plans sp on sp.id = s.plan_id`;

/** `text` (SQL) as a LIKE pattern that finds it anywhere, its wildcards escaped. */
const containing = (text: SQL) =>
  sql`'%' || replace(replace(replace(${text}, chr(92), chr(92) || chr(92)), '%', chr(92) || '%'), '_', chr(92) || '_') || '%'`;

/** Trigram indexes answer a text of three characters or more; a shorter one would scan every account. */
const OWNER_SEARCH_MIN = 3;

/**
 * The stores `q` finds, accents and case aside, each branch through its own index: the name (its
 * trigram index; a slug typed with hyphens reads as the name's words), the whole slug (its unique
 * index) and, from three characters on, the owner's e-mail or name (the users' trigram index, then
 * the stores by owner).
 */
function matching(q: string): SQL {
  const typed = sql`immutable_unaccent(lower(${q}))`;
  const byOwner =
    [...q].length >= OWNER_SEARCH_MIN
      ? sql`union select st.id from stores st where st.owner_id in (
      select id from users where immutable_unaccent(lower(email || ' ' || name || ' ' || last_name)) like ${containing(typed)})`
      : sql``;
  return sql`s.id in (
    select id from stores where immutable_unaccent(lower(name)) like ${containing(typed)}
    union select id from stores where immutable_unaccent(lower(name)) like ${containing(sql`replace(${typed}, '-', ' ')`)}
    union select id from stores where slug = lower(${q})
    ${byOwner})`;
}

/** GET /api/admin/stores: one page; newest first, or by name when searching. */
export async function searchStores(db: Database, query: AdminStoresQuery): Promise<AdminStoresPage> {
  const conditions: SQL[] = [sql`true`];
  if (query.q) conditions.push(matching(query.q));
  if (query.status === 'active') conditions.push(sql`s.suspended_at is null`);
  if (query.status === 'suspended') conditions.push(sql`s.suspended_at is not null`);
  // Newest first through stores_created_idx.
  const order = query.q ? sql`s.slug = lower(${query.q}) desc, s.name, s.id` : sql`s.created_at desc nulls last, s.id desc nulls last`;
  const { rows } = await db.execute<StoreRow>(sql`
    select ${storeColumns} from ${storeJoins}
    where ${sql.join(conditions, sql` and `)}
    order by ${order}
    limit ${ADMIN_STORES_PAGE_SIZE + 1} offset ${(query.page - 1) * ADMIN_STORES_PAGE_SIZE}`);
  return {
    results: rows.slice(0, ADMIN_STORES_PAGE_SIZE).map(toAdminStore),
    page: query.page,
    has_next: rows.length > ADMIN_STORES_PAGE_SIZE,
  };
}

export async function adminStore(db: Pick<Database, 'execute'>, storeId: number): Promise<AdminStore> {
  const { rows } = await db.execute<StoreRow>(sql`select ${storeColumns} from ${storeJoins} where s.id = ${storeId}`);
  if (!rows[0]) throw failAdmin('not_found', 'stores.notFound');
  return toAdminStore(rows[0]);
}

/** What a patch changes of a store's suspension that its owner is told of (nothing for a plan or a same reason). */
function suspensionChange(wasSuspended: boolean, reason: string | null, patch: AdminStorePatch): SuspensionChange | undefined {
  if (patch.suspended === false) return wasSuspended ? { kind: 'reopened', note: patch.reason || undefined } : undefined;
  if (!wasSuspended) return patch.suspended ? { kind: 'suspended', reason: patch.reason! } : undefined;
  return patch.reason && patch.reason !== reason ? { kind: 'reasonChanged', reason: patch.reason } : undefined;
}

/**
 * PATCH /api/admin/stores/{storeId}, in one transaction (the audit log records it as the
 * operator's): suspends with a reason (a suspended store keeps the time it was first suspended;
 * a new reason replaces the old), reopens (the reason goes with it), changes the plan and the
 * billing period (the store made to fit its new plan: plan-limits.ts). Suspending or reopening rebuilds the suggestions' known words (which count only
 * visible stores' products) and makes every API process drop its visitors' shared answers; it,
 * and a new reason, e-mails the owner (store-mail.ts) through the outbox, in the same transaction.
 */
export async function updateStore(db: Database, storeId: number, patch: AdminStorePatch, publicUrl: string): Promise<AdminStore> {
  await db.transaction(async (tx) => {
    // The plan lock before the store's row: a product write holds the first and then needs the second.
    if (patch.plan_id !== undefined) await lockStorePlan(tx, storeId);
    const { rows } = await tx.execute<{ suspended: boolean; reason: string | null }>(
      sql`select suspended_at is not null as suspended, suspension_reason as reason from stores where id = ${storeId} for update`,
    );
    if (!rows[0]) throw failAdmin('not_found', 'stores.notFound');
    const wasSuspended = Boolean(rows[0].suspended);
    const assignments: SQL[] = [];
    if (patch.suspended === true) {
      assignments.push(sql`suspended_at = coalesce(suspended_at, now()), suspension_reason = ${patch.reason!}`);
    } else if (patch.suspended === false) {
      assignments.push(sql`suspended_at = null, suspension_reason = null, suspension_reviewed_at = null`);
    } else if (patch.reason !== undefined) {
      if (!wasSuspended) throw failAdmin('invalid', 'stores.reasonWithoutSuspension');
      if (!patch.reason) throw failAdmin('invalid', 'stores.reasonRequired');
      assignments.push(sql`suspension_reason = ${patch.reason}`);
    }
    if (patch.plan_id !== undefined) {
      const { rows: plans } = await tx.execute(sql`select 1 from store_plans where id = ${patch.plan_id}`);
      if (plans.length === 0) throw failAdmin('invalid', 'stores.unknownPlan');
      assignments.push(sql`plan_id = ${patch.plan_id}`);
    }
    if (patch.billing_period !== undefined) assignments.push(sql`billing_period = ${patch.billing_period}`);
    if (assignments.length > 0) await tx.execute(sql`update stores set ${sql.join(assignments, sql`, `)} where id = ${storeId}`);
    // A smaller plan hides what it does not allow, a larger one shows again what a smaller one hid.
    if (patch.plan_id !== undefined) await fitStoreToPlan(tx, storeId);
    const change = suspensionChange(wasSuspended, rows[0].reason, patch);
    if (change) await enqueueSuspensionMail(tx, storeId, change, publicUrl);
    if (patch.suspended === undefined || patch.suspended === wasSuspended) return;
    // Reopened: its name is offered as a suggestion again (a rename while suspended offered none).
    if (!patch.suspended)
      await tx.execute(sql`
        insert into suggest_terms (term, normalized, kind, store_id, weight)
        select name, immutable_unaccent(lower(name)), 'store', null, review_count + 1 from stores where id = ${storeId}
        on conflict do nothing`);
    // In the same transaction, so that no process sees the store gone but its words still known.
    await refreshSearchWords(tx as unknown as Database);
    // Every process drops the answers it shares with visitors when this commits.
    await announceContentChange(tx);
  });
  return adminStore(db, storeId);
}

/**
 * The queue's "Mantener suspendida": the operator looked at the suspension and keeps it; it comes
 * up again SUSPENSION_REVIEW_DAYS after `now` (decision 026). Nothing is mailed: nothing changed
 * for the owner. 404 for no such store, 409 for one that is not suspended.
 */
export async function keepSuspension(db: Database, storeId: number, now: Date): Promise<void> {
  const { rows } = await db.execute<{ suspended: boolean }>(sql`
    update stores set suspension_reviewed_at = case when suspended_at is null then suspension_reviewed_at else ${now.toISOString()}::timestamptz end
    where id = ${storeId} returning suspended_at is not null as suspended`);
  if (!rows[0]) throw failAdmin('not_found', 'stores.notFound');
  if (!rows[0].suspended) throw failAdmin('conflict', 'queue.notSuspended');
}
