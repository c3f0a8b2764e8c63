import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { mailsAbout, readOutbox } from '#server-test/support/outbox.ts';
import { openIn, texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { checkout, fill } from './support/checkout-steps.ts';
import { fillPerson } from './support/person-steps.ts';
import { festivalUrl, languages } from './support/tenants.ts';
import { pickAddress, pricePattern, summary, tripForm } from './support/trip-steps.ts';

/*
 * The event shuttle (config/tenants/festival.json): a fixed-time tenant whose customers pick one of its departures and
 * give only the pickup address (docs/reference/screens.md#trip, docs/decisions/023-fixed-time-trips.md).
 */

const festival = 'Zomerklank Festival, Stadspark, Groningen';
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
/** The opening night's departure as the choice reads it. */
const opening = {
  nl: /vrijdag 23-08-2030, 17:00 · Opening/,
  en: /Friday 23\/08\/2030, 17:00 · Opening night/,
};
/** The evening departure of the same day, to change to. */
const evening = {
  nl: /vrijdag 23-08-2030, 19:30 · Avondprogramma/,
  en: /Friday 23\/08\/2030, 19:30 · Evening programme/,
};

for (const lang of languages) {
  test.describe(`event shuttle in ${lang}`, () => {
    const t = texts[lang];
    test.describe.configure({ timeout: 90_000 });

    for (const [width, viewport] of Object.entries(viewports)) {
      test(`books a departure to the festival and pays for it (${width})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await openIn(page, `${festivalUrl}/trip/new`, lang);
        const form = tripForm(page, lang);
        // The logo leads to the event's site.
        await expect(page.locator('a[href="https://www.zomerklank.example/festival"]')).toBeVisible();

        // No date or time to type, no destination to look up: the departures and the festival instead.
        await expect(form.date).toHaveCount(0);
        await expect(form.hour).toHaveCount(0);
        await expect(form.destination.address).toHaveCount(0);
        await expect(page.getByRole('main')).toContainText(`${t.fixedDestination}: ${festival}`);
        const departures = page.getByRole('group', { name: t.fixedDepartureChoice });
        await expect(departures.getByRole('radio')).toHaveCount(5);

        // Without a departure the form says what is missing.
        await form.addToCart.click();
        await expect(summary(page, lang)).toContainText(t.noDeparture);
        await expectNoAccessibilityViolations(page);

        await departures.getByRole('radio', { name: opening[lang] }).check();
        await pickAddress(page, form.departure.address, 'Herestraat 12', /^Herestraat 12, 9711 \w{2} Groningen/);
        await form.showPrice.click();
        await expect(form.price).toContainText(pricePattern);
        await expectNoAccessibilityViolations(page);

        await form.addToCart.click();
        await expect(page).toHaveURL(`${festivalUrl}/cart`);
        const trip = page.getByRole('article', { name: new RegExp(fill(t.tripNumber, { number: 1 })) });
        await expect(trip).toContainText(lang === 'nl' ? 'vrijdag 23-08-2030, 17:00' : 'Friday 23/08/2030, 17:00');
        await expect(trip).toContainText(/Herestraat 12, 9711 \w{2} Groningen/);
        await expect(trip).toContainText(festival);
        await expect(trip).toContainText(pricePattern);
        // A return would be no departure the operator offers.
        await expect(trip.getByRole('button', { name: fill(t.returnTripNumber, { number: 1 }) })).toHaveCount(0);

        await page.getByRole('main').getByRole('link', { name: t.finalize }).click();
        await expect(page).toHaveURL(`${festivalUrl}/checkout`);
        const email = `festival.${width}.${lang}@example.nl`;
        await fillPerson(page, lang, { name: 'Femke Feest', email, phone: '0612345678' });
        await checkout(page, lang).terms.check();
        await checkout(page, lang).payNow.click();
        await expect(page).toHaveURL(/\/pay\/simulator\/sim_[\w-]{24}\??$/);
        await page.getByRole('button', { name: 'paid', exact: true }).click();

        await expect(page).toHaveURL(/\/payment\/success\/[\w-]{32}$/);
        await expect(page.getByRole('heading', { level: 1, name: t.paymentSuccess })).toBeFocused();
        const booked = page.getByRole('list', { name: t.bookedTrips }).getByRole('listitem');
        await expect(booked).toHaveCount(1);
        await expect(booked.first()).toContainText(festival);
        await expect(booked.first()).toContainText(/23-08-2030, 17:00|23\/08\/2030, 17:00/);

        const pattern = new RegExp(fill(t.orderReference, { reference: 'D(\\d+)/(\\d+)' }));
        const match = pattern.exec((await page.getByRole('main').textContent()) ?? '');
        const order = { klantNr: Number(match?.[1]), orderId: Number(match?.[2]) };
        await expect
          .poll(
            async () =>
              (await mailsAbout(process.env.E2E_DATA_DIR ?? '', order)).find((m) => m.to.includes(email))?.text,
          )
          .toContain(festival);
      });
    }

    test(`the guest changes to another departure from the manage link (${lang === 'nl' ? 'desktop' : 'phone'})`, async ({
      page,
    }) => {
      await page.setViewportSize(lang === 'nl' ? viewports.desktop : viewports.phone);
      await openIn(page, `${festivalUrl}/trip/new`, lang);
      const form = tripForm(page, lang);
      await page
        .getByRole('group', { name: t.fixedDepartureChoice })
        .getByRole('radio', { name: opening[lang] })
        .check();
      await pickAddress(page, form.departure.address, 'Herestraat 12', /^Herestraat 12, 9711 \w{2} Groningen/);
      await form.addToCart.click();
      await expect(page).toHaveURL(`${festivalUrl}/cart`);
      await page.getByRole('main').getByRole('link', { name: t.finalize }).click();
      const email = `festival.change.${randomUUID().slice(0, 8)}@example.nl`;
      await fillPerson(page, lang, { name: 'Femke Feest', email, phone: '0612345678' });
      await checkout(page, lang).terms.check();
      await checkout(page, lang).payNow.click();
      await page.getByRole('button', { name: 'paid', exact: true }).click();
      await expect(page).toHaveURL(/\/payment\/success\/[\w-]{32}$/);

      // The manage link of the confirmation mail.
      let link = '';
      await expect
        .poll(async () => {
          const mail = (await readOutbox(process.env.E2E_DATA_DIR ?? '')).find((message) => message.to.includes(email));
          link = /\/manage\/[\w-]{43}/.exec(mail?.text ?? '')?.[0] ?? '';
          return link;
        })
        .not.toBe('');
      await page.goto(`${festivalUrl}${link}`);
      const trip = page.getByRole('main').getByRole('article');
      await expect(trip).toContainText(', 17:00');

      await trip.getByRole('button', { name: new RegExp(fill(t.manageChangeTrip, { ritNr: '\\d+' })) }).click();
      const change = trip.getByRole('form');
      // The operator's departures instead of a date and time, the trip's own one chosen.
      await expect(change.getByLabel(t.depDate)).toHaveCount(0);
      const departures = change.getByRole('group', { name: t.fixedDepartureChoice });
      await expect(departures.getByRole('radio')).toHaveCount(5);
      await expect(departures.getByRole('radio', { name: opening[lang] })).toBeChecked();
      await expectNoAccessibilityViolations(page);

      // The same ride to the festival costs the same, so the change applies at once.
      await departures.getByRole('radio', { name: evening[lang] }).check();
      await change.getByRole('button', { name: t.manageSaveChange }).click();
      await expect(change).toHaveCount(0);
      await expect(trip).toContainText(', 19:30');
      await expect(trip).not.toContainText(', 17:00');
      await expectNoAccessibilityViolations(page);
    });
  });
}
