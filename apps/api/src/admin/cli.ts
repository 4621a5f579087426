import pino from 'pino';
import { ConfigError, loadConfig, prepareDataDir } from '../config';
import { openDatabase } from '../db/connection';
import { createMailer } from '../platform/mail';
import { parseCommand, runCommand } from './commands';
import { terminalLine } from './terminal';

/** The operator's commands: review seller applications and open approved stores. */
async function main() {
  const command = parseCommand(process.argv.slice(2));
  if ('error' in command) {
    console.error(command.error);
    process.exit(2);
  }
  const config = prepareDataDir(loadConfig());
  const log = pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const mailer = createMailer(config, log);
  try {
    await runCommand(command, { db: database.db, mailer, config }, (line) => console.log(line));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A database error can quote the values it failed on.
  const message = error instanceof ConfigError ? error.message : `Error: ${error instanceof Error ? error.message : String(error)}`;
  console.error(terminalLine`${message}`);
  process.exit(1);
});
