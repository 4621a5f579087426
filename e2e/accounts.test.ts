import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { t } from '@plaza/domain/messages/es-server';
import { DESKTOP, openPage, PHONE, serverAndBrowser } from './harness';
import { ApiSession } from './session-client';

const running = serverAndBrowser();

const DEMO_CUSTOMER = { email: 'cliente@plaza.local', password: 'Cliente123!' };

/** Quoted-printable as the outbox writes it: soft line breaks and encoded '='. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** The activation link of the last e-mail sent to `email`; mail goes out just after the answer, so wait for it. */
async function activationLink(email: string): Promise<string> {
  const outbox = join(running.server.dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml') && name.includes(email)).sort();
    const last = names.at(-1);
    if (last) {
      const link = decodeQuotedPrintable(await readFile(join(outbox, last), 'utf8')).match(/https?:\/\/[^\s"<]+\/activate\?token=[\w-]+/)?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no activation e-mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: t('account.email') }).fill(email);
  await page.getByLabel(t('password.label'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('auth.loginSubmit'), exact: true }).click();
}

describe('a new customer', () => {
  it('signs up, activates by the mailed link, logs in, edits the profile and logs out', async () => {
    const email = `ana.${Date.now()}@example.com`;
    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);

    await page.goto(running.server.url + '/signup');
    await page.getByRole('textbox', { name: t('account.email') }).fill(email);
    await page.getByLabel(t('password.label'), { exact: true }).fill('Secreta1!');
    await page.getByLabel(t('password.confirm')).fill('Secreta1!');
    await page.getByLabel(t('account.name')).fill('Ana');
    await page.getByLabel(t('account.lastName')).fill('Prueba');
    await page.getByLabel(t('account.phoneOptional')).fill('5 123 4567');
    await page.getByRole('checkbox', { name: new RegExp(t('auth.termsLink')) }).check();
    await page.getByRole('checkbox', { name: new RegExp(t('auth.privacyLink')) }).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const signup = page.waitForRequest((request) => request.url().endsWith('/api/auth/signup'));
    await page.getByRole('button', { name: t('auth.signupSubmit') }).click();
    expect((await signup).postDataJSON()).toEqual({
      email,
      password: 'Secreta1!',
      name: 'Ana',
      last_name: 'Prueba',
      phone: '+53 5 123 4567',
      accepted_term_and_conditions: true,
    });
    const dialog = page.getByRole('dialog', { name: t('auth.signupSuccessTitle') });
    await dialog.getByText(email).waitFor();
    await dialog.getByRole('link', { name: t('auth.goToLogin') }).waitFor();

    await page.goto(await activationLink(email));
    await page.getByText(t('auth.activationDone')).waitFor();
    await page.waitForURL(`${running.server.url}/login`);

    await logIn(page, email, 'Secreta1!');
    await page.waitForURL(`${running.server.url}/`);
    // The home page is drawn (and the focus moved to its top, as after any new page) before the menu opens.
    await page.getByRole('heading', { level: 1, name: t('home.heading') }).waitFor({ state: 'attached' });
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: t('header.account'), exact: true }).click();
    await banner.getByText('Ana', { exact: true }).waitFor();
    await banner.getByText(email).waitFor();
    await banner.getByRole('link', { name: t('header.profile') }).click();

    await page.waitForURL(`${running.server.url}/profile`);
    const name = page.getByLabel(t('account.name'));
    await expect(name.inputValue()).resolves.toBe('Ana');
    const save = page.getByRole('button', { name: t('profile.save') });
    expect(await save.isDisabled()).toBe(true);
    await name.fill('Anabel');
    expect(await save.isEnabled()).toBe(true);
    const update = page.waitForRequest((request) => request.url().endsWith('/api/user/customer/profile') && request.method() === 'POST');
    await save.click();
    // Only the changed field is sent.
    expect((await update).postDataJSON()).toEqual({ name: 'Anabel' });
    await page.getByText(t('auth.profileUpdated')).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await banner.getByRole('button', { name: t('header.account'), exact: true }).click();
    await banner.getByText('Anabel', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // On a phone the account sections are in a drawer.
    await page.getByRole('button', { name: t('profile.openMenu') }).click();
    const drawer = page.getByRole('dialog', { name: t('profile.title') });
    await drawer.getByRole('button', { name: t('header.logout') }).click();
    await page.waitForURL(`${running.server.url}/`);
    await page.getByRole('heading', { level: 1, name: t('home.heading') }).waitFor({ state: 'attached' });
    await banner.getByRole('button', { name: t('header.account'), exact: true }).click();
    await banner.getByRole('link', { name: t('header.login') }).waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('asking for a new activation link', () => {
  it('tells the owner of an account the operator deactivated that it is disabled, in the /activate form', async () => {
    const email = `baja.${Date.now()}@example.com`;
    const visitor = new ApiSession(running.server.url);
    const signup = await visitor.send('POST', '/api/auth/signup', {
      email,
      password: 'Secreta1!',
      name: 'Berta',
      last_name: 'Baja',
      accepted_term_and_conditions: true,
    });
    expect(signup.status).toBe(200);
    const admin = new ApiSession(running.server.url);
    await admin.login('admin@plaza.local', 'Admin123!');
    const { results } = (await (await admin.get(`/api/admin/users?q=${encodeURIComponent(email)}`)).json()) as { results: { id: string }[] };
    expect((await admin.send('PATCH', `/api/admin/users/${results[0]!.id}`, { active: false })).status).toBe(200);

    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(running.server.url + '/activate?token=no-es-un-token-valido');
    await page.getByRole('textbox', { name: t('account.email') }).fill(email);
    await page.getByRole('button', { name: t('auth.resendSubmit') }).click();
    await page.getByText(t('auth.accountDisabled')).waitFor();
    expect(await page.getByText(t('auth.activationResent')).count()).toBe(0);
    // The browser reports the refused requests itself (the bad token's 400, the resend's 403); nothing else went wrong.
    expect(problems.filter((problem) => !/status of (400|403)/.test(problem))).toEqual([]);
    await context.close();
  });
});

describe('logging in', () => {
  it('says when the password is wrong', async () => {
    const context = await running.browser.newContext(PHONE);
    const { page } = await openPage(context);
    await page.goto(running.server.url + '/login');
    await logIn(page, DEMO_CUSTOMER.email, 'NoEsEsta1!');
    await page.getByText(t('auth.invalidCredentials')).waitFor();
    expect(page.url()).toBe(`${running.server.url}/login`);
    await context.close();
  });

  it('sends a visitor opening /profile to /login and back after logging in', async () => {
    const context = await running.browser.newContext(DESKTOP);
    const { page, problems } = await openPage(context);
    await page.goto(running.server.url + '/profile');
    await page.waitForURL(`${running.server.url}/login?next=%2Fprofile`);
    await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.waitForURL(`${running.server.url}/profile`);
    await page.getByRole('heading', { level: 1, name: t('profile.sections.profile') }).waitFor();
    const email = page.getByRole('textbox', { name: t('account.email') });
    await expect(email.inputValue()).resolves.toBe(DEMO_CUSTOMER.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });
});
