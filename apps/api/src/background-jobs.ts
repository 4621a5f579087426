import type { Config } from './config';
import type { Database } from './db/connection';
import { expirePendingOrders } from './modules/orders/order-transitions';
import type { PeriodicJob } from './platform/periodic';
import { purgeExpiredLimits } from './platform/rate-limit';
import { purgeExpiredSessions } from './platform/sessions';

/**
 * What every API process does in the background (`runPeriodically` in server.ts): each job is safe
 * with several processes on one database doing it at once.
 */
export function backgroundJobs(db: Database, config: Config): PeriodicJob[] {
  return [
    // Orders pending payment for ORDER_PAYMENT_HOURS are cancelled and their stock returned, once.
    { name: 'order-expiry', everyMs: 60_000, run: () => expirePendingOrders(db, config.orderPaymentHours) },
    // Expired sessions and rate-limit windows are only clutter: a start-up purge is not enough for a long-running process.
    {
      name: 'purge-expired',
      everyMs: 60 * 60_000,
      run: async () => {
        await purgeExpiredSessions(db);
        await purgeExpiredLimits(db);
      },
    },
  ];
}
