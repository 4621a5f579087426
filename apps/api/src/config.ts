import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** Every setting Plaza reads from the environment, parsed and checked in one place. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
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
  TRUST_PROXY: z.enum(['0', '1', 'true', 'false', '']).default('0'),
  /** Hours an order may stay pending payment before the expiry job cancels it and returns its stock. */
  ORDER_PAYMENT_HOURS: z.coerce
    .number({ error: 'debe ser un número de horas' })
    .int('debe ser un número entero de horas')
    .min(1, 'debe ser al menos 1 hora')
    .max(24 * 365, 'debe ser como mucho un año (8760 horas)')
    .default(72),
  /** Pages the server renders at once (each with its own query client); more wait their turn. */
  RENDER_CONCURRENCY: z.coerce.number({ error: 'debe ser un número' }).int('debe ser un número entero').min(1, 'debe ser al menos 1').max(64, 'debe ser como mucho 64').default(8),
  /** Megabytes the visitors' micro-cache may hold (answers and their compressed copies); 0 turns it off. */
  RESPONSE_CACHE_MB: z.coerce.number({ error: 'debe ser un número de megabytes' }).min(0, 'no puede ser negativo').max(4096, 'debe ser como mucho 4096').default(32),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  imagesDir: string;
  outboxDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The longest wait between two attempts to deliver a message (the delay doubles from 1 minute up to it). */
  mailRetryMaxMinutes: number;
  maintenance: boolean;
  seed: 'demo' | 'none';
  sessionSecret: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  /** Cookies get `Secure` when the public address is https. */
  secureCookies: boolean;
  /** ORDER_PAYMENT_HOURS: pending orders older than this are cancelled by the expiry job. */
  orderPaymentHours: number;
  /** RENDER_CONCURRENCY: how many pages the server renders at once; 1 renders one after the other. */
  renderConcurrency: number;
  /** RESPONSE_CACHE_MB in bytes: the most the visitors' micro-cache holds. */
  responseCacheBytes: number;
};

export class ConfigError extends Error {}

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
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    imagesDir: join(dataDir, 'images'),
    outboxDir: join(dataDir, 'outbox'),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRetryMaxMinutes: e.MAIL_RETRY_MAX_MINUTES,
    maintenance: truthy(e.MAINTENANCE),
    seed: e.SEED,
    sessionSecret: e.SESSION_SECRET ?? '',
    logLevel: e.LOG_LEVEL,
    trustProxy: truthy(e.TRUST_PROXY),
    secureCookies: publicUrl.startsWith('https://'),
    orderPaymentHours: e.ORDER_PAYMENT_HOURS,
    renderConcurrency: e.RENDER_CONCURRENCY,
    responseCacheBytes: Math.round(e.RESPONSE_CACHE_MB * 1024 * 1024),
  };
}

/** Creates the data folders and, when SESSION_SECRET is unset, a secret kept in DATA_DIR. */
export function prepareDataDir(config: Config): Config {
  for (const dir of [config.dataDir, config.imagesDir, config.outboxDir]) mkdirSync(dir, { recursive: true });
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
