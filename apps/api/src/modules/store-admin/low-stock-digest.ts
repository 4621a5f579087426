import { sql } from 'drizzle-orm';
import { marketDay } from '@plaza/domain/dates';
import { tp } from '@plaza/domain/messages/es-panel';
import type { Database } from '../../db/connection';
import { enqueueMail } from '../../platform/outbox';
import { plainMail } from '../auth/emails';
import { needsRestockSql } from './low-stock-rule';

type Executor = Pick<Database, 'execute'>;
const BATCH = 100;
/** Lines in one e-mail; the rest are one tap away on the filtered list. */
export const DIGEST_LINES = 50;

export type LowStockDigestContext = { now: Date; publicUrl: string };
/** One store's digest as the command reports it. */
export type DigestSent = { store: string; count: number; recipients: string[] };
export type LowStockDigestRun = { stores: DigestSent[]; mails: number };

type LowProduct = { id: number; name: string; stock: number; threshold: number };
type Recipient = { email: string; name: string };

/**
 * Stores that may owe a digest today: open for business (active, not suspended by Plaza, not
 * stopped by billing, not closed today for a holiday), with a product on sale that needs
 * restocking, and no digest yet this market day.
 */
const candidate = (today: string) => sql`
  s.active and s.suspended_at is null and s.billing_stopped is null
  and not (s.closed_from is not null and s.closed_from <= ${today} and coalesce(s.closed_until, ${today}) >= ${today})
  and exists (select 1 from products p where p.store_id = s.id and not p.hidden and p.archived_at is null and ${needsRestockSql})
  and not exists (select 1 from low_stock_digests d where d.store_id = s.id and d.sent_on >= ${today})`;

/**
 * The daily low-stock digest (decision 031), run by the background job every hour and by
 * `npm run admin -- low-stock-digest` at once, `now` from the injected clock. Each store gets at
 * most one a market day, listing its products on sale that need restocking, each with a link to
 * its edit form; and only when something got worse since the last digest (a product newly low, or
 * with fewer units than the digest reported), so an unchanged list is not mailed again every day.
 * Each store is one transaction on its digest row (locked: two runs at once send one digest), and
 * its e-mails are written in it through the outbox, so a retry or a crash sends nothing twice.
 */
export async function runLowStockDigest(db: Database, context: LowStockDigestContext): Promise<LowStockDigestRun> {
  const today = marketDay(context.now);
  const run: LowStockDigestRun = { stores: [], mails: 0 };
  let after = 0;
  for (;;) {
    const { rows } = await db.execute<{ id: number }>(sql`
      select s.id from stores s where ${candidate(today)} and s.id > ${after} order by s.id limit ${BATCH}`);
    for (const { id } of rows) {
      const sent = await db.transaction((tx) => digestStore(tx, id, today, context));
      if (sent) {
        run.stores.push(sent);
        run.mails += sent.recipients.length;
      }
      after = id;
    }
    if (rows.length < BATCH) return run;
  }
}

async function digestStore(tx: Executor, storeId: number, today: string, context: LowStockDigestContext): Promise<DigestSent | undefined> {
  // The row first (a parallel run waits here for this one's commit), then its lock.
  await tx.execute(sql`
    insert into low_stock_digests (store_id, sent_on, products, sent_at) values (${storeId}, '2000-01-01', '{}'::jsonb, ${context.now})
    on conflict do nothing`);
  const { rows: state } = await tx.execute<{ sent_on: string; products: Record<string, number> | string }>(sql`
    select sent_on::text as sent_on, products from low_stock_digests where store_id = ${storeId} for update`);
  if (state[0]!.sent_on >= today) return undefined;
  const reported = readReported(state[0]!.products);
  const { rows: low } = await tx.execute<LowProduct>(sql`
    select p.id, p.name, p.stock, p.low_stock_threshold as threshold from products p
    where p.store_id = ${storeId} and not p.hidden and p.archived_at is null and ${needsRestockSql}
    order by p.stock, p.name, p.id`);
  const now = Object.fromEntries(low.map((product) => [String(product.id), product.stock]));
  const worse = low.some((product) => reported[String(product.id)] === undefined || product.stock < reported[String(product.id)]!);
  const recipients = worse ? await recipientsOf(tx, storeId) : [];
  if (!worse || recipients.length === 0) {
    // Nothing new to tell (or no one to tell it): remember what is low now, so a later drop is news.
    await tx.execute(sql`update low_stock_digests set products = ${JSON.stringify(now)}::jsonb where store_id = ${storeId}`);
    return undefined;
  }
  const { rows: named } = await tx.execute<{ name: string }>(sql`select name from stores where id = ${storeId}`);
  const store = named[0]!.name;
  const { subject, paragraphs } = digestText(store, storeId, low, context.publicUrl);
  for (const to of recipients) await enqueueMail(tx, plainMail(to.email, to.name, subject, paragraphs));
  await tx.execute(sql`
    update low_stock_digests set sent_on = ${today}, products = ${JSON.stringify(now)}::jsonb, sent_at = ${context.now} where store_id = ${storeId}`);
  return { store, count: low.length, recipients: recipients.map((to) => to.email) };
}

/** jsonb arrives parsed from node-postgres and PGlite alike, but a text fallback costs nothing. */
function readReported(value: Record<string, number> | string): Record<string, number> {
  return typeof value === 'string' ? (JSON.parse(value) as Record<string, number>) : value;
}

/**
 * Who reads the digest: the owner and the store's accepted "Catálogo" members (they restock;
 * "Pedidos" members do not work on products), each with an active account, unless they switched
 * it off for themselves.
 */
async function recipientsOf(tx: Executor, storeId: number): Promise<Recipient[]> {
  const { rows } = await tx.execute<Recipient>(sql`
    select u.email, u.name from users u
    where u.deactivated_at is null and u.activated_at is not null
      and (u.id = (select owner_id from stores where id = ${storeId})
        or exists (select 1 from store_staff st where st.store_id = ${storeId} and st.user_id = u.id
          and st.accepted_at is not null and st.role = 'catalogue'))
      and not exists (select 1 from low_stock_digest_opt_outs o where o.store_id = ${storeId} and o.user_id = u.id)
    order by u.email`);
  return rows;
}

/** The e-mail: one line per product (fewest units first) with its edit form's address, then the filtered list's. */
export function digestText(store: string, storeId: number, low: LowProduct[], publicUrl: string) {
  const link = (path: string) => `${publicUrl}/seller/${path}${path.includes('?') ? '&' : '?'}store=${storeId}`;
  const lines = low.slice(0, DIGEST_LINES).map((product) => {
    const vars = { name: product.name, stock: product.stock, threshold: product.threshold, url: link(`products/${product.id}`) };
    return product.stock === 0 ? tp('lowStock.mailLineSoldOut', vars) : tp('lowStock.mailLine', vars);
  });
  return {
    subject: tp('lowStock.mailSubject', { store, count: low.length }),
    paragraphs: [
      tp('lowStock.mailIntro', { store }),
      ...lines,
      ...(low.length > DIGEST_LINES ? [tp('lowStock.mailMore', { count: low.length - DIGEST_LINES })] : []),
      tp('lowStock.mailList', { url: link('products?low_stock=1&status=visible') }),
      tp('lowStock.mailOptOut'),
    ],
  };
}
