import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@plaza/domain/schemas/reference';
import { openPostgres, type DatabaseHandle } from '../db/connection';
import { buildTestApp, type Client, type TestApp } from '../test/app';
import { createTestDatabase, onPostgres } from '../test/database';
import { seedReference } from '../../seed/reference';
import { signedInAdmin } from '../modules/content-admin-world';

/*
 * Two API processes on one database, each sharing visitors' answers for a whole minute: an
 * operator's content write through the first reaches visitors of the second at once, because the
 * write's commit is announced (pg_notify) and every process drops its shared answers. On
 * PostgreSQL the second process has its own pool and its own listening connection; on PGlite
 * (one process per database) the two apps share the database, as two plugins of one server would.
 */

const MINUTE = 60_000;
let database: DatabaseHandle;
let one: TestApp;
let two: TestApp;
let admin: { client: Client };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReference(database.db);
  one = await buildTestApp({}, { database: { ...database, close: async () => {} }, responseCacheMs: MINUTE });
  const second = onPostgres ? await openPostgres((database as { url?: string }).url!, 2) : { ...database, close: async () => {} };
  two = await buildTestApp({}, { database: second, responseCacheMs: MINUTE });
  admin = await signedInAdmin(one);
}, 60_000);
afterAll(async () => {
  await two?.cleanup();
  await one?.cleanup();
  await database?.close();
});

/** The visitor's answer from `app`, asked again until it shows `seen` (a notification takes a few milliseconds), for at most 5 s. */
async function eventually(app: TestApp, url: string, seen: (body: string) => boolean): Promise<string> {
  let body = '';
  for (let tries = 0; tries < 50; tries++) {
    body = (await app.inject(url)).body;
    if (seen(body)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return body;
}

describe('content written through one process', () => {
  it('shows at once to visitors of another, though its answers were shared for a minute', async () => {
    await two.inject('/api/admin/categories');
    const cached = await two.inject('/api/admin/categories');
    expect(cached.headers['x-cache']).toBe('hit');
    await two.inject('/api/market/footer');
    await two.inject('/mark/privacy.md');

    const created = await admin.client.send('POST', '/api/admin/categories', { name: 'Instrumentos musicales', icon: 'sparkles' });
    expect(created.statusCode, created.body).toBe(201);
    const footer = await admin.client.send('PUT', '/api/admin/footer', {
      footer_about: 'Texto nuevo del pie de página.',
      support_email: 'nuevo@plaza.cu',
      facebook: '',
      instagram: '',
      whatsapp: '',
    });
    expect(footer.statusCode, footer.body).toBe(200);
    const privacy = await admin.client.send('PUT', '/api/admin/documents/privacy', { markdown: '# Privacidad renovada' });
    expect(privacy.statusCode, privacy.body).toBe(200);

    const categories = JSON.parse(await eventually(two, '/api/admin/categories', (body) => body.includes('Instrumentos musicales'))) as Category[];
    expect(categories.at(-1)).toMatchObject({ name: 'Instrumentos musicales', icon: 'sparkles' });
    expect(await eventually(two, '/api/market/footer', (body) => body.includes('nuevo@plaza.cu'))).toContain('Texto nuevo del pie de página.');
    expect(await eventually(two, '/mark/privacy.md', (body) => body.includes('renovada'))).toBe('# Privacidad renovada');
  });

  it('keeps sharing answers while nothing is written', async () => {
    await two.inject('/api/market/hero');
    expect((await two.inject('/api/market/hero')).headers['x-cache']).toBe('hit');
  });
});
