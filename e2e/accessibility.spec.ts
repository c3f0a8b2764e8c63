import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { openIn, openMenu } from './support/app.ts';
import { logInAsNewCustomer } from './support/session.ts';
import { demoUrl, languages, zakelijkUrl } from './support/tenants.ts';

const screens = ['/trip/new', '/cart', '/person', '/checkout', '/bookings', '/login', '/logout', '/privacy-policy', '/faq', '/payment/failed/abc'];
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 667 } };

for (const lang of languages) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`every screen of the guest-booking operator passes axe-core, ${lang}, ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openIn(page, `${demoUrl}/trip/new`, lang);
      for (const path of screens) {
        await page.goto(`${demoUrl}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/faq') await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
        await expectNoAccessibilityViolations(page);
      }
    });
  }

  test(`the open menu and the login-required operator pass axe-core, ${lang}`, async ({ page, context }) => {
    await openIn(page, `${zakelijkUrl}/trip/new`, lang);
    await openMenu(page, lang);
    await expectNoAccessibilityViolations(page);
    await logInAsNewCustomer(context, 'zakelijk', 'zakelijk.localhost');
    for (const path of ['/trip/new', '/bookings', '/login', '/person', '/faq']) {
      await page.goto(`${zakelijkUrl}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAccessibilityViolations(page);
    }
  });
}
