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
  shell: {
    title: 'Consola de Plaza',
    console: 'Consola',
    nav: 'Secciones de la consola',
    menu: 'Menú',
    skipToContent: 'Saltar al contenido',
    dashboard: 'Inicio',
    applications: 'Solicitudes',
    stores: 'Tiendas',
    users: 'Usuarios',
    reviews: 'Reseñas',
    audit: 'Registro de cambios',
    content: 'Contenido',
    viewPlaza: 'Ver Plaza',
    logout: 'Cerrar sesión',
    backToPlaza: 'Volver a Plaza',
    loading: 'Cargando la consola...',
    loadError: 'No se pudo cargar la consola. Comprueba tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
    pageNotFound: 'Esta página de la consola no existe.',
  },
} as const;

export type AdminMessageKey = Leaves<typeof esAdmin>;
/** `t` over the console's catalogue. */
export const ta = translator(esAdmin);
