import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PAYMENT_HOLD_HOURS } from '@plaza/domain/order-limits';
import { addDays, addMonths, addPeriod, periodPrice } from '@plaza/domain/billing';
import { marketDay } from '@plaza/domain/dates';
import { PAYMENT_METHODS } from '@plaza/domain/schemas/billing';
import { applyPercent, PLAN_CURRENCY } from '@plaza/domain/money';
import { totalsByCurrency } from '@plaza/domain/totals';
import { refreshSearchWords } from '../src/modules/search/search-words';
import type { Database } from '../src/db/connection';
import {
  categories,
  couponProducts,
  coupons,
  currencies,
  customSectionProducts,
  customSections,
  heroSlides,
  orderItems,
  orders,
  paymentMethods,
  productImages,
  productTags,
  products,
  provinces,
  reviews,
  storePayments,
  storePlans,
  stores,
  storeStaff,
  tags,
  townships,
  users,
  wholesalePrices,
} from '../src/db/schema';
import type { ImageStore } from '../src/platform/image-store';
import { storeEncodedImage, storeTrustedImage } from '../src/platform/images';
import { hashPassword } from '../src/platform/passwords';
import type { ArtKind } from './art';
import { coverArt, heroArt, logoArt, productArt } from './artwork';
import { CLOSINGS, STORES, type StoreSeed } from './data/stores';
import { drawingKey, readPicturePack, type Drawing, type PicturePack } from './picture-pack';
import { decreasingTiers, discounted, priceIn, slugify } from './prices';
import { createRandom, type Random } from './random';
import { CATEGORIES, SEED_LOCK_KEY, seedReference, type CategorySlug, type CurrencyCode } from './reference';

export type SeedDemoOptions = { images: ImageStore; log?: (msg: string) => void };

export const DEMO_CUSTOMER = {
  email: 'cliente@plaza.local',
  password: 'Cliente123!',
  name: 'Ana',
  lastName: 'Pérez',
  phone: '+53 5 123 4567',
} as const;

/** The demo seller: owns TecnoCuba and Sabores de Cuba, runs them from /seller. */
export const DEMO_SELLER = {
  email: 'vendedor@plaza.local',
  password: 'Vendedor123!',
  name: 'Carlos',
  lastName: 'Martínez',
  phone: '+53 5 234 5678',
  stores: ['tecnocuba', 'sabores-de-cuba'],
} as const;

/** The demo seller's team (decision 028): TecnoCuba (Empresarial) has a member with the role "Pedidos". */
export const DEMO_STAFF = {
  email: 'pedidos@plaza.local',
  password: 'Pedidos123!',
  name: 'Luis',
  lastName: 'Hernández',
  store: 'tecnocuba',
  role: 'orders',
} as const;

/** The demo operator: runs the console at /admin (demo data only, never a real site's). */
export const DEMO_ADMIN = {
  email: 'admin@plaza.local',
  password: 'Admin123!',
  name: 'Marta',
  lastName: 'Operadora',
} as const;

const SEED = 20_250_101;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const BATCH = 500;

/** Fills an empty database with the demo catalogue; does nothing if it already has stores. */
export async function seedDemo(db: Database, options: SeedDemoOptions): Promise<void> {
  await seedDemoIfEmpty(db, options);
}

/** Returns whether it seeded: false when stores already existed (another process got there first). */
export async function seedDemoIfEmpty(db: Database, options: SeedDemoOptions): Promise<boolean> {
  const log = options.log ?? (() => undefined);
  await seedReference(db);
  const now = new Date();

  const started = Date.now();
  const artwork = drawArtwork(options.images);
  // The products' pictures go on rendering while the catalogue is written: a failure is reported
  // where they are awaited, and they are always finished before returning (never left writing files).
  const pictures = artwork.pictures.then((files) => {
    log(`Imágenes de productos listas en ${Date.now() - started} ms`);
    return files;
  });
  pictures.catch(() => undefined);
  try {
    const [, demoHash, sellerHash, otherHash, adminHash, staffHash] = await Promise.all([
      artwork.storeArt,
      hashPassword(DEMO_CUSTOMER.password),
      hashPassword(DEMO_SELLER.password),
      // Reviewers' password is random and thrown away: one hash serves them all.
      hashPassword(randomBytes(24).toString('base64url')),
      hashPassword(DEMO_ADMIN.password),
      hashPassword(DEMO_STAFF.password),
    ]);
    log(`Logotipos y portadas listos en ${Date.now() - started} ms`);

    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      const existing = await tx.execute<{ found: boolean }>(sql`select exists (select 1 from stores) as found`);
      if (existing.rows[0]?.found === true) return false;
      await insertCatalogue(tx, { now, artwork, pictures, demoHash, sellerHash, otherHash, adminHash, staffHash, log });
      return true;
    });
  } finally {
    await pictures.catch(() => undefined);
  }
}

// ---------------------------------------------------------------- images

type Artwork = {
  /**
   * The pictures of each kind of product (./art), one per product (`pictureKey`), as keys of
   * `pictures`: a product shows only pictures of its own kind. Known at once, so the products can
   * be planned before the pictures are rendered.
   */
  products: Map<ArtKind, string[]>;
  /** Picture key → stored file, once every product picture is rendered. */
  pictures: Promise<Map<string, string>>;
  /** Filled in when `storeArt` resolves. */
  logos: Map<string, string>;
  covers: Map<string, string>;
  heroes: string[];
  storeArt: Promise<void>;
};

type Job = Drawing & { assign: (file: string) => void };

/** Every picture of the demo, drawn as the seed draws it: what `npm run seed:pictures` renders ahead of time. */
export function demoDrawings(): Drawing[] {
  const { productJobs, storeJobs } = drawJobs();
  return [...storeJobs, ...productJobs].map(({ svg, width, height, cardWidth }) => ({ svg, width, height, cardWidth }));
}

/**
 * Draws every picture (the SVG, in a fixed order from its own random stream: deterministic) and
 * stores them: from the picture pack when it has them, else rendered; the stores' logos, covers and
 * the hero slides first, then the products'.
 */
function drawArtwork(images: ImageStore): Artwork {
  const { files, products, productJobs, logos, covers, heroes, storeJobs } = drawJobs();
  const pack = readPicturePack();
  const render = async (jobs: Job[]) => {
    const stored = await mapConcurrently(jobs, 4, (job) => storeDrawing(images, job, pack));
    // Assigned in job order, not completion order, so the result is deterministic.
    jobs.forEach((job, i) => job.assign(stored[i] as string));
  };
  const storeArt = render(storeJobs);
  const pictures = storeArt.then(() => render(productJobs)).then(() => files);
  return { products, pictures, logos, covers, heroes, storeArt };
}

function storeDrawing(images: ImageStore, drawing: Drawing, pack: PicturePack): Promise<string> {
  const packed = pack.get(drawingKey(drawing));
  if (packed) return storeEncodedImage(images, packed.full, packed.card);
  // Not in the pack (a drawing changed since it was made): rendered here, as fast as it goes. Flat
  // illustrations: the lowest encoder effort saves about a third of the time of effort 2, for some
  // more bytes; the card is rasterized from the drawing itself, and no alpha channel is written.
  // Our own SVG, drawn here: the trusted path, since uploads refuse SVG.
  return storeTrustedImage(images, Buffer.from(drawing.svg), {
    width: drawing.width,
    height: drawing.height,
    cardWidth: drawing.cardWidth,
    effort: 0,
    vectorWidth: drawing.width,
    opaque: true,
  });
}

function drawJobs() {
  // Its own random stream, so the catalogue does not change when the drawings do.
  const rng = createRandom(SEED + 1);
  const files = new Map<string, string>();
  const productJobs: Job[] = [];
  const products = new Map<ArtKind, string[]>();
  for (const store of STORES) {
    for (const group of store.groups) {
      for (const [name, , , art] of group.items) {
        // Each product its own picture; a kind's later ones (the second phone…) turn, flip or pair it.
        const key = pictureKey(store, name);
        const keys = products.get(art) ?? [];
        products.set(art, [...keys, key]);
        productJobs.push({ svg: productArt(rng, art, keys.length), width: 800, height: 800, cardWidth: 320, assign: (f) => files.set(key, f) });
      }
    }
  }
  const logos = new Map<string, string>();
  const covers = new Map<string, string>();
  const heroes: string[] = [];
  const storeJobs: Job[] = [];
  for (const store of STORES) {
    const icon = iconOf(store.category);
    storeJobs.push({ svg: logoArt(rng, icon), width: 256, height: 256, cardWidth: 96, assign: (f) => logos.set(store.slug, f) });
    storeJobs.push({ svg: coverArt(rng, icon), width: 1200, height: 400, cardWidth: 480, assign: (f) => covers.set(store.slug, f) });
  }
  for (const icons of HERO_ICONS) {
    storeJobs.push({ svg: heroArt(rng, icons), width: 1280, height: 480, cardWidth: 640, assign: (f) => heroes.push(f) });
  }
  return { files, products, productJobs, logos, covers, heroes, storeJobs };
}

async function mapConcurrently<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function pictureKey(store: StoreSeed, name: string): string {
  return `${store.slug}|${name}`;
}

function iconOf(slug: CategorySlug): string {
  return CATEGORIES.find((c) => c.slug === slug)?.icon ?? 'gift';
}

// ---------------------------------------------------------------- the catalogue in memory

type Kind = 'retail' | 'made-to-order' | 'wholesale';

type PlannedProduct = {
  id: number;
  store: StoreSeed;
  category: CategorySlug;
  name: string;
  description: string;
  usd: number;
  kind: Kind;
  currency: CurrencyCode;
  price: number;
  stock: number;
  hidden: boolean;
  commissionBp: number;
  offer: { enabled: boolean; price: number; start: Date; end: Date } | null;
  availability: { start: string; end: string; minDays: number } | null;
  tiers: { min: number; price: number; id: number }[];
  /** Keys of the artwork's pictures, resolved to files when the images are inserted. */
  images: string[];
  tags: string[];
  createdAt: Date;
  ratings: number[];
};

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function categoryName(slug: CategorySlug): string {
  return CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;
}

function plannedStock(rng: Random, kind: Kind, usd: number): number {
  if (kind === 'wholesale') return rng.int(20, 300) * 10;
  if (kind === 'made-to-order') return rng.int(5, 30);
  return usd > 300 ? rng.int(2, 10) : rng.int(5, 120);
}

function madeToOrderWindow(rng: Random, now: Date): NonNullable<PlannedProduct['availability']> {
  return { start: isoDate(now), end: isoDate(new Date(now.getTime() + 60 * DAY)), minDays: rng.int(2, 5) };
}

function planProducts(rng: Random, now: Date, artwork: Artwork): PlannedProduct[] {
  const planned: PlannedProduct[] = [];
  // The galleries' extra pictures from their own stream, so that how many products share a kind
  // never moves the rest of the catalogue (currencies, offers, orders).
  const galleries = createRandom(SEED + 2);
  const gallery = (own: string, others: string[], count: number) => {
    // As many draws from the main stream as the old pick among four pictures per category took,
    // so that the catalogue (currencies, stock, offers, orders) stays as it was.
    rng.shuffle([0, 0, 0, 0]);
    return [own, ...galleries.sample(others, count - 1)];
  };
  for (const store of STORES) {
    for (const group of store.groups) {
      const kind: Kind = group.kind ?? 'retail';
      for (const [name, usd, detail, art] of group.items) {
        const currency = store.altCurrency && rng.chance(0.18) ? store.altCurrency : store.currency;
        const unit = priceIn(usd, currency);
        // Its own picture first, then maybe others of the same kind (another colour, another pose).
        const own = pictureKey(store, name);
        const others = required(artwork.products, art, 'dibujo').filter((key) => key !== own);
        const closing = rng.pick(CLOSINGS[group.category] ?? ['']);
        // Skewed towards recent days, so "recent products" changes from day to day.
        const ageMs = Math.floor(200 * DAY * rng.next() ** 2) + rng.int(0, DAY);
        const product: PlannedProduct = {
          id: 0,
          store,
          category: group.category,
          name,
          description: `${detail} ${closing}`.trim(),
          usd,
          kind,
          currency,
          price: kind === 'wholesale' ? 0 : unit,
          stock: plannedStock(rng, kind, usd),
          hidden: false,
          commissionBp: 0,
          offer: null,
          availability: kind === 'made-to-order' ? madeToOrderWindow(rng, now) : null,
          tiers:
            kind === 'wholesale'
              ? decreasingTiers(unit, currency, usd >= 20 ? [2, 5, 10] : [10, 50, 100], [5, 12, 20]).slice(0, rng.chance(0.3) ? 2 : 3)
              : [],
          images: gallery(own, others, rng.int(1, 3)),
          tags: store.tags.filter((tag) => (tag.match ? tag.match.test(name) : rng.chance(0.25))).map((tag) => tag.name),
          createdAt: new Date(now.getTime() - ageMs),
          ratings: [],
        };
        planned.push(product);
      }
    }
  }

  const retail = planned.filter((p) => p.kind === 'retail');
  for (const p of rng.sample(retail, 4)) p.hidden = true;
  const visible = planned.filter((p) => !p.hidden && p.kind !== 'wholesale');
  for (const p of rng.sample(visible.filter((p) => p.kind === 'retail'), 12)) p.stock = 0;
  for (const p of rng.sample(visible.filter((p) => p.kind === 'retail' && p.stock > 0), 14)) p.stock = rng.int(1, 3);

  const offerPool = rng.shuffle(visible.filter((p) => p.stock > 0));
  const offer = (p: PlannedProduct, enabled: boolean, start: number, end: number) => {
    p.offer = {
      enabled,
      price: discounted(p.price, rng.pick([10, 15, 20, 25, 30, 35, 40]), p.currency),
      start: new Date(now.getTime() + start),
      end: new Date(now.getTime() + end),
    };
  };
  offerPool.forEach((p, i) => {
    if (i < 44) offer(p, true, -rng.int(1, 10) * DAY, rng.int(1, 20) * DAY + rng.int(0, 23) * HOUR);
    else if (i === 44) offer(p, true, -3 * DAY, 3 * HOUR); // 'Últimas horas'
    else if (i === 45) offer(p, true, -5 * DAY, 20 * HOUR);
    else if (i < 54) offer(p, true, -rng.int(30, 40) * DAY, -rng.int(1, 10) * DAY); // expired
    else if (i < 56) offer(p, false, -2 * DAY, 10 * DAY); // disabled by the seller
    else if (i === 56) offer(p, true, 3 * DAY, 12 * DAY); // scheduled, not started yet
  });

  for (const p of rng.sample(visible, Math.round(visible.length * 0.3))) {
    p.commissionBp = rng.pick([500, 750, 1000, 1200, 1500]);
  }
  for (const p of rng.sample(visible.filter((p) => p.kind === 'retail' && p.usd <= 40 && p.stock > 3), 20)) {
    p.tiers = decreasingTiers(p.price, p.currency, rng.chance(0.5) ? [6, 12] : [10, 25], [10, 18]);
  }
  return planned;
}

// ---------------------------------------------------------------- people

const REVIEWERS = [
  ['Carlos', 'Rodríguez'],
  ['María', 'González'],
  ['Yoandy', 'Hernández'],
  ['Yanelis', 'Fernández'],
  ['Luis', 'Martínez'],
  ['Dayana', 'López'],
  ['Jorge', 'Díaz'],
  ['Lisandra', 'Sánchez'],
  ['Raúl', 'Ramírez'],
  ['Yuniel', 'Torres'],
  ['Beatriz', 'Morales'],
  ['Osmany', 'Castillo'],
  ['Claudia', 'Ortiz'],
  ['Ernesto', 'Álvarez'],
  ['Rosa', 'Jiménez'],
] as const;

const RATINGS = [5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 3, 3, 2, 2, 1] as const;

const COMMENTS: Record<number, readonly string[]> = {
  5: [
    'Excelente calidad, llegó en perfecto estado.',
    'Muy contenta con la compra, el vendedor fue muy atento.',
    'Tal como en la foto. Lo recomiendo.',
    'Llegó antes de lo previsto. ¡Cinco estrellas!',
    'Buenísimo, ya es la segunda vez que compro aquí.',
    'Relación calidad-precio inmejorable.',
    'Todo perfecto, desde el pedido hasta la entrega.',
    'Me encantó, superó mis expectativas.',
    'Atención de primera y entrega rapidísima en mi municipio.',
    'Producto original y bien empaquetado. Volveré a comprar.',
  ],
  4: [
    'Buen producto, aunque la entrega demoró un poco.',
    'Cumple lo que promete.',
    'Bien en general, el empaque podría mejorar.',
    'Muy bueno por el precio que tiene.',
    'Me gustó, le quito una estrella porque tardaron en responder por WhatsApp.',
    'Buena calidad, lo recomiendo.',
  ],
  3: [
    'Está bien, pero esperaba algo mejor por el precio.',
    'Normal, sin más.',
    'Correcto, aunque la foto lo hace parecer más grande.',
  ],
  2: ['La calidad no es la que esperaba.', 'Llegó con retraso y la caja dañada.'],
  1: [
    'Muy mala experiencia, el producto no coincide con la descripción.',
    'No me llegó completo y el vendedor tardó días en responder.',
  ],
};

// ---------------------------------------------------------------- merchandising

const HERO_ICONS = [
  ['smartphone', 'home', 'gift'],
  ['shirt', 'sparkles', 'dumbbell'],
  ['utensils', 'gift', 'baby'],
  ['utensils', 'home', 'paw'],
] as const;

const HERO_SLIDES = [
  {
    type: 'welcome',
    title: 'Bienvenido a Plaza',
    subtitle: 'Las tiendas de toda Cuba en un solo lugar',
    description: 'Descubre productos de tiendas de todo el país, compra con confianza y paga como prefieras.',
  },
  {
    type: 'promo',
    title: 'Ofertas de temporada',
    subtitle: 'Hasta un 40 % de descuento',
    description: 'Moda, belleza, deportes y más con precios especiales por tiempo limitado.',
  },
  {
    type: 'promo',
    title: 'Dulces y regalos por encargo',
    subtitle: 'Tú eliges el día de entrega',
    description: 'Cakes, buffets y flores para sorprender a los tuyos en su día.',
  },
  {
    type: 'promo',
    title: 'Compra al por mayor',
    subtitle: 'Precios por cantidad para tu negocio',
    description: 'Alimentos, aseo y limpieza en cajas y sacos para cafeterías, bodegas y revendedores.',
  },
] as const;

// ---------------------------------------------------------------- writing it all

type Context = {
  now: Date;
  artwork: Artwork;
  /** Resolves when every product picture is on disk: awaited just before they are linked to products. */
  pictures: Promise<Map<string, string>>;
  demoHash: string;
  sellerHash: string;
  otherHash: string;
  adminHash: string;
  staffHash: string;
  log: (msg: string) => void;
};

function chunks<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function required<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Falta ${what}: ${String(key)}`);
  return value;
}

/**
 * What a demo seller tells the buyer who picks a method other than WhatsApp, shown at checkout, on
 * the order and in the buyer's e-mail: a made-up card number (each store its own) for a transfer.
 */
function demoPaymentInstructions(kind: 'transfer' | 'cash', store: StoreSeed, index: number): string {
  if (kind === 'cash') return 'Pagas en efectivo al recibir el pedido. Ten el importe exacto, por favor.';
  const card = `9204 1299 ${String(7000 + index)} ${String(3100 + index * 7).padStart(4, '0')}`;
  return `Transfiere a la tarjeta ${card} (a nombre de ${store.name}).\nEscribe el número de pedido en el concepto y envía el comprobante por WhatsApp al ${store.sellerPhone}.`;
}

async function insertCatalogue(db: Database, ctx: Context): Promise<void> {
  const { now, artwork } = ctx;
  const rng = createRandom(SEED);

  // Reference ids by natural key.
  const categoryIds = new Map((await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((r) => [r.slug, r.id]));
  const currencyIds = new Map((await db.select({ id: currencies.id, code: currencies.code }).from(currencies)).map((r) => [r.code, r.id]));
  const planIds = new Map((await db.select({ id: storePlans.id, name: storePlans.name }).from(storePlans)).map((r) => [r.name, r.id]));
  const townshipRows = await db
    .select({ id: townships.id, name: townships.name, province: provinces.name })
    .from(townships)
    .innerJoin(provinces, eq(provinces.id, townships.provinceId));
  const townshipIds = new Map(townshipRows.map((r) => [`${r.province}|${r.name}`, r.id]));

  // People.
  const demoUserId = rng.uuid();
  const reviewerIds = REVIEWERS.map(() => rng.uuid());
  await db.insert(users).values([
    {
      id: demoUserId,
      email: DEMO_CUSTOMER.email,
      passwordHash: ctx.demoHash,
      name: DEMO_CUSTOMER.name,
      lastName: DEMO_CUSTOMER.lastName,
      phone: DEMO_CUSTOMER.phone,
      role: 'customer',
      activatedAt: new Date(now.getTime() - 210 * DAY),
      acceptedTermsAt: new Date(now.getTime() - 210 * DAY),
      createdAt: new Date(now.getTime() - 210 * DAY),
    },
    ...REVIEWERS.map(([name, lastName], i) => {
      const since = new Date(now.getTime() - rng.int(190, 400) * DAY);
      return {
        id: reviewerIds[i] as string,
        email: `${slugify(name)}.${slugify(lastName)}@plaza.local`,
        passwordHash: ctx.otherHash,
        name,
        lastName,
        phone: rng.chance(0.6) ? `+53 5 ${rng.int(200, 899)} ${rng.int(1000, 9999)}` : null,
        role: 'customer',
        activatedAt: since,
        acceptedTermsAt: since,
        createdAt: since,
      };
    }),
  ]);

  // Stores, their tags and payment methods.
  const storeRows = await db
    .insert(stores)
    .values(
      STORES.map((store) => ({
        name: store.name,
        slug: store.slug,
        description: store.description,
        logo: required(artwork.logos, store.slug, 'logo'),
        cover: required(artwork.covers, store.slug, 'portada'),
        email: store.email,
        address: store.contact?.address ?? null,
        phone: store.contact?.phone ?? null,
        instagram: store.contact?.instagram ?? null,
        facebook: store.contact?.facebook ?? null,
        whatsapp: store.contact?.whatsapp ?? null,
        categoryId: required(categoryIds, store.category, 'categoría'),
        townshipId: required(townshipIds, `${store.province}|${store.township}`, 'municipio'),
        planId: required(planIds, store.plan, 'plan'),
        billingPeriod: store.billingPeriod,
        // The demo's stores give shoppers the longest time to pay (72 hours): its orders of two days ago are still pending.
        paymentHoldHours: PAYMENT_HOLD_HOURS.max,
        createdAt: new Date(now.getTime() - rng.int(220, 500) * DAY),
      })),
    )
    .returning({ id: stores.id, slug: stores.slug });
  const storeIds = new Map(storeRows.map((r) => [r.slug, r.id]));
  await insertPlanPayments(db, now, storeIds);

  // The demo seller, outside the random stream so that the catalogue stays as it was.
  const [seller] = await db
    .insert(users)
    .values({
      email: DEMO_SELLER.email,
      passwordHash: ctx.sellerHash,
      name: DEMO_SELLER.name,
      lastName: DEMO_SELLER.lastName,
      phone: DEMO_SELLER.phone,
      role: 'seller',
      activatedAt: new Date(now.getTime() - 400 * DAY),
      acceptedTermsAt: new Date(now.getTime() - 400 * DAY),
      createdAt: new Date(now.getTime() - 400 * DAY),
    })
    .returning({ id: users.id });
  // The demo operator, outside the random stream too.
  await db.insert(users).values({
    email: DEMO_ADMIN.email,
    passwordHash: ctx.adminHash,
    name: DEMO_ADMIN.name,
    lastName: DEMO_ADMIN.lastName,
    role: 'admin',
    activatedAt: new Date(now.getTime() - 400 * DAY),
    acceptedTermsAt: new Date(now.getTime() - 400 * DAY),
    createdAt: new Date(now.getTime() - 400 * DAY),
  });
  for (const slug of DEMO_SELLER.stores)
    await db.update(stores).set({ ownerId: seller!.id }).where(eq(stores.id, required(storeIds, slug, 'tienda del vendedor')));
  // TecnoCuba's team: one member who accepted the owner's invitation a while ago.
  const [staff] = await db
    .insert(users)
    .values({
      email: DEMO_STAFF.email,
      passwordHash: ctx.staffHash,
      name: DEMO_STAFF.name,
      lastName: DEMO_STAFF.lastName,
      role: 'customer',
      activatedAt: new Date(now.getTime() - 90 * DAY),
      acceptedTermsAt: new Date(now.getTime() - 90 * DAY),
      createdAt: new Date(now.getTime() - 90 * DAY),
    })
    .returning({ id: users.id });
  await db.insert(storeStaff).values({
    storeId: required(storeIds, DEMO_STAFF.store, 'tienda del equipo'),
    email: DEMO_STAFF.email,
    role: DEMO_STAFF.role,
    userId: staff!.id,
    invitedBy: seller!.id,
    expiresAt: new Date(now.getTime() - 83 * DAY),
    acceptedAt: new Date(now.getTime() - 89 * DAY),
    createdAt: new Date(now.getTime() - 90 * DAY),
  });
  const storeId = (store: StoreSeed) => required(storeIds, store.slug, 'tienda');

  const tagRows = await db
    .insert(tags)
    .values(STORES.flatMap((store) => store.tags.map((tag) => ({ storeId: storeId(store), name: tag.name, slug: slugify(tag.name), color: tag.color }))))
    .returning({ id: tags.id, storeId: tags.storeId, name: tags.name });
  const tagIds = new Map(tagRows.map((r) => [`${r.storeId}|${r.name}`, r.id]));

  const methodRows = await db
    .insert(paymentMethods)
    .values(
      STORES.flatMap((store, index) => [
        { storeId: storeId(store), name: 'WhatsApp', kind: 'whatsapp', phone: store.sellerPhone, position: 0 },
        ...store.payments.map((kind, i) => ({
          storeId: storeId(store),
          name: kind === 'transfer' ? 'Transferencia bancaria' : 'Efectivo al recibir',
          kind,
          phone: null,
          instructions: demoPaymentInstructions(kind, store, index),
          position: i + 1,
        })),
      ]),
    )
    .returning({ id: paymentMethods.id, storeId: paymentMethods.storeId, kind: paymentMethods.kind });

  // Products and what hangs from them.
  const planned = planProducts(rng, now, artwork);
  for (const batch of chunks(planned)) {
    const rows = await db
      .insert(products)
      .values(
        batch.map((p) => ({
          storeId: storeId(p.store),
          categoryId: required(categoryIds, p.category, 'categoría'),
          name: p.name,
          description: p.description,
          price: p.price,
          currencyId: required(currencyIds, p.currency, 'moneda'),
          stock: p.stock,
          hidden: p.hidden,
          referralCommissionBp: p.commissionBp,
          offerEnabled: p.offer?.enabled ?? false,
          offerPrice: p.offer?.price ?? null,
          offerStart: p.offer?.start ?? null,
          offerEnd: p.offer?.end ?? null,
          availabilityStart: p.availability?.start ?? null,
          availabilityEnd: p.availability?.end ?? null,
          minReservationDays: p.availability?.minDays ?? null,
          searchKeywords: [categoryName(p.category), ...p.tags].join(' '),
          createdAt: p.createdAt,
        })),
      )
      .returning({ id: products.id, name: products.name });
    rows.forEach((row, i) => {
      const p = batch[i];
      if (!p || p.name !== row.name) throw new Error('Los productos insertados no llegaron en orden');
      p.id = row.id;
    });
  }

  const pictureFiles = await ctx.pictures;
  const imageRows = planned.flatMap((p) => p.images.map((key, position) => ({ productId: p.id, image: required(pictureFiles, key, 'imagen'), position })));
  for (const batch of chunks(imageRows)) {
    await db.insert(productImages).values(batch);
  }
  const productTagRows = planned.flatMap((p) =>
    p.tags.map((name) => ({ productId: p.id, tagId: required(tagIds, `${storeId(p.store)}|${name}`, 'etiqueta') })),
  );
  for (const batch of chunks(productTagRows)) await db.insert(productTags).values(batch);
  const tierRows = planned.flatMap((p) => p.tiers.map((t) => ({ productId: p.id, minQuantity: t.min, pricePerUnit: t.price })));
  const tierIds = new Map<string, number>();
  for (const batch of chunks(tierRows)) {
    const inserted = await db
      .insert(wholesalePrices)
      .values(batch)
      .returning({ id: wholesalePrices.id, productId: wholesalePrices.productId, minQuantity: wholesalePrices.minQuantity });
    for (const row of inserted) tierIds.set(`${row.productId}|${row.minQuantity}`, row.id);
  }
  for (const p of planned) for (const t of p.tiers) t.id = required(tierIds, `${p.id}|${t.min}`, 'tramo');

  // Reviews from the reviewer accounts (not the demo customer, who can still review anything).
  const reviewable = planned.filter((p) => !p.hidden);
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  for (const p of rng.sample(reviewable, 125)) {
    for (const userId of rng.sample(reviewerIds, rng.int(1, 4))) {
      const rating = rng.pick(RATINGS);
      p.ratings.push(rating);
      const since = Math.max(p.createdAt.getTime(), now.getTime() - 182 * DAY);
      reviewRows.push({
        productId: p.id,
        userId,
        rating,
        comment: rng.chance(0.8) ? rng.pick(COMMENTS[rating] ?? ['']) : null,
        createdAt: new Date(since + Math.floor(rng.next() * (now.getTime() - since))),
      });
    }
  }
  for (const batch of chunks(reviewRows)) await db.insert(reviews).values(batch);

  await insertMerchandising(db, ctx, rng, planned);
  const byName = new Map(planned.map((p) => [`${p.store.slug}|${p.name}`, p]));
  const couponIds = await insertCoupons(db, ctx, storeIds, byName, planned);
  await insertOrders(db, ctx, rng, { planned, byName, methodRows, storeIds, currencyIds, couponIds, demoUserId, reviewerIds });

  // Aggregates, computed from the rows themselves so they can never disagree.
  await db.execute(sql`
    update products p set rating = r.rating, review_count = r.count
    from (select product_id, avg(rating)::float8 as rating, count(*)::int as count from reviews group by product_id) r
    where r.product_id = p.id`);
  await db.execute(sql`
    update stores s set rating = r.rating, review_count = r.count
    from (
      select p.store_id, avg(rv.rating)::float8 as rating, count(*)::int as count
      from reviews rv join products p on p.id = rv.product_id group by p.store_id
    ) r
    where r.store_id = s.id`);
  await db.execute(sql`
    update products p set sold_count = o.sold
    from (select i.product_id, sum(i.quantity)::int as sold from order_items i join orders o on o.id = i.order_id
      where o.status <> 'cancelled' group by i.product_id) o
    where o.product_id = p.id`);

  await fillSuggestTerms(db);

  await refreshSearchWords(db);
  ctx.log(
    `Demo: ${STORES.length} tiendas, ${planned.length} productos, ${reviewRows.length} reseñas, cliente ${DEMO_CUSTOMER.email}, vendedor ${DEMO_SELLER.email}, operador ${DEMO_ADMIN.email}`,
  );
}

async function insertMerchandising(db: Database, ctx: Context, rng: Random, planned: PlannedProduct[]) {
  const showable = planned.filter((p) => !p.hidden && p.kind !== 'wholesale');
  const inCategory = (...slugs: CategorySlug[]) => showable.filter((p) => slugs.includes(p.category));
  const newest = (list: PlannedProduct[]) => [...list].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const average = (p: PlannedProduct) => (p.ratings.length ? p.ratings.reduce((a, b) => a + b, 0) / p.ratings.length : 0);
  const best = (list: PlannedProduct[]) => [...list].sort((a, b) => average(b) - average(a) || b.ratings.length - a.ratings.length);

  const sections: { name: string; slug: string; categorySlug?: CategorySlug; items: PlannedProduct[] }[] = [
    { name: 'Lo más nuevo en tecnología', slug: 'lo-mas-nuevo-en-tecnologia', items: newest(inCategory('electronica')).slice(0, 12) },
    { name: 'Para el hogar', slug: 'para-el-hogar', items: rng.sample(inCategory('hogar', 'ferreteria'), 12) },
    {
      name: 'Regalos para sorprender',
      slug: 'regalos-para-sorprender',
      items: rng.sample(inCategory('regalos-y-fiestas', 'belleza-y-cuidado-personal', 'libros-y-papeleria'), 14),
    },
    { name: 'Deporte y vida sana', slug: 'deporte-y-vida-sana', items: rng.sample(inCategory('deportes'), 10) },
    {
      name: 'Lo mejor en Electrónica',
      slug: 'lo-mejor-en-electronica',
      categorySlug: 'electronica',
      items: best(inCategory('electronica')).slice(0, 12),
    },
  ];
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const sectionRows = await db
    .insert(customSections)
    .values(
      sections.map((s, position) => ({
        name: s.name,
        slug: s.slug,
        categoryId: s.categorySlug ? (categoryRows.find((c) => c.slug === s.categorySlug)?.id ?? null) : null,
        isCategorySection: s.categorySlug !== undefined,
        enabled: true,
        position,
      })),
    )
    .returning({ id: customSections.id, slug: customSections.slug });
  await db.insert(customSectionProducts).values(
    sections.flatMap((s) => {
      const sectionId = sectionRows.find((r) => r.slug === s.slug)?.id;
      if (sectionId === undefined) throw new Error(`Sección no insertada: ${s.slug}`);
      return s.items.map((p, position) => ({ sectionId, productId: p.id, position }));
    }),
  );

  await db.insert(heroSlides).values(
    HERO_SLIDES.map((slide, position) => ({
      ...slide,
      backgroundImage: ctx.artwork.heroes[position] ?? ctx.artwork.heroes[0] ?? '',
      position,
    })),
  );
}

async function insertCoupons(
  db: Database,
  ctx: Context,
  storeIds: Map<string, number>,
  byName: Map<string, PlannedProduct>,
  planned: PlannedProduct[],
): Promise<Map<string, number>> {
  const at = (days: number) => new Date(ctx.now.getTime() + days * DAY);
  const list = [
    { store: 'tecnocuba', code: 'BIENVENIDA10', scope: 'store', percent: 10, startsAt: null, endsAt: null, active: true },
    { store: 'mundo-bebe', code: 'BIENVENIDA10', scope: 'store', percent: 10, startsAt: null, endsAt: null, active: true },
    { store: 'moda-caribe', code: 'VERANO15', scope: 'store', percent: 15, startsAt: at(-10), endsAt: at(30), active: true },
    { store: 'sabores-de-cuba', code: 'CAFE20', scope: 'product', percent: 20, startsAt: null, endsAt: at(45), active: true },
    { store: 'belleza-natural', code: 'BELLEZA25', scope: 'product', percent: 25, startsAt: at(-5), endsAt: at(20), active: true },
    { store: 'tecnocuba', code: 'NAVIDAD2024', scope: 'store', percent: 20, startsAt: at(-75), endsAt: at(-40), active: true },
    { store: 'moda-caribe', code: 'PRUEBA50', scope: 'store', percent: 50, startsAt: null, endsAt: null, active: false },
    { store: 'deportes-olimpo', code: 'OLIMPO5', scope: 'store', percent: 5, startsAt: at(7), endsAt: at(37), active: true },
  ] as const;
  const rows = await db
    .insert(coupons)
    .values(
      list.map((c) => ({
        storeId: required(storeIds, c.store, 'tienda'),
        code: c.code,
        scope: c.scope,
        discountPercent: c.percent,
        startsAt: c.startsAt,
        endsAt: c.endsAt,
        active: c.active,
      })),
    )
    .returning({ id: coupons.id, storeId: coupons.storeId, code: coupons.code });
  const ids = new Map(rows.map((r) => [`${r.storeId}|${r.code}`, r.id]));
  const couponId = (store: string, code: string) => required(ids, `${required(storeIds, store, 'tienda')}|${code}`, 'cupón');

  const coffee = planned.filter((p) => p.store.slug === 'sabores-de-cuba' && p.name.startsWith('Café'));
  const beauty = ['Perfume de mujer floral 100 ml', 'Crema hidratante facial con ácido hialurónico', 'Paleta de sombras de ojos de 12 colores'];
  await db.insert(couponProducts).values([
    ...coffee.map((p) => ({ couponId: couponId('sabores-de-cuba', 'CAFE20'), productId: p.id })),
    ...beauty.map((name) => ({
      couponId: couponId('belleza-natural', 'BELLEZA25'),
      productId: required(byName, `belleza-natural|${name}`, 'producto').id,
    })),
  ]);
  return ids;
}

type OrderContext = {
  planned: PlannedProduct[];
  byName: Map<string, PlannedProduct>;
  methodRows: { id: number; storeId: number; kind: string }[];
  storeIds: Map<string, number>;
  currencyIds: Map<string, number>;
  couponIds: Map<string, number>;
  demoUserId: string;
  reviewerIds: string[];
};

type OrderLine = { product: PlannedProduct; quantity: number; couponPercent?: number };

/** One line as the order service records it: the wholesale tier its quantity reaches, then the coupon's percent off. */
function orderItemRow(rng: Random, oc: OrderContext, orderId: string, createdAt: Date, line: OrderLine) {
  const p = line.product;
  const tier = [...p.tiers].reverse().find((t) => t.min <= line.quantity);
  const base = tier ? tier.price : p.price;
  const unitPrice = line.couponPercent ? applyPercent(base, line.couponPercent) : base;
  const lineTotal = unitPrice * line.quantity;
  return {
    orderId,
    productId: p.id,
    name: p.name,
    description: p.description,
    quantity: line.quantity,
    unitPrice,
    wholesaleId: tier?.id ?? null,
    discountPercent: line.couponPercent ?? null,
    deliveryDate: p.availability
      ? isoDate(new Date(createdAt.getTime() + (p.availability.minDays + rng.int(0, 5)) * DAY))
      : null,
    lineTotal,
    currencyId: required(oc.currencyIds, p.currency, 'moneda'),
  } satisfies typeof orderItems.$inferInsert;
}

async function insertOrders(db: Database, ctx: Context, rng: Random, oc: OrderContext) {
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const itemRows: (typeof orderItems.$inferInsert)[] = [];

  const addOrder = (spec: {
    userId: string;
    store: string;
    method: 'whatsapp' | 'transfer' | 'cash';
    status: 'pending_payment' | 'paid' | 'cancelled';
    daysAgo: number;
    lines: OrderLine[];
    coupon?: string;
  }) => {
    const storeId = required(oc.storeIds, spec.store, 'tienda');
    const methods = oc.methodRows.filter((m) => m.storeId === storeId);
    const method = methods.find((m) => m.kind === spec.method) ?? methods[0];
    if (!method) throw new Error(`La tienda ${spec.store} no tiene métodos de pago`);
    const lines = spec.lines;
    if (lines.length === 0) return;
    // Pending payment only while the store's hold (72 hours, as ORDER_PAYMENT_HOURS by default) has not passed.
    const status = spec.status === 'pending_payment' && spec.daysAgo > 2 ? 'paid' : spec.status;
    const id = rng.uuid();
    const createdAt = new Date(ctx.now.getTime() - spec.daysAgo * DAY - rng.int(0, 12) * HOUR);
    const lineTotals: { currency: string; amount: number }[] = [];
    for (const line of lines) {
      const item = orderItemRow(rng, oc, id, createdAt, line);
      lineTotals.push({ currency: line.product.currency, amount: item.lineTotal });
      itemRows.push(item);
    }
    // As the order service records it: one currency's total, or the first one's when the lines use several.
    const totals = totalsByCurrency(lineTotals);
    const store = STORES.find((s) => s.slug === spec.store);
    const digits = (store?.sellerPhone ?? '').replace(/\D/g, '');
    orderRows.push({
      id,
      userId: spec.userId,
      storeId,
      paymentMethodId: method.id,
      couponId: spec.coupon ? required(oc.couponIds, `${storeId}|${spec.coupon}`, 'cupón') : null,
      couponCode: spec.coupon ?? null,
      couponDiscountPercent: spec.coupon ? (lines.find((l) => l.couponPercent)?.couponPercent ?? null) : null,
      status,
      totalAmount: totals[0]!.amount,
      currencyId: totals.length === 1 ? required(oc.currencyIds, totals[0]!.currency, 'moneda') : null,
      paymentLink:
        method.kind === 'whatsapp'
          ? `https://wa.me/${digits}?text=${encodeURIComponent(`Hola, quiero pagar mi pedido ${id.slice(0, 8)} de Plaza.`)}`
          : null,
      createdAt,
      // Paid or cancelled some hours after it was made; an older order still pending would have expired.
      paidAt: status === 'paid' ? new Date(createdAt.getTime() + 3 * HOUR) : null,
      cancelledAt: status === 'cancelled' ? new Date(createdAt.getTime() + 5 * HOUR) : null,
      cancelReason: status === 'cancelled' ? 'El comprador ya no lo necesita' : null,
    });
  };

  const product = (store: string, name: string) => required(oc.byName, `${store}|${name}`, 'producto');
  // TecnoCuba prices some products in euros: the demo customer's latest order holds one, to show totals per currency.
  const buds = product('tecnocuba', 'Audífonos inalámbricos Xiaomi Redmi Buds 5');
  const budsOtherCurrency = oc.planned.find(
    (p) => p.store === buds.store && p.currency !== buds.currency && p.kind === 'retail' && !p.hidden && p.stock > 0 && !p.offer,
  );
  // The demo customer's history: one order of each status, in three stores.
  addOrder({
    userId: oc.demoUserId,
    store: 'tecnocuba',
    method: 'whatsapp',
    status: 'paid',
    daysAgo: 24,
    lines: [
      { product: product('tecnocuba', 'Cargador rápido USB-C de 25 W'), quantity: 1 },
      { product: product('tecnocuba', 'Protector de pantalla de cristal templado'), quantity: 2 },
      { product: product('tecnocuba', 'Cable USB-C a USB-C de 1 metro'), quantity: 1 },
    ],
  });
  addOrder({
    userId: oc.demoUserId,
    store: 'sabores-de-cuba',
    method: 'transfer',
    status: 'pending_payment',
    daysAgo: 2,
    coupon: 'CAFE20',
    lines: [
      { product: product('sabores-de-cuba', 'Café Serrano molido 250 g'), quantity: 3, couponPercent: 20 },
      { product: product('sabores-de-cuba', 'Arroz 1 kg'), quantity: 5 },
      { product: product('sabores-de-cuba', 'Frijoles negros 1 kg'), quantity: 2 },
    ],
  });
  addOrder({
    userId: oc.demoUserId,
    store: 'moda-caribe',
    method: 'cash',
    status: 'cancelled',
    daysAgo: 41,
    lines: [{ product: product('moda-caribe', 'Vestido de verano floral'), quantity: 1 }],
  });
  addOrder({
    userId: oc.demoUserId,
    store: 'tecnocuba',
    method: 'whatsapp',
    status: 'pending_payment',
    daysAgo: 0,
    coupon: 'BIENVENIDA10',
    lines: [buds, ...(budsOtherCurrency ? [budsOtherCurrency] : [])].map((p) => ({ product: p, quantity: 1, couponPercent: 10 })),
  });

  // Other shoppers' orders, concentrated on a few favourites so best sellers reflect real sales.
  const sellable = oc.planned.filter((p) => !p.hidden && p.stock > 0 && p.kind !== 'wholesale');
  const favourites = rng.sample(sellable, 24);
  for (let i = 0; i < 60; i++) {
    const anchor = rng.pick(favourites);
    const others = sellable.filter((p) => p.store === anchor.store && p !== anchor && p.currency === anchor.currency);
    addOrder({
      userId: rng.pick(oc.reviewerIds),
      store: anchor.store.slug,
      method: rng.pick(['whatsapp', 'transfer', 'cash'] as const),
      status: rng.pick(['paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'pending_payment', 'pending_payment', 'cancelled'] as const),
      daysAgo: rng.int(1, 90),
      lines: [anchor, ...rng.sample(others, rng.int(0, 2))].map((p) => ({ product: p, quantity: rng.int(1, 4) })),
    });
  }
  // A business restocking at the wholesaler, bought at the first tier.
  const wholesale = oc.planned.find((p) => p.kind === 'wholesale' && !p.hidden && p.tiers.length > 0);
  if (wholesale) {
    addOrder({
      userId: rng.pick(oc.reviewerIds),
      store: wholesale.store.slug,
      method: 'transfer',
      status: 'paid',
      daysAgo: 12,
      lines: [{ product: wholesale, quantity: wholesale.tiers[0]?.min ?? 10 }],
    });
  }

  for (const batch of chunks(orderRows)) await db.insert(orders).values(batch);
  for (const batch of chunks(itemRows)) await db.insert(orderItems).values(batch);
}

/** Names that the search box completes, normalized exactly like the database's own search columns. */
async function fillSuggestTerms(db: Database) {
  await db.execute(sql`
    insert into suggest_terms (term, normalized, kind, store_id, weight)
    select name, immutable_unaccent(lower(name)), 'product', null, count(*)::int + sum(sold_count)::int
    from products where not hidden group by name
    on conflict do nothing`);
  await db.execute(sql`
    insert into suggest_terms (term, normalized, kind, store_id, weight)
    select name, immutable_unaccent(lower(name)), 'product', store_id, count(*)::int + sum(sold_count)::int
    from products where not hidden group by store_id, name
    on conflict do nothing`);
  await db.execute(sql`
    insert into suggest_terms (term, normalized, kind, store_id, weight)
    select name, immutable_unaccent(lower(name)), 'store', null, review_count + 1
    from stores where active
    on conflict do nothing`);
  await db.execute(sql`
    insert into suggest_terms (term, normalized, kind, store_id, weight)
    select name, immutable_unaccent(lower(name)), 'category', null, 1
    from categories
    on conflict do nothing`);
}

/**
 * Each demo store has paid its current plan period, recorded as the operator records a payment
 * off the platform (issue 42): the period began a few days to a few weeks ago (by its place in the
 * list, outside the random stream), so the demo's stores take orders and their billing pages have
 * a payment to show.
 */
async function insertPlanPayments(db: Database, now: Date, storeIds: Map<string, number>) {
  const prices = new Map((await db.select({ id: storePlans.id, price: storePlans.priceMonthly }).from(storePlans)).map((r) => [r.id, r.price]));
  const today = marketDay(now);
  const rows = await db.select({ id: stores.id, planId: stores.planId, period: stores.billingPeriod }).from(stores);
  const ours = rows.filter((row) => [...storeIds.values()].includes(row.id) && row.planId !== null && (prices.get(row.planId) ?? 0) > 0);
  const payments = ours.map((row, index) => {
    const period = row.period === 'yearly' ? 'yearly' : 'monthly';
    const periodFrom = addDays(today, -((index * 5) % 25) - 1);
    return {
      storeId: row.id,
      amount: periodPrice(prices.get(row.planId!)!, period),
      currency: PLAN_CURRENCY,
      method: PAYMENT_METHODS[index % PAYMENT_METHODS.length]!,
      reference: `DEMO-${1000 + row.id}`,
      planId: row.planId,
      billingPeriod: period,
      periodFrom,
      periodTo: addPeriod(periodFrom, period),
      createdAt: new Date(`${periodFrom}T15:00:00Z`),
    };
  });
  // One store, not the demo seller's, is two days past its paid-through day (in its grace days,
  // still taking orders): the operator's queue ('Pendientes') has an overdue store to settle.
  const demoSellerStores = new Set(DEMO_SELLER.stores.map((slug) => storeIds.get(slug)));
  const late = payments.findLast((payment) => !demoSellerStores.has(payment.storeId));
  if (late) {
    late.periodTo = addDays(today, -2);
    late.periodFrom = addMonths(late.periodTo, late.billingPeriod === 'yearly' ? -12 : -1);
    late.createdAt = new Date(`${late.periodFrom}T15:00:00Z`);
  }
  if (payments.length > 0) await db.insert(storePayments).values(payments);
  for (const payment of payments) await db.update(stores).set({ paidThrough: payment.periodTo }).where(eq(stores.id, payment.storeId));
}
