import { es, translator, type Leaves } from './es';

/**
 * What the API answers that no first page shows: malformed requests, the zod fields' messages
 * (the lazily loaded forms show them too), missing resources, uploads, and the favourites and
 * reviews the profile lists: apart from es.ts, which every shopper's first visit downloads whole, so that they travel
 * only with the pages that show them (see es-sellers.ts). Its `t` reads these and es.ts alike;
 * TypeScript refuses a key of this file through es.ts's `t`, so no page can miss one at run time.
 */
export const esApi = {
  errors: {
    ...es.errors,
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
    invalidUrl: 'La dirección solicitada no es válida.',
    urlTooLong: 'La dirección solicitada es demasiado larga.',
    nulCharacter: 'Los datos enviados contienen un carácter nulo, que no está permitido.',
    controlCharacters: 'El texto contiene caracteres de control o de dirección del texto, que no están permitidos.',
    field: {
      required: 'Este campo es obligatorio.',
      missing: 'Falta el campo «{field}».',
      invalidType: 'El valor de «{field}» no es válido.',
      tooLong: 'El campo «{field}» no puede superar {max} caracteres.',
      tooShort: 'El campo «{field}» debe tener al menos {min} caracteres.',
      notInteger: 'El campo «{field}» debe ser un número entero.',
      tooSmall: 'El campo «{field}» debe ser como mínimo {min}.',
      tooBig: 'El campo «{field}» debe ser como máximo {max}.',
      notAbove: 'El campo «{field}» debe ser mayor que {min}.',
      notBelow: 'El campo «{field}» debe ser menor que {max}.',
      tooFewItems: 'El campo «{field}» debe tener al menos {min} elementos.',
      tooManyItems: 'El campo «{field}» no puede tener más de {max} elementos.',
    },
  },
  /** What the API answers when a catalogue resource does not exist. */
  api: {
    productNotFound: 'Producto no encontrado',
    storeNotFound: 'Tienda no encontrada',
    sectionNotFound: 'Sección no encontrada',
    tagNotFound: 'Etiqueta no encontrada',
    invalidId: 'El identificador no es válido.',
  },
  // Every image upload (platform/images.ts, platform/uploads.ts), whichever screen it comes from.
  upload: {
    formatNotAccepted: 'Este formato de imagen no se admite. Elige una foto {formats}.',
    tooManyPixels: 'La imagen es demasiado grande: no debe superar los {megapixels} megapíxeles.',
    busy: 'Estamos procesando muchas imágenes en este momento. Inténtalo de nuevo en unos segundos.',
    tooMany: 'Has subido muchas imágenes seguidas. Espera {minutes} minutos e inténtalo de nuevo.',
  },
  reviews: {
    saved: 'Gracias por tu reseña',
  },
  favorites: {
    added: 'Producto agregado a favoritos',
    removed: 'Producto eliminado de favoritos',
    // The profile's Favoritos section (spec section 2).
    title: 'Favoritos',
    loading: 'Cargando favoritos...',
    loadError: 'Error al cargar los favoritos',
    removeError: 'Error al eliminar el favorito',
    empty: 'Todavía no tienes productos favoritos.',
    remove: 'Quitar',
    removeNamed: 'Quitar {name} de favoritos',
  },
} as const;

const catalogue = { ...es, ...esApi };
export type ApiMessageKey = Leaves<typeof catalogue>;
export const t = translator(catalogue);
