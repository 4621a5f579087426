import { sql } from 'drizzle-orm';
import { refreshSearchWords } from '../src/modules/search/search-words';
import type { Database } from '../src/db/connection';
import type { ArtKind } from './art';
import { STORES } from './data/stores';
import { COLORS, VOCABULARY } from './data/vocabulary';
import { decreasingTiers, discounted, priceIn } from './prices';
import { createRandom, type Random } from './random';
import { CATEGORIES, type CategorySlug, type CurrencyCode } from './reference';

export type GrowOptions = {
  products: number;
  log?: (msg: string) => void;
  onProgress?: (done: number, total: number) => void;
};

/** Rows per INSERT: big enough to amortize the round trip, small enough to keep memory flat. */
const BATCH = 2_000;
const DAY = 86_400_000;

type StoreInfo = {
  id: number;
  currencies: { code: CurrencyCode; id: number }[];
  /** The store's tags, each with the first words of the product names that already carry it. */
  tags: { id: number; name: string; words: string[] }[];
};

/**
 * Adds `products` generated products (combinatorial Spanish names, prices, offers, tiers, tags)
 * to the existing stores and categories, reusing the images already on disk, for load and
 * search benchmarks. Needs the demo catalogue (or any stores with product images) first.
 */
export async function growCatalogue(db: Database, options: GrowOptions): Promise<void> {
  const total = Math.floor(options.products);
  if (!Number.isInteger(total) || total <= 0) throw new Error('El número de productos debe ser un entero positivo');
  const log = options.log ?? (() => undefined);

  const categories = await loadCatalogueShape(db);
  const pictures = await loadPicturesByKind(db);

  const [maxRow] = (await db.execute<{ max: number }>(sql`select coalesce(max(id), 0)::int as max from products`)).rows;
  const firstNewId = (maxRow?.max ?? 0) + 1;
  const rng = createRandom(firstNewId * 7919 + total);
  const now = Date.now();
  const started = Date.now();

  let done = 0;
  options.onProgress?.(0, total);
  while (done < total) {
    const size = Math.min(BATCH, total - done);
    const batch = generateBatch(rng, now, size, categories, pictures);
    await insertBatch(db, batch);
    done += size;
    options.onProgress?.(done, total);
  }
  log(`${total} productos generados en ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Suggestions for the new names; a name already there just gains weight.
  await db.execute(sql`
    insert into suggest_terms (term, normalized, kind, store_id, weight)
    select name, immutable_unaccent(lower(name)), 'product', null, count(*)::int
    from products where id >= ${firstNewId} and not hidden group by name
    on conflict ((coalesce(store_id, 0)), term) do update set weight = suggest_terms.weight + excluded.weight`);
  await db.execute(sql`
    insert into suggest_terms (term, normalized, kind, store_id, weight)
    select name, immutable_unaccent(lower(name)), 'product', store_id, count(*)::int
    from products where id >= ${firstNewId} and not hidden group by store_id, name
    on conflict ((coalesce(store_id, 0)), term) do update set weight = suggest_terms.weight + excluded.weight`);
  await refreshSearchWords(db);
  log('Sugerencias actualizadas; actualizando estadísticas (VACUUM ANALYZE)…');
  // PGlite has no autovacuum: without fresh statistics the planner would ignore the new rows' indexes.
  await db.execute(sql`vacuum analyze`);
}

type CategoryInfo = {
  id: number;
  slug: CategorySlug;
  name: string;
  images: string[];
  stores: StoreInfo[];
  /** Every noun, variant and brand of the category, lowercased, to tell discriminating tags apart. */
  vocabularyText: string;
};

/**
 * A tag that names something the vocabulary can vary ("Samsung", "Perros", "Mujer") fits only a
 * name that says it; any other tag ("Bebidas", "Calzado") fits products of the same kind as the
 * ones already carrying it, judged by the first word of the name ("Cerveza", "Zapatos").
 */
function tagFits(tag: { name: string; words: string[] }, name: string, noun: string, vocabularyText: string): boolean {
  const stem = (tag.name.split(' ')[0] ?? '').toLowerCase().replace(/s$/, '');
  if (stem.length > 2 && vocabularyText.includes(stem)) return name.toLowerCase().includes(stem);
  return tag.words.includes((noun.split(' ')[0] ?? '').toLowerCase());
}

/** What the generated products hang from: categories, the stores that sell each, their currencies, tags and images. */
async function loadCatalogueShape(db: Database): Promise<CategoryInfo[]> {
  const categoryRows = (
    await db.execute<{ id: number; slug: string; name: string }>(sql`select id, slug, name from categories order by position, id`)
  ).rows;
  const currencyRows = (await db.execute<{ id: number; code: string }>(sql`select id, code from currencies`)).rows;
  // Each store's currencies, the one most of its products use first.
  const storeRows = (
    await db.execute<{ id: number; currency_ids: number[] }>(sql`
      select s.id, coalesce(array_agg(p.currency_id order by p.n desc) filter (where p.currency_id is not null), '{}') as currency_ids
      from stores s
      left join (select store_id, currency_id, count(*) as n from products group by store_id, currency_id) p on p.store_id = s.id
      where s.active group by s.id order by s.id`)
  ).rows;
  const tagRows = (
    await db.execute<{ id: number; store_id: number; name: string; words: string[] }>(sql`
      select t.id, t.store_id, t.name, array_agg(distinct lower(split_part(p.name, ' ', 1))) as words
      from tags t join product_tags pt on pt.tag_id = t.id join products p on p.id = pt.product_id
      group by t.id`)
  ).rows;
  const storeCategoryRows = (
    await db.execute<{ store_id: number; category_id: number }>(sql`select distinct store_id, category_id from products`)
  ).rows;
  const imageRows = (
    await db.execute<{ category_id: number; images: string[] }>(sql`
      select p.category_id, array_agg(distinct pi.image) as images
      from product_images pi join products p on p.id = pi.product_id group by p.category_id`)
  ).rows;

  if (storeRows.length === 0) throw new Error('No hay tiendas: crea primero el catálogo de demostración (SEED=demo)');
  const allImages = [...new Set(imageRows.flatMap((r) => r.images))];
  if (allImages.length === 0) throw new Error('No hay imágenes de productos que reutilizar: crea primero el catálogo de demostración');
  const cup = currencyRows.find((c) => c.code === 'CUP') ?? currencyRows[0];
  if (!cup) throw new Error('No hay monedas: ejecuta primero los datos de referencia');
  const codeOf = new Map(currencyRows.map((c) => [c.id, c.code as CurrencyCode]));

  const stores: StoreInfo[] = storeRows.map((s) => {
    const tags = tagRows.filter((t) => t.store_id === s.id).map((t) => ({ id: t.id, name: t.name, words: t.words }));
    const currencyIds = s.currency_ids.length > 0 ? s.currency_ids : [cup.id];
    return { id: s.id, currencies: currencyIds.map((id) => ({ id, code: codeOf.get(id) ?? 'CUP' })), tags };
  });

  const categories = categoryRows
    .filter((c) => CATEGORIES.some((known) => known.slug === c.slug))
    .map((c) => {
      // Products go to stores that already sell the category, so a television never lands in a bakery.
      const selling = stores.filter((s) => storeCategoryRows.some((r) => r.store_id === s.id && r.category_id === c.id));
      return {
        id: c.id,
        slug: c.slug as CategorySlug,
        name: c.name,
        images: imageRows.find((r) => r.category_id === c.id)?.images ?? allImages,
        stores: selling.length > 0 ? selling : stores,
        vocabularyText: vocabularyText(c.slug as CategorySlug),
      };
    });
  if (categories.length === 0) throw new Error('No hay categorías conocidas en la base de datos');
  return categories;
}

function vocabularyText(slug: CategorySlug): string {
  const vocabulary = VOCABULARY[slug];
  return [
    ...vocabulary.brands,
    ...vocabulary.nouns.flatMap((n) => [n.noun, ...n.variants, ...(n.brands ?? [])]),
  ]
    .join(' ')
    .toLowerCase();
}

/**
 * The demo products' pictures by kind of product (a generated "Licuadora …" shows a blender the
 * demo drew), found through the demo items' names. Empty when the demo catalogue is not there.
 */
async function loadPicturesByKind(db: Database): Promise<Map<ArtKind, string[]>> {
  const kindOf = new Map<string, ArtKind>();
  for (const store of STORES) for (const group of store.groups) for (const [name, , , art] of group.items) kindOf.set(name, art);
  const rows = (
    await db.execute<{ name: string; images: string[] }>(sql`
      select p.name, array_agg(distinct pi.image order by pi.image) as images
      from products p join product_images pi on pi.product_id = p.id
      where p.name in (select json_array_elements_text(${JSON.stringify([...kindOf.keys()])}::json))
      group by p.name order by p.name`)
  ).rows;
  const pictures = new Map<ArtKind, string[]>();
  for (const row of rows) {
    const kind = kindOf.get(row.name);
    if (!kind) continue;
    const list = pictures.get(kind) ?? [];
    pictures.set(kind, [...new Set([...list, ...row.images])].sort());
  }
  return pictures;
}

type ProductRow = {
  store_id: number;
  category_id: number;
  name: string;
  description: string;
  price: number;
  currency_id: number;
  stock: number;
  hidden: boolean;
  bp: number;
  offer_enabled: boolean;
  offer_price: number | null;
  offer_start: string | null;
  offer_end: string | null;
  availability_start: string | null;
  availability_end: string | null;
  min_days: number | null;
  keywords: string;
  created_at: string;
};

type GeneratedProduct = {
  row: ProductRow;
  images: string[];
  tagIds: number[];
  tiers: { min: number; price: number }[];
};

type GeneratedOffer = Pick<ProductRow, 'offer_enabled' | 'offer_price' | 'offer_start' | 'offer_end'>;

/** About one product in eight with an offer, three in four of those still running. */
function generateOffer(rng: Random, now: number, price: number, currency: CurrencyCode): GeneratedOffer {
  const offerRoll = price > 0 ? rng.next() : 1;
  if (offerRoll >= 0.12) return { offer_enabled: false, offer_price: null, offer_start: null, offer_end: null };
  const active = offerRoll < 0.09;
  return {
    offer_enabled: true,
    offer_price: discounted(price, rng.pick([10, 15, 20, 25, 30, 40]), currency),
    offer_start: new Date(now - rng.int(1, 30) * DAY).toISOString(),
    offer_end: new Date(active ? now + rng.int(1, 480) * 3_600_000 : now - rng.int(1, 20) * DAY).toISOString(),
  };
}

/** Some sold out, some nearly; wholesale-only products hold lots. */
function generateStock(rng: Random, wholesaleOnly: boolean, stockRoll: number): number {
  if (wholesaleOnly) return rng.int(50, 2000);
  if (stockRoll < 0.04) return 0;
  return stockRoll < 0.1 ? rng.int(1, 3) : rng.int(4, 150);
}

function generateBatch(
  rng: Random,
  now: number,
  size: number,
  categories: CategoryInfo[],
  pictures: Map<ArtKind, string[]>,
): GeneratedProduct[] {
  const today = new Date(now).toISOString().slice(0, 10);
  const in60Days = new Date(now + 60 * DAY).toISOString().slice(0, 10);
  return Array.from({ length: size }, () => {
    const category = rng.pick(categories);
    const vocabulary = VOCABULARY[category.slug];
    const { noun, art, usd: range, variants, brands, madeToOrder = false } = rng.pick(vocabulary.nouns);
    const brand = rng.pick(brands ?? vocabulary.brands);
    const variant = rng.pick(variants);
    const color = vocabulary.colors && rng.chance(0.35) ? `, color ${rng.pick(COLORS)}` : '';
    const name = `${noun} ${brand} ${variant}${color}`;
    const store = rng.pick(category.stores);
    const currency = rng.chance(0.85) ? (store.currencies[0] ?? rng.pick(store.currencies)) : rng.pick(store.currencies);
    const usd = range[0] + rng.next() * (range[1] - range[0]);
    const unit = priceIn(usd, currency.code);

    const wholesaleOnly = !madeToOrder && rng.chance(0.02);
    const price = wholesaleOnly ? 0 : unit;
    let tiers: { min: number; price: number }[] = [];
    if (wholesaleOnly) tiers = decreasingTiers(unit, currency.code, [10, 50, 100], [5, 12, 20]);
    else if (!madeToOrder && rng.chance(0.05)) tiers = decreasingTiers(unit, currency.code, [6, 12], [10, 18]);

    const offer = generateOffer(rng, now, price, currency.code);

    const tags = store.tags.filter((t) => tagFits(t, name, noun, category.vocabularyText) && rng.chance(0.8)).slice(0, 3);
    const stockRoll = rng.next();
    const row: ProductRow = {
      store_id: store.id,
      category_id: category.id,
      name,
      description: `${noun} ${brand} ${variant}. ${rng.pick(vocabulary.features)}.`,
      price,
      currency_id: currency.id,
      stock: generateStock(rng, wholesaleOnly, stockRoll),
      hidden: rng.chance(0.005),
      bp: rng.chance(0.15) ? rng.pick([500, 750, 1000, 1200, 1500]) : 0,
      ...offer,
      availability_start: madeToOrder ? today : null,
      availability_end: madeToOrder ? in60Days : null,
      min_days: madeToOrder ? rng.int(2, 5) : null,
      keywords: [category.name, ...tags.map((t) => t.name)].join(' '),
      created_at: new Date(now - Math.floor(rng.next() * 365 * DAY)).toISOString(),
    };
    // Pictures of its own kind; the category's only on a database without the demo's products.
    const images = pictures.get(art) ?? category.images;
    return { row, images: rng.sample(images, rng.int(1, 3)), tagIds: tags.map((t) => t.id), tiers };
  });
}

/**
 * One statement per table: the rows travel as a single JSON parameter and are expanded by
 * json_to_recordset, which is far faster than thousands of bound parameters and works the same
 * on PGlite and PostgreSQL. Ids are reserved first so the children can reference them.
 */
async function insertBatch(db: Database, batch: GeneratedProduct[]): Promise<void> {
  const ids = (
    await db.execute<{ id: number }>(sql`
      select nextval(pg_get_serial_sequence('products', 'id'))::int as id from generate_series(1, ${batch.length})`)
  ).rows.map((r) => r.id);
  const rows = batch.map((p, i) => ({ ...p.row, id: ids[i] }));
  await db.execute(sql`
    insert into products (id, store_id, category_id, name, description, price, currency_id, stock, hidden,
      referral_commission_bp, offer_enabled, offer_price, offer_start, offer_end,
      availability_start, availability_end, min_reservation_days, search_keywords, created_at)
    select id, store_id, category_id, name, description, price, currency_id, stock, hidden,
      bp, offer_enabled, offer_price, offer_start, offer_end,
      availability_start, availability_end, min_days, keywords, created_at
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(
      id int, store_id int, category_id int, name text, description text, price int, currency_id int, stock int,
      hidden boolean, bp int, offer_enabled boolean, offer_price int, offer_start timestamptz, offer_end timestamptz,
      availability_start date, availability_end date, min_days int, keywords text, created_at timestamptz)`);

  const images = batch.flatMap((p, i) => p.images.map((image, position) => ({ product_id: ids[i], image, position })));
  await db.execute(sql`
    insert into product_images (product_id, image, position)
    select product_id, image, position
    from json_to_recordset(${JSON.stringify(images)}::json) as x(product_id int, image text, position int)`);

  const productTags = batch.flatMap((p, i) => p.tagIds.map((tag_id) => ({ product_id: ids[i], tag_id })));
  if (productTags.length > 0) {
    await db.execute(sql`
      insert into product_tags (product_id, tag_id)
      select product_id, tag_id from json_to_recordset(${JSON.stringify(productTags)}::json) as x(product_id int, tag_id int)`);
  }

  const tiers = batch.flatMap((p, i) => p.tiers.map((t) => ({ product_id: ids[i], min_quantity: t.min, price_per_unit: t.price })));
  if (tiers.length > 0) {
    await db.execute(sql`
      insert into wholesale_prices (product_id, min_quantity, price_per_unit)
      select product_id, min_quantity, price_per_unit
      from json_to_recordset(${JSON.stringify(tiers)}::json) as x(product_id int, min_quantity int, price_per_unit int)`);
  }
}
