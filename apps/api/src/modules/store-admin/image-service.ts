import { and, eq, sql } from 'drizzle-orm';
import { MAX_PRODUCT_IMAGES } from '@plaza/domain/product-rules';
import type { PanelProduct } from '@plaza/domain/schemas/panel-product';
import type { Database } from '../../db/connection';
import { productImages } from '../../db/schema';
import { failPanel } from '../../platform/errors';
import { findProduct, type Transaction } from './product-service';

/** How a product photo is stored: within 1200 px (never cropped, never enlarged), and a card variant 320 px wide as the demo's. */
export const PRODUCT_IMAGE_OPTIONS = { width: 1200, height: 1200, fit: 'inside', cardWidth: 320 } as const;

async function imageCount(db: Database | Transaction, productId: number): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(sql`select count(*)::int as count from product_images where product_id = ${productId}`);
  return Number(rows[0]!.count);
}

/** Refuses before any image work: the product must be the store's, with room for one more image. */
export async function checkRoomForImage(db: Database, storeId: number, productId: number): Promise<void> {
  await findProduct(db, storeId, productId);
  if ((await imageCount(db, productId)) >= MAX_PRODUCT_IMAGES) throw failPanel('invalid', 'product.tooManyImages', { max: MAX_PRODUCT_IMAGES });
}

/**
 * Adds a stored image as the product's last. Counted again under the product's row lock: uploads
 * sent together each passed the first check, and only MAX_PRODUCT_IMAGES of them may land.
 */
export async function addImage(db: Database, storeId: number, productId: number, image: string): Promise<PanelProduct> {
  return db.transaction(async (tx) => {
    await findProduct(tx, storeId, productId, true);
    if ((await imageCount(tx, productId)) >= MAX_PRODUCT_IMAGES) throw failPanel('invalid', 'product.tooManyImages', { max: MAX_PRODUCT_IMAGES });
    await tx.execute(sql`
      insert into product_images (product_id, image, position)
      select ${productId}, ${image}, coalesce(max(position) + 1, 0) from product_images where product_id = ${productId}`);
    return findProduct(tx, storeId, productId);
  });
}

/**
 * Removes one image of the product. The file stays: files are named by their content, and a copy
 * of the product (or another product, or an old order's page) may show the same one.
 */
export async function removeImage(db: Database, storeId: number, productId: number, imageId: number): Promise<PanelProduct> {
  return db.transaction(async (tx) => {
    await findProduct(tx, storeId, productId, true);
    const removed = await tx
      .delete(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
      .returning({ id: productImages.id });
    if (removed.length === 0) throw failPanel('not_found', 'product.imageNotFound');
    return findProduct(tx, storeId, productId);
  });
}

/** Puts the product's images in the given order (the first is the card's): exactly its image ids, each once. */
export async function reorderImages(db: Database, storeId: number, productId: number, imageIds: number[]): Promise<PanelProduct> {
  return db.transaction(async (tx) => {
    const product = await findProduct(tx, storeId, productId, true);
    const current = new Set(product.images.map((image) => image.image_id));
    const exact = imageIds.length === current.size && new Set(imageIds).size === imageIds.length && imageIds.every((id) => current.has(id));
    if (!exact) throw failPanel('invalid', 'product.imageOrder');
    if (imageIds.length > 0)
      await tx.execute(sql`
        update product_images i set position = o.position
        from (values ${sql.join(
          imageIds.map((id, position) => sql`(${id}::int, ${position}::int)`),
          sql`, `,
        )}) as o(id, position)
        where i.id = o.id and i.product_id = ${productId}`);
    return findProduct(tx, storeId, productId);
  });
}
