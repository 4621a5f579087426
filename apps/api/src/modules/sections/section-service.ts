import { sql } from 'drizzle-orm';
import type { CustomSection } from '@plaza/domain/schemas/section';
import type { Product } from '@plaza/domain/schemas/product';
import type { Database } from '../../db/connection';
import { loadProducts, visibleProduct } from '../products/product-loader';

const HOME_SECTION_SIZE = 12;
const SECTION_PAGE_SIZE = 100;

async function sectionProductIds(db: Database, sectionIds: number[], limit: number) {
  if (sectionIds.length === 0) return new Map<number, number[]>();
  const { rows } = await db.execute<{ section_id: number; id: number }>(sql`
    select sec.id as section_id, picked.id from custom_sections sec cross join lateral (
      select csp.product_id as id from custom_section_products csp
      join products p on p.id = csp.product_id join stores s on s.id = p.store_id
      where csp.section_id = sec.id and ${visibleProduct}
      order by csp.position, csp.product_id limit ${limit}) picked
    where sec.id in (${sql.join(
      sectionIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const ids = new Map<number, number[]>();
  for (const row of rows) ids.set(row.section_id, [...(ids.get(row.section_id) ?? []), row.id]);
  return ids;
}

async function withProducts(db: Database, ids: Map<number, number[]>, userId?: string) {
  const products = await loadProducts(db, [...new Set([...ids.values()].flat())], userId);
  const byId = new Map(products.map((product) => [product.product_id, product]));
  return (sectionId: number): Product[] => (ids.get(sectionId) ?? []).flatMap((id) => byId.get(id) ?? []);
}

export async function loadCustomSections(db: Database, userId?: string): Promise<CustomSection[]> {
  const { rows } = await db.execute<{ id: number; name: string; slug: string }>(sql`
    select id, name, slug from custom_sections where enabled and not is_category_section order by position, id`);
  const productsOf = await withProducts(
    db,
    await sectionProductIds(
      db,
      rows.map((row) => row.id),
      HOME_SECTION_SIZE,
    ),
    userId,
  );
  return rows
    .map((row) => ({ section_id: row.id, section_name: row.name, slug: row.slug, products: productsOf(row.id) }))
    .filter((section) => section.products.length > 0);
}

export async function loadCategorySection(db: Database, userId?: string) {
  const { rows } = await db.execute<{ id: number; name: string; category_id: number | null; enabled: boolean }>(sql`
    select id, name, category_id, enabled from custom_sections where is_category_section limit 1`);
  const row = rows[0];
  if (!row || !row.enabled) return { enabled: false, category_id: row?.category_id ?? null, section_name: row?.name ?? '', products: [] };
  const productsOf = await withProducts(db, await sectionProductIds(db, [row.id], HOME_SECTION_SIZE), userId);
  return { enabled: true, category_id: row.category_id, section_name: row.name, products: productsOf(row.id) };
}

export async function loadSection(db: Database, slug: string, userId?: string) {
  const { rows } = await db.execute<{ id: number; name: string }>(
    sql`select id, name from custom_sections where slug = ${slug} and enabled`,
  );
  const row = rows[0];
  if (!row) return undefined;
  const productsOf = await withProducts(db, await sectionProductIds(db, [row.id], SECTION_PAGE_SIZE), userId);
  return { section_name: row.name, products: productsOf(row.id) };
}
