/**
 * The Spanish catalogue of the seller panel (and later the operator console): a file of its own so
 * that no storefront page downloads it (decision 011). The same `{name}` placeholders as es.ts.
 * Its texts are shown verbatim by the server's error answers too (platform/errors.ts reads both).
 */
export const esPanel = {
  shell: {
    title: 'Mi tienda',
    nav: 'Secciones del panel',
    dashboard: 'Inicio',
    products: 'Productos',
    store: 'Perfil',
    tags: 'Etiquetas',
    paymentMethods: 'Pagos',
    coupons: 'Cupones',
    viewStore: 'Ver en Plaza',
    backToPlaza: 'Volver a Plaza',
    storeSwitcher: 'Tienda',
    loading: 'Cargando el panel...',
    loadError: 'No se pudo cargar el panel. Comprueba tu conexión e inténtalo de nuevo.',
    noStore: 'Tu cuenta de vendedor aún no tiene una tienda. Cuando se apruebe tu solicitud, la verás aquí.',
    pageNotFound: 'Esta página del panel no existe.',
    saved: 'Cambios guardados',
    saveError: 'No se pudieron guardar los cambios',
  },
  access: {
    storeNotFound: 'Tienda no encontrada',
    sellersOnly: 'Esta sección es solo para vendedores con una tienda en Plaza.',
  },
  fields: {
    required: 'Este campo es obligatorio',
    tooLong: 'Máximo {max} caracteres',
    invalidEmail: 'Introduce un correo electrónico válido',
    invalidPhone: 'Introduce un número de teléfono válido',
    invalidDate: 'Introduce una fecha válida',
    invalidUrl: 'Introduce un usuario o un enlace válido',
    invalidId: 'Elige una opción de la lista',
    wholeNumber: 'Introduce un número entero',
    nonNegative: 'Debe ser 0 o más',
    tooLarge: 'El valor es demasiado grande',
  },
  store: {
    nameRequired: 'El nombre de la tienda es obligatorio',
    closureOrder: 'La fecha de reapertura debe ser igual o posterior al inicio del cierre',
    closureMessageTooLong: 'El mensaje del cierre admite hasta {max} caracteres',
  },
  product: {
    nameRequired: 'El nombre del producto es obligatorio',
    priceInvalid: 'El precio debe ser 0 o más (0 = solo al por mayor)',
    stockInvalid: 'El stock debe ser un número entero de 0 o más',
    categoryRequired: 'Elige una categoría',
    currencyRequired: 'Elige una moneda',
    wholesaleOnlyNeedsTiers: 'Un producto con precio 0 se vende solo al por mayor: añade al menos un precio por cantidad',
    tierMinQuantity: 'La cantidad mínima debe ser 2 o más',
    tierPrice: 'El precio por unidad debe ser mayor que 0',
    tierOrder: 'Cada cantidad mínima debe ser mayor que la anterior',
    tierPriceOrder: 'Cada precio por unidad debe ser menor que el anterior',
    tierBelowPrice: 'El precio al por mayor debe ser menor que el precio normal',
    tooManyTiers: 'Como máximo {max} precios por cantidad',
    offerPriceBelow: 'El precio de oferta debe ser menor que el precio normal',
    offerWholesaleOnly: 'Un producto solo al por mayor no puede tener oferta',
    offerDatesRequired: 'La oferta necesita fecha de inicio y de fin',
    offerDatesOrder: 'La oferta debe empezar antes de terminar',
    availabilityOrder: 'La fecha de fin de la disponibilidad debe ser igual o posterior a la de inicio',
    reservationDays: 'Los días mínimos de reserva deben estar entre 0 y {max}',
    commissionRange: 'La comisión debe estar entre 0 y {max} %',
    unknownTag: 'Una de las etiquetas no es de esta tienda',
    tooManyTags: 'Como máximo {max} etiquetas',
    notFound: 'Producto no encontrado',
    imageNotFound: 'Imagen no encontrada',
    imageOrder: 'La nueva orden debe incluir cada imagen del producto una sola vez',
    tooManyImages: 'Un producto admite como máximo {max} imágenes',
  },
  tag: {
    nameRequired: 'El nombre de la etiqueta es obligatorio',
    colorInvalid: 'Elige un color válido (#rrggbb)',
    duplicate: 'Ya existe una etiqueta con ese nombre',
    notFound: 'Etiqueta no encontrada',
  },
  paymentMethod: {
    nameRequired: 'El nombre del método de pago es obligatorio',
    kindInvalid: 'Elige el tipo de método de pago',
    whatsappPhoneRequired: 'El pago por WhatsApp necesita un número de WhatsApp',
    instructionsTooLong: 'Las instrucciones admiten hasta {max} caracteres',
    notFound: 'Método de pago no encontrado',
  },
  coupon: {
    codeInvalid: 'El código debe tener de {min} a {max} letras, números, guiones o guiones bajos',
    percentInvalid: 'El descuento debe ser un número entero entre 1 y 100',
    productsRequired: 'Elige al menos un producto para un cupón por producto',
    unknownProduct: 'Uno de los productos no es de esta tienda',
    datesOrder: 'El cupón debe empezar antes de terminar',
    usageLimitInvalid: 'El límite de usos debe ser un número entero de 1 o más',
    duplicate: 'Ya existe un cupón con ese código en esta tienda',
    notFound: 'Cupón no encontrado',
  },
  /** The store side of the panel's API (profile, payment methods, coupons, dashboard). */
  storeApi: {
    categoryNotFound: 'La categoría elegida no existe',
    ubicationNotFound: 'El municipio elegido no existe',
    usageLimitBelowUses: 'El límite de usos no puede ser menor que los usos ya hechos ({used})',
  },
} as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type PanelMessageKey = Leaves<typeof esPanel>;

/** Reads a panel message by its dotted key and fills `{placeholder}`s from `vars`. */
export function tp(key: PanelMessageKey, vars: Record<string, string | number> = {}): string {
  let node: unknown = esPanel;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`Unknown panel message key: ${key}`);
  return node.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
