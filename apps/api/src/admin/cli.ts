import { parseArgs } from 'node:util';
import pino from 'pino';
import { ConfigError, loadConfig, prepareDataDir } from '../config';
import { openDatabase } from '../db/connection';
import { createMailer } from '../platform/mail';
import { approveApplication, listApplications, rejectApplication } from '../modules/sellers/application-service';

const USAGE = `Uso:
  npm run admin -- applications [--status pending|approved|rejected]
  npm run admin -- approve <id>
  npm run admin -- reject <id> --reason "motivo"`;

/** The operator's commands: review seller applications and open approved stores. */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { reason: { type: 'string' }, status: { type: 'string', default: 'pending' } },
  });
  const [command, rawId] = positionals;
  const id = Number(rawId);
  if (!command || (command !== 'applications' && !(Number.isInteger(id) && id > 0))) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = prepareDataDir(loadConfig());
  const log = pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const mailer = createMailer(config, log);
  try {
    if (command === 'applications') {
      const rows = await listApplications(database.db, values.status);
      if (rows.length === 0) console.log(`No hay solicitudes con estado «${values.status}».`);
      for (const row of rows)
        console.log(
          [
            `#${row.id}  ${row.store_name}  (${row.category}, plan ${row.plan}, ${row.billing_period === 'yearly' ? 'anual' : 'mensual'}, ${row.currency})`,
            `     ${row.name} ${row.last_name} <${row.email}>${row.phone ? `  ${row.phone}` : ''}`,
            `     ${row.township}, ${row.province} · ${new Date(row.created_at).toISOString().slice(0, 16).replace('T', ' ')}`,
            `     ${row.description}`,
          ].join('\n'),
        );
      const awaiting = rows.filter((row) => row.awaiting_confirmation).map((row) => `#${row.id}`);
      if (awaiting.length > 0)
        console.log(`\nEsperan que la cuenta de su correo las confirme, y no se pueden aprobar hasta entonces: ${awaiting.join(', ')}.`);
    } else if (command === 'approve') {
      const outcome = await approveApplication(database.db, mailer, config, id);
      if (outcome.changed) console.log(`Solicitud #${id} aprobada: tienda en ${config.publicUrl}/stores/${outcome.slug}`);
      else console.log(`La solicitud #${id} ya estaba ${outcome.status === 'approved' ? 'aprobada' : 'rechazada'}: no se cambió nada.`);
    } else if (command === 'reject') {
      if (!values.reason?.trim()) {
        console.error('Indica el motivo con --reason "…": se envía al solicitante.');
        process.exit(2);
      }
      const outcome = await rejectApplication(database.db, mailer, id, values.reason.trim());
      console.log(outcome.changed ? `Solicitud #${id} rechazada y notificada.` : `La solicitud #${id} no está pendiente: no se cambió nada.`);
    } else {
      console.error(USAGE);
      process.exit(2);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
