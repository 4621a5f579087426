import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPostgres, type Database, type DatabaseHandle } from '../db/connection';
import { createTestDatabase, onPostgres } from '../test/database';
import { startMailbox } from '../test/mailbox';
import { createMailer, type Mail, type Mailer } from './mail';
import { enqueueMail, MAIL_CHANNEL, MailSender, purgeOutbox, retryDelayMs, type SenderOptions } from './outbox';
import { freePort } from '../test/free-port';

let database: DatabaseHandle & { url?: string };
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());
beforeEach(async () => {
  await db.execute(sql`delete from mail_outbox`);
});

const log = pino({ level: 'silent' });
const FROM = 'Plaza <no-responder@plaza.test>';
const message = (i: number, to = `cliente${i}@example.com`): Mail => ({ to, subject: `Mensaje ${i}`, text: `Texto ${i}`, html: `<p>Texto ${i}</p>` });
const smtp = (url: string) => createMailer({ smtpUrl: url, mailFrom: FROM, outboxDir: '' }, log);
const senders: MailSender[] = [];
/** A sender with retries a few milliseconds apart instead of minutes. */
function sender(mailer: Mailer, options: Partial<SenderOptions> = {}) {
  const created = new MailSender({ db, mailer, log, mailFrom: FROM, retryBaseMs: 20, retryMaxMs: 200, pollMs: 200, ...options });
  senders.push(created);
  return created;
}
afterAll(() => Promise.all(senders.map((s) => s.stop())));

async function enqueue(mails: Mail[]) {
  await db.transaction(async (tx) => {
    for (const mail of mails) await enqueueMail(tx, mail);
  });
}

type Row = { id: number; message_key: string; status: string; attempts: number; last_error: string | null; text_body: string; html_body: string; due: boolean };
async function outbox(): Promise<Row[]> {
  const { rows } = await db.execute<Row>(sql`
    select id, message_key, status, attempts, last_error, text_body, html_body, next_attempt_at <= now() as due from mail_outbox order by id`);
  return rows;
}

/** Waits for what a sender does on its own (not a timing assertion: only a bound on the wait). */
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}


describe('retryDelayMs', () => {
  it('waits 1, 2, 4… minutes up to the cap, each up to a quarter shorter at random', () => {
    const minute = 60_000;
    const exact = (attempts: number) => retryDelayMs(attempts, minute, 60 * minute, () => 0);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 40].map(exact)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60].map((m) => m * minute));
    expect(retryDelayMs(3, minute, 60 * minute, () => 0.999)).toBeGreaterThan(3 * minute);
    expect(retryDelayMs(3, minute, 60 * minute, () => 0.999)).toBeLessThan(4 * minute);
  });
});

describe('enqueueMail', () => {
  it('writes nothing, and wakes no sender, when its transaction rolls back', async () => {
    let heard = 0;
    const stop = await database.listen(MAIL_CHANNEL, () => heard++);
    try {
      // A PostgreSQL listener looks once when it connects.
      await new Promise((resolve) => setTimeout(resolve, 50));
      heard = 0;
      const failed = db.transaction(async (tx) => {
        await enqueueMail(tx, message(1));
        throw new Error('the order failed after its mail was written');
      });
      await expect(failed).rejects.toThrow('the order failed');
      expect(await outbox()).toEqual([]);

      await enqueue([message(2)]);
      await until('the commit to be heard', () => heard > 0);
      // Notifications come in commit order: the rolled-back one would have come first.
      expect(heard).toBe(1);
      expect((await outbox()).map((row) => row.status)).toEqual(['pending']);
    } finally {
      await stop();
    }
  });
});

describe('the sender, against a real SMTP server', () => {
  it('keeps retrying while the server is unreachable or busy, then delivers each message once', async () => {
    const port = await freePort();
    await enqueue([message(1), message(2), message(3)]);
    const mailer = smtp(`smtp://127.0.0.1:${port}`);
    const running = sender(mailer);
    await running.start(database.listen);

    // Nothing listens on the port: refused connections, retried later.
    await until('a second attempt at each', async () => (await outbox()).every((row) => row.attempts >= 2));
    const down = await outbox();
    expect(down.every((row) => row.status === 'pending' && /ECONNREFUSED|connect/i.test(row.last_error ?? ''))).toBe(true);

    // The server is back but busy: 421, still a transient refusal.
    const mailbox = await startMailbox({ port });
    try {
      mailbox.setMode('busy');
      await until('the busy server to refuse', () => mailbox.refusals >= 3);
      await until('the refusals to be recorded', async () => (await outbox()).every((row) => /421/.test(row.last_error ?? '')));
      expect(mailbox.messages).toEqual([]);

      mailbox.setMode('accept');
      await until('every message sent', async () => (await outbox()).every((row) => row.status === 'sent'));
      const rows = await outbox();
      expect([...mailbox.countsByMessageId()].sort()).toEqual(rows.map((row) => [`<${row.message_key}@plaza.test>`, 1]).sort());
      expect(mailbox.messages.map((mail) => mail.subject).sort()).toEqual(['Mensaje 1', 'Mensaje 2', 'Mensaje 3']);
      // What a link in it could still open is gone once it left.
      expect(rows.every((row) => row.text_body === '' && row.html_body === '' && row.last_error === null)).toBe(true);
    } finally {
      await running.stop();
      mailer.close?.();
      await mailbox.close();
    }
  });

  it('stops at a permanent refusal of the recipient and records it', async () => {
    const mailbox = await startMailbox();
    const mailer = smtp(mailbox.url);
    try {
      mailbox.setMode('unknown-user');
      await enqueue([message(1, 'no-existe@example.com')]);
      await sender(mailer).drain();
      const [row] = await outbox();
      expect(row).toMatchObject({ status: 'failed', attempts: 1, text_body: '', html_body: '' });
      expect(row!.last_error).toMatch(/550/);

      mailbox.setMode('accept');
      await sender(mailer).drain();
      expect((await outbox())[0]!.attempts).toBe(1);
      expect(mailbox.messages).toEqual([]);
    } finally {
      mailer.close?.();
      await mailbox.close();
    }
  });

  it('with two senders on two connections at once, delivers every message exactly once', async () => {
    const mailbox = await startMailbox({ delayMs: () => Math.floor(Math.random() * 4) });
    // On PostgreSQL the second sender has its own pool, as another process would; PGlite has one connection.
    const other = onPostgres ? await openPostgres(database.url!, 4) : undefined;
    const mailers = [smtp(mailbox.url), smtp(mailbox.url)];
    try {
      const total = 300;
      await enqueue(Array.from({ length: total }, (_, i) => message(i)));
      const delivered = [0, 0];
      const counting = (i: number): Mailer => ({ send: (mail) => mailers[i]!.send(mail).then(() => void delivered[i]!++) });
      await Promise.all([sender(counting(0)).drain(), sender(counting(1), { db: other?.db ?? db }).drain()]);

      const counts = mailbox.countsByMessageId();
      expect(counts.size).toBe(total);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect(delivered[0]! + delivered[1]!).toBe(total);
      expect(delivered.every((n) => n > 0)).toBe(true);
      expect((await outbox()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      for (const mailer of mailers) mailer.close?.();
      await other?.close();
      await mailbox.close();
    }
  });

  it('brings its workers back when mail comes due while one of them is still sending', async () => {
    // One message, held in the mailer: the sender's other workers find nothing due and end, as
    // when an outage's retries fall due one by one.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    let inFlight = 0;
    let most = 0;
    let sent = 0;
    const mailer: Mailer = {
      send: async () => {
        const wait = first ? held : new Promise<void>((resolve) => setTimeout(resolve, 200));
        first = false;
        most = Math.max(most, ++inFlight);
        await wait;
        inFlight--;
        sent++;
      },
    };
    await enqueue([message(0)]);
    const draining = sender(mailer, { concurrency: 4 }).drain();
    await until('the first message in the mailer', () => inFlight === 1);
    // The other three workers' claims have answered (empty) by now; the bound only keeps a slow
    // machine from letting them see the messages below, which would pass the test without the rule.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await enqueue(Array.from({ length: 8 }, (_, i) => message(i + 1)));
    release();
    await draining;
    expect(sent).toBe(9);
    // Four at a time again, not the one worker that was left.
    expect(most).toBe(4);
  });

  it('after a sender dies between the acceptance and the mark, sends again only once the lease is over, with the same Message-ID', async () => {
    const mailbox = await startMailbox();
    const mailer = smtp(mailbox.url);
    let resume!: () => void;
    const frozen = new Promise<void>((resolve) => (resume = resolve));
    // The server accepted; then the process stops (killed, frozen) before it marks the row.
    const dying: Mailer = { send: async (mail) => (await mailer.send(mail), await frozen) };
    try {
      await enqueue([message(1)]);
      const first = sender(dying, { leaseMs: 1_500 }).drain();
      await until('the first copy', () => mailbox.messages.length === 1);
      expect((await outbox())[0]).toMatchObject({ status: 'pending', attempts: 1, due: false });

      // While the lease lasts, another process finds nothing to send.
      const restarted = sender(mailer);
      await restarted.drain();
      expect(mailbox.messages).toHaveLength(1);

      await until('the lease to run out', async () => (await outbox())[0]!.due);
      await restarted.drain();
      expect(mailbox.messages).toHaveLength(2);
      expect(mailbox.messages[1]!.messageId).toBe(mailbox.messages[0]!.messageId);
      expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 2 });

      // The first sender coming back to life only marks again what is already sent.
      resume();
      await first;
      expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 2 });
      expect(mailbox.messages).toHaveLength(2);
    } finally {
      resume();
      mailer.close?.();
      await mailbox.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file named by time and address, in outbox order, with its Message-ID', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'plaza-outbox-'));
    try {
      await enqueue([message(1, 'ana@example.com'), message(2, 'ana@example.com'), message(3, 'luis@example.com')]);
      await sender(createMailer({ smtpUrl: undefined, mailFrom: FROM, outboxDir }, log), { concurrency: 1 }).drain();
      const files = readdirSync(outboxDir).sort();
      expect(files).toHaveLength(3);
      for (const file of files) expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-(ana|luis)@example\.com\.eml$/);
      const texts = files.map((file) => readFileSync(join(outboxDir, file), 'utf8'));
      expect(texts.map((text) => /^Subject: (.*)$/m.exec(text)?.[1])).toEqual(['Mensaje 1', 'Mensaje 2', 'Mensaje 3']);
      const keys = (await outbox()).map((row) => `Message-ID: <${row.message_key}@plaza.test>`);
      texts.forEach((text, i) => expect(text).toContain(keys[i]));
    } finally {
      rmSync(outboxDir, { recursive: true, force: true });
    }
  });
});

describe('purgeOutbox', () => {
  it('deletes sent rows after 7 days and failed ones after 30, never a pending one', async () => {
    await db.execute(sql`
      insert into mail_outbox (recipient, subject, text_body, html_body, status, sent_at, failed_at, created_at) values
        ('a@example.com', 'enviado hace 8 días', '', '', 'sent', now() - interval '8 days', null, now() - interval '8 days'),
        ('b@example.com', 'enviado hace 6 días', '', '', 'sent', now() - interval '6 days', null, now() - interval '6 days'),
        ('c@example.com', 'fallido hace 31 días', '', '', 'failed', null, now() - interval '31 days', now() - interval '32 days'),
        ('d@example.com', 'fallido hace 10 días', '', '', 'failed', null, now() - interval '10 days', now() - interval '10 days'),
        ('e@example.com', 'pendiente desde hace 40 días', 'x', 'x', 'pending', null, null, now() - interval '40 days')`);
    await purgeOutbox(db);
    const { rows } = await db.execute<{ subject: string }>(sql`select subject from mail_outbox order by id`);
    expect(rows.map((row) => row.subject)).toEqual(['enviado hace 6 días', 'fallido hace 10 días', 'pendiente desde hace 40 días']);
  });
});
