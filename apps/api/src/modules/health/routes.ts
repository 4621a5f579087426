import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail } from '../../platform/errors';

/**
 * For load balancers and uptime checks: the process answers and the database does too. `replica`
 * tells whether visitors' reads go to the read replica (`ok`), fall back to the primary because
 * it does not answer (`down`), or none is configured (`none`): a process with a dead replica still
 * serves every request, so it stays healthy.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const healthy = z.object({ status: z.literal('ok'), database: z.literal('ok'), maintenance: z.boolean(), replica: z.enum(['none', 'ok', 'down']) });
  // Open under maintenance too: a load balancer must not take every process out while the site
  // shows its maintenance notice; `maintenance` tells an uptime check the switch is on.
  const options = { schema: { response: { 200: healthy } }, config: { openInMaintenance: true } };
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', options, async () => {
    try {
      await app.deps.db.execute(sql`select 1`);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      throw fail('unavailable', 'errors.databaseUnavailable');
    }
    return { status: 'ok' as const, database: 'ok' as const, maintenance: app.deps.config.maintenance, replica: app.replicaStatus() };
  });
};
