import { es, translator, type Leaves } from './es';

/**
 * The texts of 'Compartir' on product and store pages (issue 20, point 3): apart from es.ts,
 * which every shopper's first visit downloads whole, so that they travel only with the pages
 * that show the button (see es-sellers.ts).
 */
export const esShare = {
  share: {
    button: 'Compartir',
    menuLabel: 'Compartir enlace',
    whatsapp: 'Enviar por WhatsApp',
    opensInNewTab: '(se abre en una pestaña nueva)',
    copy: 'Copiar enlace',
    copied: 'Enlace copiado',
    copyError: 'No se pudo copiar. Selecciona el enlace y cópialo:',
    linkLabel: 'Enlace para compartir',
    productText: 'Mira {name} en Plaza',
    storeText: 'Mira la tienda {name} en Plaza',
    referralNote: 'Es tu enlace de referido: ganas una comisión por cada compra hecha con él.',
    preparing: 'Preparando el enlace...',
  },
} as const;

const catalogue = { ...es, ...esShare };
export type ShareMessageKey = Leaves<typeof catalogue>;
export const t = translator(catalogue);
