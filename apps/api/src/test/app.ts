import { copyFileSync, linkSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, prepareDataDir, type Config } from '../config';
import { createImageStore, type ImageStore } from '../platform/image-store';
import type { Mail, Mailer } from '../platform/mail';
import type { DatabaseHandle } from '../db/connection';
import { createTestDatabase } from './database';
import type { Database } from '../db/connection';
import { seedReference } from '../../seed/reference';
import { seedDemo } from '../../seed/demo';

/** A route as the app registered it: `GET /api/market/products/:id`. */
export type RegisteredRoute = { method: string; url: string };

export type TestApp = Awaited<ReturnType<typeof buildApp>> & {
  /** What the outbox's sender delivered so far; `flushMail` first to see what the last request wrote. */
  sent: Mail[];
  /** Delivers every message due in the outbox now (the sender would, a moment later). */
  flushMail: () => Promise<void>;
  config: Config;
  /** Every route of the app (HEAD twins left out), in registration order. */
  routes: RegisteredRoute[];
  /** The PostgreSQL database's address (PostgreSQL runs only), for a second process to open. */
  databaseUrl?: string;
  /** Its read replica's address (TEST_DATABASE_REPLICA_URL runs only). */
  replicaUrl?: string;
  /** The database visitors' catalogue reads go to: the replica when there is one. */
  readerDb: Database;
  cleanup: () => Promise<void>;
};

/**
 * The real app on a fresh database and data dir; mail goes through the real outbox and its
 * sender, and is collected in `sent` instead of written (unless `extra.mailer` says otherwise).
 * `seed: 'demo'` starts with the reference data and the demo catalogue, as a first start makes them
 * (a copy of the run's template: global-setup.ts); `seed: 'reference'` with the reference data.
 * `database` runs it on an already open database instead (a second process of the same site).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  extra: Partial<AppDeps> & { seed?: 'reference' | 'demo' } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'plaza-api-'));
  const config = prepareDataDir(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }));
  const images = extra.images ?? (await createImageStore(config));
  const database = await seededDatabase(config, images, extra);
  const sent: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void sent.push(mail) };
  // Tests change the database behind the API's back: no shared answers unless a test asks.
  const routes: RegisteredRoute[] = [];
  const app = await buildApp({
    config,
    database,
    mailer,
    responseCacheMs: 0,
    images,
    onRoute: (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
    },
    ...extra,
  });
  return Object.assign(app, {
    sent,
    flushMail: () => app.deps.mailSender.drain(),
    config,
    databaseUrl: database.url,
    replicaUrl: database.replicaUrl,
    readerDb: database.replica?.db ?? database.db,
    routes,
    cleanup: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/**
 * The test's database as `seed` asks: a copy of the run's template for it (global-setup.ts), with
 * the demo's images linked into this DATA_DIR/images. A database the test brings, or images kept
 * elsewhere than this folder (S3), cannot start from a template: those are seeded here, as before.
 */
async function seededDatabase(
  config: Config,
  images: ImageStore,
  extra: Partial<AppDeps> & { seed?: 'reference' | 'demo' },
): Promise<DatabaseHandle & { url?: string; replicaUrl?: string }> {
  const ownImages = images.folder === config.imagesDir;
  if (!extra.database && (extra.seed !== 'demo' || ownImages)) {
    if (extra.seed === 'demo') linkImages(inject('demoImages'), config.imagesDir);
    return createTestDatabase(extra.seed ?? 'none');
  }
  const database = extra.database ?? (await createTestDatabase());
  if (extra.seed) await seedReference(database.db);
  if (extra.seed === 'demo') await seedDemo(database.db, { images });
  return database;
}

/**
 * Hard links (a copy across file systems): stored images are written once by a rename and never
 * rewritten, so a test that adds or deletes one changes its own folder, never the template's.
 */
function linkImages(from: string, to: string) {
  for (const name of readdirSync(from)) {
    try {
      linkSync(join(from, name), join(to, name));
    } catch {
      copyFileSync(join(from, name), join(to, name));
    }
  }
}

/** A browser's credentials: the CSRF cookie and token, plus the session cookie once logged in. */
export class Client {
  private cookies = new Map<string, string>();
  private token = '';
  constructor(private readonly app: TestApp) {}

  private remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The headers a browser of this client sends on a write: its cookies, the CSRF token and the AJAX marker. */
  async credentials() {
    if (!this.token) this.token = (await this.get('/api/auth/csrf-token')).json<{ csrf_token: string }>().csrf_token;
    return { cookie: this.cookieHeader, 'x-csrf-token': this.token, 'x-requested-with': 'XMLHttpRequest' };
  }

  async get(url: string) {
    return this.remember(await this.app.inject({ method: 'GET', url, headers: { cookie: this.cookieHeader } }));
  }

  async send(method: 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const credentials = await this.credentials();
    return this.remember(
      await this.app.inject({
        method,
        url,
        payload: payload as string | object | undefined,
        headers: {
          ...credentials,
          ...(payload !== undefined && typeof payload === 'object' ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      }),
    );
  }
}
