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
