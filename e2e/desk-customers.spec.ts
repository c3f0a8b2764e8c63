import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { personalDataExportSchema } from '#common/contracts/personal-data.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import {
  chooseLanguage,
  createStaffMember,
  deskLogin,
  deskMenu,
  deskMenuLink,
  followDeskMenu,
  deskTexts,
  logInToDesk,
  storeDriver,
  storeTrips,
} from './support/desk.ts';
import { languages, zakelijkUrl } from './support/tenants.ts';

/**
 * An admin answers a customer's request about their data (docs/reference/screens.md#desk-customers,
 * docs/decisions/054-personal-data.md): the person found by their address in another case, their data downloaded as
 * JSON, then erased after the dialog that says what goes and what stays; the address then finds no one. A dispatcher
 * has no such page.
 */

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');

for (const lang of languages) {
  const t = deskTexts[lang];

  test(`an admin exports and erases a customer's data, ${lang}`, async ({ page }) => {
    const id = randomUUID().slice(0, 8);
    const email = `petra.${id}@example.nl`;
    const name = `Petra Privé ${id}`;
    const driverId = await storeDriver('zakelijk', `Chauffeur ${id}`);
    await storeTrips([{ name, email, datetime: '2025-03-12 10:00', driverId, done: true }]);
    const admin = await createStaffMember('zakelijk', 'admin');
    await page.setViewportSize(desktop);
    await page.goto(`${zakelijkUrl}/admin/login`);
    await expect(deskLogin(page, 'nl').email).toBeVisible();
    if (lang === 'en') await chooseLanguage(page, 'en');
    await logInToDesk(page, lang, admin);

    await followDeskMenu(page, lang, t.deskCustomers);
    await expect(page.getByRole('heading', { level: 1, name: t.deskCustomers })).toBeVisible();
    const field = page.getByRole('textbox', { name: t.deskCustomersEmail });
    await field.fill('geen-adres');
    await page.getByRole('button', { name: t.deskCustomersFind }).click();
    await expect(page.getByText(t.deskCustomersEmailInvalid).first()).toBeVisible();

    await field.fill(email.toUpperCase());
    await field.press('Enter');
    const held = page.getByRole('region', { name: fill(t.deskCustomersHeld, { email: email.toUpperCase() }) });
    await expect(held).toBeVisible();
    await expect(held).toContainText(t.deskCustomersKind_guest);
    await expect(held).toContainText(fill(t.deskCustomersRetention, { months: '24' }));
    await expectNoAccessibilityViolations(page);
    await page.setViewportSize(phone);
    await expect(held.getByRole('button', { name: t.deskCustomersErase })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.setViewportSize(desktop);

    const downloading = page.waitForEvent('download');
    await held.getByRole('button', { name: t.deskCustomersExport }).click();
    const download = await downloading;
    const exported = personalDataExportSchema.parse(JSON.parse(await readFile(await download.path(), 'utf8')));
    expect(exported.version).toBe(1);
    expect(exported.orders[0]?.personalDetails.custname).toBe(name);
    await expect(page.getByRole('status').filter({ hasText: download.suggestedFilename() })).toBeVisible();

    await held.getByRole('button', { name: t.deskCustomersErase }).click();
    const dialog = page.getByRole('dialog', { name: fill(t.deskCustomersEraseTitle, { email: email.toUpperCase() }) });
    await expect(dialog).toContainText(t.deskCustomersEraseKept);
    // The safe answer has the focus: Escape or Enter now changes nothing.
    await expect(dialog.getByRole('button', { name: t.deskCancel })).toBeFocused();
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await held.getByRole('button', { name: t.deskCustomersErase }).click();
    await dialog.getByRole('button', { name: t.deskCustomersEraseConfirm }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: fill(t.deskCustomersErasedDone, { accounts: '1', orders: '1', sessions: '0' }) }),
    ).toBeVisible();
    await expect(page.getByText(t.deskError_personNotFound)).toBeVisible();
    await expect(held).toHaveCount(0);
  });

  test(`a dispatcher has no personal data page, ${lang}`, async ({ page }) => {
    const dispatcher = await createStaffMember('zakelijk', 'dispatcher');
    await page.setViewportSize(desktop);
    await page.goto(`${zakelijkUrl}/admin/login`);
    await expect(deskLogin(page, 'nl').email).toBeVisible();
    if (lang === 'en') await chooseLanguage(page, 'en');
    await logInToDesk(page, lang, dispatcher);
    await expect(deskMenu(page, lang).getByRole('link', { name: t.deskPlan })).toBeVisible();
    await expect(deskMenuLink(page, lang, t.deskCustomers)).toHaveCount(0);
    await page.goto(`${zakelijkUrl}/admin/customers`);
    await expect(page.getByRole('heading', { level: 1, name: t.deskNoAccess })).toBeVisible();
  });
}
