import pino from 'pino';
import { t } from '@plaza/domain/messages/es-mail';
import { ConfigError, loadConfig, prepareDataDir, type Config } from '../config';
import { DatabaseBusyError, openDatabase, type Database } from '../db/connection';
import { BackupRefused } from '../backups/archive';
import { takeBackup } from '../backups/backup';
import { restoreBackup } from '../backups/restore';
import { createMailer } from '../platform/mail';
import { lastOutboxId, MailSender, outboxReport } from '../platform/outbox';
import { isFileCommand, parseCommand, runCommand } from './commands';
import { terminalLine } from './terminal';

/**
 * The operator's commands: review seller applications and open approved stores, look at the mail
 * outbox, back up and restore.
 */
async function main() {
  const command = parseCommand(process.argv.slice(2));
  if ('error' in command) {
    console.error(command.error);
    process.exit(2);
  }
  if (isFileCommand(command)) {
    // Neither opens the database as the other commands do, nor creates anything in DATA_DIR first:
    // a backup reads it (through the server that holds it, with PGlite) and a restore refuses
    // what it would overwrite before it writes.
    const print = (line: string) => console.log(terminalLine`${line}`);
    if (command.name === 'backup') await takeBackup(loadConfig(), command.file, command.force, print);
    else await restoreBackup(loadConfig(), command.file, command.force, print);
    return;
  }
  const config = prepareDataDir(loadConfig());
  const log = pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  try {
    const before = await lastOutboxId(database.db);
    await runCommand(command, { db: database.db, config }, (line) => console.log(line));
    await deliverOwnMail(database.db, config, log, before);
  } finally {
    await database.close();
  }
}

/**
 * The CLI delivers the mail its command wrote (its outbox rows) before it exits, one attempt
 * each, so an approval's e-mail leaves at once even where no server runs (PGlite: the server
 * must be stopped for the CLI to open the database). What the SMTP server refuses for now stays
 * in the outbox with its retry time, and the server's sender retries it: on PostgreSQL the
 * running servers, on PGlite the server at its next start.
 */
async function deliverOwnMail(db: Database, config: Config, log: pino.Logger, before: number) {
  if ((await lastOutboxId(db)) === before) return;
  const mailer = createMailer(config, log);
  const sender = new MailSender({ db, mailer, log, mailFrom: config.mailFrom, retryMaxMs: config.mailRetryMaxMinutes * 60_000 });
  try {
    await sender.drain({ afterId: before });
  } finally {
    mailer.close?.();
  }
  const report = await outboxReport(db, { afterId: before });
  if (report.sent > 0) console.log(terminalLine`${t('outbox.delivered', { count: report.sent })}`);
  const waiting = report.stuck.filter((mail) => mail.status === 'pending');
  if (waiting.length > 0) console.log(terminalLine`${t('outbox.queued', { count: waiting.length, error: waiting[0]!.last_error ?? '' })}`);
}

main().catch((error: unknown) => {
  // A database error can quote the values it failed on.
  const message =
    error instanceof ConfigError || error instanceof BackupRefused || error instanceof DatabaseBusyError
      ? error.message
      : `Error: ${error instanceof Error ? error.message : String(error)}`;
  console.error(terminalLine`${message}`);
  process.exit(1);
});
