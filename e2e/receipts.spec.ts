import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { manageLinkMailedTo } from './support/accounts.ts';
import { texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { bookAndPayAsGuest } from './support/desk-trips.ts';
import { demoUrl, languages } from './support/tenants.ts';

/**
 * Receipts (docs/reference/screens.md#manage, docs/decisions/051-receipts.md): a guest pays an order, finds the
 * receipt on the success page and on the manage page of the confirmation's link, and it opens as a PDF in the order's
 * language with the operator's details.
 */

/** The PDF's text as `pdftotext` reads it back. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'receipt-e2e-'));
  try {
    writeFileSync(join(dir, 'receipt.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'receipt.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What the link's address answers, fetched as the browser would open it (with the page's cookies). */
async function opened(page: Page, name: string): Promise<APIResponse> {
  const link = page.getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/receipt\.pdf/);
  return page.request.get(new URL(href!, page.url()).toString());
}

async function expectReceipt(response: APIResponse, words: readonly string[]): Promise<void> {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(body);
  for (const word of words) expect(text).toContain(word);
}

for (const lang of languages) {
  const t = texts[lang];

  test(`a paid order's receipt opens from the success page and the manage page (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const { reference, email } = await bookAndPayAsGuest(page, lang);
    const words = lang === 'nl' ? ['Betaalbewijs', 'Klant: Gast'] : ['Receipt', 'Customer: Gast'];
    const expected = ['Taxi Martini Groningen B.V.', reference, ...words];

    await expectReceipt(await opened(page, t.receiptPdf), expected);
    await expectNoAccessibilityViolations(page);

    await page.goto(`${demoUrl}${await manageLinkMailedTo(email)}`);
    await expect(page.getByRole('heading', { level: 1, name: t.manageTitle })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(reference);
    await expectReceipt(await opened(page, t.receiptPdf), expected);
    await expectNoAccessibilityViolations(page);
  });
}
