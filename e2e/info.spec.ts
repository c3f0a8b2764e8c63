import { expect, test } from '@playwright/test';
import { openIn, texts } from './support/app.ts';
import { changeStartReply } from './support/start-reply.ts';
import { demoUrl, languages } from './support/tenants.ts';

for (const lang of languages) {
  test.describe(`in ${lang}`, () => {
    const t = texts[lang];

    test('the info page shows the operator, its contact links and the FAQ', async ({ page }) => {
      await openIn(page, `${demoUrl}/faq`, lang);
      const main = page.getByRole('main');
      await expect(main).toContainText('Taxi Martini Groningen');
      await expect(main).toContainText('Stationsweg 12, 9726 AC Groningen');
      await expect(main.getByRole('link', { name: /050 123 45 67/ })).toHaveAttribute('href', 'tel:+31501234567');
      await expect(main.getByRole('link', { name: /rijden@taxi-martini\.example/ })).toHaveAttribute(
        'href',
        'mailto:rijden@taxi-martini.example',
      );
      await expect(main.getByRole('link', { name: /www\.taxi-martini\.example/ })).toHaveAttribute(
        'href',
        'https://www.taxi-martini.example/',
      );

      const question = main.getByRole('button', {
        name:
          lang === 'nl'
            ? 'Wacht de chauffeur als mijn vlucht vertraagd is?'
            : 'Will the driver wait if my flight is delayed?',
      });
      const answer =
        lang === 'nl' ? 'de eerste 60 minuten wachten zijn gratis' : 'the first 60 minutes of waiting are free';
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await expect(main.getByText(answer)).toBeHidden();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(main.getByText(answer)).toBeVisible();
    });

    test('the map shows where the operator is, with tiles from our own tile route', async ({ page }) => {
      const tileRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/tiles')) tileRequests.push(request.url());
      });
      await openIn(page, `${demoUrl}/faq`, lang);
      const map = page.getByRole('region', { name: t.mapLabel.replace('{{company}}', 'Taxi Martini Groningen') });
      await expect(map).toBeVisible();
      const box = await map.boundingBox();
      expect(box?.height).toBe(400);
      await expect(map.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
        'href',
        'https://www.openstreetmap.org/copyright',
      );
      await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
      await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
      expect(tileRequests.every((url) => /[?&]z=13&/.test(url) && url.includes('client=demo'))).toBe(true);
    });

    test('the map stays fixed: dragging does not move it', async ({ page }) => {
      await openIn(page, `${demoUrl}/faq`, lang);
      const map = page.getByRole('region', { name: t.mapLabel.replace('{{company}}', 'Taxi Martini Groningen') });
      const marker = map.locator('.leaflet-marker-icon');
      await map.scrollIntoViewIfNeeded();
      await expect(marker).toBeVisible();
      const before = await marker.boundingBox();
      const box = await map.boundingBox();
      if (!box || !before) throw new Error('map not laid out');
      await page.mouse.move(box.x + 50, box.y + 50);
      await page.mouse.down();
      await page.mouse.move(box.x + 250, box.y + 200, { steps: 8 });
      await page.mouse.up();
      expect(await marker.boundingBox()).toEqual(before);
    });

    test('the map zooms with buttons named in the page language, at least 24 px each', async ({ page }) => {
      await openIn(page, `${demoUrl}/faq`, lang);
      const map = page.getByRole('region', { name: t.mapLabel.replace('{{company}}', 'Taxi Martini Groningen') });
      for (const name of [t.zoomIn, t.zoomOut]) {
        const button = map.getByRole('button', { name, exact: true });
        await expect(button).toHaveAttribute('title', name);
        const box = await button.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(24);
        expect(box?.height).toBeGreaterThanOrEqual(24);
      }
      // A switch of language names them again.
      const other = lang === 'nl' ? texts.en : texts.nl;
      await page.getByRole('button', { name: lang === 'nl' ? 'English' : 'Nederlands' }).click();
      const switched = page.getByRole('region', {
        name: other.mapLabel.replace('{{company}}', 'Taxi Martini Groningen'),
      });
      await expect(switched.getByRole('button', { name: other.zoomIn, exact: true })).toHaveAttribute(
        'title',
        other.zoomIn,
      );
      await expect(switched.getByRole('button', { name: other.zoomOut, exact: true })).toBeVisible();
      await expect(switched.getByRole('button', { name: t.zoomIn, exact: true })).toHaveCount(0);
    });

    test('an operator without coordinates has no map', async ({ page }) => {
      // Every shipped tenant has its location (the tenant check warns about one without): this one is moved to 0,0.
      await changeStartReply<{ config?: { info: { lat: number; lng: number } } }>(page, (reply) => {
        if (reply.config) reply.config.info = { ...reply.config.info, lat: 0, lng: 0 };
      });
      // In en the screen shows the page's (nl) reply until the English one is in: the check waits for that one.
      const englishReply =
        lang === 'en' && page.waitForResponse((response) => response.url().includes('/api/login_resp.json?lang=en'));
      await openIn(page, `${demoUrl}/faq`, lang);
      if (englishReply) await englishReply;
      await expect(page.getByRole('main')).toContainText('Taxi Martini Groningen');
      await expect(
        page.getByRole('region', { name: t.mapLabel.replace('{{company}}', 'Taxi Martini Groningen') }),
      ).toHaveCount(0);
      await expect(page.locator('.leaflet-container')).toHaveCount(0);
    });

    test('the privacy page links to the operator privacy document in the language, says how long details are kept and credits the open data', async ({
      page,
    }) => {
      await openIn(page, `${demoUrl}/privacy-policy`, lang);
      const link = page.getByRole('main').getByRole('link', { name: t.privacyLink });
      const href = lang === 'nl' ? '/api/tenant/privacyverklaring.html' : '/api/tenant/privacy-policy.html';
      await expect(link).toHaveAttribute('href', href);
      const document = await page.request.get(`${demoUrl}${href}`);
      expect(document.status()).toBe(200);
      expect(await document.text()).toContain(`lang="${lang}"`);
      const retention = page.getByRole('region', { name: t.privacyRetention });
      await expect(retention).toContainText(t.privacyRetentionText.replace('{{months}}', '24'));
      await expect(retention.getByRole('link', { name: 'rijden@taxi-martini.example' })).toHaveAttribute(
        'href',
        'mailto:rijden@taxi-martini.example',
      );
      await expect(page.getByRole('main')).toContainText('GeoNames');
      await expect(page.getByRole('main')).toContainText('CC BY 4.0');
    });
  });
}
