import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type * as NodemailerModule from 'nodemailer';
import type { SendMailOptions, SentMessageInfo, Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { ensurePrivateDir } from './private-dir';

export type Mail = { to: string; subject: string; text: string; html: string; link?: string };
/** A mail as the outbox hands it over: with the Message-ID it keeps on every attempt. */
export type OutgoingMail = Mail & { messageId: string };
/**
 * Delivers one message: resolves once the SMTP server accepted it (or its .eml file is written),
 * rejects otherwise. Only the outbox's sender calls it; everything else enqueues (platform/outbox.ts).
 */
export type Mailer = { send: (mail: OutgoingMail) => Promise<void>; close?: () => void };

/**
 * Bounds on one delivery, well inside the outbox's claim lease: a sender still talking to a slow
 * server must never see its message claimed and sent by another. (nodemailer's own defaults allow
 * 2 minutes to connect and 10 of silence.)
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000, dnsTimeout: 15_000 };
/** Messages in flight at once, each on its own connection to the SMTP server. */
export const SMTP_CONNECTIONS = 4;

type Nodemailer = typeof NodemailerModule;

/**
 * The transport, made on the first message: nodemailer (3 MB of V8 heap) is loaded then, not when
 * the server starts, since most processes send no mail for a long while (issue 25, memory).
 */
function onFirstMail(create: (nodemailer: Nodemailer) => Transporter) {
  let transport: Transporter | undefined;
  let loading: Promise<Transporter> | undefined;
  return {
    send: async (options: SendMailOptions): Promise<SentMessageInfo> => {
      loading ??= import('nodemailer').then((module) => (transport = create(module)));
      return (await loading).sendMail(options);
    },
    close: () => transport?.close(),
  };
}

/**
 * Real SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * DATA_DIR/outbox and its link is logged, so a local user can still follow it.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir'>, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    // One connection per message, not nodemailer's pool: the pool keeps a message queued while the
    // server is unreachable (past the outbox's lease, when another process may take it) and sends
    // it again itself when a connection drops mid-message (perhaps after the server took it). Here
    // every attempt ends, accepted or refused, within SMTP_TIMEOUTS, and only the outbox retries.
    const transport = onFirstMail((nodemailer) => nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }));
    return {
      async send(mail) {
        await transport.send({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
        });
        log.info({ to: mail.to, subject: mail.subject, messageId: mail.messageId }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = onFirstMail((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    async send(mail) {
      const info = await transport.send({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
      });
      ensurePrivateDir(config.outboxDir);
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      // Two messages to one address in the same millisecond: the second waits for the next one
      // rather than overwrite the first (names sort in the order the messages were written).
      for (;;) {
        const file = join(config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
        try {
          // Readable by Plaza's user only: a message holds a live activation or reset link.
          await writeFile(file, info.message as Buffer, { flag: 'wx', mode: 0o600 });
          log.info({ to: mail.to, subject: mail.subject, file, link: mail.link }, 'mail written to outbox');
          return;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
      }
    },
  };
}

/** `<key@domain>`, the domain taken from MAIL_FROM's address (a Message-ID's right part names its sender). */
export function messageIdFor(key: string, mailFrom: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'plaza.local';
  return `<${key}@${domain}>`;
}

type SmtpError = { code?: string; responseCode?: number; command?: string };

/**
 * Whether sending this message again can never succeed, so retrying stops: the server refused
 * the recipient or the message itself with a 5xx reply (RFC 5321's permanent failures; 503 is
 * only a bad command sequence), or nodemailer found the address unusable before sending. Every
 * other failure is transient: a refused or dropped connection, a timeout, any 4xx, and also a
 * 5xx to the login or to MAIL FROM, which are a configuration to fix, not a message to drop.
 */
export function isPermanentFailure(error: unknown): boolean {
  const { code, responseCode, command } = (error ?? {}) as SmtpError;
  if (code !== 'EENVELOPE' && code !== 'EMESSAGE') return false;
  if (responseCode === undefined) return command === 'API';
  const refused = responseCode >= 500 && responseCode < 600 && responseCode !== 503;
  return refused && (command === 'RCPT TO' || command === 'DATA');
}
