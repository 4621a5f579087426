import type { StoreAccess } from '@plaza/domain/schemas/staff';
import { sql } from 'drizzle-orm';
import type { StoreProfile, StoreProfilePatch } from '@plaza/domain/schemas/panel-store';
import type { Database } from '../../db/connection';
import { tp } from '@plaza/domain/messages/es-panel';
import { failPanel } from '../../platform/errors';
import { planNotice } from '../plans/plan-limits';
import type { ImageStore } from '../../platform/image-store';
import { cardVariant } from '../../platform/images';
import { refreshSearchWords } from '../search/search-words';
import { visibleStore } from '../stores/store-visibility';

/** The stores a user owns, by name, each with its suspension (the panel's banner shows the reason) and its plan's notices. */
export async function ownedStores(db: Database, userId: string) {
  const { rows } = await db.execute<{ store_id: number; name: string; slug: string; suspended: boolean; suspension_reason: string | null; access: StoreAccess }>(sql`
    select s.id as store_id, s.name, s.slug, s.suspended_at is not null as suspended, s.suspension_reason,
      case when s.owner_id = ${userId} then 'owner' else st.role end as access
    from stores s left join store_staff st on st.store_id = s.id and st.user_id = ${userId} and st.accepted_at is not null
    where s.owner_id = ${userId} or st.id is not null
    order by (s.owner_id = ${userId}) desc, s.name, s.id`);
  const stores = [];
  for (const row of rows) stores.push({ ...row, ...(await planNotices(db, Number(row.store_id))) });
  return stores;
}

/** What the store's plan holds back now, in the seller's words (decision 024). */
async function planNotices(db: Database, storeId: number) {
  const { plan, hidden, pausedOffers, refusedCoupons } = await planNotice(db, storeId);
  const vars = { plan: plan.name, max: plan.limits.max_products ?? 0, count: hidden };
  const notices = [
    hidden > 0 ? tp('plan.hiddenNotice', vars) : null,
    pausedOffers > 0 ? tp('plan.pausedOffersNotice', vars) : null,
    refusedCoupons > 0 ? tp('plan.couponsNotice', vars) : null,
  ].filter((notice) => notice !== null);
  return { plan_name: plan.plan_id === null ? null : plan.name, plan_notices: notices };
}

type ProfileRow = Omit<StoreProfile, 'closure'> & { closure: StoreProfile['closure'] | string };

/** The profile of a store its owner edits; `storeId` comes from the ownership guard. */
export async function storeProfile(db: Database, storeId: number): Promise<StoreProfile> {
  const { rows } = await db.execute<ProfileRow>(sql`
    select s.id as store_id, s.name, s.slug, s.description, s.logo, s.cover, s.email, s.address, s.phone, s.instagram,
      s.facebook, s.whatsapp, s.category_id, t.province_id, s.township_id as ubication_id,
      case when s.closed_from is not null then json_build_object('closed_from', s.closed_from::text,
        'closed_until', s.closed_until::text, 'message', s.closure_message) end as closure,
      s.suspended_at is not null as suspended, s.suspension_reason, s.payment_hold_hours
    from stores s left join townships t on t.id = s.township_id
    where s.id = ${storeId}`);
  const row = rows[0];
  if (!row) throw failPanel('not_found', 'access.storeNotFound');
  return { ...row, closure: typeof row.closure === 'string' ? (JSON.parse(row.closure) as StoreProfile['closure']) : row.closure };
}

const columns = {
  name: 'name',
  description: 'description',
  email: 'email',
  address: 'address',
  phone: 'phone',
  instagram: 'instagram',
  facebook: 'facebook',
  whatsapp: 'whatsapp',
  category_id: 'category_id',
  ubication_id: 'township_id',
  payment_hold_hours: 'payment_hold_hours',
} as const;

/**
 * Changes the fields the patch names and nothing else, in one transaction: a category or a
 * municipality that does not exist refuses the whole patch. The province follows from the
 * municipality. The slug stays: links shared to the store keep working after a rename.
 */
export async function patchStoreProfile(db: Database, storeId: number, patch: StoreProfilePatch): Promise<StoreProfile> {
  const renamed = await db.transaction(async (tx) => {
    if (patch.category_id !== undefined) {
      const { rows } = await tx.execute(sql`select 1 from categories where id = ${patch.category_id}`);
      if (rows.length === 0) throw failPanel('invalid', 'storeApi.categoryNotFound');
    }
    if (patch.ubication_id !== undefined) {
      const { rows } = await tx.execute(sql`select 1 from townships where id = ${patch.ubication_id}`);
      if (rows.length === 0) throw failPanel('invalid', 'storeApi.ubicationNotFound');
    }
    const assignments = Object.entries(columns)
      .filter(([field]) => patch[field as keyof typeof columns] !== undefined)
      .map(([field, column]) => sql`${sql.identifier(column)} = ${patch[field as keyof typeof columns]}`);
    if (patch.closure === null) assignments.push(sql`closed_from = null, closed_until = null, closure_message = ''`);
    else if (patch.closure)
      assignments.push(sql`closed_from = ${patch.closure.closed_from}::date, closed_until = ${patch.closure.closed_until}::date,
        closure_message = ${patch.closure.message}`);
    if (assignments.length === 0) return undefined;
    const { rows: before } = await tx.execute<{ name: string }>(sql`select name from stores where id = ${storeId} for update`);
    await tx.execute(sql`update stores set ${sql.join(assignments, sql`, `)} where id = ${storeId}`);
    const oldName = before[0]?.name;
    if (patch.name === undefined || oldName === undefined || oldName === patch.name) return undefined;
    // The store's name as a suggestion: the old one goes unless another store has it too.
    await tx.execute(sql`
      delete from suggest_terms where kind = 'store' and store_id is null and term = ${oldName}
        and not exists (select 1 from stores s where s.name = ${oldName} and ${visibleStore} and s.id <> ${storeId})`);
    await tx.execute(sql`
      insert into suggest_terms (term, normalized, kind, store_id, weight)
      select s.name, immutable_unaccent(lower(s.name)), 'store', null, s.review_count + 1 from stores s where s.id = ${storeId} and ${visibleStore}
      on conflict do nothing`);
    return patch.name;
  });
  if (renamed) await refreshSearchWords(db);
  return storeProfile(db, storeId);
}

/**
 * Removes a stored image and its card variant unless a row still shows it: files are named by
 * their content, so two stores (or a store and a product) may share one.
 */
export async function removeImageIfUnused(db: Database, images: ImageStore, file: string | null) {
  if (!file || !/^[0-9a-f]{16}\.webp$/.test(file)) return;
  const { rows } = await db.execute(sql`
    select 1 from stores where logo = ${file} or cover = ${file}
    union all select 1 from product_images where image = ${file}
    union all select 1 from users where profile_img = ${file}
    union all select 1 from hero_slides where background_image = ${file}
    limit 1`);
  if (rows.length > 0) return;
  await Promise.all([file, cardVariant(file)].map((name) => images.remove(name)));
}

/** Sets the store's logo or cover to a stored image; the one it replaces goes if nothing else shows it. */
export async function setStoreImage(db: Database, images: ImageStore, storeId: number, which: 'logo' | 'cover', file: string) {
  const previous = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ file: string | null }>(
      sql`select ${sql.identifier(which)} as file from stores where id = ${storeId} for update`,
    );
    await tx.execute(sql`update stores set ${sql.identifier(which)} = ${file} where id = ${storeId}`);
    return rows[0]?.file ?? null;
  });
  if (previous !== file) await removeImageIfUnused(db, images, previous);
  return storeProfile(db, storeId);
}
