import { es, translator, type Leaves } from './es';

/**
 * The texts of the search pages (/search, a store's search) and of the search API's answers;
 * the header's suggestions stay in es.ts: apart from es.ts, which every shopper's first visit downloads whole, so that they travel
 * only with the pages that show them (see es-sellers.ts). Its `t` reads these and es.ts alike;
 * TypeScript refuses a key of this file through es.ts's `t`, so no page can miss one at run time.
 */
export const esSearchPage = {
  search: {
    ...es.search,
    queryTooLong: 'La búsqueda no puede superar {max} caracteres',
    suggestTooShort: 'Escribe al menos {min} caracteres para ver sugerencias',
    invalidCategory: 'La categoría debe ser un número entero mayor que 0',
    invalidPage: 'La página debe ser un número entero mayor que 0',
    invalidPageSize: 'El tamaño de página debe ser un número entero entre 1 y {max}',
    invalidStore: 'La tienda indicada no es válida',
    invalidSort: 'Orden no válido',
    invalidPrice: 'Precio no válido',
    priceRange: 'El precio mínimo supera al máximo',
    invalidCurrency: 'Moneda no válida',
    invalidFlag: 'Filtro no válido: usa 1 o true',
    resultsFor: 'Resultados para: "{query}"',
    browse: 'Navegar productos',
    backHome: 'Volver al inicio',
    backToStore: 'Volver a la tienda',
    inStore: 'En {name}',
    inputLabel: 'Buscar productos y tiendas',
    storeInputLabel: 'Buscar productos en esta tienda',
    placeholder: 'Buscar...',
    submit: 'Buscar',
    categories: 'Filtrar por categoría',
    stores: 'Tiendas',
    products: 'Productos',
    loading: 'Buscando...',
    resultCount: '{count} resultados',
    resultCountOne: '1 resultado',
    noResults: 'No results found',
    loadError: 'No se pudieron cargar los resultados',
    pagination: 'Paginación',
    page: 'Página {page}',
    storePage: 'Page {page}',
    pageSize: 'Mostrar:',
    previous: 'Anterior',
    next: 'Siguiente',
  },
} as const;

const catalogue = { ...es, ...esSearchPage };
export type SearchPageMessageKey = Leaves<typeof catalogue>;
export const t = translator(catalogue);
