import { es, translator, type Leaves } from './es';

/**
 * The texts of the cart drawer (spec section 2): apart from es.ts, which every shopper's first
 * visit downloads whole, so that they travel with the drawer's code, fetched once a shopper has a
 * cart (see es-sellers.ts). Its `t` reads these and es.ts alike;
 * TypeScript refuses a key of this file through es.ts's `t`, so no page can miss one at run time.
 */
export const esCart = {
  cart: {
    ...es.cart,
    title: 'Carrito de Compras',
    empty: 'Tu carrito está vacío',
    checkout: 'Finalizar Compra',
    loginToCheckout: 'Inicia sesión para finalizar la compra',
    remove: 'Remover',
    total: 'Total',
    stores: 'Carritos por tienda',
    storeItems: '{store}, {count} artículos',
    storeItemsOne: '{store}, 1 artículo',
    unitPrice: '{price} c/u',
    quantityOf: 'Cantidad de {name}',
    decrease: 'Disminuir cantidad de {name}',
    increase: 'Aumentar cantidad de {name}',
    deliveryOn: 'Entrega: {date}',
  },
} as const;

const catalogue = { ...es, ...esCart };
export type CartMessageKey = Leaves<typeof catalogue>;
export const t = translator(catalogue);
