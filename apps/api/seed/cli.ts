import { ConfigError, loadConfig, prepareDataDir } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { ensureSeeded } from './ensure-seeded';
import { growCatalogue } from './grow';

/**
 * `npm run seed [-- --products N]`: migrates, makes sure the reference data and (with SEED=demo)
 * the demo catalogue exist, and optionally adds N generated products for benchmarks.
 */

const MAX_PRODUCTS = 5_000_000;

const USAGE = `Uso: npm run seed [-- --products N]

  --products N   añade N productos generados (entero positivo, como máximo ${MAX_PRODUCTS.toLocaleString('es')})
  --help         muestra esta ayuda`;

type Arguments = { products?: number; help?: boolean };

function parseArguments(argv: readonly string[]): Arguments | { error: string } {
  const result: Arguments = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') {
      result.help = true;
      continue;
    }
    const inline = /^--products=(.*)$/.exec(arg);
    if (arg !== '--products' && !inline) return { error: `Opción desconocida: ${arg}` };
    const value = inline ? inline[1] : argv[++i];
    if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1) {
      return { error: `--products necesita un número entero positivo (se recibió: ${value === undefined ? 'nada' : `"${value}"`})` };
    }
    const products = Number(value);
    if (products > MAX_PRODUCTS) return { error: `--products admite como máximo ${MAX_PRODUCTS.toLocaleString('es')} productos` };
    result.products = products;
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
    const outcome = await ensureSeeded(handle, config, log);
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
