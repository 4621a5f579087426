import { parseArgs } from 'node:util';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { t } from '@plaza/domain/messages/es-mail';
import { outboxReport } from '../platform/outbox';
import { approveApplication, listApplications, rejectApplication, type ApplicationRow } from '../modules/sellers/application-service';
import { emailSchema } from '@plaza/domain/schemas/account';
import { createAdmin } from '../modules/users/user-admin-service';
import { resetFactor, secondFactorRequired } from '../modules/auth/second-factor';
import { ta } from '@plaza/domain/messages/es-admin';
import { tp } from '@plaza/domain/messages/es-panel';
import { runLowStockDigest } from '../modules/store-admin/low-stock-digest';
import { terminalLine, terminalSafe } from './terminal';

export const USAGE = `Uso:
  npm run admin -- applications [--status pending|approved|rejected]
  npm run admin -- approve <id>
  npm run admin -- reject <id> --reason "motivo"
  npm run admin -- mail
  npm run admin -- create-admin <correo>
  npm run admin -- reset-second-factor <correo>
  npm run admin -- low-stock-digest
  npm run admin -- backup <archivo> [--force]
  npm run admin -- restore <archivo> [--force]`;

export type AdminCommand =
  | { name: 'applications'; status: string }
  | { name: 'approve'; id: number }
  | { name: 'reject'; id: number; reason: string }
  | { name: 'mail' }
  | { name: 'low-stock-digest' }
  | { name: 'create-admin'; email: string }
  | { name: 'reset-second-factor'; email: string };

/** Backup and restore: they run without the database that the other commands open (backups/). */
export type FileCommand = { name: 'backup' | 'restore'; file: string; force: boolean };

export const isFileCommand = (command: AdminCommand | FileCommand): command is FileCommand => command.name === 'backup' || command.name === 'restore';

/** The command the operator typed, or what to tell them instead (the usage, or the missing reason). */
export function parseCommand(args: string[]): AdminCommand | FileCommand | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { reason: { type: 'string' }, status: { type: 'string', default: 'pending' }, force: { type: 'boolean', default: false } } });
  } catch (error) {
    // Node's own message names the unknown option, as the operator typed it.
    return { error: `${terminalSafe(error instanceof Error ? error.message : String(error))}\n${USAGE}` };
  }
  const { positionals, values } = parsed;
  const [command, rawId] = positionals;
  if (command === 'applications') return { name: 'applications', status: values.status };
  if (command === 'mail' && positionals.length === 1) return { name: 'mail' };
  if (command === 'low-stock-digest' && positionals.length === 1 && !values.force) return { name: 'low-stock-digest' };
  if (command === 'backup' || command === 'restore') {
    if (positionals.length !== 2 || !rawId) return { error: USAGE };
    return { name: command, file: rawId, force: values.force };
  }
  if (values.force) return { error: USAGE };
  if (command === 'create-admin' || command === 'reset-second-factor') {
    const email = emailSchema.safeParse(rawId ?? '');
    if (positionals.length !== 2 || !email.success) return { error: USAGE };
    return { name: command, email: email.data };
  }
  return parseDecision(command, rawId, values.reason);
}

/** `approve ID` or `reject ID --reason "…"` on a seller application. */
function parseDecision(command: string | undefined, rawId: string | undefined, rawReason: string | undefined): AdminCommand | { error: string } {
  const id = Number(rawId);
  if (!Number.isInteger(id) || id <= 0) return { error: USAGE };
  if (command === 'approve') return { name: 'approve', id };
  if (command !== 'reject') return { error: USAGE };
  const reason = rawReason?.trim();
  if (!reason) return { error: 'Indica el motivo con --reason "…": se envía al solicitante.' };
  return { name: 'reject', id, reason };
}

/** One application as the operator reads it: four lines, whatever its texts hold. */
export function applicationLines(row: ApplicationRow): string {
  const period = row.billing_period === 'yearly' ? 'anual' : 'mensual';
  const sent = new Date(row.created_at).toISOString().slice(0, 16).replace('T', ' ');
  return [
    terminalLine`#${row.id}  ${row.store_name}  (${row.category}, plan ${row.plan}, ${period}, ${row.currency})`,
    terminalLine`     ${row.name} ${row.last_name} <${row.email}>` + (row.phone ? terminalLine`  ${row.phone}` : ''),
    terminalLine`     ${row.township}, ${row.province} · ${sent}`,
    terminalLine`     ${row.description}`,
  ].join('\n');
}

/** The outbox as the operator reads it: counts, then each stuck message with the server's last answer. */
export async function printMail(db: Database, print: (line: string) => void) {
  const report = await outboxReport(db);
  const { pending, retrying, failed, sent } = report;
  print(terminalLine`${t('outbox.summary', { pending, retrying, failed, sent })}`);
  if (report.stuck.length === 0) return print(terminalLine`${t('outbox.none')}`);
  print(terminalLine`${t('outbox.stuckTitle')}`);
  for (const mail of report.stuck) {
    const created = new Date(mail.created_at).toISOString().slice(0, 16).replace('T', ' ');
    const next = mail.status === 'pending' ? ` → ${new Date(mail.next_attempt_at).toISOString().slice(0, 16).replace('T', ' ')}` : '';
    print(terminalLine`#${mail.id}  ${mail.status}  ${created}${next}  ${mail.attempts}×  <${mail.recipient}>  ${mail.subject}`);
    if (mail.last_error) print(terminalLine`     ${mail.last_error}`);
  }
}

/** Takes the second factor off an account whose owner lost the device and the recovery codes. */
async function printFactorReset(db: Database, config: Config, email: string, print: (line: string) => void) {
  const outcome = await resetFactor(db, config, email);
  const key = outcome === 'reset' ? 'done' : outcome === 'not_enabled' ? 'notEnabled' : 'noAccount';
  print(terminalLine`${ta(`ops.factorReset.${key}`, { email })}`);
  if (outcome === 'reset' && (await secondFactorRequired(db))) print(terminalLine`${ta('ops.factorReset.enrolAgain')}`);
}

/** Sends today's low-stock digests now (the job's run, same once-a-day rule) and says to whom. */
export async function printLowStockDigest(db: Database, config: Config, now: Date, print: (line: string) => void) {
  const run = await runLowStockDigest(db, { now, publicUrl: config.publicUrl });
  if (run.stores.length === 0) return print(terminalLine`${tp('lowStock.cliNone')}`);
  for (const sent of run.stores)
    print(terminalLine`${tp('lowStock.cliStore', { store: sent.store, count: sent.count, recipients: sent.recipients.join(', ') })}`);
  print(terminalLine`${tp('lowStock.cliDone', { stores: run.stores.length, mails: run.mails })}`);
}

/** Runs one of the operator's commands; every line goes to `print` already safe for a terminal. */
export async function runCommand(
  command: AdminCommand,
  { db, config, clock = () => new Date() }: { db: Database; config: Config; clock?: () => Date },
  print: (line: string) => void,
): Promise<void> {
  if (command.name === 'mail') {
    await printMail(db, print);
  } else if (command.name === 'low-stock-digest') {
    await printLowStockDigest(db, config, clock(), print);
  } else if (command.name === 'create-admin') {
    const outcome = await createAdmin(db, config, command.email);
    if (outcome.created) print(terminalLine`Cuenta de administrador creada para ${command.email}.`);
    else if (outcome.previousRole === 'admin') print(terminalLine`${command.email} ya era administrador.`);
    else print(terminalLine`${command.email} (${outcome.previousRole}) ahora es administrador.`);
    if (outcome.previousRole === 'seller') print(terminalLine`Sus tiendas siguen abiertas, pero ya no puede entrar en el panel del vendedor con esta cuenta.`);
    print(terminalLine`Enlace para elegir la contraseña enviado a ${command.email} (vale una hora).`);
  } else if (command.name === 'reset-second-factor') {
    await printFactorReset(db, config, command.email, print);
  } else if (command.name === 'applications') {
    const rows = await listApplications(db, command.status);
    if (rows.length === 0) print(terminalLine`No hay solicitudes con estado «${command.status}».`);
    for (const row of rows) print(applicationLines(row));
    const awaiting = rows.filter((row) => row.awaiting_confirmation).map((row) => `#${row.id}`);
    if (awaiting.length > 0)
      print(terminalLine`\nEsperan que la cuenta de su correo las confirme, y no se pueden aprobar hasta entonces: ${awaiting.join(', ')}.`);
  } else if (command.name === 'approve') {
    const outcome = await approveApplication(db, config, command.id);
    if (outcome.changed) print(terminalLine`Solicitud #${command.id} aprobada: tienda en ${config.publicUrl}/stores/${outcome.slug}`);
    else print(terminalLine`La solicitud #${command.id} ya estaba ${outcome.status === 'approved' ? 'aprobada' : 'rechazada'}: no se cambió nada.`);
  } else {
    const outcome = await rejectApplication(db, command.id, command.reason);
    print(
      outcome.changed
        ? terminalLine`Solicitud #${command.id} rechazada y notificada.`
        : terminalLine`La solicitud #${command.id} no está pendiente: no se cambió nada.`,
    );
  }
}
