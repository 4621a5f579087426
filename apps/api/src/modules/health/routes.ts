import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail } from '../../platform/errors';

/** For load balancers and uptime checks: the process answers and the database does too. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const healthy = z.object({ status: z.literal('ok'), database: z.literal('ok') });
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', { schema: { response: { 200: healthy } } }, async () => {
    try {
      await app.deps.db.execute(sql`select 1`);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      throw fail('unavailable', 'errors.databaseUnavailable');
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });
};
