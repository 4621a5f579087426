import { sql } from 'drizzle-orm';
import type { CategoryIconName } from '@plaza/domain/category-icons';
import type { Database } from '../src/db/connection';
import {
  categories,
  currencies,
  documents,
  footerInfo,
  planFeatures,
  provinces,
  storePlans,
  townships,
} from '../src/db/schema';
import ubications from './data/cuba-ubications.json';
import { privacyPolicy } from './data/privacy';
import { termsAndConditions } from './data/terms';

export const CURRENCIES = [
  { code: 'CUP', name: 'Peso cubano' },
  { code: 'USD', name: 'Dólar estadounidense' },
  { code: 'EUR', name: 'Euro' },
  { code: 'MLC', name: 'Moneda libremente convertible' },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

/** Icon keys are the domain's list, which the web app draws as inline SVGs. */
export const CATEGORIES = [
  { slug: 'electronica', name: 'Electrónica', icon: 'smartphone' },
  { slug: 'ropa-y-calzado', name: 'Ropa y calzado', icon: 'shirt' },
  { slug: 'hogar', name: 'Hogar', icon: 'home' },
  { slug: 'alimentos-y-bebidas', name: 'Alimentos y bebidas', icon: 'utensils' },
  { slug: 'belleza-y-cuidado-personal', name: 'Belleza y cuidado personal', icon: 'sparkles' },
  { slug: 'bebes-y-ninos', name: 'Bebés y niños', icon: 'baby' },
  { slug: 'deportes', name: 'Deportes', icon: 'dumbbell' },
  { slug: 'autos-y-motos', name: 'Autos y motos', icon: 'car' },
  { slug: 'libros-y-papeleria', name: 'Libros y papelería', icon: 'book' },
  { slug: 'mascotas', name: 'Mascotas', icon: 'paw' },
  { slug: 'ferreteria', name: 'Ferretería', icon: 'wrench' },
  { slug: 'regalos-y-fiestas', name: 'Regalos y fiestas', icon: 'gift' },
] as const satisfies readonly { slug: string; name: string; icon: CategoryIconName }[];

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export const STORE_PLANS = [
  {
    name: 'Básico',
    description: 'Para empezar a vender en línea con lo esencial y sin complicaciones.',
    priceMonthly: 999,
    limits: { maxProducts: 50, offers: false, coupons: false, wholesale: false, madeToOrder: false, referrals: false, featured: false, maxStaff: 0 },
    features: [
      { name: 'Catálogo con fotos', description: 'Publica tu catálogo inicial con fotos y descripciones.' },
      { name: 'Página de tienda propia', description: 'Logo, portada, etiquetas y datos de contacto.' },
      { name: 'Pedidos por WhatsApp', description: 'Recibe los pedidos y acuerda el pago con tus clientes.' },
      { name: 'Soporte por correo electrónico', description: null },
    ],
  },
  {
    name: 'Profesional',
    description: 'Para tiendas en crecimiento que quieren vender más con ofertas y precios al por mayor.',
    priceMonthly: 2499,
    limits: { maxProducts: 500, offers: true, coupons: true, wholesale: true, madeToOrder: true, referrals: true, featured: false, maxStaff: 2 },
    features: [
      { name: 'Descuentos para tus clientes', description: 'Ofertas por tiempo limitado y códigos de cupón.' },
      { name: 'Ventas a negocios y por encargo', description: 'Precios por cantidad y fechas de entrega con antelación mínima para tartas, muebles y más.' },
      { name: 'Tus clientes te recomiendan', description: 'Con el programa de referidos promocionan tus productos a cambio de una comisión.' },
      { name: 'Soporte prioritario', description: 'Respuesta en menos de 24 horas.' },
    ],
  },
  {
    name: 'Empresarial',
    description: 'Para negocios consolidados con catálogos grandes y varias personas atendiendo la tienda.',
    priceMonthly: 4999,
    limits: { maxProducts: null, offers: true, coupons: true, wholesale: true, madeToOrder: true, referrals: true, featured: true, maxStaff: 10 },
    features: [
      { name: 'Todo lo del plan Profesional', description: null },
      { name: 'Informes a medida', description: 'Tus ventas por producto, categoría y temporada, cuando los pidas.' },
      { name: 'Tu equipo, con sus propias cuentas', description: 'Da acceso a tu equipo sin compartir contraseñas.' },
      { name: 'Gestor de cuenta dedicado', description: 'Una persona de Plaza que te acompaña en cada paso.' },
    ],
  },
] as const;

export const FOOTER = {
  about:
    'Plaza es el mercado en línea donde tiendas de toda Cuba venden sus productos: tecnología, ropa, alimentos, artículos para el hogar y mucho más. Compra en varias tiendas, paga como prefieras y recibe tus pedidos en tu municipio.',
  supportEmail: 'soporte@plaza.local',
  facebook: 'https://www.facebook.com/plaza.mercado',
  instagram: 'https://www.instagram.com/plaza.mercado',
  whatsapp: '+53 5 555 1234',
} as const;

export const DOCUMENTS = [
  { name: 'privacy.md', body: privacyPolicy },
  { name: 'terms_and_conditions.md', body: termsAndConditions },
] as const;

const PROVINCES: ReadonlyArray<{ province: string; townships: readonly string[] }> = ubications.provinces;
const TOWNSHIP_COUNT = PROVINCES.reduce((sum, p) => sum + p.townships.length, 0);

/** Serializes concurrent seeders (two servers starting against one PostgreSQL). */
export const SEED_LOCK_KEY = 72_716_001;

/**
 * Cuba's provinces and municipalities, currencies, store plans, categories, the footer and the
 * legal documents. Inserts only what is missing, so an operator's edits survive restarts, and
 * costs a single query when everything is already there. Categories and plans are the operator's
 * (the console adds, renames and deletes them): they are seeded into empty tables only, so one
 * the operator deleted does not come back at the next start.
 */
export async function seedReference(db: Database): Promise<void> {
  if (await referenceComplete(db)) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);

    await tx
      .insert(provinces)
      .values(PROVINCES.map((p, position) => ({ name: p.province, position })))
      .onConflictDoNothing();
    const provinceRows = await tx.select({ id: provinces.id, name: provinces.name }).from(provinces);
    const provinceIds = new Map(provinceRows.map((row) => [row.name, row.id]));
    const townshipRows = PROVINCES.flatMap((p) => {
      const provinceId = provinceIds.get(p.province);
      if (provinceId === undefined) throw new Error(`Provincia no insertada: ${p.province}`);
      return p.townships.map((name) => ({ provinceId, name }));
    });
    await tx.insert(townships).values(townshipRows).onConflictDoNothing();

    await tx.insert(currencies).values([...CURRENCIES]).onConflictDoNothing();

    if (await isEmpty(tx, 'categories'))
      await tx
        .insert(categories)
        .values(CATEGORIES.map((c, position) => ({ ...c, position })))
        .onConflictDoNothing();

    for (const [position, plan] of (await isEmpty(tx, 'store_plans')) ? STORE_PLANS.entries() : []) {
      const inserted = await tx
        .insert(storePlans)
        .values({ name: plan.name, description: plan.description, priceMonthly: plan.priceMonthly, position, ...plan.limits })
        .onConflictDoNothing()
        .returning({ id: storePlans.id });
      const planId = inserted[0]?.id;
      // Features belong to a plan created here; an existing plan keeps the operator's list.
      if (planId === undefined) continue;
      await tx
        .insert(planFeatures)
        .values(plan.features.map((f, index) => ({ planId, name: f.name, description: f.description, position: index })));
    }

    await tx
      .insert(footerInfo)
      .values({ id: 1, ...FOOTER })
      .onConflictDoNothing();
    await tx.insert(documents).values([...DOCUMENTS]).onConflictDoNothing();
  });
}

async function isEmpty(tx: Pick<Database, 'execute'>, table: 'categories' | 'store_plans'): Promise<boolean> {
  const result = await tx.execute<{ empty: boolean }>(sql`select not exists (select 1 from ${sql.identifier(table)}) as empty`);
  return result.rows[0]?.empty === true;
}

async function referenceComplete(db: Database): Promise<boolean> {
  const result = await db.execute<{ complete: boolean }>(sql`
    select (select count(*) from provinces) >= ${PROVINCES.length}
       and (select count(*) from townships) >= ${TOWNSHIP_COUNT}
       and (select count(*) from currencies) >= ${CURRENCIES.length}
       and exists (select 1 from categories)
       and exists (select 1 from store_plans)
       and exists (select 1 from footer_info)
       and (select count(*) from documents where name in ('privacy.md', 'terms_and_conditions.md')) = 2
       as complete`);
  return result.rows[0]?.complete === true;
}
