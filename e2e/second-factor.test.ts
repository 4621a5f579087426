import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { t } from '@plaza/domain/messages/es-account';
import { tp } from '@plaza/domain/messages/es-panel';
import { openPage, PHONE, serverAndBrowser } from './harness';

// Issue 42, point 6, as a seller does it on a phone (360 px): turn the second factor on from the
// panel (QR code, key, first code, recovery codes), then log in on a new device with the code and
// have it remembered, and on another with a recovery code. The codes come from the same library
// an authenticator app's algorithm is checked against (otpauth, RFC 6238).
const SELLER = { email: 'vendedor@plaza.local', password: 'Vendedor123!' };
const running = serverAndBrowser();

const codeFor = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

async function passwordStep(page: Page, next: string) {
  await page.goto(`${running.server.url}/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: t('account.email') }).fill(SELLER.email);
  await page.getByLabel(t('password.label'), { exact: true }).fill(SELLER.password);
  await page.getByRole('button', { name: t('auth.loginSubmit'), exact: true }).click();
}

async function codeStep(page: Page, code: string, remember: boolean) {
  await page.getByRole('heading', { name: t('totp.loginTitle') }).waitFor();
  // The step's heading takes the focus, so a screen reader says where it is.
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 10_000 }).toBe(t('totp.loginTitle'));
  await page.getByLabel(t('totp.loginCodeLabel')).fill(code);
  if (remember) await page.getByLabel(t('totp.rememberDevice')).check();
  await page.getByRole('button', { name: t('totp.loginSubmit'), exact: true }).click();
}

/**
 * What the browser reported, less the wrong code's 400 (on purpose) and the server render giving
 * up after its 2 s on a loaded machine (React's #419, whose client-render switch is an inline
 * script the CSP refuses): that is the shell's, not this flow's, and the page goes on in the browser.
 */
const realProblems = (problems: string[]) =>
  problems.filter((problem) => !/status of 400|React error #419|Executing inline script violates/.test(problem));

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the second factor', () => {
  it('is turned on from the seller panel, asked at the next login on a new device, remembered for 30 days when asked, and a recovery code works once', async () => {
    const contexts: BrowserContext[] = [];
    const newContext = async () => {
      const context = await running.browser.newContext(PHONE);
      contexts.push(context);
      return openPage(context);
    };
    try {
      // The seller's own phone, signed in without a second factor yet.
      const { page, problems } = await newContext();
      await passwordStep(page, '/seller/security');
      await page.waitForURL(`${running.server.url}/seller/security`);
      await page.getByRole('heading', { name: t('totp.title'), level: 1 }).waitFor();
      // At 360 px the tab may be under "Más" (issue 43): there, but hidden until the menu opens.
      expect(await page.getByRole('navigation', { name: tp('shell.nav') }).getByRole('link', { name: tp('shell.security'), includeHidden: true }).count()).toBe(1);
      await page.getByText(t('totp.statusOff')).waitFor();

      await page.getByLabel(t('totp.passwordConfirm'), { exact: true }).fill(SELLER.password);
      await page.getByRole('button', { name: t('totp.start') }).click();
      const qr = page.getByRole('img', { name: t('totp.qrAlt') });
      await qr.waitFor();
      expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const secret = (await page.locator('code').first().textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await noHorizontalScroll(page)).toBe(true);

      await page.getByLabel(t('totp.codeLabel')).fill('000000');
      await page.getByRole('button', { name: t('totp.confirm') }).click();
      if (codeFor(secret) !== '000000') await page.getByText(t('totp.codeInvalid')).waitFor();
      await page.getByLabel(t('totp.codeLabel')).fill(codeFor(secret));
      await page.getByRole('button', { name: t('totp.confirm') }).click();
      const list = page.getByRole('list', { name: t('totp.recoveryListLabel') });
      await list.waitFor();
      const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
      expect(recoveryCodes).toHaveLength(10);
      expect(await noHorizontalScroll(page)).toBe(true);
      await page.getByRole('button', { name: t('totp.recoveryDone') }).click();
      await page.getByText(t('totp.statusOn')).waitFor();
      await page.getByText(t('totp.recoveryLeft', { count: 10 })).waitFor();
      expect(realProblems(problems)).toEqual([]);

      // A new device: the password, then the code (the next step's, as the app would show 30 s on; the first was spent).
      const laptop = await newContext();
      await passwordStep(laptop.page, '/seller');
      await codeStep(laptop.page, codeFor(secret, Date.now() + 30_000), true);
      await laptop.page.waitForURL(`${running.server.url}/seller`);
      // Signed out and back in on that device: it is remembered, so the password is enough.
      await laptop.page.context().clearCookies({ name: 'plaza_session' });
      await passwordStep(laptop.page, '/seller');
      await laptop.page.waitForURL(`${running.server.url}/seller`);
      expect(realProblems(laptop.problems)).toEqual([]);

      // Another device without the app: a recovery code, once.
      const borrowed = await newContext();
      await passwordStep(borrowed.page, '/seller');
      await codeStep(borrowed.page, recoveryCodes[0]!, false);
      await borrowed.page.waitForURL(`${running.server.url}/seller`);
      const another = await newContext();
      await passwordStep(another.page, '/seller');
      await codeStep(another.page, recoveryCodes[0]!, false);
      await another.page.getByText(t('totp.codeInvalid')).waitFor();
      expect(another.page.url()).toContain('/login');
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});
