import { es, translator, type Leaves } from './es';
import { esSearchPage } from './es-search-page';

/**
 * The texts of the search pages' sort and filters (issue 20): apart from es.ts, which every
 * shopper's first visit downloads whole (see es-sellers.ts). Only the search routes' chunks
 * import this file.
 */
export const esSearch = {
  searchFilters: {
    sort: 'Ordenar por',
    sorts: {
      relevance: 'Relevancia',
      price_asc: 'Precio: menor a mayor',
      price_desc: 'Precio: mayor a menor',
      newest: 'Más recientes',
      rating: 'Mejor valorados',
    },
    open: 'Filtros',
    openCount: 'Filtros, {count} activos',
    openCountOne: 'Filtros, 1 activo',
    title: 'Filtros',
    close: 'Cerrar filtros',
    price: 'Precio',
    minPrice: 'Mínimo',
    maxPrice: 'Máximo',
    priceIn: 'En {currency}. Escribe el importe como 12.50 o 12,50; deja un campo vacío para no poner límite.',
    currency: 'Moneda',
    anyCurrency: 'Todas las monedas',
    currencyHint: 'Plaza no convierte monedas: filtrar u ordenar por precio muestra solo los productos en una moneda ({currency} si no eliges otra).',
    loadingCurrencies: 'Cargando monedas...',
    more: 'Mostrar solo',
    offer: 'En oferta',
    offerHint: 'Con una oferta vigente ahora',
    inStock: 'Con existencias',
    inStockHint: 'Disponibles para comprar ya',
    wholesale: 'Al por mayor',
    wholesaleHint: 'Con precios por cantidad',
    apply: 'Ver resultados',
    clear: 'Limpiar filtros',
    invalidMin: 'Escribe un precio mínimo válido, por ejemplo 12.50',
    invalidMax: 'Escribe un precio máximo válido, por ejemplo 12.50',
    range: 'El precio mínimo no puede ser mayor que el máximo',
    active: 'Filtros activos',
    remove: 'Quitar filtro: {filter}',
    chipRange: 'Precio: {min} – {max}',
    chipMin: 'Desde {min}',
    chipMax: 'Hasta {max}',
    chipCurrency: 'Moneda: {currency}',
    emptyFiltered: 'No hay resultados con estos filtros.',
    emptyFilteredHint: 'Quita alguno o límpialos todos para ver más.',
  },
} as const;

const catalogue = { ...es, ...esSearchPage, ...esSearch };
export type SearchMessageKey = Leaves<typeof catalogue>;
export const t = translator(catalogue);
