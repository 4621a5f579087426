import { sql } from 'drizzle-orm';
import { marketDay } from '@plaza/domain/dates';
import { QUEUE_ITEMS_SHOWN, SUSPENSION_REVIEW_DAYS, type QueueCounts, type QueueItems } from '@plaza/domain/schemas/queue';
import type { Database } from '../../db/connection';
import { toIso } from '../../platform/console-lists';
import { listApplications } from '../sellers/application-service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What waits for the operator, one condition per kind (decision 026), read by the counts and the
 * lists alike:
 * - a seller application still pending;
 * - a store on a paid plan whose paid-through day has passed (in its grace days or stopped by the
 *   billing job; a store its owner cancelled is not owed anything);
 * - a review with an open report (a shopper's or its store's owner's);
 * - a suspension begun, or last kept from the queue, SUSPENSION_REVIEW_DAYS or more ago.
 */
const overdueStores = (today: string) => sql`
  from stores s join store_plans sp on sp.id = s.plan_id
  where sp.price_monthly > 0 and s.paid_through < ${today}::date and s.billing_stopped is distinct from 'cancelled'`;

const reportedReviews = sql`from reviews r where exists (select 1 from review_reports rr where rr.review_id = r.id and rr.closed_at is null)`;

const suspensionsDue = (now: Date) => sql`
  from stores s where s.suspended_at is not null
    and coalesce(s.suspension_reviewed_at, s.suspended_at) <= ${new Date(now.getTime() - SUSPENSION_REVIEW_DAYS * DAY_MS).toISOString()}::timestamptz`;

/** GET /api/admin/queue: how many of each kind wait, and their sum (the console's badge). */
export async function queueCounts(db: Pick<Database, 'execute'>, now: Date): Promise<QueueCounts> {
  const { rows } = await db.execute<Record<keyof QueueCounts['counts'], number>>(sql`
    select (select count(*)::int from store_applications where status = 'pending') as applications,
      (select count(*)::int ${overdueStores(marketDay(now))}) as overdue,
      (select count(*)::int ${reportedReviews}) as reported_reviews,
      (select count(*)::int ${suspensionsDue(now)}) as suspensions`);
  const row = rows[0]!;
  const counts = {
    applications: Number(row.applications),
    overdue: Number(row.overdue),
    reported_reviews: Number(row.reported_reviews),
    suspensions: Number(row.suspensions),
  };
  return { success: true, counts, total: counts.applications + counts.overdue + counts.reported_reviews + counts.suspensions };
}

type ReportedRow = {
  review_id: number;
  product_name: string;
  store_name: string;
  author: string;
  rating: number;
  comment: string | null;
  hidden: boolean;
  reports: { reason: string; by_seller: boolean; created_at: string }[] | string;
};

/** GET /api/admin/queue/items: the oldest first of each kind, up to QUEUE_ITEMS_SHOWN. */
export async function queueItems(db: Database, now: Date): Promise<QueueItems> {
  const applications = (await listApplications(db, 'pending')).slice(0, QUEUE_ITEMS_SHOWN).map((row) => ({
    id: Number(row.id),
    store_name: row.store_name,
    name: row.name,
    last_name: row.last_name,
    email: row.email,
    plan_name: row.plan,
    awaiting_confirmation: Boolean(row.awaiting_confirmation),
    created_at: toIso(row.created_at),
  }));
  const { rows: overdue } = await db.execute<{ store_id: number; store_name: string; plan_name: string | null; paid_through: string; stopped: boolean }>(sql`
    select s.id as store_id, s.name as store_name, sp.name as plan_name, s.paid_through::text as paid_through, s.billing_stopped is not null as stopped
    ${overdueStores(marketDay(now))} order by s.paid_through, s.id limit ${QUEUE_ITEMS_SHOWN}`);
  const { rows: reported } = await db.execute<ReportedRow>(sql`
    select r.id as review_id, p.name as product_name, st.name as store_name, btrim(u.name || ' ' || u.last_name) as author, r.rating::int as rating,
      r.comment, r.hidden_at is not null as hidden,
      (select json_agg(json_build_object('reason', rr.reason, 'by_seller', rr.by_seller, 'created_at', rr.created_at) order by rr.created_at, rr.id)
        from review_reports rr where rr.review_id = r.id and rr.closed_at is null) as reports
    from reviews r join products p on p.id = r.product_id join stores st on st.id = p.store_id join users u on u.id = r.user_id
    where r.id in (select r.id ${reportedReviews})
    order by (select min(rr.created_at) from review_reports rr where rr.review_id = r.id and rr.closed_at is null), r.id
    limit ${QUEUE_ITEMS_SHOWN}`);
  const { rows: suspensions } = await db.execute<{ store_id: number; store_name: string; reason: string | null; suspended_at: Date | string; reviewed_at: Date | string | null }>(sql`
    select s.id as store_id, s.name as store_name, s.suspension_reason as reason, s.suspended_at, s.suspension_reviewed_at as reviewed_at
    ${suspensionsDue(now)} order by coalesce(s.suspension_reviewed_at, s.suspended_at), s.id limit ${QUEUE_ITEMS_SHOWN}`);
  return {
    success: true,
    applications,
    overdue: overdue.map((row) => ({ ...row, store_id: Number(row.store_id), stopped: Boolean(row.stopped) })),
    reported_reviews: reported.map((row) => ({
      ...row,
      review_id: Number(row.review_id),
      rating: Number(row.rating),
      hidden: Boolean(row.hidden),
      reports: (typeof row.reports === 'string' ? (JSON.parse(row.reports) as Exclude<ReportedRow['reports'], string>) : row.reports).map((report) => ({
        reason: report.reason,
        by_seller: Boolean(report.by_seller),
        created_at: toIso(report.created_at),
      })),
    })),
    suspensions: suspensions.map((row) => ({
      store_id: Number(row.store_id),
      store_name: row.store_name,
      reason: row.reason ?? '',
      suspended_at: toIso(row.suspended_at),
      reviewed_at: row.reviewed_at === null ? null : toIso(row.reviewed_at),
    })),
  };
}
