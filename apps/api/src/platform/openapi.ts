import fastifySwagger from '@fastify/swagger';
import type { FastifyContextConfig, FastifyInstance, FastifyPluginAsync, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@plaza/domain/schemas/session';
import { apiOperations } from './api-operations';
import { CSRF_COOKIE } from './csrf';
import { SESSION_COOKIE } from './sessions';

/*
 * The OpenAPI document is for developers and operators, not shoppers: its texts live here rather
 * than in the storefront's message catalogue, which every visitor downloads.
 */

/**
 * The areas a reader looks for a call in (`x-tagGroups`, which Redoc and Redocly show as groups):
 * what a shopper's browser calls, a customer's account, a seller's panel, the operator's console,
 * and the service itself (health, this document).
 */
const areas = ['Mercado', 'Cuenta', 'Panel de tienda', 'Consola', 'Servicio'] as const;

/** One tag per module, in the order the document lists them, with the area it belongs to. */
const moduleTags = {
  health: ['Salud', 'Estado del servicio y de su base de datos, para balanceadores y monitores.', 'Servicio'],
  session: ['Sesión', 'Token CSRF, usuario de la sesión actual y cierre de sesión.', 'Cuenta'],
  auth: ['Cuentas', 'Registro, activación, inicio de sesión y restablecimiento de la contraseña.', 'Cuenta'],
  reference: ['Datos de referencia', 'Categorías, provincias y municipios, monedas y planes de tienda.', 'Mercado'],
  sections: ['Portada y secciones', 'Carrusel de portada, secciones personalizadas y reseñas recientes.', 'Mercado'],
  stores: ['Tiendas', 'Listados de tiendas, detalle de una tienda, sus etiquetas y categorías.', 'Mercado'],
  products: ['Productos', 'Detalle de productos, novedades, ofertas, tendencias y reseñas.', 'Mercado'],
  search: ['Búsqueda', 'Búsqueda global o dentro de una tienda, y sugerencias mientras se escribe.', 'Mercado'],
  customer: ['Favoritos y reseñas', 'Lo que un cliente con sesión dice de los productos.', 'Cuenta'],
  orders: ['Pedidos', 'Métodos de pago, validación de cupones, creación e historial de pedidos.', 'Mercado'],
  secondFactor: ['Verificación en dos pasos', 'TOTP (RFC 6238): activarla con un código QR y un primer código, códigos de recuperación, desactivarla, y el paso del código al iniciar sesión.', 'Cuenta'],
  profile: ['Perfil', 'Datos e imagen del perfil del cliente.', 'Cuenta'],
  referrals: ['Referidos', 'Enlaces de referido de un cliente y su resolución.', 'Cuenta'],
  sellers: ['Vendedores', 'Solicitud para abrir una tienda.', 'Panel de tienda'],
  storeAdmin: ['Panel del vendedor', 'Las tiendas de un vendedor con rol seller: perfil, logo y portada, métodos de pago, cupones y resumen. Solo las tiendas propias: otra tienda responde 404.', 'Panel de tienda'],
  team: ['Equipo de tienda', 'Aceptar la invitación al equipo de una tienda, con la cuenta del correo al que llegó.', 'Panel de tienda'],
  storeAdminCatalogue: ['Panel del vendedor: catálogo', 'Productos, imágenes y etiquetas de una tienda, para su dueño. Solo las tiendas propias: otra tienda responde 404.', 'Panel de tienda'],
  storeAdminBilling: ['Panel del vendedor: facturación', 'El plan, el período, la fecha pagada y los pagos de una tienda; pedir un cambio de plan o cancelar para el próximo período. Solo las tiendas propias: otra tienda responde 404.', 'Panel de tienda'],
  storeAdminHistory: ['Panel del vendedor: historial', 'Los cambios de un producto, un pedido o la propia tienda, leídos del registro de cambios: nombres, importes con su moneda, sin los datos que solo ve el operador. Solo las tiendas propias: otra tienda responde 404.', 'Panel de tienda'],
  storeAdminReviews: ['Panel del vendedor: reseñas', 'Denunciar una reseña de un producto de la tienda: la decide el equipo de Plaza. Solo las tiendas propias: otra tienda responde 404.', 'Panel de tienda'],
  adminQueue: ['Consola: pendientes', 'Lo que espera al operador (solicitudes, tiendas con el plan vencido, reseñas denunciadas, suspensiones por revisar), con la decisión de cada elemento. Solo administradores.', 'Consola'],
  adminSession: ['Consola: sesión', 'El operador con sesión, para que la consola sepa quién la abre. Solo administradores: cualquier otro usuario recibe 403.', 'Consola'],
  adminSecurity: ['Consola: seguridad', 'Si la consola exige la verificación en dos pasos a los operadores. Solo administradores.', 'Consola'],
  adminDashboard: ['Consola: resumen', 'Tiendas, productos, clientes, pedidos y ventas por moneda de hoy y de la semana, solicitudes pendientes. Solo administradores.', 'Consola'],
  adminApplications: ['Consola: solicitudes', 'Solicitudes para abrir una tienda: listar, aprobar y rechazar. Solo administradores.', 'Consola'],
  adminUsers: ['Consola: usuarios', 'Buscar cuentas, desactivarlas y reactivarlas, reenviar la activación. Solo administradores.', 'Consola'],
  adminReviews: ['Consola: reseñas', 'Todas las reseñas; ocultarlas o mostrarlas recalcula las valoraciones. Solo administradores.', 'Consola'],
  adminAudit: ['Consola: auditoría', 'Cada escritura de un vendedor o de un administrador: quién, cuándo, qué, antes y después. Solo administradores.', 'Consola'],
  adminStores: ['Consola: tiendas', 'Búsqueda de tiendas, suspensión con motivo y reapertura, plan y período de facturación. Solo para administradores: cualquier otro usuario recibe 403.', 'Consola'],
  adminBilling: ['Consola: facturación', 'Pagos del plan de una tienda, cobrados fuera de Plaza (transferencia, Transfermóvil, EnZona, efectivo): registrar uno mueve la fecha pagada un período. Solo administradores.', 'Consola'],
  footer: ['Pie de página', 'Datos de contacto y redes sociales del sitio.', 'Mercado'],
  documents: ['Documentos legales', 'Política de privacidad y términos y condiciones, en Markdown.', 'Mercado'],
  docs: ['Documentación', 'Esta descripción OpenAPI de la API.', 'Servicio'],
  adminPayouts: ['Consola: pagos a referidos', 'Lo que cada tienda debe a cada referido por moneda (comisiones de pedidos pagados menos pagos registrados) y su estado de cuenta en CSV. Solo lectura, solo administradores.', 'Consola'],
  adminContent: ['Consola: contenido', 'Carrusel de portada, categorías, secciones, planes, pie de página y documentos legales, para quien administra Plaza (rol admin; cualquier otro recibe 403).', 'Consola'],
} as const satisfies Record<string, readonly [string, string, (typeof areas)[number]]>;

export type ModuleTag = keyof typeof moduleTags;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A body the handler reads itself (an upload), so no schema validates it: described for the document only. */
    documentedBody?: { contentType: string; schema: Record<string, unknown> };
  }
}

/** The `documentedBody` of an upload: a multipart form whose one required part `field` is the file, described by `description`. */
export function multipartFile(field: string, description: string): NonNullable<FastifyContextConfig['documentedBody']> {
  return {
    contentType: 'multipart/form-data',
    schema: { type: 'object', properties: { [field]: { type: 'string', format: 'binary', description } }, required: [field] },
  };
}

/** The security requirement of calls that need a signed-in customer; the CSRF part is added for writes. */
export const signedIn = [{ session: [] }] as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const csrfRequirement = { csrfCookie: [], csrfToken: [], ajaxMarker: [] };
/** Only the API and the legal documents are described: images and the web app's pages are not calls. */
const documented = /^\/(api|mark)\//;

const errorAnswer = errorSchema.meta({ description: 'Error, con el mensaje en español' });
const anyAnswer = z.unknown().meta({ description: 'Respuesta correcta' });

type Security = NonNullable<FastifySchema['security']>;

/**
 * Every state-changing /api call is checked by the CSRF guard, so its requirement follows from the
 * method; a read that names no requirement is public, and says so (`[]`).
 */
function securityOf(method: string, url: string, own: Security | undefined): Security {
  if (SAFE_METHODS.has(method) || !url.startsWith('/api/')) return own ?? [];
  return own?.length ? own.map((requirement) => ({ ...requirement, ...csrfRequirement })) : [csrfRequirement];
}

/** The stable name and summary of a call (platform/api-operations.ts), looked up as the document writes its path. */
function operationOf(method: string, url: string, own: FastifySchema | undefined) {
  const [operationId, summary] = apiOperations[`${method} ${url.replace(/:(\w+)/g, '{$1}')}`] ?? [];
  return { ...(operationId ? { operationId } : {}), ...(own?.summary ?? summary ? { summary: own?.summary ?? summary } : {}) };
}

/** The module tags of each area, for `x-tagGroups`. */
const tagGroups = areas.map((area) => ({
  name: area,
  tags: Object.values(moduleTags)
    .filter(([, , tagArea]) => tagArea === area)
    .map(([name]) => name),
}));

/** A module's routes, each tagged with the module's tag. */
export function taggedModule(tag: ModuleTag, routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: [moduleTags[tag][0]] };
    });
    await scope.register(routes);
  };
}

/**
 * Collects every route registered after it and describes it from the zod schemas the route
 * validates with. Register it before the routes.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      servers: [{ url: publicUrl, description: 'Este sitio (PUBLIC_URL)' }],
      info: {
        title: 'Plaza API',
        version: '1.0.0',
        description: [
          'API de Plaza, el mercado en línea de varias tiendas: catálogo, búsqueda, cuentas, pedidos, perfil y referidos.',
          '',
          'Las respuestas son JSON. Los errores responden `{ "success": false, "message": "<texto en español>" }` con el estado HTTP que corresponde: 400 datos no válidos, 401 sin sesión, 403 acceso denegado o CSRF, 404 no encontrado, 409 conflicto, 413 demasiado grande, 429 demasiadas solicitudes (con `Retry-After`) y 503 mantenimiento.',
          '',
          `La sesión es una cookie httpOnly (\`${SESSION_COOKIE}\`) que fija \`POST /api/auth/login\`. Toda llamada que cambia datos (POST, PATCH, DELETE) debe llevar además la cabecera \`X-CSRF-Token\` con el token de \`GET /api/auth/csrf-token\`, la cookie \`${CSRF_COOKIE}\` que esa misma llamada fija, y \`X-Requested-With: XMLHttpRequest\`; si falta alguna, responde 403.`,
        ].join('\n'),
      },
      tags: Object.values(moduleTags).map(([name, description]) => ({ name, description })),
      // A vendor extension, which @fastify/swagger copies but does not type.
      ...({ 'x-tagGroups': tagGroups } as object),
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'Sesión del cliente: cookie httpOnly fijada por POST /api/auth/login y borrada por POST /api/auth/customer/logout.',
          },
          csrfCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: CSRF_COOKIE,
            description: 'Mitad secreta del doble envío CSRF: cookie httpOnly que fija GET /api/auth/csrf-token.',
          },
          csrfToken: {
            type: 'apiKey',
            in: 'header',
            name: 'X-CSRF-Token',
            description: 'El csrf_token que responde GET /api/auth/csrf-token; obligatorio en toda llamada que cambia datos.',
          },
          ajaxMarker: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Requested-With',
            description: 'Siempre XMLHttpRequest; obligatorio en toda llamada que cambia datos.',
          },
        },
      },
    },
    transform: (document) => {
      const { url, route } = document;
      if (!documented.test(url)) return { schema: { hide: true }, url };
      // Every answer but a success has the error shape; it goes through the same zod conversion.
      const own = (document.schema?.response ?? {}) as Record<string, unknown>;
      const answers = Object.keys(own).some((status) => status.startsWith('2')) ? own : { 200: anyAnswer, ...own };
      const withErrors = { ...document.schema, response: { ...answers, '4XX': errorAnswer, '5XX': errorAnswer } };
      const transformed = jsonSchemaTransform({ ...document, schema: withErrors });
      const response = transformed.schema.response as Record<string, { description?: string }>;
      for (const [status, answer] of Object.entries(response))
        if (!answer.description) response[status] = { ...answer, description: 'Respuesta correcta' };
      const method = String(route.method);
      const security = securityOf(method, url, document.schema?.security);
      const body = route.config?.documentedBody;
      return {
        url,
        schema: {
          ...transformed.schema,
          ...operationOf(method, url, document.schema),
          security,
          ...(body ? { body: body.schema, consumes: [body.contentType] } : {}),
        } as FastifySchema,
      };
    },
  });
}
