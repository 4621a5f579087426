import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ta } from '@plaza/domain/messages/es-admin';
import { buildTestApp, Client, type TestApp } from '../test/app';
import { parseCommand, runCommand, USAGE, type AdminCommand } from './commands';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
});
afterAll(() => app.cleanup());

/** What a terminal would act on: every C0 and C1 control but the CLI's own line breaks, and the bidi controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

async function run(command: AdminCommand): Promise<string[]> {
  const printed: string[] = [];
  await runCommand(command, { db: app.deps.db, config: app.config }, (line) => printed.push(line));
  return printed;
}

describe('npm run admin -- applications', () => {
  it('prints a stored application whose texts hold terminal sequences escaped, on its four lines', async () => {
    // As a row stored before free text was checked: straight into the table.
    await app.deps.db.execute(sql`
      insert into store_applications (email, name, last_name, phone, accepted_terms_at, store_name, description, plan_id,
        category_id, billing_period, township_id, currency_id)
      values ('ana@example.com', ${'Ana\u001b[31m'}, ${'Gómez\u009b1A'}, ${'+53\u001b[8m 5555 1234'}, now(),
        ${'\u001b]0;pwned\u0007\u001b[2J'}, ${'Bien.\n#99  Tienda falsa\u202etxt.exe'}, 1, 1, 'monthly', 1, 1)`);

    const printed = await run({ name: 'applications', status: 'pending' });
    expect(printed).toHaveLength(1);
    const text = printed[0]!;
    expect(text).not.toMatch(RAW_CONTROL);
    const lines = text.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^#\d+ {2}\\x1b\]0;pwned\\x07\\x1b\[2J {2}\(/);
    expect(lines[1]).toBe('     Ana\\x1b[31m Gómez\\x9b1A <ana@example.com>  +53\\x1b[8m 5555 1234');
    expect(lines[3]).toBe('     Bien.\\n#99  Tienda falsa\\u202etxt.exe');
  });

  it('names the applications that wait for their account to confirm them', async () => {
    await app.deps.db.execute(sql`insert into users (email, password_hash, name, last_name, role, activated_at)
      values ('cuenta@example.com', 'x', 'Eva', 'Ruiz', 'customer', now())`);
    const { rows } = await app.deps.db.execute<{ id: number }>(sql`
      insert into store_applications (email, name, last_name, accepted_terms_at, store_name, description, plan_id,
        category_id, billing_period, township_id, currency_id)
      values ('cuenta@example.com', 'Eva', 'Ruiz', now(), 'Tienda de Eva', 'Ropa.', 1, 1, 'monthly', 1, 1) returning id`);
    const printed = await run({ name: 'applications', status: 'pending' });
    expect(printed.at(-1)).toBe(`\nEsperan que la cuenta de su correo las confirme, y no se pueden aprobar hasta entonces: #${rows[0]!.id}.`);
  });

  it('escapes what the operator typed, too', async () => {
    expect(await run({ name: 'applications', status: 'x\u001b[2J' })).toEqual(['No hay solicitudes con estado «x\\x1b[2J».']);
  });
});

describe('npm run admin -- mail', () => {
  it('counts the outbox and shows each stuck message with the server\'s last answer, escaped', async () => {
    expect(await run({ name: 'mail' })).toEqual([
      'Correo: 0 pendiente(s), 0 reintentándose, 0 fallido(s), 0 enviado(s) en los últimos 7 días.',
      'No hay correo atascado.',
    ]);
    await app.deps.db.execute(sql`
      insert into mail_outbox (recipient, subject, text_body, html_body, status, attempts, last_error, failed_at, sent_at) values
        ('ok@example.com', 'Enviado', '', '', 'sent', 1, null, null, now()),
        ('lento@example.com', 'Reintento', 'x', 'x', 'pending', 3, '421 Servicio no disponible', null, null),
        (${'mal\u001b[2J@example.com'}, 'Rechazado', '', '', 'failed', 1, '550 No existe ese buzón', now(), null),
        ('nuevo@example.com', 'Nuevo', 'x', 'x', 'pending', 0, null, null, null)`);
    const printed = await run({ name: 'mail' });
    expect(printed[0]).toBe('Correo: 2 pendiente(s), 1 reintentándose, 1 fallido(s), 1 enviado(s) en los últimos 7 días.');
    expect(printed.join('\n')).not.toMatch(RAW_CONTROL);
    expect(printed.slice(2).join('\n')).toMatch(/#\d+ {2}pending .* 3× {2}<lento@example\.com> {2}Reintento\n {5}421 Servicio no disponible/);
    expect(printed.slice(2).join('\n')).toMatch(/#\d+ {2}failed .* 1× {2}<mal\\x1b\[2J@example\.com> {2}Rechazado\n {5}550 No existe ese buzón/);
    expect(printed.join('\n')).not.toContain('nuevo@example.com');
  });
});

describe('npm run admin -- create-admin', () => {
  it('creates an admin account and mails it a link to choose its password, which then logs in', async () => {
    const printed = await run({ name: 'create-admin', email: 'operadora@example.com' });
    expect(printed).toEqual([
      'Cuenta de administrador creada para operadora@example.com.',
      'Enlace para elegir la contraseña enviado a operadora@example.com (vale una hora).',
    ]);
    const { rows } = await app.deps.db.execute<{ role: string; activated: boolean }>(
      sql`select role, activated_at is not null as activated from users where email = 'operadora@example.com'`,
    );
    expect(rows).toEqual([{ role: 'admin', activated: false }]);
    await app.flushMail();
    const mail = app.sent.filter((item) => item.to === 'operadora@example.com').at(-1)!;
    expect(mail.subject).toBe(ta('ops.mail.adminSubject'));
    expect(mail.text).toContain(`${app.config.publicUrl}/admin`);
    const token = new URL(mail.link!).searchParams.get('token');
    const client = new Client(app);
    expect((await client.send('POST', `/api/auth/resetPassword/${token}`, { password: 'Operadora123!' })).statusCode).toBe(200);
    expect((await client.send('POST', '/api/auth/login', { email: 'operadora@example.com', password: 'Operadora123!' })).statusCode).toBe(200);
    expect((await client.get('/api/admin/dashboard')).statusCode).toBe(200);
  });

  it('promotes an existing account, keeping its password, and says what it was', async () => {
    await app.deps.db.execute(sql`insert into users (email, password_hash, name, last_name, role, activated_at)
      values ('vende@example.com', 'x', 'Eva', 'Ruiz', 'seller', now())`);
    const printed = await run({ name: 'create-admin', email: 'vende@example.com' });
    expect(printed[0]).toBe('vende@example.com (seller) ahora es administrador.');
    expect(printed[1]).toContain('panel del vendedor');
    const { rows } = await app.deps.db.execute<{ role: string; password_hash: string }>(sql`select role, password_hash from users where email = 'vende@example.com'`);
    expect(rows).toEqual([{ role: 'admin', password_hash: 'x' }]);
    expect((await run({ name: 'create-admin', email: 'vende@example.com' }))[0]).toBe('vende@example.com ya era administrador.');
  });
});

describe('parseCommand', () => {
  it('reads the commands and refuses anything else with the usage', () => {
    expect(parseCommand(['mail'])).toEqual({ name: 'mail' });
    expect(parseCommand(['low-stock-digest'])).toEqual({ name: 'low-stock-digest' });
    for (const args of [['low-stock-digest', '7'], ['low-stock-digest', '--force']]) expect(parseCommand(args)).toEqual({ error: USAGE });
    expect(parseCommand(['applications'])).toEqual({ name: 'applications', status: 'pending' });
    expect(parseCommand(['applications', '--status', 'approved'])).toEqual({ name: 'applications', status: 'approved' });
    expect(parseCommand(['approve', '7'])).toEqual({ name: 'approve', id: 7 });
    expect(parseCommand(['reject', '7', '--reason', ' Falta información '])).toEqual({ name: 'reject', id: 7, reason: 'Falta información' });
    expect(parseCommand(['create-admin', ' Ops@Example.com '])).toEqual({ name: 'create-admin', email: 'ops@example.com' });
    expect(parseCommand(['reset-second-factor', 'Ops@Example.com'])).toEqual({ name: 'reset-second-factor', email: 'ops@example.com' });
    for (const args of [['reset-second-factor'], ['reset-second-factor', 'x'], ['reset-second-factor', 'a@example.com', '--force']]) expect(parseCommand(args)).toEqual({ error: USAGE });
    for (const args of [['create-admin'], ['create-admin', 'no-es-correo'], ['create-admin', 'a@example.com', 'b@example.com']]) expect(parseCommand(args)).toEqual({ error: USAGE });
    for (const args of [[], ['approve'], ['approve', '0'], ['approve', 'x'], ['delete', '7']]) expect(parseCommand(args)).toEqual({ error: USAGE });
    expect(parseCommand(['reject', '7'])).toEqual({ error: expect.stringContaining('--reason') });
    expect(parseCommand(['applications', '--\u001b[2J'])).toEqual({ error: expect.not.stringMatching(RAW_CONTROL) });
  });
});
