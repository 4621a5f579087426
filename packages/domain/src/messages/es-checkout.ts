import { es, translator, type Leaves } from './es';

/**
 * The texts of the checkout page and of orders (the profile's Pedidos, the server's answers
 * when it creates one): apart from es.ts, which every shopper's first visit downloads whole, so that they travel
 * only with the pages that show them (see es-sellers.ts). Its `t` reads these and es.ts alike;
 * TypeScript refuses a key of this file through es.ts's `t`, so no page can miss one at run time.
 */
export const esCheckout = {
  orders: {
    storeRequired: 'Error al procesar la orden',
    paymentMethodRequired: 'Por favor, selecciona un método de pago',
    paymentMethodInvalid: 'El método de pago no está disponible en esta tienda',
    emptyCart: 'Tu carrito está vacío',
    tooManyLines: 'La orden tiene demasiados productos distintos',
    storeNotFound: 'La tienda no existe o no está disponible',
    storeNotTakingOrders: 'Esta tienda no está aceptando pedidos en este momento.',
    ownStore: 'No puedes comprar en tu propia tienda.',
    holdLimit: 'Puedes reservar hasta {max} unidades de «{name}» sin pagar; paga tus pedidos pendientes o pide menos.',
    holdLimitOne: 'Puedes reservar hasta 1 unidad de «{name}» sin pagar; paga tus pedidos pendientes o pide menos.',
    totalTooLarge: 'El importe del pedido es demasiado grande: pide menos unidades o haz varios pedidos.',
    productUnavailable: 'El producto «{name}» ya no está disponible',
    productNotFound: 'Uno de los productos no existe o ya no está disponible',
    otherStore: 'El producto «{name}» pertenece a otra tienda: haz una orden por tienda',
    couponRequired: 'Por favor, introduce un código de cupón',
    couponInvalid: 'El cupón no es válido o ha expirado',
    couponNotAccepted: 'Esta tienda no acepta cupones de descuento por ahora: haz tu pedido sin el cupón',
    couponApplied: 'Cupón aplicado correctamente',
    created: '¡Orden creada exitosamente!',
    whatsappGreeting: 'Hola, acabo de hacer la orden {number} en Plaza:',
    whatsappTotal: 'Total: {total}',
    whatsappPayment: 'Quiero pagar por WhatsApp.',
    tooMany: 'Has hecho muchas órdenes seguidas. Espera unos minutos e inténtalo de nuevo.',
    // The profile's Pedidos section (spec section 2).
    title: 'Pedidos',
    loading: 'Cargando pedidos...',
    loadError: 'Error al cargar los pedidos',
    empty: 'Todavía no has hecho ningún pedido.',
    number: 'Pedido #{number}',
    status: {
      pending_payment: 'Pendiente de pago',
      paid: 'Pagado',
      cancelled: 'Cancelado',
    },
    itemLine: '{quantity} × {price}',
    paymentMethod: 'Método de pago: {method}',
    /** Above the seller's instructions for the method, on the order-placed page and on a pending order in Pedidos. */
    howToPay: 'Cómo pagar ({method})',
    coupon: 'Cupón: {code} (-{discount}%)',
    total: 'Total: {total}',
    count: '{count} pedidos',
    countOne: '1 pedido',
  },
  checkout: {
    title: 'Finalizar Compra',
    store: 'Compra en {store}',
    summary: 'Resumen del pedido',
    discount: '-{discount}%',
    wholesale: 'Al por mayor',
    quantityTimes: '{quantity} × {price}',
    noImage: 'Sin imagen',
    couponTitle: 'Código de descuento',
    couponPlaceholder: 'Introduce tu código',
    apply: 'Aplicar',
    applying: 'Aplicando...',
    couponError: 'Error al validar el cupón',
    couponActive: 'Cupón {code}: {discount}% de descuento',
    removeCoupon: 'Quitar cupón',
    paymentTitle: 'Método de pago',
    loadingPaymentMethods: 'Cargando métodos de pago...',
    paymentMethodsError: 'Error al cargar los métodos de pago',
    noPaymentMethods: 'Esta tienda aún no tiene métodos de pago disponibles.',
    total: 'Total',
    pay: 'Pagar',
    processing: 'Procesando...',
    choosePaymentHint: 'Elige un método de pago para continuar.',
    orderError: 'Error al crear la orden',
    orderNumber: 'Número de orden: {order_id}',
    orderTotal: 'Total: {total}',
    contactWhatsapp: 'Contactar al vendedor por WhatsApp',
  },
} as const;

const catalogue = { ...es, ...esCheckout };
export type CheckoutMessageKey = Leaves<typeof catalogue>;
export const t = translator(catalogue);
