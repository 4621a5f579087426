import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { fail } from '../../platform/errors';

/** For load balancers and uptime checks: the process answers and the database does too. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/health', async () => {
    try {
      await app.deps.db.execute(sql`select 1`);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      throw fail('unavailable', 'errors.databaseUnavailable');
    }
    return { status: 'ok', database: 'ok' };
  });
};
