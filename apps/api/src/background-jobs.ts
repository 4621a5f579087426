import type { Config } from './config';
import type { Database } from './db/connection';
import { runBilling } from './modules/billing/billing-job';
import { billingContext } from './modules/billing/billing-service';
import { expirePendingOrders } from './modules/orders/order-transitions';
import { fitStoresOverPlan } from './modules/plans/plan-limits';
import { runLowStockDigest } from './modules/store-admin/low-stock-digest';
import type { PeriodicJob } from './platform/periodic';
import { purgeExpiredLimits } from './platform/rate-limit';
import { purgeExpiredSessions } from './platform/sessions';

/**
 * What every API process does in the background (`runPeriodically` in server.ts): each job is safe
 * with several processes on one database doing it at once.
 */
export function backgroundJobs(db: Database, config: Config, clock: () => Date = () => new Date()): PeriodicJob[] {
  return [
    // Orders pending payment for ORDER_PAYMENT_HOURS are cancelled and their stock returned, once.
    { name: 'order-expiry', everyMs: 60_000, run: () => expirePendingOrders(db, config.orderPaymentHours, config.publicUrl) },
    // Plan billing: requests whose period began, reminders 7 and 1 days before, the stop past the grace days; once each.
    {
      name: 'billing',
      everyMs: 10 * 60_000,
      run: () => runBilling(db, billingContext(config, clock)),
    },
    // Stores over their plan that no plan change fitted (limits that came with an upgrade of Plaza): hidden and paused, never deleted.
    { name: 'plan-fit', everyMs: 10 * 60_000, run: async () => void (await fitStoresOverPlan(db)) },
    // The daily low-stock digest (decision 031): hourly, but at most one per store and market day, and only with news.
    {
      name: 'low-stock-digest',
      everyMs: 60 * 60_000,
      run: async () => void (await runLowStockDigest(db, { now: clock(), publicUrl: config.publicUrl })),
    },
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
