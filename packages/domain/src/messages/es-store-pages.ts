import { es, translator, type Leaves } from './es';

/**
 * The texts of the store pages (a store, its tags, the list of all stores), the sections'
 * and the legal documents' pages: apart from es.ts, which every shopper's first visit downloads whole, so that they travel
 * only with the pages that show them (see es-sellers.ts). Its `t` reads these and es.ts alike;
 * TypeScript refuses a key of this file through es.ts's `t`, so no page can miss one at run time.
 */
export const esStorePages = {
  stores: {
    ...es.stores,
    title: 'Todas las Tiendas',
    filters: 'Filtros',
    activeFilters: '{count} activos',
    activeFilter: '1 activo',
    category: 'Categoría',
    allCategories: 'Todas las categorías',
    province: 'Provincia',
    allProvinces: 'Todas las provincias',
    township: 'Municipio',
    allTownships: 'Todos los municipios',
    chooseProvinceFirst: 'Elige primero una provincia',
    clearFilters: 'Limpiar filtros',
    loading: 'Cargando tiendas...',
    results: '{count} tiendas',
    resultsOne: '1 tienda',
    empty: 'No se encontraron tiendas con estos filtros.',
    emptyAll: 'Todavía no hay tiendas.',
    loadError: 'No se pudieron cargar las tiendas',
  },
  store: {
    loading: 'Cargando tienda...',
    notFound: 'Tienda no encontrada',
    loadError: 'Error al cargar la tienda',
    searchLabel: 'Buscar en {name}',
    searchPlaceholder: 'Buscar en esta tienda...',
    search: 'Buscar',
    categories: 'Categorías de la tienda',
    tags: 'Etiquetas',
    seeMore: 'Ver más',
    seeMoreOf: 'Ver más productos de {category}',
    noProducts: 'Esta tienda aún no tiene productos.',
    reviewsTitle: 'Reseñas de clientes',
    noReviews: 'Esta tienda aún no tiene reseñas.',
    contactTitle: 'Contacto',
    email: 'Correo electrónico',
    address: 'Dirección',
    phone: 'Teléfono',
    instagram: 'Instagram',
    facebook: 'Facebook',
    whatsapp: 'WhatsApp',
    whatsappAction: 'Escribir por WhatsApp',
    location: '{township}, {province}',
    tagTitle: 'Productos con etiqueta: {name}',
    tagEmpty: 'No hay productos en esta etiqueta',
    tagLoadError: 'Error al cargar los productos de la etiqueta',
    storeInfoError: 'Error al cargar la información de la tienda',
    backToStore: 'Volver a {name}',
    backToStoreGeneric: 'Volver a la tienda',
    loadingProducts: 'Cargando productos...',
    tagProducts: 'Productos de la etiqueta',
    closedNotice: 'Cerrada por vacaciones del {from} al {until}',
    closedCheckout: 'La tienda {name} está cerrada por vacaciones hasta el {until}. No acepta pedidos hasta entonces.',
    pausedNotice: 'Esta tienda no acepta pedidos por ahora. Puedes ver sus productos y volver más tarde.',
    pausedCheckout: 'La tienda {name} no acepta pedidos por ahora. Vuelve a intentarlo más tarde.',
  },
  section: {
    loading: 'Cargando sección...',
    empty: 'No hay productos en esta sección',
    loadError: 'Error al cargar la sección',
    notFound: 'Sección no encontrada',
    products: 'Productos de la sección',
  },
  legal: {
    privacyTitle: 'Política de privacidad',
    termsTitle: 'Términos y condiciones',
    loading: 'Cargando documento...',
    privacyError: 'Error al cargar la política de privacidad',
    termsError: 'Error al cargar los términos y condiciones',
  },
} as const;

const catalogue = { ...es, ...esStorePages };
export type StorePagesMessageKey = Leaves<typeof catalogue>;
export const t = translator(catalogue);
