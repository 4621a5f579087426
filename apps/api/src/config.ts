import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { ensurePrivateDir } from './platform/private-dir';

/** Every setting Plaza reads from the environment, parsed and checked in one place. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar por postgres:// o postgresql://')
    .optional(),
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar por postgres:// o postgresql://')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'debe ser una URL http:// o https://' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'debe empezar por smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Plaza <no-responder@plaza.local>'),
  MAIL_RETRY_MAX_MINUTES: z.coerce.number().int('debe ser un número entero de minutos').min(1).max(1440).default(60),
  MAINTENANCE: z.enum(['0', '1', 'true', 'false', '']).default('0'),
  SEED: z.enum(['demo', 'none']).default('demo'),
  SESSION_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('0'),
  /** Hours an order may stay pending payment before the expiry job cancels it and returns its stock. */
  ORDER_PAYMENT_HOURS: z.coerce
    .number({ error: 'debe ser un número de horas' })
    .int('debe ser un número entero de horas')
    .min(1, 'debe ser al menos 1 hora')
    .max(24 * 365, 'debe ser como mucho un año (8760 horas)')
    .default(72),
  /** Days an unpaid store keeps taking orders after its paid-through date before the billing job stops it. */
  BILLING_GRACE_DAYS: z.coerce
    .number({ error: 'debe ser un número de días' })
    .int('debe ser un número entero de días')
    .min(0, 'no puede ser negativo')
    .max(90, 'debe ser como mucho 90 días')
    .default(7),
  /** Pages the server renders at once (each with its own query client); more wait their turn. */
  /** Seconds a process stopping on SIGTERM has to answer the requests in flight and finish its jobs. */
  SHUTDOWN_SECONDS: z.coerce
    .number({ error: 'debe ser un número de segundos' })
    .int('debe ser un número entero de segundos')
    .min(1, 'debe ser al menos 1 segundo')
    .max(600, 'debe ser como mucho 600 segundos')
    .default(10),
  RENDER_CONCURRENCY: z.coerce.number({ error: 'debe ser un número' }).int('debe ser un número entero').min(1, 'debe ser al menos 1').max(64, 'debe ser como mucho 64').default(8),
  /** Images in an S3-compatible bucket instead of DATA_DIR/images (see `s3Settings`). */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'debe ser un nombre de bucket: de 3 a 63 minúsculas, cifras, puntos o guiones')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'debe ser una URL http:// o https:// (la del servicio, sin el bucket)' }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, "debe ser una región como us-east-1 (o 'auto' en Cloudflare R2)")
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false'], { error: 'debe ser 1, 0, true o false' }).optional(),
  IMAGE_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'debe ser una URL http:// o https://' }).optional(),
  /** Megabytes the visitors' micro-cache may hold (answers and their compressed copies); 0 turns it off. */
  RESPONSE_CACHE_MB: z.coerce.number({ error: 'debe ser un número de megabytes' }).min(0, 'no puede ser negativo').max(4096, 'debe ser como mucho 4096').default(16),
  /** The in-memory search index (modules/search/search-index.ts): 0 leaves every search to SQL. */
  SEARCH_INDEX: z.enum(['0', '1', 'true', 'false'], { error: 'debe ser 1, 0, true o false' }).default('1'),
});

/** Where the bucket of images is and how to reach it (S3_*). */
export type S3Settings = {
  bucket: string;
  /** Unset: AWS S3 itself, at the region's address. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS client's own chain (AWS_* variables, the machine's role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `endpoint/bucket/file` instead of `bucket.endpoint/file` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  imagesDir: string;
  outboxDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_REPLICA_URL: a streaming replica of DATABASE_URL that visitors' catalogue reads go to. */
  databaseReplicaUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The longest wait between two attempts to deliver a message (the delay doubles from 1 minute up to it). */
  mailRetryMaxMinutes: number;
  maintenance: boolean;
  /** SEARCH_INDEX: whether searches may be answered from the process's in-memory index. */
  searchIndex: boolean;
  seed: 'demo' | 'none';
  sessionSecret: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /**
   * TRUST_PROXY: which hops in front of Plaza are believed about the client's address (Fastify's
   * `trustProxy`): `false`, none (the socket's peer is the client); a number N, the last N
   * `X-Forwarded-For` entries are proxies of ours; a list, the proxies' addresses and networks.
   */
  trustProxy: TrustProxy;
  /** Cookies get `Secure` when the public address is https. */
  secureCookies: boolean;
  /** ORDER_PAYMENT_HOURS: pending orders older than this are cancelled by the expiry job. */
  orderPaymentHours: number;
  /** BILLING_GRACE_DAYS: days after its paid-through date an unpaid store still takes orders. */
  billingGraceDays: number;
  /** RENDER_CONCURRENCY: how many pages the server renders at once; 1 renders one after the other. */
  renderConcurrency: number;
  /** S3_BUCKET and its settings: images go to the bucket; undefined keeps them in `imagesDir`. */
  s3: S3Settings | undefined;
  /** IMAGE_PUBLIC_URL without its last slash: `/img/{file}` redirects to `{imagePublicUrl}/{file}`. */
  imagePublicUrl: string | undefined;
  /** SHUTDOWN_SECONDS: on SIGTERM, the process exits within this many seconds (1 when work was cut short). */
  shutdownSeconds: number;
  /** RESPONSE_CACHE_MB in bytes: the most the visitors' micro-cache holds. */
  responseCacheBytes: number;
};

export class ConfigError extends Error {}

export type TrustProxy = false | number | string[];

/** Names proxy-addr (Fastify's) knows for whole families of addresses. */
const ADDRESS_FAMILIES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 20;

/** An address, a network in CIDR notation, or one of proxy-addr's family names. */
function isProxyAddress(entry: string): boolean {
  if (ADDRESS_FAMILIES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` for the setting. A hop count is a function, since Fastify trusts nobody
 * for a bare number: the peer (hop 0) and the N-1 entries before it are our proxies, so the
 * client is the N-th address from the right. It cannot tell a proxy from a client that connects
 * directly, so with a count Plaza must be reachable only through the proxy (HOST=127.0.0.1 or a
 * firewall); the list form checks each hop's address instead.
 */
export function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/**
 * TRUST_PROXY read as the hops Plaza is deployed behind. `0`, `false` or empty: none. A whole
 * number N: N proxies of ours, each of which adds the address it received from (the client's is
 * then the N-th entry from the right of `X-Forwarded-For`, which no client can push aside). `true`
 * is read as one hop, what the only earlier meaning (`1`) was: never "believe the first entry",
 * which the client writes. A comma-separated list: the proxies' addresses or networks
 * (`10.0.0.2, 10.1.0.0/16`, or `loopback`), for chains whose length varies.
 */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const text = value.trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS ? hops : { error: `como mucho ${MAX_HOPS} saltos (proxies delante de Plaza)` };
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || bad.length > 0)
    return {
      error: `debe ser 0, el número de proxies delante de Plaza (1, 2…) o una lista de sus direcciones o redes separadas por comas (10.0.0.2,10.1.0.0/16); no se entiende: ${(bad.length ? bad : [value]).join(', ')}`,
    };
  return entries;
}

const truthy = (value: string) => value === '1' || value === 'true';

/** Reads the environment (empty strings count as unset) and fails with every bad setting named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuración no válida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const combination = s3Problems(e);
  if (combination.length > 0) throw new ConfigError(`Configuración no válida:\n${combination.map((line) => `  ${line}`).join('\n')}`);
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL)
    throw new ConfigError('Configuración no válida:\n  DATABASE_REPLICA_URL: necesita DATABASE_URL (la réplica lo es de un PostgreSQL primario)');
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === 'object' && !Array.isArray(trustProxy)) throw new ConfigError(`Configuración no válida:\n  TRUST_PROXY: ${trustProxy.error}`);
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    imagesDir: join(dataDir, 'images'),
    outboxDir: join(dataDir, 'outbox'),
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRetryMaxMinutes: e.MAIL_RETRY_MAX_MINUTES,
    maintenance: truthy(e.MAINTENANCE),
    searchIndex: truthy(e.SEARCH_INDEX),
    seed: e.SEED,
    sessionSecret: e.SESSION_SECRET ?? '',
    logLevel: e.LOG_LEVEL,
    trustProxy,
    secureCookies: publicUrl.startsWith('https://'),
    orderPaymentHours: e.ORDER_PAYMENT_HOURS,
    billingGraceDays: e.BILLING_GRACE_DAYS,
    renderConcurrency: e.RENDER_CONCURRENCY,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
          // A custom endpoint (MinIO, R2…) often has no regions: the client still signs with one.
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: truthy(e.S3_FORCE_PATH_STYLE ?? '0'),
        }
      : undefined,
    imagePublicUrl: e.IMAGE_PUBLIC_URL?.replace(/\/+$/, ''),
    shutdownSeconds: e.SHUTDOWN_SECONDS,
    responseCacheBytes: Math.round(e.RESPONSE_CACHE_MB * 1024 * 1024),
  };
}

/** The S3 settings that make no sense together, each said as the other settings are. */
function s3Problems(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (!e.S3_BUCKET) {
    const orphans = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'IMAGE_PUBLIC_URL'] as const).filter(
      (name) => e[name] !== undefined,
    );
    for (const name of orphans)
      problems.push(
        name === 'IMAGE_PUBLIC_URL'
          ? 'IMAGE_PUBLIC_URL: solo sirve con S3_BUCKET (las imágenes en DATA_DIR/images se sirven en /img/)'
          : `${name}: falta S3_BUCKET (sin él las imágenes se guardan en DATA_DIR/images y ${name} no se usaría)`,
      );
    return problems;
  }
  if (!e.S3_ENDPOINT && !e.S3_REGION) problems.push("S3_REGION: hace falta con AWS S3 (sin S3_ENDPOINT), por ejemplo eu-west-1; en Cloudflare R2 es 'auto'");
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY) problems.push('S3_SECRET_ACCESS_KEY: falta (se dio S3_ACCESS_KEY_ID: hacen falta las dos o ninguna)');
  if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID) problems.push('S3_ACCESS_KEY_ID: falta (se dio S3_SECRET_ACCESS_KEY: hacen falta las dos o ninguna)');
  return problems;
}

/**
 * Creates the data folders and, when SESSION_SECRET is unset, a secret kept in DATA_DIR (0600).
 * DATA_DIR (which holds the database, with password hashes) is made 0700 when Plaza creates it,
 * and the outbox (live links) always; images are public anyway, and DATA_DIR's mode guards them.
 */
export function prepareDataDir(config: Config): Config {
  ensurePrivateDir(config.dataDir);
  ensurePrivateDir(config.outboxDir, { tighten: true });
  mkdirSync(config.imagesDir, { recursive: true });
  if (config.sessionSecret) return config;
  const file = join(config.dataDir, 'session-secret');
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret + '\n', { mode: 0o600 });
  }
  return { ...config, sessionSecret: secret };
}
