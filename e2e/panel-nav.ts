import type { Page } from 'playwright-core';
import { tp } from '@plaza/domain/messages/es-panel';

/**
 * Opens a section of the seller panel from its tab bar, as a person would at any width: the tab
 * itself when it is in the row, else through "Más" (issue 43), where the tabs that do not fit go.
 */
export async function openPanelSection(page: Page, name: string | RegExp) {
  const nav = page.getByRole('navigation', { name: tp('shell.nav') });
  await nav.getByRole('link').first().waitFor();
  const link = nav.getByRole('link', { name });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: new RegExp(`^${tp('moreMenu.more')}`) }).click();
  await link.click();
}
