import { es, translator, type Leaves } from './es';

/**
 * The texts of the product page beyond its card (purchase panel, gallery, reviews, the
 * referral offer): apart from es.ts, which every shopper's first visit downloads whole, so that they travel
 * only with the pages that show them (see es-sellers.ts). Its `t` reads these and es.ts alike;
 * TypeScript refuses a key of this file through es.ts's `t`, so no page can miss one at run time.
 */
export const esProductPage = {
  product: {
    ...es.product,
    // The toast after adding to the cart (issue 20, point 1).
    viewCart: 'Ver carrito',
    loading: 'Cargando producto...',
    notFound: 'Producto no encontrado',
    loadError: 'No se pudieron cargar los detalles del producto',
    soldBy: 'Vendido por {store}',
    storePaused: 'Esta tienda no acepta pedidos por ahora. Puedes ver el producto y volver más tarde.',
    description: 'Descripción',
    quantity: 'Cantidad',
    decreaseQuantity: 'Disminuir cantidad',
    increaseQuantity: 'Aumentar cantidad',
    deliveryDate: 'Fecha de entrega',
    deliveryHint: 'Elige un día entre el {min} y el {max}.',
    deliveryMinimumDays: 'Reserva con al menos {n} días de antelación.',
    noDeliveryDates: 'No hay fechas de entrega disponibles por ahora.',
    addToCart: 'Agregar al carrito',
    wouldAdd: 'Se agregarían {quantity} × {name} al carrito',
    wouldAddWholesale: 'Se agregarían {quantity} × {name} (Al por mayor) al carrito',
    unitPrice: 'Precio por unidad',
    total: 'Total',
    wholesaleTiers: 'Precios al por mayor',
    tierQuantity: 'Cantidad',
    tierMinimum: '{min} o más',
    tierApplies: 'Se aplica a tu cantidad',
    gallery: 'Imágenes del producto',
    imageAlt: '{name}, imagen {index} de {count}',
    showImage: 'Ver imagen {index} de {count}',
    previousImage: 'Imagen anterior',
    nextImage: 'Imagen siguiente',
    pauseImages: 'Pausar el cambio automático de imágenes',
    playImages: 'Reanudar el cambio automático de imágenes',
    related: 'Productos relacionados',
    relatedEmpty: 'No hay productos relacionados',
  },
  review: {
    ...es.review,
    title: 'Reseñas',
    empty: 'Este producto aún no tiene reseñas. ¡Sé el primero en opinar!',
    loadError: 'No se pudieron cargar las reseñas',
    formTitle: 'Deja tu reseña',
    ratingLegend: 'Tu calificación',
    ratingOption: '{rating} estrellas',
    ratingOptionOne: '1 estrella',
    comment: 'Comentario (opcional)',
    submit: 'Enviar reseña',
    submitting: 'Enviando...',
    loginRequired: 'Por favor, inicia sesión para dejar una reseña',
    submitError: 'Error al enviar la reseña',
    submitted: '¡Gracias! Tu reseña se ha publicado',
  },
  referral: {
    ...es.referral,
    title: 'Gana comisiones recomendando este producto',
    body: 'Comparte tu enlace de referido y gana una comisión por cada venta que generes.',
    loginRequired: 'Por favor, inicia sesión para crear un enlace de referido',
    notEnabled: 'Debes habilitar el sistema de referidos en tu perfil primero',
    createError: 'Error al crear el enlace de referido',
    created: 'Enlace de referido creado. Encuéntralo en tu perfil, en Referidos.',
    // The /ref/{refSlug} page.
    processing: 'Procesando enlace de referido...',
    invalid: 'Enlace de referido no válido o expirado',
    processError: 'Error al procesar el enlace de referido',
  },
} as const;

const catalogue = { ...es, ...esProductPage };
export type ProductPageMessageKey = Leaves<typeof catalogue>;
export const t = translator(catalogue);
