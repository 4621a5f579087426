/**
 * The Spanish catalogue: every user-visible string of Plaza, written once.
 * Nested by feature; `t('cart.outOfStock')` reads one, `{name}` placeholders are filled from `vars`.
 */
export const es = {
  date: {
    months: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
    long: '{day} de {month} de {year}',
  },
  common: {
    appName: 'Plaza',
    backHome: 'Volver al inicio',
    loading: 'Cargando...',
    retry: 'Reintentar',
    underConstruction: 'Esta sección está en construcción. Muy pronto estará disponible.',
    close: 'Cerrar',
    menu: 'Menú',
    skipToContent: 'Saltar al contenido',
  },
  errors: {
    forbidden: 'Acceso denegado.',
    server: 'Error interno del servidor. Por favor, inténtalo de nuevo más tarde.',
  },
  meta: {
    homeTitle: 'Plaza — Mercado en línea de Cuba',
    storesDescription: 'Todas las tiendas de Plaza: filtra por categoría, provincia y municipio y encuentra la más cercana.',
    description: 'Plaza: compra en las tiendas de tu barrio y de toda Cuba. Productos, ofertas y envíos en un solo lugar.',
  },
  maintenance: {
    title: 'Sitio en Mantenimiento',
    body: 'Estamos realizando tareas de mantenimiento. Vuelve a intentarlo en unos minutos.',
    retry: 'Reintentar',
  },
  notFound: {
    code: '404',
    title: 'Página no encontrada',
    body: 'Lo sentimos, la página que estás buscando no existe.',
    backHome: 'Volver al inicio',
  },
  header: {
    logoLabel: 'Plaza, ir al inicio',
    search: 'Buscar',
    searchPlaceholder: 'Buscar productos y tiendas...',
    openSearch: 'Abrir búsqueda',
    closeSearch: 'Cerrar búsqueda',
    account: 'Mi cuenta',
    profile: 'Perfil',
    myStore: 'Mi tienda',
    logout: 'Cerrar Sesión',
    login: 'Iniciar Sesión',
    signup: 'Crear Cuenta',
    cart: 'Carrito',
    cartWithCount: 'Carrito, {count} artículos',
    cartWithOneItem: 'Carrito, 1 artículo',
    logoutFailed: 'No se pudo cerrar la sesión. Inténtalo de nuevo.',
  },
  footer: {
    // The one text of the data saver on every first load (the rest is in es-trust.ts).
    dataSaver: 'Ahorro de datos',
    about: 'Acerca de',
    forCustomers: 'Para Clientes',
    allStores: 'Todas las tiendas',
    searchProducts: 'Buscar productos',
    policies: 'Políticas',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    contact: 'Contacto',
    email: 'Correo electrónico',
    facebook: 'Facebook',
    instagram: 'Instagram',
    whatsapp: 'WhatsApp',
    copyright: '© 2025 Plaza. Todos los derechos reservados.',
  },
  offline: {
    banner: 'Sin conexión. Puedes ver lo que ya cargaste y tu carrito; lo demás volverá cuando te conectes.',
    checkConnection: 'Parece que no tienes conexión. Revisa tus datos o el wifi y pulsa Reintentar.',
    tryAgain: 'Comprueba tu conexión e inténtalo de nuevo.',
    orderNotSent: 'Sin conexión: no se pudo enviar tu pedido. Tu carrito sigue guardado; pulsa Pagar de nuevo cuando tengas conexión.',
  },
  shell: {
    scrollTop: 'Volver arriba',
    loadingSession: 'Cargando tu sesión...',
    errorTitle: 'Algo salió mal',
    errorBody: 'Ocurrió un error inesperado al mostrar esta página. Inténtalo de nuevo.',
    notifications: 'Notificaciones',
    closeNotification: 'Cerrar notificación',
  },
  // The rows' scroll buttons, which every listing page shows; the home page's own texts are in es-home.ts.
  home: {
    scrollPrevious: 'Anteriores: {title}',
    scrollNext: 'Siguientes: {title}',
  },
  categories: {
    title: 'Categorías',
    stripLabel: 'Explorar por categoría',
  },
  stores: {
    logoAlt: 'Logotipo de {name}',
    noReviews: 'Sin reseñas',
  },
  // Adding to the cart and its quantities (spec section 5), which the product page and the
  // domain's rules share; the drawer's own texts are in es-cart.ts.
  cart: {
    invalidQuantity: 'La cantidad debe ser un número entero mayor que 0',
    notForSale: 'Este producto no está disponible para venta',
    wholesaleMinimum: 'La cantidad mínima para compra al por mayor es {min}',
    outOfStock: 'Este producto está agotado',
    onlyStockAvailable: 'Solo hay {stock} unidades disponibles',
    deliveryDateRequired: 'Por favor, selecciona una fecha de entrega',
    deliveryDateTooSoon: 'La fecha debe ser al menos {n} días después de hoy',
    deliveryDateOutOfRange: 'La fecha seleccionada está fuera del rango permitido',
    added: 'Agregado al carrito: {quantity} × {name}',
    separateStore: 'Este producto es de otra tienda: se guardó en un carrito aparte. Cada tienda tiene su propio carrito y su propia orden.',
  },
  product: {
    wholesale: 'Al por mayor',
    outOfStock: 'Agotado',
    fromPrice: 'desde {price}',
    previousPrice: 'Antes: {price}',
    noImage: 'Sin imagen',
    // The stock and the wholesale nudge, which the cart drawer shows too (issue 20, point 6).
    inStock: '{stock} disponibles',
    inStockOne: '1 disponible',
    nextTier: 'Añade {count} más y paga {price} c/u',
  },
  offer: {
    endsInDays: 'Termina en {days} días',
    endsInOneDay: 'Termina en 1 día',
    endsInHours: 'Termina en {hours} horas',
    endsInOneHour: 'Termina en 1 hora',
    lastHours: 'Últimas horas',
    ended: 'Oferta finalizada',
    percentOff: '-{percent}%',
    title: 'Oferta especial',
    percentOffLabel: '{percent}% de descuento',
  },
  // A review's stars and counts (the cards, the product page, the store page).
  review: {
    starsLabel: '{rating} de 5 estrellas',
    count: '{count} reseñas',
    countOne: '1 reseña',
    // The review's rules (schemas/review.ts), which the server answers and the panel's report
    // loads too: here, so that they do not bring the product page's texts along.
    ratingRequired: 'Por favor, selecciona una calificación',
    commentTooLong: 'El comentario no puede superar {max} caracteres',
  },
  // The product page's offer and the profile's help both name this action.
  referral: {
    create: 'Obtén un enlace de referido',
  },
  favorite: {
    add: 'Agregar a favoritos',
    remove: 'Quitar de favoritos',
    addNamed: 'Agregar {name} a favoritos',
    removeNamed: 'Quitar {name} de favoritos',
    loginRequired: 'Por favor, inicia sesión para agregar a favoritos',
    error: 'Error al actualizar el favorito',
    added: 'Producto agregado a favoritos',
    removed: 'Producto eliminado de favoritos',
  },
  search: {
    suggestions: 'Sugerencias de búsqueda',
    suggestionCount: '{count} sugerencias',
    suggestionCountOne: '1 sugerencia',
  },
} as const;

export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<typeof es>;

/** Reads a message of `catalogue` by its dotted key and fills `{placeholder}`s from `vars`. */
export function translator<T extends object>(catalogue: T) {
  return (key: Leaves<T>, vars: Record<string, string | number> = {}): string => {
    let node: unknown = catalogue;
    for (const part of (key as string).split('.')) node = (node as Record<string, unknown>)[part];
    if (typeof node !== 'string') throw new Error(`Unknown message key: ${key}`);
    return node.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}

/** Reads a message by its dotted key and fills `{placeholder}`s from `vars`. */
export const t = translator(es);
