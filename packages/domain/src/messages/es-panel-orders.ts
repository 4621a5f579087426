import { translator, type Leaves } from './es';
import { esPanel } from './es-panel';

/**
 * The texts of the seller panel's order screens (/seller/orders, an order, the commissions owed):
 * apart from es-panel.ts, which every panel screen's first load downloads whole, so that they
 * travel only with these screens' chunks, as es-sellers.ts does for the storefront (the panel's
 * first load is held to 180 KB and the product editor sits within a kilobyte of it). Its `tp`
 * reads these and es-panel.ts alike. The navigation's words stay in es-panel.ts (`orderScreens`).
 */
export const esPanelOrders = {
  orderPages: {
    title: 'Pedidos',
    intro: 'Los pedidos de tu tienda, los más recientes primero. Confirma el pago cuando lo recibas.',
    status: 'Estado',
    statusAll: 'Todos',
    listLabel: 'Pedidos de la tienda',
    loading: 'Cargando los pedidos...',
    loadError: 'No se pudieron cargar los pedidos.',
    empty: 'Aún no tienes pedidos. Cuando un cliente compre en tu tienda, lo verás aquí.',
    emptyFiltered: 'Ningún pedido con este estado.',
    showAll: 'Ver todos los pedidos',
    pagination: 'Páginas de pedidos',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {page}',
    exportCsv: 'Descargar CSV',
    commissionsLink: 'Comisiones de referidos',
    number: 'Pedido #{number}',
    buyer: 'Cliente',
    phone: 'Teléfono',
    email: 'Correo',
    noPhone: 'Sin teléfono',
    lines: 'Productos',
    lineUnits: '{quantity} × {price}',
    discount: '-{discount}%',
    wholesale: 'Al por mayor',
    deliveryDate: 'Entrega: {date}',
    coupon: 'Cupón',
    couponValue: '{code} (-{discount}%)',
    paymentMethod: 'Método de pago',
    referral: 'Referido',
    referralValue: '{name} ({slug}) · comisión {amount}',
    total: 'Total',
    cancelReason: 'Motivo de la cancelación',
    paidAt: 'Pagado el {date}',
    cancelledAt: 'Cancelado el {date}',
    expiresAt: 'Se cancela solo el {date} si no se confirma el pago',
    actions: 'Acciones del pedido #{number}',
    confirmPayment: 'Confirmar pago',
    cancelOrder: 'Cancelar pedido',
    writeBuyer: 'Escribir al comprador',
    keep: 'Volver',
    confirmTitle: '¿Confirmar el pago del pedido #{number}?',
    confirmBody: 'El pedido pasa a Pagado y el cliente recibe un correo. Después solo podrás cancelarlo.',
    confirmSubmit: 'Sí, confirmar pago',
    confirming: 'Confirmando...',
    cancelTitle: '¿Cancelar el pedido #{number}?',
    cancelBody: 'Las unidades vuelven al stock de tus productos y el cliente recibe un correo. No se puede deshacer.',
    reason: 'Motivo (opcional)',
    reasonHint: 'El cliente lo verá en sus pedidos.',
    cancelSubmit: 'Sí, cancelar pedido',
    cancelling: 'Cancelando...',
    paidDone: 'Pedido #{number} marcado como pagado.',
    cancelledDone: 'Pedido #{number} cancelado. Sus unidades volvieron al stock.',
    actionError: 'No se pudo actualizar el pedido. Inténtalo de nuevo.',
    back: 'Volver a los pedidos',
    finding: 'Buscando el pedido...',
    notFound: 'Este pedido no existe o no es de ninguna de tus tiendas.',
    otherStore: 'Este pedido es de {store}: el panel trabaja ahora con esa tienda.',
  },
  commissionPages: {
    title: 'Comisiones de referidos',
    intro: 'Lo que tu tienda debe a quienes recomendaron tus productos: una comisión se gana cuando confirmas el pago del pedido y se anula si lo cancelas.',
    listLabel: 'Referidos con comisiones',
    loading: 'Cargando las comisiones...',
    loadError: 'No se pudieron cargar las comisiones.',
    empty: 'Aún no hay ventas con enlaces de referido en tu tienda.',
    earned: 'A pagar',
    pending: 'Pendiente (pedidos sin pagar)',
    none: 'Nada',
    sales: 'Ventas',
    salesOne: '1 venta',
    salesCount: '{count} ventas',
    pagination: 'Páginas de comisiones',
  },
} as const;

const catalogue = { ...esPanel, ...esPanelOrders };
export type PanelOrdersMessageKey = Leaves<typeof catalogue>;
export const tp = translator(catalogue);
