import type { FastifyInstance } from 'fastify';

/**
 * Every answer of the plugin it is registered in carries `Cache-Control: no-store`: a signed-in
 * user's own data (a panel, the console, an account) is never kept by a browser or a proxy.
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
