import { es, translator, type Leaves } from './es';

/**
 * The texts of the home page (its hero, rows and sections): apart from es.ts, which every shopper's
 * first visit downloads whole, so that they travel only with the home page (see es-sellers.ts). Its
 * `t` reads these and es.ts alike; TypeScript refuses a key of this file through es.ts's `t`, so no
 * page can miss one at run time.
 */
export const esHome = {
  home: {
    ...es.home,
    heading: 'Plaza: compra en las tiendas de toda Cuba',
    hero: 'Destacados',
    slideRole: 'diapositiva',
    carouselRole: 'carrusel',
    slideLabel: '{index} de {count}',
    previousSlide: 'Diapositiva anterior',
    nextSlide: 'Diapositiva siguiente',
    goToSlide: 'Ir a la diapositiva {index}',
    pause: 'Pausar el carrusel',
    play: 'Reanudar el carrusel',
    exploreStores: 'Explorar tiendas',
    searchProducts: 'Buscar productos',
    seeMore: 'Ver más',
    seeMoreOf: 'Ver más: {title}',
    nearbyTitle: 'Tiendas cerca de ti',
    nearbySubtitle: 'En {township}, {province}',
    nearbySeeAll: 'Ver todas',
    nearbySeeAllLabel: 'Ver todas las tiendas de {township}',
    popularTitle: 'Tiendas populares',
    popularSeeAll: 'Ver todas',
    popularSeeAllLabel: 'Ver todas las tiendas',
    latestTitle: 'Productos recientes',
    offersTitle: 'Ofertas especiales',
    bestSellersTitle: 'Más vendidos',
    reviewsTitle: 'Lo que dicen nuestros clientes',
    reviewAbout: 'Sobre {product}',
    sellerTitle: '¿Tienes un negocio? Vende en Plaza',
    sellerBody: 'Abre tu tienda en línea en minutos y llega a clientes de toda Cuba. Sin contratos de permanencia.',
    sellerCta: 'Quiero vender',
    loadError: 'No se pudo cargar la página de inicio',
  },
} as const;

const catalogue = { ...es, ...esHome };
export type HomeMessageKey = Leaves<typeof catalogue>;
export const t = translator(catalogue);
