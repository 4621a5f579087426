import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { tp } from '@plaza/domain/messages/es-panel';
import { t } from '@plaza/domain/messages/es-server';
import { DEMO_CUSTOMER, openPage, PHONE, serverAndBrowser } from './harness';

// Issue 42, point 7's "Done when": on a phone (360 px), a store's owner invites a person to the
// team with the role "Catálogo" from Equipo; that person accepts from the mailed link and sees only
// the sections of their role.
const DEMO_SELLER = { email: 'vendedor@plaza.local', password: 'Vendedor123!' };
const running = serverAndBrowser();

/** Quoted-printable as the outbox writes it: soft line breaks and encoded '='. */
const decodeQuotedPrintable = (text: string) => text.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

/** The invitation link of the last e-mail sent to `email` (mail goes out just after the answer: polled). */
async function invitationLink(email: string): Promise<string> {
  const outbox = join(running.server.dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml') && name.includes(email)).sort();
    for (const name of names.reverse()) {
      const link = decodeQuotedPrintable(await readFile(join(outbox, name), 'utf8')).match(/https?:\/\/[^\s"<]+\/seller\/join\/[\w-]{43}/)?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no invitation e-mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function logInTo(page: Page, next: string, account: { email: string; password: string }) {
  await page.goto(`${running.server.url}/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: t('account.email') }).fill(account.email);
  await page.getByLabel(t('password.label'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t('auth.loginSubmit'), exact: true }).click();
  await page.waitForURL(`${running.server.url}${next}`);
}

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the store team, on a phone', () => {
  it('the owner invites a "Catálogo" member, who accepts from the e-mail and sees only the catalogue, until removed', async () => {
    const owner = await openPage(await running.browser.newContext(PHONE));
    await logInTo(owner.page, '/seller/team', DEMO_SELLER);
    await owner.page.getByRole('heading', { level: 1, name: tp('team.title') }).waitFor();
    await owner.page.getByLabel(tp('team.email')).fill(DEMO_CUSTOMER.email);
    await owner.page.getByRole('radio', { name: tp('team.roleCatalogue') }).check();
    await owner.page.getByRole('button', { name: tp('team.invite'), exact: true }).click();
    await owner.page.getByText(tp('team.invited', { email: DEMO_CUSTOMER.email })).waitFor();
    const row = owner.page.getByRole('article', { name: DEMO_CUSTOMER.email });
    await row.getByText(`${tp('team.roleCatalogue')} · ${tp('team.statusInvited')}`).waitFor();
    expect(await fitsThePhone(owner.page)).toBeLessThanOrEqual(360);

    const link = await invitationLink(DEMO_CUSTOMER.email);
    const member = await openPage(await running.browser.newContext(PHONE));
    await logInTo(member.page, new URL(link).pathname, DEMO_CUSTOMER);
    await member.page.getByRole('button', { name: tp('team.accept'), exact: true }).click();
    await member.page.getByRole('link', { name: tp('team.openPanel') }).click();
    await member.page.waitForURL(`${running.server.url}/seller/products`);
    const nav = member.page.getByRole('navigation', { name: tp('shell.nav') });
    await nav.getByRole('link', { name: tp('shell.products') }).waitFor();
    // In the row or under "Más" (issue 43): every section the role reaches, in order.
    expect(await nav.getByRole('link', { includeHidden: true }).allTextContents()).toEqual([tp('shell.products'), tp('shell.tags'), tp('shell.coupons'), tp('shell.security')]);
    await member.page.getByText(tp('team.yourRole', { role: tp('team.roleCatalogue') })).waitFor();
    expect(await fitsThePhone(member.page)).toBeLessThanOrEqual(360);
    // A section of another role says so instead of failing.
    await member.page.goto(`${running.server.url}/seller/billing`);
    await member.page.getByText(tp('team.noAccess')).waitFor();

    // The owner's list shows them active now.
    await owner.page.reload();
    await owner.page.getByRole('article', { name: DEMO_CUSTOMER.email }).getByText(`${tp('team.roleCatalogue')} · ${tp('team.statusActive')}`).waitFor();
    // The owner removes them: their panel is gone at once.
    await owner.page.getByRole('button', { name: tp('team.removeLabel', { email: DEMO_CUSTOMER.email }) }).click();
    await owner.page.getByRole('dialog').getByRole('button', { name: tp('team.remove'), exact: true }).click();
    await owner.page.getByText(tp('team.removed', { email: DEMO_CUSTOMER.email })).waitFor();
    await owner.page.getByText(tp('team.empty')).waitFor();
    expect(await fitsThePhone(owner.page)).toBeLessThanOrEqual(360);
    await member.page.goto(`${running.server.url}/seller`);
    await member.page.getByText(tp('access.sellersOnly')).waitFor();
    // The panel's list of stores answered the former member 403: the browser logs it, nothing else does.
    const unexpected = member.problems.filter((problem) => !/status of 403/.test(problem));
    expect([...owner.problems, ...unexpected]).toEqual([]);
  });
});
