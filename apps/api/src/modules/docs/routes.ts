import type { FastifyPluginAsync } from 'fastify';

/** The OpenAPI document of the whole API, as JSON; paste it in any OpenAPI viewer. */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/docs', { schema: { summary: 'Descripción OpenAPI 3 de la API' } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.swagger();
  });
};
