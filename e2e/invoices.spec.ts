import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logIn } from './support/accounts.ts';
import { openIn } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { fill } from './support/checkout-steps.ts';
import { createStaffMember, deskTexts, followDeskMenu, logInAt } from './support/desk.ts';
import { issuedCompanyInvoice } from './support/invoices.ts';
import { languages, zakelijkUrl } from './support/tenants.ts';

/** The month the journeys' trips were driven in: a fixed one, so no journey depends on today's date. */
const period = '2026-10';
const monthNames = { nl: 'oktober 2026', en: 'October 2026' } as const;

for (const lang of languages) {
  const t = deskTexts[lang];

  test(`${lang}: an admin sees the month's invoices, opens one and mails it again`, async ({ page }) => {
    const invoice = await issuedCompanyInvoice(period);
    const admin = await createStaffMember('zakelijk', 'admin');
    await logInAt(page, lang, admin, zakelijkUrl);
    await followDeskMenu(page, lang, t.deskInvoices);
    await expect(page.getByRole('heading', { level: 1, name: t.deskInvoices })).toBeVisible();
    await page.getByRole('combobox', { name: t.deskInvoicesMonth }).selectOption(period);
    await expect(page).toHaveURL(`${zakelijkUrl}/admin/invoices?month=${period}`);
    await expect(
      page.getByRole('heading', { level: 2, name: fill(t.deskInvoicesOf, { month: monthNames[lang] }) }),
    ).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: invoice.companyName });
    await expect(row).toContainText(invoice.number);
    await expect(row).toContainText(lang === 'nl' ? '€ 152,45' : '€152.45');
    await expect(row).toContainText(lang === 'nl' ? '€ 12,59' : '€12.59');
    await expectNoAccessibilityViolations(page);

    const open = row.getByRole('link', { name: fill(t.deskInvoicesOpenNumber, { number: invoice.number }) });
    const href = await open.getAttribute('href');
    expect(href).toBe(`/api/admin/invoices/${invoice.id}/pdf`);
    // The PDF as the browser gets it with the desk's session (the test runner itself cannot resolve *.localhost).
    const pdf = await page.evaluate(async (url) => {
      const response = await fetch(url);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        start: String.fromCharCode(...bytes.subarray(0, 5)),
      };
    }, href!);
    expect(pdf).toEqual({ status: 200, type: 'application/pdf', start: '%PDF-' });

    await row.getByRole('button', { name: fill(t.deskInvoicesResendNumber, { number: invoice.number }) }).click();
    await expect(page.getByRole('status')).toContainText(
      fill(t.deskInvoicesResent, { number: invoice.number, company: invoice.companyName }),
    );
  });

  test(`${lang}: a company user downloads their company's invoice from the bookings screen`, async ({ page }) => {
    const invoice = await issuedCompanyInvoice(period);
    await openIn(page, `${zakelijkUrl}/login`, lang);
    await logIn(page, lang, invoice.account);
    await page.goto(`${zakelijkUrl}/bookings`);
    const section = page.getByRole('region', { name: t.companyInvoices });
    await expect(section).toBeVisible();
    await expect(section).toContainText(invoice.number);
    await expect(section).toContainText(monthNames[lang]);
    await expect(section).toContainText('€ 152,45');
    await expectNoAccessibilityViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('link', { name: fill(t.companyInvoiceDownloadNumber, { number: invoice.number }) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`factuur-${invoice.number}.pdf`);
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(invoice.companyName);
    expect(text).toContain(invoice.number);
    expect(text).toMatch(/Totaal te betalen\s+€ 152,45/);
  });
}
