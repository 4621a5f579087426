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
} as const;

export type AdminMessageKey = Leaves<typeof esAdmin>;
/** `t` over the console's catalogue. */
export const ta = translator(esAdmin);
