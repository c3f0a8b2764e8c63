import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openIn } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { errorSummary, fill } from './support/checkout-steps.ts';
import {
  createStaffMember,
  deskMenu,
  deskMenuLink,
  deskTexts,
  followDeskMenu,
  logInAt,
  showDeskMenuLink,
} from './support/desk.ts';
import { specTenant } from './support/spec-tenant.ts';
import { languages, type Language } from './support/tenants.ts';

/*
 * The settings screens (docs/reference/screens.md#desk-settings). The journeys change the settings of a copy of the
 * demo of their own (`specTenant`), so no other spec reads them, one test at a time: a save is made on the version it
 * was loaded on, so two at once would refuse each other.
 */

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
/** Every settings screen of this part, by its address below `/admin/settings/`. */
const screens = ['company', 'texts', 'documents', 'settings', 'payment', 'hosts', 'places', 'versions'] as const;
const tenantId = 'settings';
/** The company phone of the demo, which the tenant is a copy of. */
const demoPhone = (
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'config', 'tenants', 'demo.json'), 'utf8')) as {
    info: { telText: string };
  }
).info.telText;
let tenantUrl = '';
test.beforeAll(async () => {
  tenantUrl = (await specTenant(tenantId)).url;
});

/** The status that names the version a save made. */
const savedStatus = (page: Page, lang: Language) =>
  page.getByRole('status').filter({
    hasText: new RegExp(deskTexts[lang]['desk.settings.saved'].replace('{{version}}', '\\d+').replace('.', '\\.')),
  });

/** The newest version's row of the versions table. */
const newestVersion = (page: Page) => page.locator('.settings-versions tbody tr').first();

test.describe.configure({ timeout: 180_000 });

/** A settings screen's link in the settings' navigation, by its name in `lang`. */
const sectionLink = (page: Page, lang: Language, name: string) =>
  page.getByRole('navigation', { name: deskTexts[lang]['desk.settings.navigation'] }).getByRole('link', { name });

// The journeys that save, or count the versions, one at a time.
test.describe('saving the settings', () => {
  test.describe.configure({ mode: 'serial' });
  for (const lang of languages) {
    const t = deskTexts[lang];
    const section = (page: Page, name: string) => sectionLink(page, lang, name);

    test(`${lang}: an admin changes the company's phone, sees the version and its diff, and restores the one before`, async ({
      page,
    }) => {
      await page.setViewportSize(desktop);
      const admin = await createStaffMember(tenantId, 'admin');
      await logInAt(page, lang, admin, tenantUrl);
      await followDeskMenu(page, lang, t['desk.settings.title']);
      await expect(page.getByRole('heading', { level: 2, name: t['desk.settings.section.company'] })).toBeVisible();
      await expect(section(page, t['desk.settings.section.company'])).toHaveAttribute('aria-current', 'page');

      const phoneField = page.getByRole('textbox', { name: t['desk.settings.field.info.telText'] });
      await expect(phoneField).toHaveValue(demoPhone);
      const newPhone = `050 ${randomInt(100, 999)} ${randomInt(10, 99)} ${randomInt(10, 99)}`;
      await phoneField.fill(newPhone);
      await page.getByRole('button', { name: t['desk.settings.save'] }).click();
      const saved = savedStatus(page, lang);
      await expect(saved).toBeVisible();
      const version = Number(/\d+/.exec((await saved.textContent()) ?? '')?.[0]);

      // In force for the customer's next load, with no restart.
      const customer = await page.context().newPage();
      await openIn(customer, `${tenantUrl}/faq`, lang);
      await expect(customer.getByRole('main').getByRole('link', { name: newPhone })).toBeVisible();

      await section(page, t['desk.settings.section.versions']).click();
      const newest = newestVersion(page);
      await expect(newest).toContainText(String(version));
      await expect(newest).toContainText(t['desk.settings.versions.inForce']);
      await expect(newest).toContainText(admin.name);
      await expect(newest).toContainText(t['desk.settings.versions.how.desk']);
      await expect(newest).toContainText(t['desk.settings.field.info.telText']);
      await expectNoAccessibilityViolations(page);

      // The version before this one: what the restore puts back.
      const previous = page.locator('.settings-versions tbody tr').nth(1);
      await previous
        .getByRole('link', { name: fill(t['desk.settings.versions.show'], { version: version - 1 }) })
        .click();
      await expect(
        page.getByRole('heading', {
          level: 3,
          name: fill(t['desk.settings.versions.detailTitle'], { version: version - 1 }),
        }),
      ).toBeFocused();
      await newest.getByRole('link', { name: fill(t['desk.settings.versions.show'], { version }) }).click();
      const detail = page.getByRole('region', { name: fill(t['desk.settings.versions.detailTitle'], { version }) });
      const change = detail.getByRole('row').filter({ hasText: t['desk.settings.field.info.telText'] });
      await expect(change).toContainText(demoPhone);
      await expect(change).toContainText(newPhone);
      await expect(detail).toContainText(t['desk.settings.versions.isInForce']);
      await expectNoAccessibilityViolations(page);

      await previous
        .getByRole('link', { name: fill(t['desk.settings.versions.show'], { version: version - 1 }) })
        .click();
      await page.getByRole('button', { name: t['desk.settings.versions.restore'] }).click();
      const confirm = page.getByRole('dialog', {
        name: fill(t['desk.settings.versions.confirmTitle'], { version: version - 1 }),
      });
      await expect(confirm).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await confirm.getByRole('button', { name: t['desk.settings.versions.restore'] }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: fill(t['desk.settings.versions.restored'], { from: version - 1, to: version + 1 }) }),
      ).toBeVisible();
      await expect(newest).toContainText(String(version + 1));
      await expect(newest).toContainText(t['desk.settings.versions.how.revert']);
      await expect(newest).toContainText(t['desk.settings.versions.inForce']);

      await customer.reload();
      await expect(customer.getByRole('main').getByRole('link', { name: demoPhone })).toBeVisible();
      await expect(customer.getByRole('main').getByRole('link', { name: newPhone })).toHaveCount(0);
    });

    test(`${lang}: an empty company name is refused beside its field and nothing is saved`, async ({ page }) => {
      await page.setViewportSize(desktop);
      const admin = await createStaffMember(tenantId, 'admin');
      await logInAt(page, lang, admin, tenantUrl);
      await page.goto(`${tenantUrl}/admin/settings/versions`);
      const before = await newestVersion(page).locator('td').first().textContent();
      await section(page, t['desk.settings.section.company']).click();
      const name = page.getByRole('textbox', { name: t['desk.settings.field.info.company'] });
      await name.fill('');
      await page.getByRole('button', { name: t['desk.settings.save'] }).click();
      const message = fill(t['desk.settings.missing'], { label: t['desk.settings.field.info.company'] });
      await expect(errorSummary(page, lang)).toBeFocused();
      await expect(errorSummary(page, lang)).toContainText(message);
      await expect(name).toHaveAccessibleDescription(message);
      await expectNoAccessibilityViolations(page);
      await section(page, t['desk.settings.section.versions']).click();
      await expect(newestVersion(page).locator('td').first()).toHaveText(before ?? '');
    });

    test(`${lang}: a KvK number of the wrong shape is refused beside its field; a right one is saved and named in the versions`, async ({
      page,
    }) => {
      await page.setViewportSize(desktop);
      const admin = await createStaffMember(tenantId, 'admin');
      await logInAt(page, lang, admin, tenantUrl);
      await page.goto(`${tenantUrl}/admin/settings/company`);
      const label = t['desk.settings.field.info.legal.kvkNumber'];
      const kvk = page.getByRole('textbox', { name: label });
      // The details receipts and invoices print (docs/decisions/051-receipts.md), each with its shape as help.
      await expect(page.getByRole('group', { name: t['desk.settings.company.legal'] })).toBeVisible();
      await expect(kvk).toHaveAccessibleDescription(t['desk.settings.help.info.legal.kvkNumber']);
      await kvk.fill('1234');
      await page.getByRole('button', { name: t['desk.settings.save'] }).click();
      const message = fill(t.deskFieldError_invalid, { label });
      await expect(errorSummary(page, lang)).toBeFocused();
      await expect(errorSummary(page, lang)).toContainText(message);
      await expect(kvk).toHaveAccessibleDescription(`${t['desk.settings.help.info.legal.kvkNumber']} ${message}`);
      await expect(kvk).toHaveValue('1234');
      await expectNoAccessibilityViolations(page);
      await kvk.fill(`${randomInt(10_000_000, 99_999_999)}`);
      await page.getByRole('button', { name: t['desk.settings.save'] }).click();
      await expect(savedStatus(page, lang)).toBeVisible();
      await section(page, t['desk.settings.section.versions']).click();
      // Named in words: the field, or its group when the tenant had none of these details before.
      const named = [label, t['desk.settings.field.info.legal']].map((text) => text.replace(/[()]/g, '\\$&'));
      await expect(newestVersion(page)).toContainText(new RegExp(named.join('|')));
    });

    test(`${lang}: every section saves as it is, and a new logo is shown before it is saved and listed after`, async ({
      page,
    }) => {
      await page.setViewportSize(desktop);
      const admin = await createStaffMember(tenantId, 'admin');
      await logInAt(page, lang, admin, tenantUrl);
      for (const screen of screens.filter((each) => each !== 'versions')) {
        await page.goto(`${tenantUrl}/admin/settings/${screen}`);
        await page.getByRole('button', { name: t['desk.settings.save'] }).click();
        await expect(savedStatus(page, lang), screen).toBeVisible();
      }

      await section(page, t['desk.settings.section.documents']).click();
      await page.getByLabel(t['desk.settings.documents.logoPick']).setInputFiles({
        name: 'nieuw-logo.svg',
        mimeType: 'image/svg+xml',
        buffer: readFileSync(join(import.meta.dirname, '..', 'config', 'tenants', 'zakelijk', 'logo.svg')),
      });
      await expect(page.getByRole('img', { name: t['desk.settings.documents.logoNew'] })).toBeVisible();
      await page.getByRole('button', { name: t['desk.settings.save'] }).click();
      await expect(savedStatus(page, lang)).toBeVisible();
      const version = Number(/\d+/.exec((await savedStatus(page, lang).textContent()) ?? '')?.[0]);

      await section(page, t['desk.settings.section.versions']).click();
      await expect(newestVersion(page)).toContainText(t['desk.settings.versions.files']);
      await page.getByRole('link', { name: fill(t['desk.settings.versions.show'], { version: version - 1 }) }).click();
      await page.getByRole('button', { name: t['desk.settings.versions.restore'] }).click();
      await page.getByRole('dialog').getByRole('button', { name: t['desk.settings.versions.restore'] }).click();
      await expect(newestVersion(page)).toContainText(String(version + 1));
    });
  }
});

for (const lang of languages) {
  const t = deskTexts[lang];

  test(`${lang}: a dispatcher has no settings in the menu and is refused at the address`, async ({ page }) => {
    await page.setViewportSize(desktop);
    const dispatcher = await createStaffMember(tenantId, 'dispatcher');
    await logInAt(page, lang, dispatcher, tenantUrl);
    await expect(deskMenu(page, lang).getByRole('link', { name: t['deskBoard'] })).toBeVisible();
    await expect(deskMenuLink(page, lang, t['desk.settings.title'])).toHaveCount(0);
    await page.goto(`${tenantUrl}/admin/settings/company`);
    await expect(page.getByRole('heading', { level: 1, name: t.deskNoAccess })).toBeVisible();
    await expect(page.getByRole('textbox', { name: t['desk.settings.field.info.company'] })).toHaveCount(0);
  });

  test(`${lang}: every settings screen passes axe at 1280 px and fits a phone`, async ({ page }) => {
    await page.setViewportSize(desktop);
    const admin = await createStaffMember(tenantId, 'admin');
    await logInAt(page, lang, admin, tenantUrl);
    for (const screen of screens) {
      await page.goto(`${tenantUrl}/admin/settings/${screen}`);
      await expect(page.getByRole('heading', { level: 2, name: t[`desk.settings.section.${screen}`] })).toBeVisible();
      await expect(page.locator('.spinner')).toHaveCount(0);
      await expectNoAccessibilityViolations(page);
    }
    await page.setViewportSize(phone);
    for (const screen of screens) {
      await page.goto(`${tenantUrl}/admin/settings/${screen}`);
      await expect(page.getByRole('heading', { level: 2, name: t[`desk.settings.section.${screen}`] })).toBeVisible();
      await expect(page.locator('.spinner')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${screen} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
    }
    await expect(await showDeskMenuLink(page, lang, t['desk.settings.title'])).toHaveAttribute('aria-current', 'page');
    await expectNoAccessibilityViolations(page);
  });
}
