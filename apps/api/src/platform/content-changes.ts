import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '../db/connection';

/** The channel on which a committed change to the storefront's content is announced. */
export const CONTENT_CHANNEL = 'plaza_content';

/**
 * Called inside the transaction of an operator's content write (hero, categories, sections, plans,
 * footer, documents): when it commits, every API process on the database, this one included,
 * drops the answers it shares with visitors (platform/response-cache.ts), so the storefront shows
 * the change at once rather than after the micro-cache's few seconds. A rolled-back write
 * announces nothing.
 */
export async function announceContentChange(tx: Pick<Database, 'execute'>): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, '')`);
}

/**
 * Listens from the app's start to its close. A notification lost while the listener reconnects
 * costs only the micro-cache's expiry (5 s), which still bounds what a visitor may see.
 */
export function onContentChange(app: FastifyInstance, listen: DatabaseHandle['listen'], forget: () => void) {
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    try {
      unlisten = await listen(CONTENT_CHANNEL, forget);
    } catch (error) {
      app.log.error({ err: error }, 'content changes: cannot listen; shared answers expire on their own');
    }
  });
  app.addHook('onClose', async () => {
    await unlisten?.();
  });
}
