import { expect, test } from '@playwright/test';
import { texts } from './support/app.ts';
import { changeStartReply, withoutBoot } from './support/start-reply.ts';
import { demoUrl } from './support/tenants.ts';

const configCall = '**/api/login_resp.json*';

// A page without boot data (the server could not build the start reply) asks for the configuration itself.
test('without boot data the trip frame shows before the configuration arrives, with a spinner for the rest', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await withoutBoot(page);
  await page.route(configCall, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${demoUrl}/trip/new`);
  await expect(page.getByRole('heading', { level: 1, name: texts.nl.bookTrip })).toBeVisible();
  await expect(page.getByRole('button', { name: texts.nl.menu })).toBeVisible();
  await expect(page.getByRole('status', { name: texts.nl.loading })).toBeVisible();
  release();
  await expect(page.getByRole('status', { name: texts.nl.loading })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('Boek uw taxi in Groningen en naar Schiphol');
});

test('a server error text of the start call is shown in the error box with its markers removed', async ({ page }) => {
  await withoutBoot(page);
  await page.route(configCall, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      json: { error: 'Boeken$is$@-$tijdelijk$@ niet$mogelijk' },
    }),
  );
  await page.goto(`${demoUrl}/trip/new`);
  await expect(page.getByRole('alert')).toContainText('Boeken is tijdelijk niet mogelijk');
  await expect(page.getByRole('alert').getByRole('button', { name: texts.nl.retry })).toBeVisible();
});

test('a login reply with xmlerrors is shown as the application error', async ({ page }) => {
  await changeStartReply<{ loginResp: { xmlerrors: string[] } }>(page, (reply) => {
    reply.loginResp.xmlerrors = ['Configuratie$onvolledig'];
  });
  await page.goto(`${demoUrl}/faq`);
  await expect(page.getByRole('alert')).toContainText('Configuratie onvolledig');
});

test('a missing privacy document for the language is reported, not linked', async ({ page }) => {
  await changeStartReply<{ config: { documents: { privacy: { en: string } } } }>(page, (reply) => {
    reply.config.documents.privacy.en = '';
  });
  await page.goto(`${demoUrl}/privacy-policy`);
  await expect(page.getByRole('main').getByRole('link', { name: texts.nl.privacyLink })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('alert')).toContainText(texts.en.privacyDocumentMissing);
  await expect(page.getByRole('main').getByRole('link', { name: texts.en.privacyLink })).toHaveCount(0);
});
