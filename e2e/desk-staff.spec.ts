import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '#server/db/connect.ts';
import { recordAudit } from '#server/modules/staff/desk-audit.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { errorSummary } from './support/checkout-steps.ts';
import {
  chooseLanguage,
  codeOf,
  createStaffMember,
  deskLogin,
  deskMenu,
  deskMenuLink,
  followDeskMenu,
  unfoldDeskMenu,
  deskTexts,
  enterPassword,
  logInToDesk,
  type EnrolledStaff,
} from './support/desk.ts';
import { demoUrl, languages, zakelijkUrl, type Language } from './support/tenants.ts';

/** The staff and audit screens (docs/reference/screens.md#desk-staff, #desk-audit), each member made for its test. */

const viewports = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replace(`{{${key}}}`, String(value)), text);

async function logIn(page: Page, lang: Language, member: EnrolledStaff, url = demoUrl): Promise<void> {
  await page.goto(`${url}/admin/login`);
  await expect(deskLogin(page, 'nl').email).toBeVisible();
  if (lang === 'en') await chooseLanguage(page, 'en');
  await logInToDesk(page, lang, member);
}

/** The new member form's controls. */
function newMemberForm(page: Page, lang: Language) {
  const t = deskTexts[lang];
  const form = page.getByRole('form', { name: t.deskNewMemberTitle });
  return {
    form,
    name: form.getByRole('textbox', { name: t.deskName }),
    email: form.getByRole('textbox', { name: t.deskEmail }),
    role: (role: 'admin' | 'dispatcher') => form.getByRole('radio', { name: t[`deskRole_${role}`] }),
    password: form.getByRole('textbox', { name: t.deskNewPassword }),
    add: form.getByRole('button', { name: t.deskAddMember }),
  };
}

/** A member's card in the staff list, by their name. */
const memberCard = (page: Page, name: string) => page.getByRole('article', { name: new RegExp(`^${name}`) });

for (const lang of languages) {
  const t = deskTexts[lang];

  test.describe(`the staff screens in ${lang}`, () => {
    test('an admin adds a member, who logs in and sets up their authenticator by QR code', async ({
      page,
      browser,
    }) => {
      test.setTimeout(60_000);
      const admin = await createStaffMember('demo', 'admin');
      await logIn(page, lang, admin);
      await followDeskMenu(page, lang, t.deskStaff);
      await expect(page.getByRole('heading', { level: 1, name: t.deskStaff })).toBeFocused();

      const id = randomUUID().slice(0, 8);
      const newcomer = {
        tenantId: 'demo',
        name: `Iris Dekker ${id}`,
        email: `iris-${id}@example.nl`,
        role: 'dispatcher' as const,
        password: `Start-${id}-2026`,
      };
      const form = newMemberForm(page, lang);
      await form.name.fill(newcomer.name);
      await form.email.fill(newcomer.email);
      await expect(form.role('dispatcher')).toBeChecked();
      await form.password.fill(newcomer.password);
      await form.add.click();
      await expect(
        page.getByRole('status').filter({ hasText: fill(t.deskMemberCreated, { name: newcomer.name }) }),
      ).toBeVisible();
      await expect(form.name).toHaveValue('');
      const card = memberCard(page, newcomer.name);
      await expect(card).toContainText(newcomer.email);
      await expect(card).toContainText(t.deskTotpPending);

      // The newcomer, at another computer.
      const context = await browser.newContext();
      const other = await context.newPage();
      await other.goto(`${demoUrl}/admin/login`);
      await expect(deskLogin(other, 'nl').email).toBeVisible();
      if (lang === 'en') await chooseLanguage(other, 'en');
      await enterPassword(other, lang, newcomer);
      await expect(other.getByRole('heading', { name: t.deskEnrolTitle })).toBeFocused();
      const qr = other.getByRole('img', { name: t.deskEnrolQrAlt });
      await expect(qr).toBeVisible();
      await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
      await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      // The key as the page shows it, in groups of four, is what an app would take by hand.
      const shown = (await other.locator('code').innerText()).trim();
      expect(shown).toMatch(/^([A-Z2-7]{4} )*[A-Z2-7]{1,4}$/);
      const secret = shown.replace(/\s/g, '');
      await deskLogin(other, lang).code.fill(codeOf(secret, Math.floor(Date.now() / 30_000)));
      await deskLogin(other, lang).confirm.click();
      await expect(other.getByRole('heading', { level: 1, name: t.deskBoard })).toBeVisible();
      await expect(other.getByRole('banner')).toContainText(newcomer.name);
      await context.close();

      await page.reload();
      await expect(memberCard(page, newcomer.name)).toContainText(t.deskTotpEnrolled);
    });

    test("the server's answers show at their fields, and what was typed stays", async ({ page }) => {
      // A login and several adds the server answers: on a loaded machine that took more than 30 s.
      test.setTimeout(60_000);
      const admin = await createStaffMember('demo', 'admin');
      const existing = await createStaffMember('demo', 'dispatcher');
      await logIn(page, lang, admin);
      await page.goto(`${demoUrl}/admin/staff`);
      const form = newMemberForm(page, lang);
      await form.add.click();
      const summary = errorSummary(page, lang);
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText([
        t.deskNameMissing,
        t.deskEmailMissing,
        fill(t.deskPasswordTooShort, { min: 10 }),
      ]);
      await expectNoAccessibilityViolations(page);

      await form.name.fill('Tweede Daan');
      await form.email.fill(existing.email.toUpperCase());
      await form.role('admin').check();
      await form.password.fill('Geheim-2026-x');
      await form.add.click();
      await expect(summary.getByRole('link')).toHaveText([t.deskError_emailTaken]);
      await expect(form.email).toHaveAttribute('aria-invalid', 'true');
      await expect(form.email).toHaveAccessibleDescription(t.deskError_emailTaken);
      await expect(form.name).toHaveValue('Tweede Daan');
      await expect(form.role('admin')).toBeChecked();
      await expect(form.password).toHaveValue('Geheim-2026-x');
    });

    test('role, disabling and the authenticator change after a question, and cancelling changes nothing', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const admin = await createStaffMember('zakelijk', 'admin');
      const member = await createStaffMember('zakelijk', 'dispatcher');
      await logIn(page, lang, admin, zakelijkUrl);
      await page.goto(`${zakelijkUrl}/admin/staff`);
      const card = memberCard(page, member.name);
      const dialog = page.getByRole('dialog');

      // The admin's own card offers no demotion or disabling.
      const own = memberCard(page, admin.name);
      await expect(own.getByRole('button')).toHaveText([new RegExp(`^${t.deskAction_resetTotp}`)]);
      await expect(own).toContainText(t.deskSelfNote);

      await card.getByRole('button', { name: `${t.deskAction_disable} ${member.name}` }).click();
      await expect(dialog).toHaveAccessibleName(fill(t.deskConfirmTitle_disable, { name: member.name }));
      await expect(dialog.getByRole('button', { name: t.deskCancel })).toBeFocused();
      await expectNoAccessibilityViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(card).toContainText(t.deskActive);

      await card.getByRole('button', { name: `${t.deskAction_promote} ${member.name}` }).click();
      await dialog.getByRole('button', { name: t.deskConfirmYes_promote }).click();
      await expect(
        page.getByRole('status').filter({ hasText: fill(t.deskDone_promote, { name: member.name }) }),
      ).toBeVisible();
      await expect(card).toContainText(t.deskRole_admin);

      await card.getByRole('button', { name: `${t.deskAction_disable} ${member.name}` }).click();
      await dialog.getByRole('button', { name: t.deskConfirmYes_disable }).click();
      await expect(card).toContainText(t.deskDisabled);
      // Enabling takes nothing away: no question.
      await card.getByRole('button', { name: `${t.deskAction_enable} ${member.name}` }).click();
      await expect(card).toContainText(t.deskActive);

      await card.getByRole('button', { name: `${t.deskAction_resetTotp} ${member.name}` }).click();
      await dialog.getByRole('button', { name: t.deskConfirmYes_resetTotp }).click();
      await expect(card).toContainText(t.deskTotpPending);

      // The member's history has it all, newest first, in words: from their card, so what other journeys write at the
      // same time does not push it off the page.
      await card.getByRole('link', { name: `${t.deskMemberHistory} ${member.name}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.deskAudit })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(fill(t.deskAuditAboutOnly, { name: member.name }));
      const rows = page.getByRole('row').filter({ hasText: member.name });
      await expect(page.locator('tbody tr')).toHaveCount(5);
      await expect(rows).toHaveCount(5);
      await expect(rows.first()).toContainText(t.deskAuditAction_totp_reset);
      await expect(rows.nth(1)).toContainText(t.deskAuditAction_staff_enabled);
      await expect(rows.nth(2)).toContainText(t.deskAuditAction_staff_disabled);
      await expect(rows.nth(3)).toContainText(t.deskAuditAction_staff_role_changed);
      await expect(rows.nth(3)).toContainText(
        `${t.deskAuditDetail_role}: ${t.deskRole_dispatcher} → ${t.deskRole_admin}`,
      );
      await expect(rows.nth(4)).toContainText(t.deskAuditAction_staff_created);
      await expectNoAccessibilityViolations(page);
      await page.getByRole('link', { name: t.deskAuditShowAll }).click();
      await expect(page).toHaveURL(`${zakelijkUrl}/admin/audit`);
      await expect(page.getByRole('main')).not.toContainText(fill(t.deskAuditAboutOnly, { name: member.name }));
    });

    test('a dispatcher sees no staff or audit history, and is refused them', async ({ page }) => {
      const dispatcher = await createStaffMember('demo', 'dispatcher');
      await logIn(page, lang, dispatcher);
      await unfoldDeskMenu(page);
      await expect(deskMenu(page, lang).getByRole('link')).toHaveText([
        t.deskBoard,
        t.deskPlan,
        t.deskRunSheet,
        t['desk.absence.title'],
      ]);
      await expect(deskMenuLink(page, lang, t.deskStaff)).toHaveCount(0);
      await expect(deskMenuLink(page, lang, t.deskAudit)).toHaveCount(0);
      await expect(page.getByRole('banner')).toContainText(t.deskRole_dispatcher);
      for (const path of ['/admin/staff', '/admin/audit']) {
        await page.goto(`${demoUrl}${path}`);
        await expect(page.getByRole('heading', { level: 1, name: t.deskNoAccess })).toBeVisible();
        await expect(page.getByRole('main')).toContainText(fill(t.deskNoAccessText, { role: t.deskRole_dispatcher }));
        await page.getByRole('link', { name: t.deskToBoard }).click();
        await expect(page).toHaveURL(`${demoUrl}/admin`);
      }
    });

    for (const [device, viewport] of Object.entries(viewports)) {
      test(`the audit history goes back a page at a time, and every desk screen passes axe-core, ${device}`, async ({
        page,
      }) => {
        test.setTimeout(60_000);
        const admin = await createStaffMember('zakelijk', 'admin');
        // More than a page of history, whatever the other journeys wrote.
        const db = await openDatabase({ dataDir: process.env.E2E_DATA_DIR ?? '', databaseUrl: undefined });
        try {
          const failures = Array.from({ length: 55 }, () => ({
            tenantId: 'zakelijk',
            staffId: null,
            action: 'login_failed' as const,
            detail: { email: 'nobody@example.nl', reason: 'password' },
          }));
          await recordAudit(db, failures);
        } finally {
          await db.destroy();
        }
        await page.setViewportSize(viewport);
        await logIn(page, lang, admin, zakelijkUrl);
        await expectNoAccessibilityViolations(page);

        await page.goto(`${zakelijkUrl}/admin/audit`);
        await expect(page.getByRole('heading', { level: 1, name: t.deskAudit })).toBeVisible();
        const shown = page.getByRole('status').filter({ hasText: fill(t.deskAuditShown_other, { count: 50 }) });
        await expect(shown).toBeVisible();
        const times = await page
          .locator('tbody time')
          .evaluateAll((all) => all.map((time) => time.getAttribute('datetime') ?? ''));
        expect(times).toEqual([...times].sort().reverse());
        await expectNoAccessibilityViolations(page);
        await page.getByRole('button', { name: t.deskAuditOlder }).click();
        await expect(page.locator('tbody tr')).not.toHaveCount(50);
        expect(await page.locator('tbody tr').count()).toBeGreaterThan(50);
        // The admin's own login is among them.
        await expect(page.getByRole('row').filter({ hasText: admin.name }).first()).toContainText(
          t.deskAuditAction_login,
        );

        await page.goto(`${zakelijkUrl}/admin/staff`);
        await expect(memberCard(page, admin.name)).toBeVisible();
        await expectNoAccessibilityViolations(page);
      });
    }
  });
}
