import { sql } from 'drizzle-orm';
import type { Category } from '@plaza/domain/schemas/reference';
import { slugFromName, type AdminCategory, type CategoryCreate, type CategoryPatch } from '@plaza/domain/schemas/admin-content';
import type { Database } from '../../db/connection';
import { announceContentChange } from '../../platform/content-changes';
import { applyOrder, nextPosition, uniquely, type Executor } from '../../platform/content-writes';
import { failAdmin } from '../../platform/errors';
import { loadCategories } from './reference-service';

const categoryColumns = sql`id as category_id, name, slug, icon`;

const toCategory = (row: AdminCategory): AdminCategory => ({ ...row, category_id: Number(row.category_id) });

/** The slug of a name, or 400 when the name has no letter or digit to make one of. */
function slugOf(name: string): string {
  const slug = slugFromName(name);
  if (!slug) throw failAdmin('invalid', 'content.fields.slugUnavailable');
  return slug;
}

/**
 * Two categories may not share a name once case and accents are set aside ('Electrónica',
 * 'electronica'), nor a slug ('Ropa y calzado', 'Ropa-y-calzado'): shoppers could not tell them apart.
 */
async function refuseDuplicate(tx: Executor, name: string, slug: string, except = 0): Promise<void> {
  const { rows } = await tx.execute(sql`
    select 1 from categories
    where id <> ${except} and (slug = ${slug} or lower(immutable_unaccent(name)) = lower(immutable_unaccent(${name})))`);
  if (rows.length > 0) throw failAdmin('conflict', 'content.categories.nameTaken');
}

async function lockCategory(tx: Executor, categoryId: number): Promise<AdminCategory> {
  const { rows } = await tx.execute<AdminCategory>(sql`select ${categoryColumns} from categories where id = ${categoryId} for update`);
  if (!rows[0]) throw failAdmin('not_found', 'content.categories.notFound');
  return toCategory(rows[0]);
}

/** A new category, last in the strip; its slug comes from its name. */
export async function createCategory(db: Database, input: CategoryCreate): Promise<AdminCategory> {
  const slug = slugOf(input.name);
  return uniquely(
    () =>
      db.transaction(async (tx) => {
        await refuseDuplicate(tx, input.name, slug);
        const position = await nextPosition(tx, 'categories');
        const { rows } = await tx.execute<AdminCategory>(sql`
          insert into categories (name, slug, icon, position) values (${input.name}, ${slug}, ${input.icon}, ${position}) returning ${categoryColumns}`);
        await announceContentChange(tx);
        return toCategory(rows[0]!);
      }),
    'content.categories.nameTaken',
  );
}

/** A new name (and with it a new slug) or icon. Links use the category's id, so none breaks. */
export async function updateCategory(db: Database, categoryId: number, patch: CategoryPatch): Promise<AdminCategory> {
  return uniquely(
    () =>
      db.transaction(async (tx) => {
        const current = await lockCategory(tx, categoryId);
        const name = patch.name ?? current.name;
        const slug = patch.name !== undefined ? slugOf(patch.name) : current.slug;
        if (patch.name !== undefined) await refuseDuplicate(tx, name, slug, categoryId);
        const { rows } = await tx.execute<AdminCategory>(sql`
          update categories set name = ${name}, slug = ${slug}, icon = ${patch.icon ?? current.icon}
          where id = ${categoryId} returning ${categoryColumns}`);
        await announceContentChange(tx);
        return toCategory(rows[0]!);
      }),
    'content.categories.nameTaken',
  );
}

/**
 * Deletes a category that nothing uses. Its row is locked first, so a store, product, section or
 * application naming it in a transaction that commits meanwhile is either counted here or waits
 * and then finds it gone.
 */
export async function deleteCategory(db: Database, categoryId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCategory(tx, categoryId);
    const { rows } = await tx.execute<{ stores: number; products: number; sections: number; applications: number }>(sql`
      select (select count(*)::int from stores where category_id = ${categoryId}) as stores,
             (select count(*)::int from products where category_id = ${categoryId}) as products,
             (select count(*)::int from custom_sections where category_id = ${categoryId}) as sections,
             (select count(*)::int from store_applications where category_id = ${categoryId}) as applications`);
    const uses = rows[0]!;
    if (uses.stores + uses.products + uses.sections + uses.applications > 0) throw failAdmin('conflict', 'content.categories.inUse', uses);
    await tx.execute(sql`delete from categories where id = ${categoryId}`);
    await announceContentChange(tx);
  });
}

/** The strip's new order; answers the public list. */
export async function reorderCategories(db: Database, categoryIds: number[]): Promise<Category[]> {
  return db.transaction(async (tx) => {
    await applyOrder(tx, 'categories', categoryIds, 'content.categories.orderMismatch');
    await announceContentChange(tx);
    return loadCategories(tx);
  });
}
