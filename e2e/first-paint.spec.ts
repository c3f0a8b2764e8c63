import { expect, test } from '@playwright/test';
import { texts } from './support/app.ts';
import { demoUrl, festivalUrl, languages } from './support/tenants.ts';

/*
 * The first screen from the server (docs/decisions/024-first-paint.md): its frame is in the page itself, and the SPA
 * starts from the boot data in it without asking the server again first.
 */

const tenants = [
  {
    url: demoUrl,
    company: 'Taxi Martini Groningen',
    intro: { nl: 'Boek uw taxi in Groningen en naar Schiphol', en: 'Book your taxi in Groningen and to Schiphol' },
  },
  {
    url: festivalUrl,
    company: 'Zomerklank Shuttle',
    intro: { nl: 'Met de shuttle naar het Zomerklank Festival', en: 'Take the shuttle to the Zomerklank Festival' },
  },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const tenant of tenants) {
    for (const lang of languages) {
      test(`${tenant.company} shows its name, the heading and its intro in ${lang}`, async ({ page, context }) => {
        const { hostname } = new URL(tenant.url);
        await context.addCookies([{ name: 'lang', value: lang, domain: hostname, path: '/' }]);
        await page.goto(`${tenant.url}/trip/new`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('banner').getByRole('img', { name: tenant.company })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: texts[lang].bookTrip })).toBeVisible();
        await expect(page.getByRole('main')).toContainText(tenant.intro[lang]);
        await expect(page).toHaveTitle(`${texts[lang].bookTrip} – ${tenant.company}`);
      });
    }
  }
});

test('the first screen renders from the page alone: no start call, no texts chunk before it shows', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`${demoUrl}/trip/new`);
  // The form is the SPA's own: it is on screen once the app has rendered.
  await expect(page.getByRole('heading', { level: 2, name: texts.nl.tripWhen })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(tenants[0]!.intro.nl);
  expect(requested.filter((path) => path.startsWith('/api/login_resp.json'))).toEqual([]);
  expect(requested.filter((path) => /^\/assets\/(nl|en)-[\w-]+\.js$/.test(path))).toEqual([]);
});

test('a language picked is the language of the next page the server sends', async ({ page }) => {
  await page.goto(`${demoUrl}/trip/new`);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.en.bookTrip })).toBeVisible();
  const response = await page.reload();
  expect(await response?.text()).toContain('<html lang="en">');
  await expect(page.getByRole('heading', { level: 1, name: texts.en.bookTrip })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(tenants[0]!.intro.en);
});

// The frame is replaced by the same markup, and a lazy screen's code is awaited before: nothing on screen moves.
for (const [path, content] of [
  ['/trip/new', texts.nl.tripWhen],
  ['/cart', texts.nl.cartEmpty],
  ['/faq', texts.nl.faqHeading],
] as const) {
  test(`opening ${path} on a phone moves nothing on screen`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) shifts.total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${demoUrl}${path}`);
    await expect(page.getByRole('main').getByText(content).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shifted = await page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total);
    expect(shifted).toBeLessThanOrEqual(0.02);
  });
}
