import { sql } from 'drizzle-orm';
import type { PanelTag } from '@plaza/domain/schemas/panel-catalogue';
import type { Database } from '../../db/connection';
import { uniquely } from '../../db/unique-violation';
import { failPanel } from '../../platform/errors';
import { keywordsOf, updateKnownWords, type Executor } from './search-terms';
import { visibleStore } from '../stores/store-visibility';

/** The tag's slug, in the storefront's /stores/{slug}/tags/{tagSlug}: 'Envío gratis' → 'envio-gratis'; symbols alone → 'etiqueta'. */
export function tagSlug(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'etiqueta'
  );
}

/** Two tags of a store may not share a slug: names equal but for case and accents are the same tag. */
async function refuseDuplicate(tx: Executor, storeId: number, slug: string, except = 0) {
  const { rows } = await tx.execute(sql`select 1 from tags where store_id = ${storeId} and slug = ${slug} and id <> ${except}`);
  if (rows.length > 0) throw failPanel('conflict', 'tag.duplicate');
}

/** Two writes of the same name at once: the unique index refuses the second, which is told as the first would be. */
const uniqueTag = <T>(work: () => Promise<T>) => uniquely(work, () => failPanel('conflict', 'tag.duplicate'));

const tagColumns = sql`id as tag_id, name, slug, color`;

export async function listTags(db: Database, storeId: number): Promise<PanelTag[]> {
  const { rows } = await db.execute<PanelTag>(sql`select ${tagColumns} from tags where store_id = ${storeId} order by lower(name), id`);
  return rows.map((row) => ({ ...row, tag_id: Number(row.tag_id) }));
}

export async function createTag(db: Database, storeId: number, input: { name: string; color: string }): Promise<PanelTag> {
  const slug = tagSlug(input.name);
  return uniqueTag(() =>
    db.transaction(async (tx) => {
      await refuseDuplicate(tx, storeId, slug);
      const { rows } = await tx.execute<PanelTag>(sql`
        insert into tags (store_id, name, slug, color) values (${storeId}, ${input.name}, ${slug}, ${input.color}) returning ${tagColumns}`);
      return { ...rows[0]!, tag_id: Number(rows[0]!.tag_id) };
    }),
  );
}

/** The tag, locked, or 404. */
async function lockTag(tx: Executor, storeId: number, tagId: number): Promise<PanelTag> {
  const { rows } = await tx.execute<PanelTag>(sql`select ${tagColumns} from tags where id = ${tagId} and store_id = ${storeId} for update`);
  if (!rows[0]) throw failPanel('not_found', 'tag.notFound');
  return rows[0];
}

/** Products that carry the tag and that a shopper can find: their keywords hold its name. */
async function listedCarriers(tx: Executor, tagId: number): Promise<number> {
  const { rows } = await tx.execute<{ count: number }>(sql`
    select count(*)::int as count from product_tags pt join products p on p.id = pt.product_id join stores s on s.id = p.store_id
    where pt.tag_id = ${tagId} and not p.hidden and p.archived_at is null and ${visibleStore}`);
  return Number(rows[0]!.count);
}

/**
 * Renames or recolours a tag. A new name is searchable at once on every product that carries it
 * (their keywords are written again) and known to suggestions in place of the old one.
 */
export async function updateTag(db: Database, storeId: number, tagId: number, patch: { name?: string; color?: string }): Promise<PanelTag> {
  return uniqueTag(() =>
    db.transaction(async (tx) => {
      const current = await lockTag(tx, storeId, tagId);
      const name = patch.name ?? current.name;
      const slug = tagSlug(name);
      if (slug !== current.slug) await refuseDuplicate(tx, storeId, slug, tagId);
      const { rows } = await tx.execute<PanelTag>(sql`
        update tags set name = ${name}, slug = ${slug}, color = ${patch.color ?? current.color} where id = ${tagId} returning ${tagColumns}`);
      if (name !== current.name) {
        await tx.execute(sql`
          update products p set search_keywords = ${keywordsOf(sql`p`)}
          where p.id in (select product_id from product_tags where tag_id = ${tagId})`);
        const carriers = await listedCarriers(tx, tagId);
        await updateKnownWords(tx, storeId, { name: current.name, keywords: '', listed: true }, { name, keywords: '', listed: true }, carriers);
      }
      return { ...rows[0]!, tag_id: Number(rows[0]!.tag_id) };
    }),
  );
}

/** Deletes a tag: it leaves every product that carried it, and their keywords. */
export async function deleteTag(db: Database, storeId: number, tagId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockTag(tx, storeId, tagId);
    const carriers = await listedCarriers(tx, tagId);
    const { rows } = await tx.execute<{ product_id: number }>(sql`delete from product_tags where tag_id = ${tagId} returning product_id`);
    await tx.execute(sql`delete from tags where id = ${tagId}`);
    if (rows.length > 0)
      await tx.execute(sql`
        update products p set search_keywords = ${keywordsOf(sql`p`)}
        where p.id in (${sql.join(
          rows.map((row) => sql`${row.product_id}`),
          sql`, `,
        )})`);
    await updateKnownWords(tx, storeId, { name: current.name, keywords: '', listed: true }, null, carriers);
  });
}
