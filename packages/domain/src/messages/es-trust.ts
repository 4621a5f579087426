import { es, translator, type Leaves } from './es';

/**
 * The texts of reviews to trust and of the data saver (issue 20 points 4 and 5): apart from es.ts,
 * which every shopper's first visit downloads whole. Loaded by the product and store pages, the
 * profile and the footer's switch once it is used; the server answers its errors from here too.
 */
export const esTrust = {
  trust: {
    verified: 'Compra verificada',
    verifiedHint: 'Quien la escribió compró y pagó este producto en Plaza.',
    sortLabel: 'Ordenar reseñas',
    sortNewest: 'Más recientes',
    sortRatingDesc: 'Mejor valoradas',
    sortRatingAsc: 'Peor valoradas',
    invalidSort: 'Orden de reseñas no válido: usa newest, rating_desc o rating_asc',
    breakdownTitle: 'Valoraciones de la tienda',
    breakdownRow: '{stars} estrellas',
    breakdownRowOne: '1 estrella',
    breakdownCount: '{count} de {total} reseñas',
    dataSaver: 'Ahorro de datos',
    dataSaverHint: 'Sin carruseles que giren, imágenes pequeñas y sin descargas por adelantado. Se recuerda en este dispositivo.',
    dataSaverOn: 'Ahorro de datos activado',
    dataSaverOff: 'Ahorro de datos desactivado',
    moreRows: 'Ver más',
    moreRowsLabel: 'Ver más secciones de la portada',
    /** "Denunciar" on a review (issue 42 point 4): the shopper's and the seller's. */
    report: {
      action: 'Denunciar',
      actionNamed: 'Denunciar la reseña de {name}',
      title: 'Denunciar una reseña',
      body: 'Cuéntanos qué tiene de malo. El equipo de Plaza la revisará y decidirá si se mantiene o se retira.',
      reasonLabel: 'Motivo',
      reasonRequired: 'Indica el motivo de la denuncia',
      reasonTooLong: 'El motivo admite hasta {max} caracteres',
      submit: 'Enviar denuncia',
      sending: 'Enviando...',
      cancel: 'Cancelar',
      sent: 'Gracias: el equipo de Plaza revisará esta reseña.',
      reported: 'Denunciada',
      ownReview: 'No puedes denunciar tu propia reseña',
      notFound: 'No existe esa reseña',
      failed: 'No se pudo enviar la denuncia. Inténtalo de nuevo.',
      signIn: 'Inicia sesión para denunciar una reseña',
    },
  },
} as const;

const catalogue = { ...es, ...esTrust };
export type TrustMessageKey = Leaves<typeof catalogue>;
export const t = translator(catalogue);
