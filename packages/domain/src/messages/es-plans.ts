/**
 * What a store plan includes, in the words the plan cards (the become-a-seller page, the
 * console's plan editor) and the panel's refusals use: one small file, so that the storefront's
 * become-a-seller page does not download the panel's catalogue (decision 011).
 */
export const esPlans = {
  /** One line of a plan card per limit or feature the plan includes. */
  lines: {
    products: 'Hasta {max} productos visibles',
    productsUnlimited: 'Productos ilimitados',
    offers: 'Ofertas especiales',
    coupons: 'Cupones de descuento',
    wholesale: 'Precios al por mayor',
    made_to_order: 'Productos por encargo',
    referrals: 'Programa de referidos',
    featured: 'Posición destacada en la portada',
    staffOne: '1 cuenta para tu equipo',
    staff: 'Hasta {max} cuentas para tu equipo',
  },
  /** The feature as the middle of a sentence ("Tu plan Básico no incluye …"). */
  names: {
    offers: 'ofertas especiales',
    coupons: 'cupones de descuento',
    wholesale: 'precios al por mayor',
    made_to_order: 'productos por encargo',
    referrals: 'comisiones de referidos',
    featured: 'la posición destacada en la portada',
  },
  /** The console's plan editor. */
  editor: {
    legend: 'Límites y funciones del plan',
    hint: 'Se muestran en las tarjetas de los planes y la plataforma los hace cumplir a cada tienda del plan.',
    maxProducts: 'Productos visibles como máximo',
    maxProductsHint: 'Déjalo vacío para productos ilimitados.',
    maxStaff: 'Cuentas de equipo como máximo',
    offers: 'Ofertas especiales',
    coupons: 'Cupones de descuento',
    wholesale: 'Precios al por mayor',
    made_to_order: 'Productos por encargo',
    referrals: 'Programa de referidos',
    featured: 'Posición destacada en la portada',
    unlimited: 'Ilimitados',
  },
} as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type PlansMessageKey = Leaves<typeof esPlans>;

/** Reads a plans message by its dotted key and fills `{placeholder}`s from `vars`. */
export function tplan(key: PlansMessageKey, vars: Record<string, string | number> = {}): string {
  let node: unknown = esPlans;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`Unknown plans message key: ${key}`);
  return node.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
