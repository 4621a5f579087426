import { es, translator, type Leaves } from './es';
import { esAccount } from './es-account';
import { esApi } from './es-api';
import { esCheckout } from './es-checkout';

/**
 * The texts of the customer's account pages (profile, referrals) and the server's answers about
 * them: apart from es.ts, which every shopper's first visit downloads whole (see es-sellers.ts).
 */
export const esProfile = {
  referrals: {
    enabled: 'Sistema de referidos habilitado. Cierra sesión y vuelve a entrar para empezar a usarlo.',
    notEnabled: 'Debes habilitar el sistema de referidos en tu perfil primero',
    noCommission: 'Este producto no ofrece comisión por referidos',
    created: 'Enlace de referido creado',
    exists: 'Ya tenías un enlace para este producto',
    updated: 'Enlace actualizado',
    deleted: 'Enlace eliminado',
    notFound: 'Enlace de referido no válido o expirado',
    // The profile's Referidos section (spec section 2).
    title: 'Tus enlaces de referido',
    howTitle: 'Cómo funcionan los referidos',
    howEnable: 'Habilita el sistema de referidos: solo se hace una vez.',
    howCreate: 'En la página de un producto que ofrezca comisión, pulsa «{action}».',
    howShare: 'Comparte el enlace. Por cada compra hecha a través de él ganas una comisión, que verás aquí.',
    enable: 'Habilitar referidos',
    enabling: 'Habilitando...',
    enableError: 'Error al habilitar el sistema de referidos',
    reloginTitle: 'Un último paso',
    reloginBody: 'El sistema de referidos ya está habilitado. Para empezar a usarlo, cierra sesión y vuelve a iniciarla.',
    relogin: 'Cerrar sesión y volver a entrar',
    loggingOut: 'Cerrando sesión...',
    loading: 'Cargando tus enlaces...',
    loadError: 'Error al cargar los enlaces de referidos',
    empty: 'Aún no tienes enlaces de referido. Abre la página de un producto que ofrezca comisión y pulsa «{action}» para crear uno.',
    explore: 'Explorar productos',
    productUnavailable: 'Producto no disponible',
    linkLabel: 'Tu enlace',
    createdAt: 'Creado el {date}',
    active: 'Activo',
    inactive: 'Inactivo',
    activate: 'Activar',
    deactivate: 'Desactivar',
    activateNamed: 'Activar el enlace de {product}',
    deactivateNamed: 'Desactivar el enlace de {product}',
    updateError: 'Error al actualizar el enlace',
    delete: 'Eliminar',
    deleteNamed: 'Eliminar el enlace de {product}',
    deleteError: 'Error al eliminar el enlace',
    confirmTitle: '¿Eliminar este enlace?',
    confirmBody: 'El enlace de «{product}» dejará de funcionar para quien lo tenga. No se puede deshacer.',
    cancel: 'Cancelar',
    confirmDelete: 'Eliminar enlace',
    deleting: 'Eliminando...',
    share: 'Compartir',
    shareNamed: 'Compartir el enlace de {product}',
    copy: 'Copiar enlace',
    copyNamed: 'Copiar enlace de {product}',
    copied: 'Enlace copiado al portapapeles',
    copyError: 'No se pudo copiar el enlace. Cópialo a mano.',
    whatsapp: 'WhatsApp',
    whatsappNamed: 'Compartir por WhatsApp el enlace de {product}',
    shareIntro: 'Mira «{product}» en Plaza',
    shareText: 'Mira «{product}» en Plaza: {url}',
    thisProduct: 'este producto',
    recentSales: 'Ventas recientes',
    noSales: 'Aún no hay ventas con este enlace.',
    order: 'Pedido #{number}',
    more: 'y {count} más',
    commissionTotal: 'Comisión total',
    // The state of a sale's commission (currencies helper of issue 18).
    saleStatus: {
      pending: 'Pendiente',
      earned: 'Ganada',
      void: 'Anulada',
    },
  },
  // What each store owes the referrer and the payouts received (issue 42), atop Referidos.
  referralPayouts: {
    title: 'Tus comisiones por cobrar',
    intro: 'Comisiones de pedidos pagados menos lo que cada tienda ya te pagó. Si un pedido pagado se cancela, su comisión se descuenta.',
    loadError: 'No se pudieron cargar tus comisiones por cobrar.',
    earned: 'Comisiones',
    paid: 'Te pagaron',
    balance: 'Saldo',
    owed: 'Te deben {amount}',
    settled: 'Al día en {currency}',
    overpaid: 'Te pagaron {amount} de más: se descontará de tus próximas comisiones.',
    received: 'Pagos recibidos',
    none: 'Aún no recibiste pagos.',
    payoutLine: '{amount} de {store}',
    payoutMeta: '{date} · {method} · Ref. {reference}',
    more: 'Se muestran los {count} más recientes.',
  },
  // The profile's Pedidos beyond es.ts's orders texts (currencies helper of issue 18).
  orderHistory: {
    cancelReason: 'Motivo: {reason}',
  },
  profile: {
    title: 'Mi cuenta',
    navLabel: 'Secciones de mi cuenta',
    openMenu: 'Menú de mi cuenta',
    sections: {
      profile: 'Perfil',
      orders: 'Pedidos',
      favorites: 'Favoritos',
      referrals: 'Referidos',
    },
    personalData: 'Datos personales',
    loading: 'Cargando perfil...',
    loadError: 'Error al cargar el perfil',
    updateError: 'Error al actualizar el perfil',
    save: 'Guardar cambios',
    saving: 'Guardando...',
    photo: 'Foto de perfil',
    changePhoto: 'Cambiar foto',
    uploadingPhoto: 'Subiendo foto...',
    imageError: 'Error al actualizar la imagen de perfil',
  },
} as const;

const catalogue = { ...es, ...esAccount, ...esApi, ...esCheckout, ...esProfile };
export type ProfileMessageKey = Leaves<typeof catalogue>;
export const t = translator(catalogue);
