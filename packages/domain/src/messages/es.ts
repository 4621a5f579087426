/**
 * The Spanish catalogue: every user-visible string of Plaza, written once.
 * Nested by feature; `t('cart.empty')` reads one, `{name}` placeholders are filled from `vars`.
 */
export const es = {
  common: {
    appName: 'Plaza',
    backHome: 'Volver al inicio',
    loading: 'Cargando...',
    retry: 'Reintentar',
    underConstruction: 'Esta sección está en construcción. Muy pronto estará disponible.',
    close: 'Cerrar',
    menu: 'Menú',
    skipToContent: 'Saltar al contenido',
  },
  errors: {
    forbidden: 'Acceso denegado.',
    server: 'Error interno del servidor. Por favor, inténtalo de nuevo más tarde.',
    notFound: 'No encontrado.',
    invalidBody: 'Los datos enviados no son válidos.',
    invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
    bodyTooLarge: 'La solicitud es demasiado grande.',
    unsupportedMediaType: 'El tipo de contenido de la solicitud no es compatible.',
    csrf: 'Token CSRF ausente o no válido. Recarga la página e inténtalo de nuevo.',
    ajaxHeader: 'Falta la cabecera X-Requested-With.',
    maintenance: 'El sitio está en mantenimiento. Inténtalo de nuevo en unos minutos.',
    tooManyRequests: 'Demasiados intentos. Espera {seconds} segundos e inténtalo de nuevo.',
    routeNotFound: 'La ruta solicitada no existe.',
    methodNotAllowed: 'Método no permitido.',
    unauthorized: 'Debes iniciar sesión para continuar.',
    databaseUnavailable: 'La base de datos no responde.',
    field: {
      required: 'Este campo es obligatorio.',
      invalidType: 'El valor de «{field}» no es válido.',
      tooLong: 'El campo «{field}» no puede superar {max} caracteres.',
      tooShort: 'El campo «{field}» debe tener al menos {min} caracteres.',
      notInteger: 'El campo «{field}» debe ser un número entero.',
      tooSmall: 'El campo «{field}» debe ser como mínimo {min}.',
      tooBig: 'El campo «{field}» debe ser como máximo {max}.',
    },
  },
  auth: {
    accountNotUsableHere: 'Esta cuenta no se puede utilizar aquí',
  },
  meta: {
    description: 'Plaza: compra en las tiendas de tu barrio y de toda Cuba. Productos, ofertas y envíos en un solo lugar.',
  },
  maintenance: {
    title: 'Sitio en Mantenimiento',
    body: 'Estamos realizando tareas de mantenimiento. Vuelve a intentarlo en unos minutos.',
    retry: 'Reintentar',
  },
  notFound: {
    code: '404',
    title: 'Página no encontrada',
    body: 'Lo sentimos, la página que estás buscando no existe.',
    backHome: 'Volver al inicio',
  },
  header: {
    logoLabel: 'Plaza, ir al inicio',
    search: 'Buscar',
    searchPlaceholder: 'Buscar productos y tiendas...',
    openSearch: 'Abrir búsqueda',
    closeSearch: 'Cerrar búsqueda',
    account: 'Mi cuenta',
    profile: 'Perfil',
    logout: 'Cerrar Sesión',
    login: 'Iniciar Sesión',
    signup: 'Crear Cuenta',
    cart: 'Carrito',
    cartWithCount: 'Carrito, {count} artículos',
    cartWithOneItem: 'Carrito, 1 artículo',
    logoutFailed: 'No se pudo cerrar la sesión. Inténtalo de nuevo.',
  },
  footer: {
    about: 'Acerca de',
    forCustomers: 'Para Clientes',
    allStores: 'Todas las tiendas',
    searchProducts: 'Buscar productos',
    policies: 'Políticas',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    contact: 'Contacto',
    email: 'Correo electrónico',
    facebook: 'Facebook',
    instagram: 'Instagram',
    whatsapp: 'WhatsApp',
    copyright: '© 2025 Plaza. Todos los derechos reservados.',
  },
  shell: {
    scrollTop: 'Volver arriba',
    loadingSession: 'Cargando tu sesión...',
    errorTitle: 'Algo salió mal',
    errorBody: 'Ocurrió un error inesperado al mostrar esta página. Inténtalo de nuevo.',
    notifications: 'Notificaciones',
    closeNotification: 'Cerrar notificación',
  },
  pages: {
    home: 'Inicio',
    stores: 'Todas las Tiendas',
    store: 'Tienda',
    storeTag: 'Productos con etiqueta',
    storeSearch: 'Buscar en la tienda',
    product: 'Producto',
    profile: 'Perfil',
    login: 'Iniciar Sesión',
    signup: 'Crear Cuenta',
    activate: 'Activar cuenta',
    forgotPassword: 'Recuperar contraseña',
    resetPassword: 'Restablecer contraseña',
    becomeSeller: 'Vende en Plaza',
    search: 'Buscar',
    checkout: 'Finalizar Compra',
    privacy: 'Política de privacidad',
    terms: 'Términos y condiciones',
    section: 'Sección',
    referral: 'Enlace de referido',
  },
  cart: {
    title: 'Carrito de Compras',
    // Add to cart and the cart's quantity controls (spec section 5).
    invalidQuantity: 'La cantidad debe ser un número entero mayor que 0',
    notForSale: 'Este producto no está disponible para venta',
    wholesaleMinimum: 'La cantidad mínima para compra al por mayor es {min}',
    outOfStock: 'Este producto está agotado',
    onlyStockAvailable: 'Solo hay {stock} unidades disponibles',
    deliveryDateRequired: 'Por favor, selecciona una fecha de entrega',
    deliveryDateTooSoon: 'La fecha debe ser al menos {n} días después de hoy',
    deliveryDateOutOfRange: 'La fecha seleccionada está fuera del rango permitido',
  },
  product: {
    wholesale: 'Al por mayor',
  },
  offer: {
    endsInDays: 'Termina en {days} días',
    endsInOneDay: 'Termina en 1 día',
    endsInHours: 'Termina en {hours} horas',
    endsInOneHour: 'Termina en 1 hora',
    lastHours: 'Últimas horas',
    ended: 'Oferta finalizada',
    percentOff: '-{percent}%',
  },
  password: {
    checklist: {
      minLength: 'Mínimo 8 caracteres',
      uppercase: 'Al menos una mayúscula',
      lowercase: 'Al menos una minúscula',
      digit: 'Al menos un número',
      special: 'Al menos un carácter especial (!@#$%^&*)',
    },
    required: 'La contraseña es obligatoria',
    tooLong: 'La contraseña no puede superar {max} caracteres',
    liveInvalid: 'La contraseña no cumple con los requisitos',
    requirements:
      'La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula, un número y un carácter especial (!@#$%^&*)',
    resetInvalid: 'La contraseña no cumple con los requisitos mínimos',
    mismatch: 'Las contraseñas no coinciden',
  },
  account: {
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Por favor, introduce un correo electrónico válido',
    emailLiveInvalid: 'El correo electrónico no es válido',
    nameRequired: 'El nombre es obligatorio',
    nameTooLong: 'El nombre no puede superar {max} caracteres',
    lastNameRequired: 'El apellido es obligatorio',
    lastNameTooLong: 'El apellido no puede superar {max} caracteres',
    phoneInvalid: 'El número de teléfono no es válido',
    termsRequired: 'Debes aceptar los términos y condiciones y la política de privacidad',
    nothingToUpdate: 'No hay cambios que guardar',
    imageInvalid: 'Por favor, selecciona una imagen válida',
    imageTooLarge: 'La imagen no debe superar los 5MB',
  },
  seller: {
    storeNameRequired: 'El nombre de la tienda es obligatorio',
    storeNameTooLong: 'El nombre de la tienda no puede superar {max} caracteres',
    descriptionRequired: 'La descripción de la tienda es obligatoria',
    descriptionTooLong: 'La descripción no puede superar {max} caracteres',
    planRequired: 'Por favor, selecciona un plan',
    categoryRequired: 'Por favor, selecciona una categoría',
    billingPeriodRequired: 'Por favor, selecciona un período de facturación',
    provinceRequired: 'Por favor, selecciona una provincia',
    municipalityRequired: 'Por favor, selecciona un municipio',
    currencyRequired: 'Por favor, selecciona una moneda',
    counter: '{count}/{max}',
  },
  review: {
    ratingRequired: 'Por favor, selecciona una calificación',
    commentTooLong: 'El comentario no puede superar {max} caracteres',
  },
  search: {
    queryTooLong: 'La búsqueda no puede superar {max} caracteres',
    suggestTooShort: 'Escribe al menos {min} caracteres para ver sugerencias',
    invalidCategory: 'La categoría debe ser un número entero mayor que 0',
    invalidPage: 'La página debe ser un número entero mayor que 0',
    invalidPageSize: 'El tamaño de página debe ser un número entero entre 1 y {max}',
    invalidStore: 'La tienda indicada no es válida',
  },
} as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<typeof es>;

/** Reads a message by its dotted key and fills `{placeholder}`s from `vars`. */
export function t(key: MessageKey, vars: Record<string, string | number> = {}): string {
  let node: unknown = es;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`Unknown message key: ${key}`);
  return node.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
