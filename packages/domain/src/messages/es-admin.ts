import { translator, type Leaves } from './es';

/**
 * The Spanish catalogue of the operator console (/admin) and of the answers of its API: a file of
 * its own so that neither a storefront page nor the seller panel downloads it (decision 011). The
 * same `{name}` placeholders as es.ts; the server answers with these texts verbatim too
 * (platform/errors.ts reads them). Each area of the console keeps its keys in a section of its own.
 */
export const esAdmin = {
  access: {
    adminsOnly: 'Esta sección es solo para el equipo que administra Plaza.',
  },
  ops: {
    fields: {
      reasonRequired: 'Indica el motivo: se envía al solicitante',
      reasonTooLong: 'El motivo admite hasta {max} caracteres',
      invalidStatus: 'Elige pendientes, aprobadas o rechazadas',
      activeRequired: 'Indica si la cuenta queda activa (true o false)',
      hiddenRequired: 'Indica si la reseña queda oculta (true o false)',
      searchTooLong: 'La búsqueda admite hasta {max} caracteres',
      invalidFilter: 'El filtro no es válido',
    },
    applications: {
      notFound: 'No existe esa solicitud',
      alreadyApproved: 'Esta solicitud ya estaba aprobada: no se cambió nada',
      alreadyRejected: 'Esta solicitud ya estaba rechazada: no se cambió nada',
      approved: 'Solicitud aprobada: la tienda {store} está abierta y su dueño recibió el correo',
      rejected: 'Solicitud rechazada: el solicitante recibió el motivo por correo',
    },
    users: {
      notFound: 'No existe esa cuenta',
      notSelf: 'No puedes desactivar tu propia cuenta',
      alreadyActivated: 'Esta cuenta ya está activada: no necesita otro enlace',
      activationSent: 'Enlace de activación enviado a {email}',
    },
    reviews: {
      notFound: 'No existe esa reseña',
    },
    audit: {
      invalidUser: 'El usuario del filtro no es válido',
    },
    mail: {
      adminSubject: 'Tu acceso a la consola de Plaza',
      adminIntro:
        'Ahora administras Plaza. Elige tu contraseña con este enlace, que vale una hora (si caduca, pide otro en «¿Olvidaste tu contraseña?»); después entra en la consola: {url}',
      adminButton: 'Elegir contraseña',
    },
  },
  stores: {
    queryTooLong: 'La búsqueda admite como máximo {max} caracteres.',
    invalidStatus: 'El estado debe ser «active» o «suspended».',
    invalidPage: 'La página debe ser un número entero positivo.',
    notFound: 'La tienda no existe.',
    invalidSuspended: 'Indica con verdadero o falso si la tienda queda suspendida.',
    reasonRequired: 'Escribe el motivo de la suspensión: su dueño lo leerá en el panel.',
    reasonTooLong: 'El motivo admite como máximo {max} caracteres.',
    reasonWithoutSuspension: 'Solo una tienda suspendida tiene motivo de suspensión.',
    unknownPlan: 'El plan elegido no existe.',
    invalidBillingPeriod: 'El período de facturación debe ser mensual («monthly») o anual («yearly»).',
    nothingToChange: 'Indica qué cambiar: suspensión, plan o período de facturación.',
  },
  content: {
    fields: {
      required: 'Este campo es obligatorio',
      tooLong: 'Máximo {max} caracteres',
      invalidEmail: 'Introduce un correo electrónico válido',
      invalidPhone: 'Introduce un número de teléfono válido',
      invalidSocial: 'Introduce un usuario o un enlace https válido',
      invalidSlug: 'Solo letras minúsculas sin tilde, números y guiones (por ejemplo, ofertas-de-verano)',
      invalidId: 'Elige una opción de la lista',
      invalidPrice: 'El precio es un número entero de centavos, 0 o más',
      tooLarge: 'El valor es demasiado grande',
      invalidBoolean: 'Elige sí o no',
      invalidOrder: 'Indica el orden con la lista de identificadores',
      duplicateIds: 'Un elemento aparece dos veces en la lista',
      tooMany: 'Como máximo {max} elementos',
      slugUnavailable: 'No se puede formar un enlace con ese nombre: usa letras o números',
    },
    hero: {
      imageRequired: 'Sube una imagen para la diapositiva',
      imageMissing: 'La imagen indicada no existe: súbela de nuevo',
      notFound: 'Diapositiva no encontrada',
      welcomeNotDeletable: 'La diapositiva de bienvenida no se puede eliminar: siempre es la primera del carrusel.',
      welcomeExists: 'Ya hay una diapositiva de bienvenida: edítala en lugar de crear otra.',
      orderMismatch: 'El orden enviado no coincide con las diapositivas actuales: recarga la página e inténtalo de nuevo.',
    },
    categories: {
      iconInvalid: 'Elige un icono de la lista',
      nameTaken: 'Ya existe una categoría con ese nombre',
      notFound: 'Categoría no encontrada',
      inUse:
        'No se puede eliminar la categoría porque está en uso ({stores} tiendas, {products} productos, {sections} secciones, {applications} solicitudes). Cámbiales la categoría primero.',
      orderMismatch: 'El orden enviado no coincide con las categorías actuales: recarga la página e inténtalo de nuevo.',
    },
    sections: {
      notFound: 'Sección no encontrada',
      slugTaken: 'Ya existe una sección con ese enlace',
      categoryRequired: 'Elige la categoría de la sección de categoría',
      categoryMissing: 'La categoría elegida no existe',
      categorySectionExists: 'Ya hay una sección ligada a una categoría: solo puede haber una.',
      productsMissing: 'Estos productos no existen: {ids}',
      orderMismatch: 'El orden enviado no coincide con las secciones actuales: recarga la página e inténtalo de nuevo.',
    },
    plans: {
      nameTaken: 'Ya existe un plan con ese nombre',
      notFound: 'Plan no encontrado',
      featureNotFound: 'Una de las características no pertenece a este plan: recarga la página e inténtalo de nuevo.',
      inUse: 'No se puede eliminar el plan porque está en uso ({stores} tiendas, {applications} solicitudes). Cámbiales el plan primero.',
      orderMismatch: 'El orden enviado no coincide con los planes actuales: recarga la página e inténtalo de nuevo.',
    },
    documents: {
      notFound: 'Documento no encontrado',
    },
  },
} as const;

export type AdminMessageKey = Leaves<typeof esAdmin>;
/** `t` over the console's catalogue. */
export const ta = translator(esAdmin);
