import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { fill } from './support/checkout-steps.ts';
import { createStaffMember, deskLogin, deskTexts, logInToDesk, type EnrolledStaff } from './support/desk.ts';
import { bookAndPay, tripOf } from './support/desk-trips.ts';
import { expectDialogTrapsFocus } from './support/keyboard.ts';
import { demoUrl, languages, type Language } from './support/tenants.ts';

/**
 * Refunding without cancelling on the trip detail (docs/reference/screens.md#desk-trip), on a trip booked and paid
 * through the simulator in the test; the simulator fails a refund of € 6.66 (docs/reference/states.md#refunds).
 */

const phone = { width: 390, height: 844 };

async function logIn(page: Page, lang: Language, member: EnrolledStaff): Promise<void> {
  await page.goto(`${demoUrl}/admin/login`);
  // The customer's pages chose the language already; the desk keeps it.
  await expect(deskLogin(page, lang).email).toBeVisible();
  await logInToDesk(page, lang, member);
}

/** The paid trip's detail, opened by a new member of `role`. */
async function paidTripAs(page: Page, lang: Language, role: 'admin' | 'dispatcher'): Promise<void> {
  const reference = await bookAndPay(page, lang);
  await logIn(page, lang, await createStaffMember('demo', role));
  await page.goto(`${demoUrl}/admin/trips/${await tripOf(page, reference)}`);
  await expect(page.getByRole('main')).toContainText(reference);
}

for (const lang of languages) {
  const t = deskTexts[lang];
  const amount = (euros: string) => (lang === 'nl' ? euros : euros.replace(',', '.'));
  const refundDialog = (page: Page) => page.getByRole('dialog', { name: t.deskTripRefundTitle });
  const refundsTable = (page: Page) => page.getByRole('table', { name: t.deskTripRefunds });
  const refundRows = (page: Page) => refundsTable(page).locator('tbody').getByRole('row');
  const announced = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

  test.describe(`refunds on the desk's trip detail in ${lang}`, () => {
    test.describe.configure({ timeout: 120_000 });

    test('an admin refunds part of a paid trip without cancelling it; a double click refunds once', async ({
      page,
    }) => {
      await paidTripAs(page, lang, 'admin');
      const main = page.getByRole('main');
      await expect(main).toContainText(t.deskPayment_paid);

      // Keyboard: the dialog opens on its button with what remains in the amount, which has the focus; the focus stays
      // in it until Escape gives it back to the button.
      const opener = page.getByRole('button', { name: t.deskTripRefundAction });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = refundDialog(page);
      const field = dialog.getByRole('textbox', { name: t.deskTripRefundAmount });
      await expect(field).toBeFocused();
      await expectDialogTrapsFocus(page, dialog, opener);
      await page.keyboard.press('Enter');
      await expect(field).toBeFocused();
      await expect(field).toHaveValue(lang === 'nl' ? /^\d+,\d\d$/ : /^\d+\.\d\d$/);
      await expectNoAccessibilityViolations(page);

      await field.fill('99999');
      await dialog.getByRole('button', { name: t.deskTripRefundAction }).click();
      await expect(dialog).toContainText(t.deskTripRefundAmountWrong.split('{{')[0] ?? '');
      await expect(field).toHaveAttribute('aria-invalid', 'true');

      await field.fill(amount('5,00'));
      await dialog.getByRole('textbox', { name: t.deskTripRefundReason }).fill('Omweg gereden');
      await dialog.getByRole('button', { name: t.deskTripRefundAction }).dblclick();
      await expect(dialog).toBeHidden();
      await expect(announced(page, fill(t.deskTripRefundResult_pending, { amount: '€ 5,00' }))).toBeVisible();
      await expect(refundRows(page)).toHaveCount(1);
      await expect(refundsTable(page)).toContainText(t.deskRefund_pending);
      await expect(refundsTable(page)).toContainText('Omweg gereden');
      // Only the money: the trip stays as it was.
      await expect(main).toContainText(t.tripStatus_new);
      await expect(page.getByRole('button', { name: t.deskTripAction_cancel })).toBeVisible();

      // The simulator's refund settles when the provider is next asked.
      await page.getByRole('button', { name: t.deskTripAction_fetchStatus }).click();
      await expect(refundsTable(page)).toContainText(t.deskRefund_refunded);
      await expect(main).toContainText(t.deskPayment_partially_refunded);
      await expect(refundRows(page)).toHaveCount(1);
    });

    test('a refund the provider fails shows its failure and offers a retry with the same amount', async ({ page }) => {
      await paidTripAs(page, lang, 'admin');
      await page.getByRole('button', { name: t.deskTripRefundAction }).click();
      const dialog = refundDialog(page);
      await dialog.getByRole('textbox', { name: t.deskTripRefundAmount }).fill(amount('6,66'));
      await dialog.getByRole('button', { name: t.deskTripRefundAction }).click();
      await expect(dialog).toBeHidden();
      await expect(refundsTable(page)).toContainText(t.deskRefund_pending);

      await page.getByRole('button', { name: t.deskTripAction_fetchStatus }).click();
      await expect(refundsTable(page)).toContainText(t.deskRefund_failed);
      // Nothing was refunded: the order is paid in full still.
      await expect(page.getByRole('main')).toContainText(t.deskPayment_paid);
      const retry = refundsTable(page).getByRole('button', { name: t.deskTripRefundRetry });
      await expect(retry).toBeVisible();
      await expectNoAccessibilityViolations(page);

      // A retry is a new refund of the same amount, with a new key.
      await retry.click();
      await expect(dialog.getByRole('textbox', { name: t.deskTripRefundAmount })).toHaveValue(amount('6,66'));
      await dialog.getByRole('button', { name: t.deskTripRefundAction }).click();
      await expect(dialog).toBeHidden();
      await expect(refundRows(page)).toHaveCount(2);
      await expect(refundRows(page).last()).toContainText(t.deskRefund_pending);
    });

    test('a dispatcher sees the refunds but no refund action; on a phone the history stacks', async ({ page }) => {
      await page.setViewportSize(phone);
      await paidTripAs(page, lang, 'dispatcher');
      await expect(page.getByRole('main')).toContainText(t.deskPayment_paid);
      await expect(page.getByRole('button', { name: t.deskTripRefundAction })).toHaveCount(0);

      const history = page.getByRole('table', { name: t.deskTripHistoryCaption });
      const first = history.locator('tbody').getByRole('row').first();
      await expect(first).toContainText(t.deskHistory_created);
      const [when, what] = [
        await first.getByRole('cell').nth(0).boundingBox(),
        await first.getByRole('cell').nth(2).boundingBox(),
      ];
      // Stacked: what happened below when, not beside it.
      expect(what?.y ?? 0).toBeGreaterThan((when?.y ?? 0) + (when?.height ?? 0) - 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      await expectNoAccessibilityViolations(page);
    });
  });
}
