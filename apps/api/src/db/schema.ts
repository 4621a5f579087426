import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  bigint,
  bigserial,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type; written only by generated columns. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `setweight(to_tsvector('spanish', immutable_unaccent(coalesce(col,''))), 'W')` */
function weighted(column: string, weight: 'A' | 'B' | 'C' | 'D'): SQL {
  return sql.raw(`setweight(to_tsvector('spanish'::regconfig, immutable_unaccent(coalesce(${column}, ''))), '${weight}')`);
}

// ---------------------------------------------------------------- reference data

export const provinces = pgTable('provinces', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
});

/** A municipality. Its id is the spec's `ubication_id`; names repeat across provinces (San Luis). */
export const townships = pgTable(
  'townships',
  {
    id: serial('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('townships_province_name_key').on(table.provinceId, table.name)],
);

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  icon: text('icon').notNull(),
  position: integer('position').notNull().default(0),
});

export const storePlans = pgTable('store_plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  /** Monthly price in cents; the yearly price is derived (12 months less 5%). */
  priceMonthly: integer('price_monthly').notNull(),
  position: integer('position').notNull().default(0),
  /**
   * What the plan allows (issue 42), enforced by modules/plans/plan-limits.ts and listed on the
   * plan cards: visible products at most (null = unlimited), its features, team accounts besides the owner.
   */
  maxProducts: integer('max_products'),
  offers: boolean('offers').notNull().default(false),
  coupons: boolean('coupons').notNull().default(false),
  wholesale: boolean('wholesale').notNull().default(false),
  madeToOrder: boolean('made_to_order').notNull().default(false),
  referrals: boolean('referrals').notNull().default(false),
  featured: boolean('featured').notNull().default(false),
  maxStaff: integer('max_staff').notNull().default(0),
}, (table) => [
  check('store_plans_max_products_check', sql`${table.maxProducts} is null or ${table.maxProducts} >= 0`),
  check('store_plans_max_staff_check', sql`${table.maxStaff} >= 0`),
]);

export const planFeatures = pgTable('plan_features', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id')
    .notNull()
    .references(() => storePlans.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description'),
  position: integer('position').notNull().default(0),
});

// ---------------------------------------------------------------- people and sessions

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    profileImg: text('profile_img'),
    /** customer | seller | moderator | admin (a moderator works the console's queue, decision 028) */
    role: text('role').notNull().default('customer'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
    referralsEnabledAt: timestamp('referrals_enabled_at', { withTimezone: true }),
    /** Set by an operator: the account's sessions end and it cannot log in until reactivated. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    // The console's user list: newest first, and its search by e-mail or name, accents and case aside.
    index('users_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('users_search_trgm_idx').using(
      'gin',
      sql`immutable_unaccent(lower(${table.email} || ' ' || ${table.name} || ' ' || ${table.lastName})) gin_trgm_ops`,
    ),
    // The seller's inbox finds an order by its buyer's phone, typed with or without +53 and spaces (issue 43): digits only.
    index('users_phone_digits_trgm_idx').using('gin', sql`regexp_replace(coalesce(${table.phone}, ''), '[^0-9]', '', 'g') gin_trgm_ops`),
    check('users_role_check', sql`${table.role} in ('customer', 'seller', 'moderator', 'admin')`),
  ],
);

/** Only the SHA-256 of the session id is stored; the cookie carries the id itself. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

/**
 * A user's second factor (TOTP, RFC 6238). The secret is encrypted with a key derived from the
 * session secret (platform/secret-box.ts); `enabled_at` is null while enrolment waits for its
 * first code. `last_step` is the 30-second step of the last code accepted: a code is never taken
 * twice, and no older one after it (replay).
 */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEnc: text('secret_enc').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Ten one-time recovery codes per enrolment: only their SHA-256 is kept; `used_at` spends one. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('totp_recovery_codes_user_code_key').on(table.userId, table.codeHash)],
);

/** Activation, password-reset and welcome (a new seller's first password) tokens: hashed, single use, expiring. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** activation | reset | welcome */
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('auth_tokens_user_kind_idx').on(table.userId, table.kind),
    check('auth_tokens_kind_check', sql`${table.kind} in ('activation', 'reset', 'welcome')`),
  ],
);

// ---------------------------------------------------------------- stores

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    ownerId: uuid('owner_id').references(() => users.id),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    logo: text('logo'),
    cover: text('cover'),
    email: text('email'),
    address: text('address'),
    phone: text('phone'),
    instagram: text('instagram'),
    facebook: text('facebook'),
    whatsapp: text('whatsapp'),
    categoryId: integer('category_id').references(() => categories.id),
    townshipId: integer('township_id').references(() => townships.id),
    planId: integer('plan_id').references(() => storePlans.id),
    /** monthly | yearly */
    billingPeriod: text('billing_period').notNull().default('monthly'),
    active: boolean('active').notNull().default(true),
    /** A temporary closure ("cerrado por vacaciones"): from and until these days, inclusive, with a message. */
    closedFrom: date('closed_from'),
    closedUntil: date('closed_until'),
    closureMessage: text('closure_message').notNull().default(''),
    /**
     * Set by an operator (abuse, unpaid plan): the store vanishes from the storefront, its pages
     * answer 404 and its carts cannot check out; its owner reads the reason in the panel.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** When an operator last looked at the suspension from the queue and kept it: it comes up again 30 days later (decision 026). */
    suspensionReviewedAt: timestamp('suspension_reviewed_at', { withTimezone: true }),
    /**
     * How long (hours, 1–72) an order of this store may wait for its payment while it holds stock;
     * the expiry job cancels it after the shorter of this and ORDER_PAYMENT_HOURS.
     */
    paymentHoldHours: integer('payment_hold_hours').notNull().default(24),
    /**
     * The market day the store's next plan payment is due: a recorded payment moves it by one
     * billing period (decision 023). A new store starts with it on its approval day.
     */
    paidThrough: date('paid_through').notNull().default(sql`current_date`),
    /**
     * Why the store takes no orders for its plan (the billing job's switch, distinct from an
     * operator's suspension: the store stays visible): 'overdue' (unpaid past the grace days) or
     * 'cancelled' (its owner cancelled and the paid period ended). A recorded payment clears it.
     */
    billingStopped: text('billing_stopped'),
    billingStoppedAt: timestamp('billing_stopped_at', { withTimezone: true }),
    /** The owner's request for the next period: another plan or period, or a cancellation, from `pending_from`. */
    pendingPlanId: integer('pending_plan_id').references(() => storePlans.id),
    pendingBillingPeriod: text('pending_billing_period'),
    pendingCancel: boolean('pending_cancel').notNull().default(false),
    pendingFrom: date('pending_from'),
    /** Average of its products' reviews, kept up to date when a review is written. */
    rating: doublePrecision('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: createdAt(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`${weighted('name', 'A')} || ${weighted('description', 'B')}`),
  },
  (table) => [
    index('stores_township_idx').on(table.townshipId),
    // The stores a user owns: the panel's list, the console's user list.
    index('stores_owner_idx').on(table.ownerId),
    index('stores_category_idx').on(table.categoryId),
    index('stores_popular_idx').on(table.rating.desc(), table.reviewCount.desc()),
    index('stores_search_idx').using('gin', table.search),
    index('stores_name_trgm_idx').using('gin', sql`immutable_unaccent(lower(${table.name})) gin_trgm_ops`),
    // The console's store list, newest first.
    index('stores_created_idx').on(table.createdAt.desc(), table.id.desc()),
    check('stores_billing_period_check', sql`${table.billingPeriod} in ('monthly', 'yearly')`),
    check('stores_billing_stopped_check', sql`${table.billingStopped} in ('overdue', 'cancelled')`),
    check('stores_pending_billing_period_check', sql`${table.pendingBillingPeriod} in ('monthly', 'yearly')`),
    // The billing job's daily walk: stores by the day their payment is due.
    index('stores_paid_through_idx').on(table.paidThrough),
    check('stores_payment_hold_hours_check', sql`${table.paymentHoldHours} between 1 and 72`),
    check('stores_closure_check', sql`(${table.closedFrom} is null) = (${table.closedUntil} is null) and (${table.closedFrom} is null or ${table.closedFrom} <= ${table.closedUntil})`),
  ],
);

/**
 * A store's team (issue 42, decision 028): people the owner invited by e-mail with a role,
 * `orders` ("Pedidos") or `catalogue` ("Catálogo"). A row is an invitation until someone signed
 * in with that e-mail accepts it (`user_id`, `accepted_at`); pending and accepted rows both count
 * against the plan's `max_staff`. Only the token's hash is stored.
 */
export const storeStaff = pgTable(
  'store_staff',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** orders | catalogue */
    role: text('role').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('store_staff_store_email_key').on(table.storeId, sql`lower(${table.email})`),
    index('store_staff_user_idx').on(table.userId),
    check('store_staff_role_check', sql`${table.role} in ('orders', 'catalogue')`),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    color: text('color').notNull(),
  },
  (table) => [uniqueIndex('tags_store_slug_key').on(table.storeId, table.slug)],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** whatsapp | transfer | cash: WhatsApp orders answer a wa.me payment link */
    kind: text('kind').notNull(),
    /** The seller's phone for the WhatsApp method. */
    phone: text('phone'),
    /** What the shopper is told at checkout (an account number, where to pay). */
    instructions: text('instructions').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** Deleted by its seller while old orders name it: gone from the panel and checkout, kept for those orders. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_methods_store_idx').on(table.storeId),
    check('payment_methods_kind_check', sql`${table.kind} in ('whatsapp', 'transfer', 'cash')`),
  ],
);

// ---------------------------------------------------------------- products

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Minor units; 0 means wholesale-only (sold by its tiers). */
    price: integer('price').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /**
     * What one unit costs when no offer is on: the price, or a wholesale-only product's smallest
     * tier's unit price (0 without tiers). Kept by triggers on products and wholesale_prices
     * (migration 0013), whoever writes them, so search can sort and filter by price through an index.
     */
    basePrice: integer('base_price').notNull().default(0),
    /**
     * Whether the product has wholesale tiers: kept by the trigger on wholesale_prices (migration
     * 0017), so the 'Al por mayor' filter is a column of the row the search already reads, not a
     * semi-join the planner may drive from the tiers (measured: 0.5 s at 100,000 products).
     */
    hasWholesale: boolean('has_wholesale').notNull().default(false),
    stock: integer('stock').notNull().default(0),
    /** Below this many units the seller is told (the list's "Stock bajo", the daily digest); 0 = never. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(3),
    /** The seller's own code for the product, optional; one per store among products not archived. */
    sku: text('sku'),
    hidden: boolean('hidden').notNull().default(false),
    /**
     * Hidden by the store's plan, not by its seller (a downgrade left more visible products than
     * the plan allows): `hidden` is set too, so every shopper-facing query needs no change, and a
     * larger plan shows exactly these again (plan-limits.ts `fitStoreToPlan`).
     */
    planHidden: boolean('plan_hidden').notNull().default(false),
    /** The offer was switched off by a plan without offers; a plan with them switches it back on. */
    offerPlanPaused: boolean('offer_plan_paused').notNull().default(false),
    /** Referral commission in basis points of what a line really cost (1000 = 10%); 0 = none. */
    referralCommissionBp: integer('referral_commission_bp').notNull().default(0),
    offerEnabled: boolean('offer_enabled').notNull().default(false),
    offerPrice: integer('offer_price'),
    offerStart: timestamp('offer_start', { withTimezone: true }),
    offerEnd: timestamp('offer_end', { withTimezone: true }),
    availabilityStart: date('availability_start'),
    availabilityEnd: date('availability_end'),
    minReservationDays: integer('min_reservation_days'),
    rating: doublePrecision('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Units sold in orders, for best sellers. */
    soldCount: integer('sold_count').notNull().default(0),
    /** Deleted by its seller while old orders name it: hidden for good, kept for those orders. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Category and tag names, kept by the services, so that they are searchable too. */
    searchKeywords: text('search_keywords').notNull().default(''),
    createdAt: createdAt(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`${weighted('name', 'A')} || ${weighted('search_keywords', 'C')} || ${weighted('description', 'D')}`,
      ),
  },
  (table) => [
    // The store page's best sellers of each category, read in order (and the store+category filter).
    index('products_store_category_sold_idx').on(table.storeId, table.categoryId, table.soldCount.desc(), table.id.desc()),
    index('products_category_idx').on(table.categoryId),
    // The seller's product list, newest first, of one store.
    index('products_store_created_idx').on(table.storeId, table.createdAt.desc(), table.id.desc()),
    // Drizzle's .desc() is DESC NULLS LAST: a query reads these in order only with `desc nulls last`.
    index('products_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('products_sold_idx').on(table.soldCount.desc(), table.id.desc()),
    index('products_category_sold_idx').on(table.categoryId, table.soldCount.desc(), table.id.desc()),
    index('products_store_sold_idx').on(table.storeId, table.soldCount.desc(), table.id.desc()),
    index('products_offer_idx').on(table.offerEnd).where(sql`${table.offerEnabled}`),
    // Search by price in one currency (issue 20): the price a shopper pays now is the offer's while
    // it runs, else base_price; a price sort merges these two, each read in order.
    index('products_currency_price_idx').on(table.currencyId, table.basePrice, table.id),
    index('products_currency_offer_price_idx').on(table.currencyId, table.offerPrice, table.id).where(sql`${table.offerEnabled}`),
    // Browsing 'Al por mayor' (no words) in best-seller order.
    index('products_wholesale_sold_idx').on(table.soldCount.desc(), table.id.desc()).where(sql`${table.hasWholesale}`),
    index('products_rating_idx').on(table.rating.desc(), table.reviewCount.desc(), table.id.desc()),
    // Without GIN's pending list: with it (fastupdate), every product write that is not HOT (a sale
    // updates sold_count and stock) queues its words in an unsorted list that every search then
    // reads whole until a vacuum merges it (measured: 6,500 queued rows made a one-word search's
    // index scan 0.5 → 30 ms at 100,000 products). Writes pay their index insert at once instead.
    index('products_search_idx').using('gin', table.search).with({ fastupdate: false }),
    index('products_name_trgm_idx').using('gin', sql`immutable_unaccent(lower(${table.name})) gin_trgm_ops`),
    check('products_price_check', sql`${table.price} >= 0`),
    check('products_stock_check', sql`${table.stock} >= 0`),
    check('products_low_stock_threshold_check', sql`${table.lowStockThreshold} >= 0`),
    // A SKU names one product of the store, whatever its case (the spreadsheet import matches by it).
    uniqueIndex('products_store_sku_idx')
      .on(table.storeId, sql`lower(${table.sku})`)
      .where(sql`${table.sku} is not null and ${table.archivedAt} is null`),
    // The panel's search box finds a SKU by its start, case and accents aside (issue 43): an index read, not the store's every row.
    index('products_store_sku_prefix_idx')
      .on(table.storeId, sql`immutable_unaccent(lower(${table.sku})) text_pattern_ops`)
      .where(sql`${table.sku} is not null and ${table.archivedAt} is null`),
    check('products_commission_check', sql`${table.referralCommissionBp} between 0 and 10000`),
    check('products_plan_hidden_check', sql`not ${table.planHidden} or ${table.hidden}`),
    // The products that ask to be restocked (issue 43, decision 031), per store: the "Stock bajo" filter, its count and the digest.
    index('products_store_low_stock_idx')
      .on(table.storeId, table.id)
      .where(sql`${table.lowStockThreshold} > 0 and ${table.stock} < ${table.lowStockThreshold} and ${table.archivedAt} is null`),
    // The products a plan hid, per store: what a larger plan shows again.
    index('products_plan_hidden_idx').on(table.storeId, table.id).where(sql`${table.planHidden}`),
    check('products_offer_price_check', sql`${table.offerPrice} is null or ${table.offerPrice} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('product_images_product_idx').on(table.productId, table.position)],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.tagId] }), index('product_tags_tag_idx').on(table.tagId)],
);

export const wholesalePrices = pgTable(
  'wholesale_prices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    pricePerUnit: integer('price_per_unit').notNull(),
  },
  (table) => [
    uniqueIndex('wholesale_prices_product_min_key').on(table.productId, table.minQuantity),
    check('wholesale_prices_min_check', sql`${table.minQuantity} >= 1`),
    check('wholesale_prices_price_check', sql`${table.pricePerUnit} > 0`),
  ],
);

/**
 * A bulk change of prices and stock (issue 43, point 1), kept for its "Deshacer": each product's
 * price and stock before and after, as written. Undone once, within the window the service sets.
 */
export const productBulkEdits = pgTable(
  'product_bulk_edits',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The change as asked: `{ price: {percent}|{set}|null, stock: {add}|{set}|null }`. */
    change: jsonb('change').notNull(),
    /** `[{ product_id, price_before, price_after, stock_before, stock_after }]` */
    items: jsonb('items').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [index('product_bulk_edits_store_idx').on(table.storeId, table.createdAt.desc())],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    /** Hidden by an operator: not shown, not counted in the product's or the store's rating. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reviews_product_user_key').on(table.productId, table.userId),
    index('reviews_created_idx').on(table.createdAt.desc()),
    // A product's shown reviews in each order a shopper can choose (newest, highest or lowest
    // rating first; newest first among equals), read from the index in order, and a store's
    // rating breakdown (counts per rating) from the first of the two rating ones.
    index('reviews_product_newest_idx')
      .on(table.productId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.hiddenAt} is null`),
    index('reviews_product_rating_desc_idx')
      .on(table.productId, table.rating.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.hiddenAt} is null`),
    index('reviews_product_rating_asc_idx')
      .on(table.productId, table.rating.asc(), table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.hiddenAt} is null`),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * A shopper's or a store owner's report of a review ("Denunciar"): one per account and review
 * (a retry or a double tap finds the first). Open reports put the review in the operator's
 * queue; the operator's decision (keep or remove the review) closes every open report of it.
 * A report never hides the review by itself (decision 026).
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The reporter owns the store of the reviewed product (reported from the seller panel). */
    bySeller: boolean('by_seller').notNull().default(false),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** kept | removed: the operator's decision that closed it. */
    outcome: text('outcome'),
  },
  (table) => [
    uniqueIndex('review_reports_review_user_key').on(table.reviewId, table.userId),
    index('review_reports_open_idx').on(table.reviewId).where(sql`${table.closedAt} is null`),
    check('review_reports_outcome_check', sql`${table.outcome} in ('kept', 'removed')`),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

// ---------------------------------------------------------------- merchandising

/** Curated sections; at most one is the category-linked section shown on the home page. */
export const customSections = pgTable(
  'custom_sections',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id').references(() => categories.id),
    isCategorySection: boolean('is_category_section').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('custom_sections_one_category_section_key').on(table.isCategorySection).where(sql`${table.isCategorySection}`)],
);

export const customSectionProducts = pgTable(
  'custom_section_products',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => customSections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.sectionId, table.productId] })],
);

export const heroSlides = pgTable('hero_slides', {
  id: serial('id').primaryKey(),
  /** welcome | promo */
  type: text('type').notNull(),
  backgroundImage: text('background_image').notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});

/** One row (id 1): the footer's texts and contacts. */
export const footerInfo = pgTable('footer_info', {
  id: integer('id').primaryKey().default(1),
  about: text('about').notNull(),
  supportEmail: text('support_email').notNull(),
  facebook: text('facebook').notNull().default(''),
  instagram: text('instagram').notNull().default(''),
  whatsapp: text('whatsapp').notNull().default(''),
});

/** Markdown documents served under /mark: privacy.md, terms_and_conditions.md. */
export const documents = pgTable('documents', {
  name: text('name').primaryKey(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- selling

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** store | product */
    scope: text('scope').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    /** How many orders may use it; null = no limit. */
    usageLimit: integer('usage_limit'),
    /** Orders that used it, counted in the order's transaction. */
    usedCount: integer('used_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('coupons_store_code_key').on(table.storeId, sql`upper(${table.code})`),
    check('coupons_scope_check', sql`${table.scope} in ('store', 'product')`),
    check('coupons_percent_check', sql`${table.discountPercent} between 1 and 100`),
    check('coupons_usage_check', sql`${table.usageLimit} is null or ${table.usedCount} <= ${table.usageLimit}`),
  ],
);

export const couponProducts = pgTable(
  'coupon_products',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.couponId, table.productId] })],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    couponDiscountPercent: integer('coupon_discount_percent'),
    /** pending_payment | paid | cancelled */
    status: text('status').notNull().default('pending_payment'),
    /**
     * The order's total when its lines share one currency (currency_id). With several currencies,
     * currency_id is null and this is the total of the first currency its lines use: the totals
     * per currency live in order_items (their currency_id), never added across currencies.
     */
    totalAmount: integer('total_amount').notNull(),
    currencyId: integer('currency_id').references(() => currencies.id),
    refSlug: text('ref_slug'),
    idempotencyKey: text('idempotency_key'),
    paymentLink: text('payment_link'),
    /** Why it was cancelled: the seller's words, or the expiry job's; null unless cancelled. */
    cancelReason: text('cancel_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt.desc()),
    // The console's dashboard: every store's orders of today and of this week.
    index('orders_created_idx').on(table.createdAt),
    // The store's orders, newest first: the seller's dashboard and inbox.
    index('orders_store_created_idx').on(table.storeId, table.createdAt.desc()),
    // The inbox filtered by status, newest first; the pending count of the navigation.
    index('orders_store_status_created_idx').on(table.storeId, table.status, table.createdAt.desc()),
    // The expiry job: pending orders, oldest first.
    index('orders_pending_created_idx').on(table.createdAt).where(sql`${table.status} = 'pending_payment'`),
    check('orders_status_check', sql`${table.status} in ('pending_payment', 'paid', 'cancelled')`),
    uniqueIndex('orders_idempotency_key').on(table.userId, table.idempotencyKey),
    check('orders_total_check', sql`${table.totalAmount} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** What one unit really cost, in minor units, after offer, tier and coupon. */
    unitPrice: integer('unit_price').notNull(),
    wholesaleId: integer('wholesale_id'),
    discountPercent: integer('discount_percent'),
    deliveryDate: date('delivery_date'),
    lineTotal: integer('line_total').notNull(),
    /** The product's currency when the order was made: totals are per currency. Null only on lines older than the column. */
    currencyId: integer('currency_id').references(() => currencies.id),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    index('order_items_product_idx').on(table.productId),
    check('order_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);

export const referralLinks = pgTable(
  'referral_links',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('referral_links_user_product_key').on(table.userId, table.productId)],
);

export const referralSales = pgTable(
  'referral_sales',
  {
    id: serial('id').primaryKey(),
    /** The link the sale came through; null once its owner deleted it (the commission stays booked to the referrer). */
    referralId: integer('referral_id').references(() => referralLinks.id, { onDelete: 'set null' }),
    /** Who earns the commission: the link's owner when the sale was made. The payouts ledger reads this, not the link. */
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    commissionAmount: integer('commission_amount').notNull(),
    /** pending (order pending payment) → earned (paid) | void (cancelled), moved in the order's transaction. */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (table) => [
    index('referral_sales_referral_idx').on(table.referralId, table.createdAt.desc()),
    index('referral_sales_order_idx').on(table.orderId),
    index('referral_sales_referrer_idx').on(table.referrerId),
    check('referral_sales_status_check', sql`${table.status} in ('pending', 'earned', 'void')`),
  ],
);

/**
 * A payment a store's owner made to a referrer of the store's products (issue 42): what the store
 * owes a referrer in a currency is the commissions booked to them on paid orders of the store, less
 * these. Written once, never edited: a mistake is corrected by the balance (a later payout).
 */
export const storePayouts = pgTable(
  'store_payouts',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** transfer | transfermovil | enzona | cash */
    method: text('method').notNull(),
    /** The transfer's number or the receipt's, as the seller typed it; one payout per reference and referrer in a store. */
    reference: text('reference').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('store_payouts_reference_key').on(table.storeId, table.referrerId, table.reference),
    index('store_payouts_referrer_idx').on(table.referrerId, table.createdAt),
    index('store_payouts_store_idx').on(table.storeId, table.createdAt),
    check('store_payouts_amount_check', sql`${table.amount} > 0`),
    check('store_payouts_method_check', sql`${table.method} in ('transfer', 'transfermovil', 'enzona', 'cash')`),
  ],
);

export const storeApplications = pgTable(
  'store_applications',
  {
    id: serial('id').primaryKey(),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    email: text('email').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }).notNull(),
    storeName: text('store_name').notNull(),
    description: text('description').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => storePlans.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    billingPeriod: text('billing_period').notNull(),
    townshipId: integer('township_id')
      .notNull()
      .references(() => townships.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    storeId: integer('store_id').references(() => stores.id),
    /** The account the application belongs to: set when that account confirms it, or at approval. */
    userId: uuid('user_id').references(() => users.id),
    /**
     * When the account with this e-mail confirmed the application (signed in as it, or through
     * the link mailed to it). An application whose e-mail has an account and that this account
     * has not confirmed cannot be approved; a new e-mail needs no confirmation.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The mailed confirmation link's token, hashed; cleared when used. */
    confirmationTokenHash: text('confirmation_token_hash').unique(),
    confirmationExpiresAt: timestamp('confirmation_expires_at', { withTimezone: true }),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('store_applications_status_idx').on(table.status, table.createdAt),
    check('store_applications_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('store_applications_billing_check', sql`${table.billingPeriod} in ('monthly', 'yearly')`),
    check('store_applications_name_check', sql`char_length(${table.storeName}) <= 30`),
    check('store_applications_description_check', sql`char_length(${table.description}) <= 300`),
  ],
);

/** Distinct normalized words and names that suggestions complete, with a prefix index. */
export const suggestTerms = pgTable(
  'suggest_terms',
  {
    id: serial('id').primaryKey(),
    term: text('term').notNull(),
    /** lower(unaccent(term)), what a typed prefix is compared with */
    normalized: text('normalized').notNull(),
    /** product | store | category | word */
    kind: text('kind').notNull(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    weight: integer('weight').notNull().default(1),
  },
  (table) => [
    index('suggest_terms_prefix_idx').on(sql`${table.normalized} text_pattern_ops`),
    /** Typo tolerance: the closest known word to one the index does not know. */
    index('suggest_terms_word_trgm_idx')
      .using('gin', sql`${table.normalized} gin_trgm_ops`)
      .where(sql`${table.kind} = 'word'`),
    uniqueIndex('suggest_terms_store_term_key').on(sql`coalesce(${table.storeId}, 0)`, table.term),
  ],
);

/** The operators' site settings, one row per name (decision 025): absent means the default. */
export const siteSettings = pgTable('site_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters for rate limits, shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------- mail

/**
 * Every e-mail Plaza sends, written in the transaction of the change that causes it and delivered
 * by the sender in platform/outbox.ts. A pending row's `next_attempt_at` is both its retry time
 * and, while a sender holds it, the end of that sender's lease. The bodies are erased once the
 * message is sent or given up: an activation or reset link must not outlive its delivery here.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** The Message-ID's left part: the same on every attempt, so a copy sent again is recognisable. */
    messageKey: uuid('message_key').notNull().unique().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** The message's call to action, logged when mail goes to .eml files (no SMTP_URL). */
    link: text('link'),
    /** pending | sent | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // What the sender claims: pending rows whose time has come, oldest first.
    index('mail_outbox_due_idx').on(table.nextAttemptAt, table.id).where(sql`${table.status} = 'pending'`),
    // What the purge deletes.
    index('mail_outbox_sent_idx').on(table.sentAt).where(sql`${table.status} = 'sent'`),
    check('mail_outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);

// ---------------------------------------------------------------- audit

/**
 * Every write made by a seller or an operator: who, when, what and the changed fields before and
 * after. Written by the `plaza_audit` trigger (migration 0011) on the audited tables, for the
 * transactions that platform/audit.ts marks with the acting user; nothing else writes here.
 * `kind` is `table.operation` (`products.update`); `before` and `after` hold only the changed
 * columns of an update, the whole row of an insert or a delete (never a password hash).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** seller | admin: the role the write was made as. */
    actorRole: text('actor_role').notNull(),
    /** The store the write concerns, when it concerns one; kept after the store is gone. */
    storeId: integer('store_id'),
    kind: text('kind').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt.desc()),
    index('audit_log_store_idx').on(table.storeId, table.createdAt.desc()),
    index('audit_log_kind_idx').on(table.kind, table.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------- catalogue changes

const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * What each committed write to the catalogue touched, for the search index each API process keeps
 * in memory (modules/search/search-index.ts): written by the `plaza_catalogue_changed` triggers
 * (migration 0019) on products and stores, whoever writes, one row per statement. `xid` is the
 * writing transaction, so a process can tell exactly which changes its index's snapshot has not
 * seen; null ids and rows (a TRUNCATE) mean everything. Rows older than a day are pruned by the triggers.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    /** The products written, or null with storeIds and storeRows null: everything. */
    productIds: integer('product_ids').array(),
    /** Stores whose visibility or address changed: all their products. */
    storeIds: integer('store_ids').array(),
    /**
     * Stores whose own row changed in what search shows of it (its summary, its words), added or
     * deleted: those rows only (migration 0021). A row with only these is not "everything".
     */
    storeRows: integer('store_rows').array(),
    createdAt: createdAt(),
  },
  (table) => [index('catalogue_changes_xid_idx').on(table.xid)],
);

// ---------------------------------------------------------------- the operator's money

/**
 * A plan payment the operator recorded (paid off the platform): it paid the store's period
 * [period_from, period_to). A reference is recorded once per store, so a retried form cannot pay twice.
 */
export const storePayments = pgTable(
  'store_payments',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Minor units of `currency` (always the plans' currency, USD). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** transfer | transfermovil | enzona | cash */
    method: text('method').notNull(),
    reference: text('reference').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    planId: integer('plan_id').references(() => storePlans.id),
    billingPeriod: text('billing_period').notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('store_payments_reference_idx').on(table.storeId, sql`lower(${table.reference})`),
    index('store_payments_store_idx').on(table.storeId, table.createdAt.desc()),
    check('store_payments_amount_check', sql`${table.amount} >= 0`),
    check('store_payments_method_check', sql`${table.method} in ('transfer', 'transfermovil', 'enzona', 'cash')`),
    check('store_payments_period_check', sql`${table.periodFrom} < ${table.periodTo}`),
  ],
);

/**
 * The billing e-mails sent for one due date of a store ('reminder7', 'reminder1', 'overdue'):
 * the key makes each one go out once, however many times or processes run the job.
 */
export const billingNotices = pgTable(
  'billing_notices',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    dueOn: date('due_on').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.dueOn, table.kind] })],
);

// ---------------------------------------------------------------- low-stock digest (issue 43, decision 031)

/**
 * The last low-stock digest of each store: the market day it went out and what it listed
 * (product id → the stock it reported), so the daily job sends at most one a day, and none when
 * nothing got worse since.
 */
export const lowStockDigests = pgTable('low_stock_digests', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  sentOn: date('sent_on').notNull(),
  /** `{ "<product id>": stock }` as the digest listed them. */
  products: jsonb('products').$type<Record<string, number>>().notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/** The people (the owner or a "Catálogo" member) who switched a store's low-stock digest off for themselves. */
export const lowStockDigestOptOuts = pgTable(
  'low_stock_digest_opt_outs',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.userId] })],
);
