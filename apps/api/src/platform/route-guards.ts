import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route keeps answering under `MAINTENANCE=1` (the health check a load balancer asks). */
    openInMaintenance?: boolean;
  }
}

/**
 * Guards decide on the route the router matched, never on the raw URL: the router decodes
 * `/%61pi/...` to `/api/...` before matching, so a prefix test of `request.url` is walked around
 * by percent-encoding one letter. `routeOptions.url` is the path the route was registered with
 * (`/api/market/products/:id`), the same however the request spelled it; it is undefined when no
 * route matched, and such a request is answered 404 by the not-found handler and changes nothing.
 */
export const matchedRoute = (request: FastifyRequest): string | undefined => request.routeOptions.url;

export const isApiRoute = (request: FastifyRequest): boolean => matchedRoute(request)?.startsWith('/api/') === true;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A request to a route that may change something: every method but GET, HEAD and OPTIONS. */
export const changesState = (request: FastifyRequest): boolean => !SAFE_METHODS.has(request.method) && matchedRoute(request) !== undefined;

/** Under maintenance every API route answers 503, except those that stay open (the health check). */
export function registerMaintenanceGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (isApiRoute(request) && !request.routeOptions.config.openInMaintenance) throw fail('unavailable', 'errors.maintenance');
  });
}
