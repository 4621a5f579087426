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
 * A product's columns as toProduct reads them, over `products p join stores s join currencies c`.
 * With `when`, all but the id and name only on the rows it holds for: a query that ranks many
 * rows and shows a few loads the few in the same round trip, and the others cost nothing to send
 * and parse (issue 20: parsing 300 rows' columns was the server's largest part of a search).
 */
export function productColumns(userId?: string, when?: SQL): SQL {
  const only = (column: SQL) => (when ? sql`case when ${when} then ${column} end` : column);
  const favorite: SQL = userId
    ? sql`exists (select 1 from favorites f where f.product_id = p.id and f.user_id = ${userId})`
    : sql`false`;
  const columns = (list: [SQL, string][]) =>
    sql.join(
      list.map(([column, name]) => sql`${only(column)} as ${sql.raw(name)}`),
      sql`, `,
    );
  return sql`p.id, p.name, ${columns([
    [sql`p.store_id`, 'store_id'],
    [sql`s.name`, 'store_name'],
    [sql`s.slug`, 'store_slug'],
    [sql`p.category_id`, 'category_id'],
    [sql`p.description`, 'description'],
    [sql`p.price`, 'price'],
    [sql`c.code`, 'currency'],
    [sql`p.stock`, 'stock'],
    [sql`p.rating`, 'rating'],
    [sql`p.review_count`, 'review_count'],
    [sql`p.offer_enabled`, 'offer_enabled'],
    [sql`p.offer_price`, 'offer_price'],
    [sql`p.offer_start`, 'offer_start'],
    [sql`p.offer_end`, 'offer_end'],
    [sql`p.availability_start::text`, 'availability_start'],
    [sql`p.availability_end::text`, 'availability_end'],
    [sql`p.min_reservation_days`, 'min_reservation_days'],
    [sql`p.referral_commission_bp`, 'referral_commission_bp'],
  ])},
      ${only(sql`coalesce((select json_agg(json_build_object('image', i.image, 'image_id', i.id) order by i.position, i.id)
        from product_images i where i.product_id = p.id), '[]'::json)`)} as images,
      ${only(sql`coalesce((select json_agg(json_build_object('wholesale_id', w.id, 'min_quantity', w.min_quantity,
        'price_per_unit', w.price_per_unit) order by w.min_quantity) from wholesale_prices w where w.product_id = p.id),
        '[]'::json)`)} as tiers,
      ${only(favorite)} as favorite`;
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
