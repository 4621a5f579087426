import { ConfigError, loadConfig, prepareDataDir } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { createImageStore } from '../src/platform/image-store';
import { ensureSeeded } from './ensure-seeded';
import { addCustomers } from './customers';
import { growCatalogue } from './grow';

/**
 * `npm run seed [-- --products N] [--customers N]`: migrates, makes sure the reference data and
 * (with SEED=demo) the demo catalogue exist, and optionally adds N generated products and N
 * activated customers for benchmarks and load tests.
 */

const MAX = { products: 5_000_000, customers: 100_000 } as const;

const USAGE = `Uso: npm run seed [-- --products N] [--customers N]

  --products N    añade N productos generados (entero positivo, como máximo ${MAX.products.toLocaleString('es')})
  --customers N   añade N clientes activados, cliente1@plaza.local… con la contraseña del cliente de demostración (como máximo ${MAX.customers.toLocaleString('es')})
  --help          muestra esta ayuda`;

type Arguments = { products?: number; customers?: number; help?: boolean };

function parseArguments(argv: readonly string[]): Arguments | { error: string } {
  const result: Arguments = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') {
      result.help = true;
      continue;
    }
    const match = /^--(products|customers)(?:=(.*))?$/.exec(arg);
    if (!match) return { error: `Opción desconocida: ${arg}` };
    const option = match[1] as keyof typeof MAX;
    const value = match[2] ?? argv[++i];
    if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1) {
      return { error: `--${option} necesita un número entero positivo (se recibió: ${value === undefined ? 'nada' : `"${value}"`})` };
    }
    const count = Number(value);
    if (count > MAX[option]) return { error: `--${option} admite como máximo ${MAX[option].toLocaleString('es')}` };
    result[option] = count;
  }
  return result;
}

/** One line on stderr, redrawn in place on a terminal and every 10 % elsewhere (CI logs). */
function progressBar(label: string) {
  const started = Date.now();
  let lastDecile = -1;
  return (done: number, total: number) => {
    const fraction = total === 0 ? 1 : done / total;
    const seconds = (Date.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(done / seconds) : 0;
    const width = 30;
    const filled = Math.round(fraction * width);
    const line = `${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(fraction * 100).toFixed(0).padStart(3)} % ${done.toLocaleString('es')}/${total.toLocaleString('es')} · ${rate.toLocaleString('es')} filas/s`;
    if (process.stderr.isTTY) {
      process.stderr.write(`\r${line}`);
      if (done >= total) process.stderr.write('\n');
    } else {
      const decile = Math.floor(fraction * 10);
      if (decile !== lastDecile) {
        lastDecile = decile;
        process.stderr.write(`${line}\n`);
      }
    }
  };
}

async function main(): Promise<number> {
  const args = parseArguments(process.argv.slice(2));
  if ('error' in args) {
    console.error(`${args.error}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }

  let config;
  try {
    config = prepareDataDir(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  const started = Date.now();
  const log = (msg: string) => console.log(msg);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await handle.migrate();
    const images = await createImageStore(config);
    await images.check();
    const outcome = await ensureSeeded(handle, { seed: config.seed, images }, log);
    log(
      outcome === 'seeded'
        ? 'Datos de referencia y catálogo de demostración creados.'
        : outcome === 'already'
          ? 'La base de datos ya tenía tiendas: el catálogo de demostración no se ha vuelto a crear.'
          : 'Datos de referencia al día (SEED=none: sin catálogo de demostración).',
    );
    if (args.products) {
      log(`Generando ${args.products.toLocaleString('es')} productos…`);
      await growCatalogue(handle.db, { products: args.products, log, onProgress: progressBar('Productos') });
    }
    if (args.customers) log(`${(await addCustomers(handle.db, args.customers)).toLocaleString('es')} clientes de prueba añadidos.`);
    log(`Listo en ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.engine === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL'}).`);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('No se pudo completar el seed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
