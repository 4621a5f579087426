import { sql } from 'drizzle-orm';
import { slugFromName, type AdminSection, type SectionCreate, type SectionPatch } from '@plaza/domain/schemas/admin-content';
import type { Database } from '../../db/connection';
import { announceContentChange } from '../../platform/content-changes';
import { applyOrder, nextPosition, type Executor } from '../../platform/content-writes';
import { failAdmin } from '../../platform/errors';
import { visibleStore } from '../stores/store-visibility';

type SectionRow = { id: number; name: string; slug: string; enabled: boolean; is_category_section: boolean; category_id: number | null };
type ProductRow = AdminSection['products'][number] & { section_id: number };

/** How many missing product ids a refusal names. */
const MISSING_SHOWN = 10;

/**
 * Every section in its order with its chosen products in theirs. A product the storefront leaves
 * out (hidden, archived, its store closed or suspended) is listed with `visible: false`, so the
 * operator sees why a section shows fewer than chosen.
 */
export async function listSections(db: Executor, sectionId?: number): Promise<AdminSection[]> {
  const only = sectionId === undefined ? sql`` : sql`where id = ${sectionId}`;
  const { rows } = await db.execute<SectionRow>(sql`
    select id, name, slug, enabled, is_category_section, category_id from custom_sections ${only} order by position, id`);
  const { rows: products } = await db.execute<ProductRow>(sql`
    select csp.section_id, p.id as product_id, p.name, p.store_id, s.name as store_name,
      (select pi.image from product_images pi where pi.product_id = p.id order by pi.position, pi.id limit 1) as image,
      (not p.hidden and p.archived_at is null and ${visibleStore}) as visible
    from custom_section_products csp join products p on p.id = csp.product_id join stores s on s.id = p.store_id
    ${sectionId === undefined ? sql`` : sql`where csp.section_id = ${sectionId}`}
    order by csp.section_id, csp.position, csp.product_id`);
  const bySection = new Map<number, AdminSection['products']>();
  for (const { section_id, ...product } of products) {
    const list = bySection.get(Number(section_id)) ?? [];
    list.push({ ...product, product_id: Number(product.product_id), store_id: Number(product.store_id) });
    bySection.set(Number(section_id), list);
  }
  return rows.map((row) => ({
    section_id: Number(row.id),
    section_name: row.name,
    slug: row.slug,
    enabled: row.enabled,
    is_category_section: row.is_category_section,
    category_id: row.category_id === null ? null : Number(row.category_id),
    products: bySection.get(Number(row.id)) ?? [],
  }));
}

async function oneSection(tx: Executor, sectionId: number): Promise<AdminSection> {
  const [section] = await listSections(tx, sectionId);
  return section!;
}

async function lockSection(tx: Executor, sectionId: number): Promise<SectionRow> {
  const { rows } = await tx.execute<SectionRow>(sql`
    select id, name, slug, enabled, is_category_section, category_id from custom_sections where id = ${sectionId} for update`);
  if (!rows[0]) throw failAdmin('not_found', 'content.sections.notFound');
  return rows[0];
}

/** The constraint a unique violation names (node-postgres and PGlite both give it), however the error is wrapped. */
function violatedConstraint(error: unknown): string | undefined {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint, message } = cause as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505') return `${String(constraint ?? '')} ${String(message ?? '')}`;
  }
  return undefined;
}

/** The section's two unique rules, however the second of two writes at once meets them. */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint !== undefined)
      throw failAdmin('conflict', constraint.includes('one_category_section') ? 'content.sections.categorySectionExists' : 'content.sections.slugTaken');
    throw error;
  }
}

/** What the section will be, checked against the database: a free slug, an existing category, one category section, existing products. */
async function checkSection(tx: Executor, section: Omit<SectionRow, 'id' | 'name' | 'enabled'>, productIds: number[] | undefined, except = 0) {
  const { rows: sameSlug } = await tx.execute(sql`select 1 from custom_sections where slug = ${section.slug} and id <> ${except}`);
  if (sameSlug.length > 0) throw failAdmin('conflict', 'content.sections.slugTaken');
  if (section.is_category_section && section.category_id === null) throw failAdmin('invalid', 'content.sections.categoryRequired');
  if (section.category_id !== null) {
    const { rows } = await tx.execute(sql`select 1 from categories where id = ${section.category_id} for key share`);
    if (rows.length === 0) throw failAdmin('invalid', 'content.sections.categoryMissing');
  }
  if (section.is_category_section) {
    const { rows } = await tx.execute(sql`select 1 from custom_sections where is_category_section and id <> ${except}`);
    if (rows.length > 0) throw failAdmin('conflict', 'content.sections.categorySectionExists');
  }
  if (productIds && productIds.length > 0) {
    const { rows } = await tx.execute<{ id: number }>(sql`
      select id from products where id in (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )}) for key share`);
    const found = new Set(rows.map((row) => Number(row.id)));
    const missing = productIds.filter((id) => !found.has(id));
    if (missing.length > 0) throw failAdmin('invalid', 'content.sections.productsMissing', { ids: missing.slice(0, MISSING_SHOWN).join(', ') });
  }
}

/**
 * Makes the section's products the given list, in its order. Rows whose place is unchanged are
 * not written, so the audit log records the products added, removed and moved.
 */
async function writeProducts(tx: Executor, sectionId: number, productIds: number[]): Promise<void> {
  await tx.execute(sql`
    delete from custom_section_products where section_id = ${sectionId}
    ${productIds.length === 0 ? sql`` : sql`and product_id not in (${sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )})`}`);
  if (productIds.length === 0) return;
  const rows = sql.join(
    productIds.map((id, position) => sql`(${sectionId}::integer, ${id}::integer, ${position}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into custom_section_products (section_id, product_id, position) values ${rows}
    on conflict (section_id, product_id) do update set position = excluded.position
    where custom_section_products.position is distinct from excluded.position`);
}

function slugFor(name: string, slug: string | undefined): string {
  const chosen = slug ?? slugFromName(name);
  if (!chosen) throw failAdmin('invalid', 'content.fields.slugUnavailable');
  return chosen;
}

/** A new section, last in the order; its slug from its name unless one is given. */
export async function createSection(db: Database, input: SectionCreate): Promise<AdminSection> {
  const slug = slugFor(input.section_name, input.slug);
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      await checkSection(tx, { slug, is_category_section: input.is_category_section, category_id: input.category_id }, input.product_ids);
      const position = await nextPosition(tx, 'custom_sections');
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into custom_sections (name, slug, enabled, is_category_section, category_id, position)
        values (${input.section_name}, ${slug}, ${input.enabled}, ${input.is_category_section}, ${input.category_id}, ${position}) returning id`);
      const sectionId = Number(rows[0]!.id);
      await writeProducts(tx, sectionId, input.product_ids);
      await announceContentChange(tx);
      return oneSection(tx, sectionId);
    }),
  );
}

/** Any of the section's fields; `product_ids` replaces the whole list. A new slug moves its page (/sections/{slug}). */
export async function updateSection(db: Database, sectionId: number, patch: SectionPatch): Promise<AdminSection> {
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const current = await lockSection(tx, sectionId);
      const next = {
        name: patch.section_name ?? current.name,
        slug: patch.slug ?? current.slug,
        enabled: patch.enabled ?? current.enabled,
        is_category_section: patch.is_category_section ?? current.is_category_section,
        category_id: patch.category_id === undefined ? current.category_id : patch.category_id,
      };
      await checkSection(tx, next, patch.product_ids, sectionId);
      await tx.execute(sql`
        update custom_sections set name = ${next.name}, slug = ${next.slug}, enabled = ${next.enabled},
          is_category_section = ${next.is_category_section}, category_id = ${next.category_id}
        where id = ${sectionId}`);
      if (patch.product_ids !== undefined) await writeProducts(tx, sectionId, patch.product_ids);
      await announceContentChange(tx);
      return oneSection(tx, sectionId);
    }),
  );
}

/** Removes a section and its list of products (the products themselves stay). */
export async function deleteSection(db: Database, sectionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSection(tx, sectionId);
    await tx.execute(sql`delete from custom_sections where id = ${sectionId}`);
    await announceContentChange(tx);
  });
}

/** The sections' new order on the home page. */
export async function reorderSections(db: Database, sectionIds: number[]): Promise<AdminSection[]> {
  return db.transaction(async (tx) => {
    await applyOrder(tx, 'custom_sections', sectionIds, 'content.sections.orderMismatch');
    await announceContentChange(tx);
    return listSections(tx);
  });
}
