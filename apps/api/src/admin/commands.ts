import { parseArgs } from 'node:util';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import type { Mailer } from '../platform/mail';
import { approveApplication, listApplications, rejectApplication, type ApplicationRow } from '../modules/sellers/application-service';
import { terminalLine, terminalSafe } from './terminal';

export const USAGE = `Uso:
  npm run admin -- applications [--status pending|approved|rejected]
  npm run admin -- approve <id>
  npm run admin -- reject <id> --reason "motivo"`;

export type AdminCommand =
  | { name: 'applications'; status: string }
  | { name: 'approve'; id: number }
  | { name: 'reject'; id: number; reason: string };

/** The command the operator typed, or what to tell them instead (the usage, or the missing reason). */
export function parseCommand(args: string[]): AdminCommand | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { reason: { type: 'string' }, status: { type: 'string', default: 'pending' } } });
  } catch (error) {
    // Node's own message names the unknown option, as the operator typed it.
    return { error: `${terminalSafe(error instanceof Error ? error.message : String(error))}\n${USAGE}` };
  }
  const { positionals, values } = parsed;
  const [command, rawId] = positionals;
  if (command === 'applications') return { name: 'applications', status: values.status };
  const id = Number(rawId);
  if (!Number.isInteger(id) || id <= 0) return { error: USAGE };
  if (command === 'approve') return { name: 'approve', id };
  if (command !== 'reject') return { error: USAGE };
  const reason = values.reason?.trim();
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

/** Runs one of the operator's commands; every line goes to `print` already safe for a terminal. */
export async function runCommand(
  command: AdminCommand,
  { db, mailer, config }: { db: Database; mailer: Mailer; config: Config },
  print: (line: string) => void,
): Promise<void> {
  if (command.name === 'applications') {
    const rows = await listApplications(db, command.status);
    if (rows.length === 0) print(terminalLine`No hay solicitudes con estado «${command.status}».`);
    for (const row of rows) print(applicationLines(row));
    const awaiting = rows.filter((row) => row.awaiting_confirmation).map((row) => `#${row.id}`);
    if (awaiting.length > 0)
      print(terminalLine`\nEsperan que la cuenta de su correo las confirme, y no se pueden aprobar hasta entonces: ${awaiting.join(', ')}.`);
  } else if (command.name === 'approve') {
    const outcome = await approveApplication(db, mailer, config, command.id);
    if (outcome.changed) print(terminalLine`Solicitud #${command.id} aprobada: tienda en ${config.publicUrl}/stores/${outcome.slug}`);
    else print(terminalLine`La solicitud #${command.id} ya estaba ${outcome.status === 'approved' ? 'aprobada' : 'rechazada'}: no se cambió nada.`);
  } else {
    const outcome = await rejectApplication(db, mailer, command.id, command.reason);
    print(
      outcome.changed
        ? terminalLine`Solicitud #${command.id} rechazada y notificada.`
        : terminalLine`La solicitud #${command.id} no está pendiente: no se cambió nada.`,
    );
  }
}
