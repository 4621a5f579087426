import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ta } from '@plaza/domain/messages/es-admin';
import { FOOTER_ABOUT_MAX } from '@plaza/domain/schemas/admin-content';
import type { Footer } from '@plaza/domain/schemas/footer';
import { buildTestApp, type Client, type TestApp } from '../../test/app';
import { auditOf, signedInAdmin, visitorGet } from '../content-admin-world';

let app: TestApp;
let admin: { client: Client; userId: string };

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  admin = await signedInAdmin(app);
}, 60_000);
afterAll(() => app?.cleanup());

const footer = (change: Partial<Footer> = {}): Footer => ({
  footer_about: 'Plaza reúne tiendas de toda Cuba.\nCompra en varias a la vez.',
  support_email: 'ayuda@plaza.cu',
  facebook: 'https://www.facebook.com/plaza.cuba',
  instagram: '@plaza.cuba',
  whatsapp: '+53 5 123 4567',
  ...change,
});

describe('the footer in the console', () => {
  it('replaces every field; the storefront shows them at once, and the audit log has the change', async () => {
    const before = await visitorGet<Footer>(app, '/api/market/footer');
    const response = await admin.client.send('PUT', '/api/admin/footer', { ...footer(), support_email: ' Ayuda@Plaza.CU ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(footer());
    expect(await visitorGet<Footer>(app, '/api/market/footer')).toEqual(footer());
    const [row] = await auditOf(app, 'footer_info.update');
    expect(row).toMatchObject({ actor_id: admin.userId, actor_role: 'admin', before: { about: before.footer_about, support_email: before.support_email } });
    expect(row!.after).toMatchObject({ about: footer().footer_about, support_email: 'ayuda@plaza.cu', instagram: '@plaza.cuba' });
  });

  it('leaves a contact out when its field is empty', async () => {
    const response = await admin.client.send('PUT', '/api/admin/footer', footer({ facebook: '', instagram: '', whatsapp: '' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await visitorGet<Footer>(app, '/api/market/footer')).toMatchObject({ facebook: '', instagram: '', whatsapp: '' });
  });

  it('refuses bad fields with a Spanish message and changes nothing', async () => {
    const before = await visitorGet<Footer>(app, '/api/market/footer');
    const cases: [unknown, string][] = [
      [footer({ support_email: 'no-es-un-correo' }), ta('content.fields.invalidEmail')],
      [footer({ support_email: '' }), ta('content.fields.invalidEmail')],
      [footer({ facebook: 'javascript:alert(1)' }), ta('content.fields.invalidFacebook')],
      [footer({ facebook: 'https://evil.example/plaza' }), ta('content.fields.invalidFacebook')],
      [footer({ instagram: 'http://instagram.com/plaza' }), ta('content.fields.invalidInstagram')],
      [footer({ instagram: 'https://evil.example/plaza' }), ta('content.fields.invalidInstagram')],
      [footer({ instagram: 'con espacios' }), ta('content.fields.invalidInstagram')],
      [footer({ whatsapp: 'llámame' }), ta('content.fields.invalidPhone')],
      [footer({ whatsapp: '123' }), ta('content.fields.invalidPhone')],
      [footer({ footer_about: '   ' }), ta('content.fields.required')],
      [footer({ footer_about: 'x'.repeat(FOOTER_ABOUT_MAX + 1) }), ta('content.fields.tooLong', { max: FOOTER_ABOUT_MAX })],
      [{ ...footer(), footer_about: 7 }, ta('content.fields.required')],
      [{ support_email: 'ayuda@plaza.cu' }, ''],
      [{ ...footer(), extra: 'campo' }, ''],
    ];
    for (const [body, message] of cases) {
      const response = await admin.client.send('PUT', '/api/admin/footer', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      if (message) expect(response.json().message).toContain(message);
    }
    expect(await visitorGet<Footer>(app, '/api/market/footer')).toEqual(before);
  });
});
