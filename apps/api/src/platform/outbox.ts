import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../db/connection';
import { isPermanentFailure, messageIdFor, SMTP_CONNECTIONS, type Mail, type Mailer } from './mail';

/**
 * E-mail that is never lost.
 *
 * `enqueueMail` writes a message to the `mail_outbox` table inside the caller's transaction: the
 * message exists if and only if the change that caused it committed. The transaction also
 * notifies MAIL_CHANNEL, which PostgreSQL (and PGlite) deliver at commit to every process
 * listening, so a sender starts on it at once; each sender also looks on its own at the next due
 * retry and at least every POLL_MS, so a missed notification only delays a message.
 *
 * A sender delivers a pending row in three steps, none inside a long transaction:
 *   1. claim: one statement (`FOR UPDATE SKIP LOCKED`, so concurrent senders in any number of
 *      processes take different rows) counts the attempt and moves `next_attempt_at` a lease
 *      (LEASE_MS) ahead, so no other sender takes the row while this one works on it;
 *   2. send, with the row's Message-ID (`<message_key@MAIL_FROM's domain>`, the same on every
 *      attempt), within timeouts far shorter than the lease (SMTP_TIMEOUTS);
 *   3. at once after the server's acceptance: mark the row sent (retried a few times if the
 *      database does not answer); on a refusal, schedule the next attempt with a growing delay
 *      (retryDelayMs), or record a permanent failure and stop (isPermanentFailure).
 *
 * The guarantee, exactly:
 * - Every committed message is handed to the SMTP server until it accepts it (at least once), or
 *   until it refuses it permanently, or until GIVE_UP_MS of transient failures have passed; the
 *   last two leave the row `failed` with the server's answer in `last_error`. An SMTP outage or
 *   a killed process only delays mail: an interrupted claim's lease runs out and the row is due again.
 * - A message the server accepted is never sent again by a sender that saw the acceptance: the
 *   very next step marks it sent, and nobody else may claim it during the lease.
 * - The one gap no SMTP client can close on its own: if the process dies (or the database stays
 *   unreachable through every retry of the mark) between the server's "250 accepted" and the
 *   mark's commit, or the connection drops after the server took the message but before its
 *   reply arrived, the row still looks unsent. When its lease runs out it is sent again, under
 *   the same Message-ID, so the receiving side can recognise the copy (mail clients and large
 *   providers drop a second message with a Message-ID they already have). That window is the
 *   time of one UPDATE; in it a message may arrive twice, never zero times.
 *
 * Bodies are erased when a row is sent or given up (they can hold an activation or reset link);
 * sent rows are deleted after KEEP_SENT_MS, failed ones after KEEP_FAILED_MS.
 */
export const MAIL_CHANNEL = 'plaza_mail';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const LEASE_MS = 5 * MINUTE;
export const POLL_MS = 30_000;
export const GIVE_UP_MS = 5 * DAY;
export const KEEP_SENT_MS = 7 * DAY;
export const KEEP_FAILED_MS = 30 * DAY;
const PURGE_EVERY_MS = 60 * MINUTE;

type Executor = Pick<Database, 'execute'>;

/** Writes one message to the outbox in the caller's transaction; it goes out after the commit. */
export async function enqueueMail(tx: Executor, mail: Mail): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    with queued as (
      insert into mail_outbox (recipient, subject, text_body, html_body, link)
      values (${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html}, ${mail.link ?? null})
      returning id)
    select id, pg_notify(${MAIL_CHANNEL}, '') from queued`);
  return rows[0]!.id;
}

/**
 * The wait before attempt number `attempts + 1`: 1 minute after the first failure, then 2, 4, 8…
 * up to `maxMs`, each up to a quarter shorter at random, so that messages refused together
 * (an outage) do not all come back in the same second.
 */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const doubled = baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30);
  return Math.round(Math.min(doubled, maxMs) * (1 - random() / 4));
}

export type SenderOptions = {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  mailFrom: string;
  /** The cap of the growing delay (MAIL_RETRY_MAX_MINUTES). */
  retryMaxMs: number;
  /** The first delay; a minute, shorter only in tests. */
  retryBaseMs?: number;
  leaseMs?: number;
  pollMs?: number;
  /** Messages in flight at once in this process. */
  concurrency?: number;
};

type Claimed = {
  id: number;
  message_key: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  link: string | null;
  attempts: number;
};

/** The outbox's sender: one per process, started with the app and stopped when it closes. */
export class MailSender {
  private readonly options: Required<Omit<SenderOptions, 'db' | 'mailer' | 'log' | 'mailFrom'>> & SenderOptions;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private lastPurge = 0;

  constructor(options: SenderOptions) {
    this.options = {
      ...options,
      retryBaseMs: options.retryBaseMs ?? MINUTE,
      leaseMs: options.leaseMs ?? LEASE_MS,
      pollMs: options.pollMs ?? POLL_MS,
      concurrency: options.concurrency ?? SMTP_CONNECTIONS,
    };
  }

  /** Listens for commits that enqueued (where the database can tell) and looks for due mail now. */
  async start(listen?: DatabaseHandle['listen']): Promise<void> {
    if (listen) {
      try {
        this.unlisten = await listen(MAIL_CHANNEL, () => this.wake());
      } catch (error) {
        this.options.log.error({ err: error }, 'mail sender: cannot listen for new mail; polling only');
      }
    }
    this.wake();
  }

  /** Delivers what is due, now or right after the round in progress. */
  wake(): void {
    if (this.stopped) return;
    this.again = true;
    this.running ??= this.rounds().finally(() => {
      this.running = undefined;
      if (this.again) this.wake();
      else this.schedule();
    });
  }

  /** Stops listening and polling; resolves when the messages in flight are settled. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.unlisten?.();
    await this.running;
  }

  /**
   * Delivers every message due now (the admin CLI: only those after `afterId`) and resolves when
   * none is left, the round this sender had in progress included. Messages that failed and wait
   * for a retry are not due: they stay for later.
   */
  async drain(filter: { afterId?: number } = {}): Promise<void> {
    for (;;) {
      await this.running;
      const delivered = await this.deliverDue(filter);
      if (delivered === 0 && !this.running) return;
    }
  }

  private async rounds() {
    while (this.again && !this.stopped) {
      this.again = false;
      try {
        await this.deliverDue();
        await this.purge();
      } catch (error) {
        // The database is away: the next poll tries again.
        this.options.log.error({ err: error }, 'mail sender: round failed');
        return;
      }
    }
  }

  /** Sleeps until the next retry falls due, or a poll at most, whichever is first. */
  private schedule() {
    if (this.stopped) return;
    const { db, pollMs } = this.options;
    clearTimeout(this.timer);
    void db
      .execute<{ wait_ms: number | null }>(sql`
        select (extract(epoch from min(next_attempt_at) - now()) * 1000)::float8 as wait_ms
        from mail_outbox where status = 'pending'`)
      .then(({ rows }) => rows[0]?.wait_ms ?? pollMs, () => pollMs)
      .then((waitMs) => {
        if (this.stopped || this.running) return;
        clearTimeout(this.timer);
        this.timer = setTimeout(() => this.wake(), Math.min(Math.max(waitMs, 0) + 5, pollMs));
        this.timer.unref();
      });
  }

  /**
   * Runs up to `concurrency` workers, each claiming one row at a time, until none is due; answers
   * how many were tried. A worker that finds no due row ends, and one that finds a row starts
   * another while fewer than `concurrency` run: after an outage, rows come due one by one as their
   * retries fall due, and without that the round went on with the one worker that kept finding
   * them, at a quarter of the rate (500 orders' mail took four times as long to go out after an SMTP outage).
   */
  private async deliverDue(filter: { afterId?: number } = {}): Promise<number> {
    let tried = 0;
    let active = 0;
    const workers: Promise<void>[] = [];
    const start = () => {
      active++;
      workers.push(worker());
    };
    const worker = async () => {
      try {
        while (!this.stopped) {
          const row = await this.claim(filter.afterId ?? 0);
          if (!row) return;
          tried++;
          if (active < this.options.concurrency) start();
          await this.deliver(row);
        }
      } finally {
        active--;
      }
    };
    for (let i = 0; i < this.options.concurrency; i++) start();
    // Workers start only from a running worker, so once every one in the list has ended, all have.
    for (let i = 0; i < workers.length; i++) await workers[i];
    return tried;
  }

  private async claim(afterId: number): Promise<Claimed | undefined> {
    const { rows } = await this.options.db.execute<Claimed>(sql`
      update mail_outbox set attempts = attempts + 1, last_attempt_at = now(),
        next_attempt_at = now() + ${this.options.leaseMs}::float8 * interval '1 millisecond'
      where id = (
        select id from mail_outbox
        where status = 'pending' and next_attempt_at <= now() and id > ${afterId}
        order by next_attempt_at, id limit 1
        for update skip locked)
      returning id, message_key, recipient, subject, text_body, html_body, link, attempts`);
    return rows[0];
  }

  private async deliver(row: Claimed) {
    const { mailer, mailFrom } = this.options;
    try {
      await mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        link: row.link ?? undefined,
        messageId: messageIdFor(row.message_key, mailFrom),
      });
    } catch (error) {
      await this.refused(row, error);
      return;
    }
    await this.markSent(row);
  }

  /** Nothing may come between the server's acceptance and this; see the guarantee above. */
  private async markSent(row: Claimed) {
    const { db, log } = this.options;
    for (let attempt = 1; ; attempt++) {
      try {
        await db.execute(sql`
          update mail_outbox set status = 'sent', sent_at = now(), last_error = null, text_body = '', html_body = '', link = null
          where id = ${row.id}`);
        return;
      } catch (error) {
        if (attempt === 5) {
          log.error({ err: error, id: row.id }, 'mail sender: the server accepted a message that cannot be marked sent; it will be sent again');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, attempt * 1_000));
      }
    }
  }

  /**
   * A refusal is recorded only while the row is still this attempt's: if the lease ran out and
   * another sender claimed the row since (its attempt counted), that sender's lease stands.
   */
  private async refused(row: Claimed, error: unknown) {
    const { db, log, retryBaseMs, retryMaxMs } = this.options;
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    if (isPermanentFailure(error)) {
      log.warn({ id: row.id, to: row.recipient, err: reason }, 'mail refused for good');
      await db.execute(sql`
        update mail_outbox set status = 'failed', failed_at = now(), last_error = ${reason}, text_body = '', html_body = '', link = null
        where id = ${row.id} and status = 'pending' and attempts = ${row.attempts}`);
      return;
    }
    const delay = retryDelayMs(row.attempts, retryBaseMs, retryMaxMs);
    log.warn({ id: row.id, to: row.recipient, attempts: row.attempts, retryInMs: delay, err: reason }, 'mail not sent; will retry');
    await db.execute(sql`
      update mail_outbox set last_error = ${reason},
        next_attempt_at = now() + ${delay}::float8 * interval '1 millisecond',
        status = case when created_at < now() - ${GIVE_UP_MS}::float8 * interval '1 millisecond' then 'failed' else 'pending' end,
        failed_at = case when created_at < now() - ${GIVE_UP_MS}::float8 * interval '1 millisecond' then now() end
      where id = ${row.id} and status = 'pending' and attempts = ${row.attempts}`);
  }

  /** Deletes old sent and failed rows, once an hour per process (any process may; it is idempotent). */
  private async purge() {
    if (Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    await purgeOutbox(this.options.db);
  }
}

export async function purgeOutbox(db: Executor): Promise<void> {
  await db.execute(sql`
    delete from mail_outbox
    where (status = 'sent' and sent_at < now() - ${KEEP_SENT_MS}::float8 * interval '1 millisecond')
      or (status = 'failed' and failed_at < now() - ${KEEP_FAILED_MS}::float8 * interval '1 millisecond')`);
}

/** The last row's id now: what a command enqueues afterwards has a greater one. */
export async function lastOutboxId(db: Executor): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from mail_outbox`);
  return rows[0]!.id;
}

export type StuckMail = {
  id: number;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  next_attempt_at: Date | string;
  last_error: string | null;
  created_at: Date | string;
};

/**
 * What the operator needs to see of the outbox: counts, and the messages that are stuck (pending
 * after at least one refusal, or failed in the last KEEP_FAILED_MS), oldest first.
 */
export async function outboxReport(db: Executor, filter: { afterId?: number } = {}) {
  const afterId = filter.afterId ?? 0;
  const { rows: counts } = await db.execute<{ pending: number; retrying: number; failed: number; sent: number }>(sql`
    select count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where status = 'pending' and last_error is not null)::int as retrying,
      count(*) filter (where status = 'failed')::int as failed,
      count(*) filter (where status = 'sent')::int as sent
    from mail_outbox where id > ${afterId}`);
  const { rows: stuck } = await db.execute<StuckMail>(sql`
    select id, recipient, subject, status, attempts, next_attempt_at, last_error, created_at from mail_outbox
    where id > ${afterId} and ((status = 'pending' and last_error is not null) or status = 'failed')
    order by created_at, id limit 50`);
  return { ...counts[0]!, stuck };
}
