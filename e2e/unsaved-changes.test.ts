import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { t } from '@plaza/domain/messages/es-server';
import { tp } from '@plaza/domain/messages/es-panel';
import { ta } from '@plaza/domain/messages/es-admin';
import { tc } from '@plaza/domain/messages/es-admin-content';
import { openPage, PHONE, serverAndBrowser } from './harness';
import { openPanelSection } from './panel-nav';

/** A tab's name exactly (at 360 px the tabs that do not fit are under "Más"). */
const exactly = (name: string) => new RegExp(`^${name}$`);

// A stray tap must not lose a form's work (seller panel and operator console, on a phone): leaving
// a form with unsaved changes asks first, whether by a link, the menu or the phone's back button,
// and a reload gets the browser's own question; once saved, nothing asks.
const SELLER = { email: 'vendedor@plaza.local', password: 'Vendedor123!' };
const OPERATOR = { email: 'admin@plaza.local', password: 'Admin123!' };

const running = serverAndBrowser();

async function signedIn(account: { email: string; password: string }, next: string): Promise<{ page: Page; problems: string[] }> {
  const context = await running.browser.newContext(PHONE);
  const opened = await openPage(context);
  const { page } = opened;
  await page.goto(`${running.server.url}/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: t('account.email') }).fill(account.email);
  await page.getByLabel(t('password.label'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t('auth.loginSubmit'), exact: true }).click();
  await page.waitForURL(`${running.server.url}${next}`);
  return opened;
}

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: tp('storeScreens.common.leaveTitle') });

describe('unsaved changes', () => {
  it('asks before a seller leaves a product form with changes, by a link or the back button, and keeps what was typed', async () => {
    const { page, problems } = await signedIn(SELLER, '/seller');
    await openPanelSection(page, exactly(tp('shell.products')));
    await page.getByRole('link', { name: tp('productScreens.newProduct') }).first().click();
    await page.getByRole('heading', { level: 1, name: tp('productScreens.newTitle') }).waitFor();
    const name = page.getByLabel(tp('productScreens.name'), { exact: true });

    // Nothing typed yet: leaving does not ask.
    await openPanelSection(page, exactly(tp('shell.coupons')));
    await page.waitForURL(`${running.server.url}/seller/coupons`);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: tp('productScreens.newTitle') }).waitFor();

    await name.fill('Ventilador de techo');
    await openPanelSection(page, exactly(tp('shell.coupons')));
    const dialog = leaveDialog(page);
    await dialog.waitFor();
    expect(await dialog.getByText(tp('storeScreens.common.leaveBody')).count()).toBe(1);
    // The safe answer has the focus.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(tp('storeScreens.common.keepEditing'));
    await dialog.getByRole('button', { name: tp('storeScreens.common.keepEditing') }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${running.server.url}/seller/products/new`);
    await expect(name.inputValue()).resolves.toBe('Ventilador de techo');

    // The phone's back button asks too; leaving anyway goes where it was going (the products).
    await page.goBack();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: tp('storeScreens.common.leaveConfirm') }).click();
    await page.waitForURL(`${running.server.url}/seller/products`);

    // A reload with changes gets the browser's own question.
    await page.goto(`${running.server.url}/seller/products/new`);
    await name.fill('Ventilador de pie');
    const asked: string[] = [];
    page.once('dialog', (question) => {
      asked.push(question.type());
      void question.accept();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await expect(name.inputValue()).resolves.toBe('');
    expect(problems).toEqual([]);
  });

  it('does not ask once the store profile is saved', async () => {
    const { page, problems } = await signedIn(SELLER, '/seller');
    await openPanelSection(page, exactly(tp('shell.store')));
    const description = page.getByLabel(tp('storeScreens.profile.description'), { exact: true });
    await description.fill(`${await description.inputValue()} Abierto también los domingos.`);
    await openPanelSection(page, exactly(tp('shell.tags')));
    await leaveDialog(page).waitFor();
    await leaveDialog(page).getByRole('button', { name: tp('storeScreens.common.keepEditing') }).click();
    await page.getByRole('button', { name: tp('storeScreens.common.save') }).click();
    await page.getByText(tp('shell.saved')).waitFor();
    await openPanelSection(page, exactly(tp('shell.tags')));
    await page.waitForURL(`${running.server.url}/seller/tags`);
    expect(await leaveDialog(page).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('asks before an operator leaves the footer editor with changes', async () => {
    const { page } = await signedIn(OPERATOR, '/admin');
    await page.goto(`${running.server.url}/admin/content/footer`);
    await page.getByLabel(tc('contentEditors.footer.about')).fill('Plaza: tiendas de toda Cuba en un solo lugar.');
    await page.getByRole('button', { name: ta('shell.menu') }).click();
    await page.getByRole('navigation', { name: ta('shell.nav') }).getByRole('link', { name: ta('shell.dashboard'), exact: true }).click();
    await leaveDialog(page).waitFor();
    await leaveDialog(page).getByRole('button', { name: tp('storeScreens.common.leaveConfirm') }).click();
    await page.waitForURL(`${running.server.url}/admin`);
  });

  it("asks before a seller leaves a list's inline editor with changes, and not once it is cancelled", async () => {
    const { page, problems } = await signedIn(SELLER, '/seller/coupons');
    const leaveBy = async (screen: Parameters<typeof tp>[0]) => openPanelSection(page, exactly(tp(screen)));

    // The coupon form open but untouched: leaving does not ask.
    await page.getByRole('button', { name: tp('storeScreens.coupons.add') }).click();
    const code = page.getByLabel(tp('storeScreens.coupons.code'), { exact: true });
    await code.waitFor();
    await leaveBy('shell.paymentMethods');
    await page.waitForURL(`${running.server.url}/seller/payment-methods`);
    expect(await leaveDialog(page).count()).toBe(0);

    // A payment method typed: leaving asks; staying keeps it.
    await page.getByRole('button', { name: tp('storeScreens.payments.add') }).click();
    const methodName = page.getByLabel(tp('storeScreens.payments.name'), { exact: true });
    await methodName.fill('Transfermóvil');
    await leaveBy('shell.coupons');
    await leaveDialog(page).waitFor();
    await leaveDialog(page).getByRole('button', { name: tp('storeScreens.common.keepEditing') }).click();
    await expect(methodName.inputValue()).resolves.toBe('Transfermóvil');
    // Cancelled, the form and its changes are gone: nothing asks.
    await page.getByRole('button', { name: tp('storeScreens.common.cancel'), exact: true }).click();
    await leaveBy('shell.tags');
    await page.waitForURL(`${running.server.url}/seller/tags`);
    expect(await leaveDialog(page).count()).toBe(0);

    // The tags' form is always open: a name typed there asks too; leaving anyway goes on.
    await page.getByLabel(tp('storeScreens.tags.name'), { exact: true }).fill('Oferta de temporada');
    await leaveBy('shell.coupons');
    await leaveDialog(page).waitFor();
    await leaveDialog(page).getByRole('button', { name: tp('storeScreens.common.leaveConfirm') }).click();
    await page.waitForURL(`${running.server.url}/seller/coupons`);
    await code.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it("asks before an operator leaves the content editors' inline forms with changes, and only then", async () => {
    const { page, problems } = await signedIn(OPERATOR, '/admin');
    const editors = [
      { path: 'hero', add: 'contentEditors.hero.add', field: 'contentEditors.hero.tittle' },
      { path: 'categories', add: 'contentEditors.categories.add', field: 'contentEditors.categories.name' },
      { path: 'sections', add: 'contentEditors.sections.add', field: 'contentEditors.sections.name' },
      { path: 'plans', add: 'contentEditors.plans.add', field: 'contentEditors.plans.name' },
    ] as const;
    // The menu stays open when a question kept the operator on the page.
    const toDashboard = async () => {
      const dashboard = page.getByRole('navigation', { name: ta('shell.nav') }).getByRole('link', { name: ta('shell.dashboard'), exact: true });
      if (!(await dashboard.isVisible())) await page.getByRole('button', { name: ta('shell.menu') }).click();
      await dashboard.click();
    };
    for (const editor of editors) {
      const editorUrl = `${running.server.url}/admin/content/${editor.path}`;
      await page.goto(editorUrl);
      await page.getByRole('button', { name: tc(editor.add) }).click();
      const field = page.getByLabel(tc(editor.field), { exact: true });
      await field.waitFor();
      // Opened and untouched: leaving does not ask.
      await toDashboard();
      await page.waitForURL(`${running.server.url}/admin`);
      expect(await leaveDialog(page).count(), editor.path).toBe(0);

      await page.goto(editorUrl);
      await page.getByRole('button', { name: tc(editor.add) }).click();
      await field.fill('Novedades de diciembre');
      await toDashboard();
      await leaveDialog(page).waitFor();
      await leaveDialog(page).getByRole('button', { name: tp('storeScreens.common.keepEditing') }).click();
      await leaveDialog(page).waitFor({ state: 'hidden' });
      expect(page.url(), editor.path).toBe(editorUrl);
      await expect(field.inputValue()).resolves.toBe('Novedades de diciembre');
      await toDashboard();
      await leaveDialog(page).getByRole('button', { name: tp('storeScreens.common.leaveConfirm') }).click();
      await page.waitForURL(`${running.server.url}/admin`);
    }
    expect(problems).toEqual([]);
  });
});
