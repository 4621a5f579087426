import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ta } from '@plaza/domain/messages/es-admin';
import { DOCUMENT_MARKDOWN_MAX, type AdminDocument } from '@plaza/domain/schemas/admin-content';
import { buildTestApp, type Client, type TestApp } from '../../test/app';
import { auditOf, signedInAdmin } from '../content-admin-world';

let app: TestApp;
let admin: { client: Client; userId: string };

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  admin = await signedInAdmin(app);
}, 60_000);
afterAll(() => app?.cleanup());

describe('the legal documents in the console', () => {
  it('loads the current markdown of each document, as /mark serves it', async () => {
    for (const [name, file] of [
      ['privacy', 'privacy.md'],
      ['terms', 'terms_and_conditions.md'],
    ] as const) {
      const response = await admin.client.get(`/api/admin/documents/${name}`);
      expect(response.statusCode).toBe(200);
      const document = response.json<AdminDocument>();
      expect(document.name).toBe(name);
      expect(document.markdown).toBe((await app.inject(`/mark/${file}`)).body);
      expect(Date.parse(document.updated_at!)).not.toBeNaN();
    }
  });

  it('saves the markdown; /mark serves the new text at once, and the audit log has the change', async () => {
    const markdown = '# Términos\r\n\r\nNuevas condiciones de uso.\n\n- Una\n- Dos\n';
    const response = await admin.client.send('PUT', '/api/admin/documents/terms', { markdown });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'terms', markdown: markdown.replace(/\r\n/g, '\n') });
    const served = await app.inject('/mark/terms_and_conditions.md');
    expect(served.body).toBe(markdown.replace(/\r\n/g, '\n'));
    expect(served.headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/mark/privacy.md')).body).not.toContain('Nuevas condiciones');
    expect((await auditOf(app, 'documents.update')).at(-1)).toMatchObject({
      actor_id: admin.userId,
      entity_id: 'terms_and_conditions.md',
      after: { body: markdown.replace(/\r\n/g, '\n') },
    });
  });

  it('writes a document that was missing, and answers an empty one before that', async () => {
    await app.deps.db.execute(sql`delete from documents where name = 'privacy.md'`);
    expect((await admin.client.get('/api/admin/documents/privacy')).json()).toEqual({ name: 'privacy', markdown: '', updated_at: null });
    expect((await app.inject('/mark/privacy.md')).statusCode).toBe(404);
    const response = await admin.client.send('PUT', '/api/admin/documents/privacy', { markdown: '# Privacidad\n\nTus datos son tuyos.' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await app.inject('/mark/privacy.md')).body).toBe('# Privacidad\n\nTus datos son tuyos.');
  });

  it('refuses an empty, oversized or malformed document, and an unknown one, changing nothing', async () => {
    const before = (await app.inject('/mark/terms_and_conditions.md')).body;
    const cases: [unknown, string][] = [
      [{ markdown: '  \n ' }, ta('content.fields.required')],
      [{ markdown: 'x'.repeat(DOCUMENT_MARKDOWN_MAX + 1) }, ta('content.fields.tooLong', { max: DOCUMENT_MARKDOWN_MAX })],
      [{ markdown: 42 }, ta('content.fields.required')],
      [{ markdown: 'a\u0000b' }, ''],
      [{ markdown: 'a\u001b[2Jb' }, ''],
      [{}, ta('content.fields.required')],
      [{ markdown: 'ok', name: 'privacy' }, ''],
    ];
    for (const [body, message] of cases) {
      const response = await admin.client.send('PUT', '/api/admin/documents/terms', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      if (message) expect(response.json().message).toContain(message);
    }
    expect((await admin.client.send('PUT', '/api/admin/documents/cookies', { markdown: '# Cookies' })).statusCode).toBe(404);
    expect((await admin.client.send('PUT', '/api/admin/documents/%70rivacy', { markdown: '# Codificada' })).statusCode).toBe(200);
    expect((await app.inject('/mark/terms_and_conditions.md')).body).toBe(before);
  });
});
