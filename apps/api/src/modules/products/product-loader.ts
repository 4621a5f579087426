import { sql, type SQL } from 'drizzle-orm';
import type { ReviewSort } from '@plaza/domain/constants';
import type { Product, Review } from '@plaza/domain/schemas/product';
import type { Database } from '../../db/connection';
import { executeNamed } from '../../db/prepared';
import { visibleStore } from '../stores/store-visibility';

export type ProductRow = {
  id: number;
  store_id: number;
  store_name: string;
  store_slug: string;
  category_id: number;
  name: string;
  description: string;
  price: number;
  currency: string;
  stock: number;
  rating: number;
  review_count: number;
  offer_enabled: boolean;
  offer_price: number | null;
  offer_start: Date | string | null;
  offer_end: Date | string | null;
  availability_start: string | null;
  availability_end: string | null;
  min_reservation_days: number | null;
  referral_commission_bp: number;
  images: { image: string; image_id: number }[] | string;
  tiers: { wholesale_id: number; min_quantity: number; price_per_unit: number }[] | string;
  favorite: boolean;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
/** node-postgres parses json columns; PGlite may hand them over as text. */
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** Only what a shopper may see: not hidden, in a visible store (alias s). */
export const visibleProduct = sql`p.hidden = false and ${visibleStore}`;

export function toProduct(row: ProductRow): Product {
  const tiers = json(row.tiers);
  return {
    product_id: row.id,
    store_id: row.store_id,
    store_name: row.store_name,
    store_slug: row.store_slug,
    category_id: row.category_id,
    name: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency,
    stock: row.stock,
    images: json(row.images),
    favorite: row.favorite,
    rating: Math.round(row.rating * 10) / 10,
    reviews: row.review_count,
    special_offer:
      row.offer_price === null
        ? null
        : { enabled: row.offer_enabled, tmp_price: row.offer_price, start_date: iso(row.offer_start), end_date: iso(row.offer_end) },
    wholesale_prices: tiers,
    has_wholesale: tiers.length > 0,
    referral_commission: row.referral_commission_bp > 0,
    availability:
      row.availability_start && row.availability_end
        ? {
            start_date: row.availability_start,
            end_date: row.availability_end,
            minimum_reservation_days: row.min_reservation_days ?? 0,
          }
        : null,
  };
}

/**
 * A product's values as toProduct reads them, by name, over `products p join stores s join
 * currencies c`: the one list that both its columns and its compact JSON form are made from. An
 * entry's third element is the value in the compact form, where it differs (lists of arrays).
 */
function productValues(userId?: string): [name: keyof ProductRow, value: SQL, compact?: SQL][] {
  const favorite: SQL = userId
    ? sql`exists (select 1 from favorites f where f.product_id = p.id and f.user_id = ${userId})`
    : sql`false`;
  const images = (item: SQL) =>
    sql`coalesce((select json_agg(${item} order by i.position, i.id) from product_images i where i.product_id = p.id), '[]'::json)`;
  const tiers = (item: SQL) =>
    sql`coalesce((select json_agg(${item} order by w.min_quantity) from wholesale_prices w where w.product_id = p.id), '[]'::json)`;
  return [
    ['id', sql`p.id`],
    ['store_id', sql`p.store_id`],
    ['store_name', sql`s.name`],
    ['store_slug', sql`s.slug`],
    ['category_id', sql`p.category_id`],
    ['name', sql`p.name`],
    ['description', sql`p.description`],
    ['price', sql`p.price`],
    ['currency', sql`c.code`],
    ['stock', sql`p.stock`],
    ['rating', sql`p.rating`],
    ['review_count', sql`p.review_count`],
    ['offer_enabled', sql`p.offer_enabled`],
    ['offer_price', sql`p.offer_price`],
    ['offer_start', sql`p.offer_start`],
    ['offer_end', sql`p.offer_end`],
    ['availability_start', sql`p.availability_start::text`],
    ['availability_end', sql`p.availability_end::text`],
    ['min_reservation_days', sql`p.min_reservation_days`],
    ['referral_commission_bp', sql`p.referral_commission_bp`],
    ['images', images(sql`json_build_object('image', i.image, 'image_id', i.id)`), images(sql`json_build_array(i.image, i.id)`)],
    [
      'tiers',
      tiers(sql`json_build_object('wholesale_id', w.id, 'min_quantity', w.min_quantity, 'price_per_unit', w.price_per_unit)`),
      // has_wholesale (kept by the tiers' trigger) spares most products the lookup.
      sql`case when p.has_wholesale then ${tiers(sql`json_build_array(w.id, w.min_quantity, w.price_per_unit)`)} else '[]'::json end`,
    ],
    ['favorite', favorite],
  ];
}

/** A product's columns as toProduct reads them, over `products p join stores s join currencies c`. */
export function productColumns(userId?: string): SQL {
  return sql.join(
    productValues(userId).map(([name, value]) => sql`${value} as ${sql.raw(name)}`),
    sql`, `,
  );
}

/**
 * The same values as one JSON array per product (productFromArray reads it): a query that returns
 * many products hands them over as one value, which the driver parses at once, where PGlite's
 * protocol parser decodes each column of each row on its own (issue 25: a quarter of a search
 * miss's CPU). An array, not an object: the database writes no keys (a third of the cost of
 * building an object on PGlite), and its images and tiers are arrays too.
 */
export function productArray(userId?: string): SQL {
  return sql`json_build_array(${sql.join(
    productValues(userId).map(([, value, compact]) => compact ?? value),
    sql`, `,
  )})`;
}

const PRODUCT_KEYS = productValues().map(([name]) => name);

/** A product from productArray's JSON. */
export function productFromArray(values: unknown[]): Product {
  const row = Object.fromEntries(PRODUCT_KEYS.map((key, i) => [key, values[i]])) as ProductRow & {
    images: [image: string, image_id: number][];
    tiers: [wholesale_id: number, min_quantity: number, price_per_unit: number][];
  };
  return toProduct({
    ...row,
    images: row.images.map(([image, image_id]) => ({ image, image_id })),
    tiers: row.tiers.map(([wholesale_id, min_quantity, price_per_unit]) => ({ wholesale_id, min_quantity, price_per_unit })),
  });
}

/**
 * Full products for the given ids, in the order given, visible ones only: one query whatever the
 * count, with images, tiers and the user's favourite flag gathered by correlated subqueries.
 */
export async function loadProducts(db: Database, ids: number[], userId?: string): Promise<Product[]> {
  if (ids.length === 0) return [];
  // The ids as one array value: one statement text whatever their number, named on PostgreSQL
  // (db/prepared.ts), so it is parsed and planned once per connection, not at every page.
  const { rows } = await executeNamed<ProductRow>(
    db,
    sql`
    select ${productColumns(userId)}
    from products p
    join stores s on s.id = p.store_id
    join currencies c on c.id = p.currency_id
    where p.id = any(${`{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`}::int[]) and ${visibleProduct}`,
  );
  const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Ids from a query that selects `id`, then the full products in that order. */
export async function productsWhere(db: Database, idQuery: SQL, userId?: string): Promise<Product[]> {
  const { rows } = await db.execute<{ id: number }>(idQuery);
  return loadProducts(
    db,
    rows.map((row) => row.id),
    userId,
  );
}

type ReviewRow = {
  review_id: number;
  user_name: string;
  /** The last name's first character: the whole of it never leaves the database. */
  user_last_initial: string | null;
  user_profile_img: string | null;
  rating: number;
  comment: string | null;
  created_at: Date | string;
  verified: boolean;
};

/**
 * 'Compra verificada' for a review (alias r): its author has an order in state paid with a line of
 * the product. Not pending (unpaid yet) nor cancelled (never paid, or paid and then cancelled: the
 * money went back). Read through the author's orders (orders_user_idx), then their lines.
 */
export const verifiedPurchase = sql`exists (select 1 from orders o join order_items oi on oi.order_id = o.id
  where o.user_id = r.user_id and o.status = 'paid' and oi.product_id = r.product_id)`;

export const reviewColumns = sql`r.id as review_id, u.name as user_name, left(btrim(u.last_name), 1) as user_last_initial,
  u.profile_img as user_profile_img, r.rating, r.comment, r.created_at, ${verifiedPurchase} as verified`;

/** "González" is shown as "G.": upper-cased here, since the database's upper() follows its locale and a C one changes ASCII only. */
export function lastNameInitial(initial: string | null): string {
  return initial ? `${initial.toLocaleUpperCase('es')}.` : '';
}

/** A review row as the public answer shows it, with whatever else the row carries (the product, on the home page). */
export function toReview<T extends ReviewRow>(row: T): Review & Omit<T, keyof ReviewRow> {
  const { review_id, user_name, user_last_initial, user_profile_img, rating, comment, created_at, verified, ...rest } = row;
  const review: Review = {
    review_id,
    user_id: null,
    user_name,
    user_last_name: lastNameInitial(user_last_initial),
    user_profile_img,
    rating,
    comment,
    created_at: new Date(created_at).toISOString(),
    verified: Boolean(verified),
  };
  return { ...(rest as Omit<T, keyof ReviewRow>), ...review };
}

/**
 * Each order a product's reviews can be listed in, every one total (the id breaks ties) and read in
 * order from its partial index of shown reviews (reviews_product_*_idx); a store's list
 * (stores/store-service.ts) uses the same orders.
 */
export const reviewOrder: Record<ReviewSort, SQL> = {
  newest: sql`r.created_at desc, r.id desc`,
  rating_desc: sql`r.rating desc, r.created_at desc, r.id desc`,
  rating_asc: sql`r.rating asc, r.created_at desc, r.id desc`,
};
