import { sql } from 'drizzle-orm';
import type { AdminHeroSlide, HeroSlideCreate, HeroSlidePatch } from '@plaza/domain/schemas/admin-content';
import type { Database } from '../../db/connection';
import { announceContentChange } from '../../platform/content-changes';
import { applyOrder, nextPosition, type Executor } from '../../platform/content-writes';
import { failAdmin } from '../../platform/errors';
import type { ImageStore } from '../../platform/image-store';
import { cardVariant } from '../../platform/images';

/** Serializes hero writes: two "create the welcome slide" at once make one. */
const HERO_LOCK_KEY = 72_716_019;

const slideColumns = sql`id as hero_id, type, background_image, title as tittle, subtitle as subtittle, description`;

/** The slides in the carousel's order: the welcome slide first, then the others by position (as /api/market/hero). */
export async function listSlides(db: Executor): Promise<AdminHeroSlide[]> {
  const { rows } = await db.execute<AdminHeroSlide>(sql`select ${slideColumns} from hero_slides order by (type = 'welcome') desc, position, id`);
  return rows.map((row) => ({ ...row, hero_id: Number(row.hero_id) }));
}

/** A slide shows only an image the server stored (an upload's answer), with its card variant for phones. */
async function checkImage(images: ImageStore, file: string): Promise<void> {
  if (!(await images.has(file)) || !(await images.has(cardVariant(file)))) throw failAdmin('invalid', 'content.hero.imageMissing');
}

async function lockSlide(tx: Executor, heroId: number): Promise<{ type: string }> {
  const { rows } = await tx.execute<{ type: string }>(sql`select type from hero_slides where id = ${heroId} for update`);
  if (!rows[0]) throw failAdmin('not_found', 'content.hero.notFound');
  return rows[0];
}

/** Adds a slide last; a welcome slide only while the carousel has none. Answers the slides. */
export async function createSlide(db: Database, images: ImageStore, input: HeroSlideCreate): Promise<AdminHeroSlide[]> {
  await checkImage(images, input.background_image);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HERO_LOCK_KEY})`);
    if (input.type === 'welcome') {
      const { rows } = await tx.execute(sql`select 1 from hero_slides where type = 'welcome'`);
      if (rows.length > 0) throw failAdmin('conflict', 'content.hero.welcomeExists');
    }
    const position = await nextPosition(tx, 'hero_slides');
    await tx.execute(sql`
      insert into hero_slides (type, background_image, title, subtitle, description, position)
      values (${input.type}, ${input.background_image}, ${input.tittle}, ${input.subtittle}, ${input.description}, ${position})`);
    await announceContentChange(tx);
    return listSlides(tx);
  });
}

export async function updateSlide(db: Database, images: ImageStore, heroId: number, patch: HeroSlidePatch): Promise<AdminHeroSlide[]> {
  if (patch.background_image !== undefined) await checkImage(images, patch.background_image);
  return db.transaction(async (tx) => {
    await lockSlide(tx, heroId);
    const sets = [
      patch.tittle !== undefined ? sql`title = ${patch.tittle}` : undefined,
      patch.subtittle !== undefined ? sql`subtitle = ${patch.subtittle}` : undefined,
      patch.description !== undefined ? sql`description = ${patch.description}` : undefined,
      patch.background_image !== undefined ? sql`background_image = ${patch.background_image}` : undefined,
    ].filter((set) => set !== undefined);
    if (sets.length > 0) {
      await tx.execute(sql`update hero_slides set ${sql.join(sets, sql`, `)} where id = ${heroId}`);
      await announceContentChange(tx);
    }
    return listSlides(tx);
  });
}

/** Removes a promo slide; the welcome slide stays (the spec's carousel starts with it). The image file stays: files are shared by content. */
export async function deleteSlide(db: Database, heroId: number): Promise<AdminHeroSlide[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HERO_LOCK_KEY})`);
    const slide = await lockSlide(tx, heroId);
    if (slide.type === 'welcome') throw failAdmin('conflict', 'content.hero.welcomeNotDeletable');
    await tx.execute(sql`delete from hero_slides where id = ${heroId}`);
    await announceContentChange(tx);
    return listSlides(tx);
  });
}

/** Puts the slides in the given order; the welcome slide is shown first whatever its place. */
export async function reorderSlides(db: Database, heroIds: number[]): Promise<AdminHeroSlide[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HERO_LOCK_KEY})`);
    await applyOrder(tx, 'hero_slides', heroIds, 'content.hero.orderMismatch');
    await announceContentChange(tx);
    return listSlides(tx);
  });
}
