import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openIn, texts } from './support/app.ts';
import { expectNoAccessibilityViolations } from './support/axe.ts';
import { createStaffMember, deskTexts } from './support/desk.ts';
import { expectNoSideScroll, openSettings, saveSettings, settingsApi } from './support/desk-settings.ts';
import { fetchInPage, specTenant } from './support/spec-tenant.ts';
import { languages, type Language } from './support/tenants.ts';
import { dateAhead, fillTrip, plans, summary, tripForm } from './support/trip-steps.ts';

/*
 * The rules and vehicle types screens (docs/reference/screens.md#desk-settings-rules,
 * docs/reference/screens.md#desk-settings-classes): a day closed in the desk is said beside the date on the customer's
 * trip screen and refused by the server with its message; a sedan given 3 seats refuses 4 passengers and offers the
 * class that takes them. The tests change the rules and classes of a copy of the demo of their own (`specTenant`), so
 * no other spec's trip sees them, one at a time, and save them back in a `finally`.
 */

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let tenantUrl = '';
test.beforeAll(async () => {
  tenantUrl = (await specTenant('settings-rules')).url;
});

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
const demo = JSON.parse(readFileSync(new URL('../config/tenants/demo.json', import.meta.url), 'utf8')) as {
  serviceRules: { closedDates: string[] };
};

/** A day some days ahead, well within the demo's horizon, that the demo does not close itself (Koningsdag). */
function dayToClose(lang: Language): string {
  for (let days = lang === 'nl' ? 10 : 11; ; days += 2) {
    const date = dateAhead(days);
    if (!demo.serviceRules.closedDates.includes(date)) return date;
  }
}

const passengers = { nl: 'Aantal personen', en: 'Passengers' } as const;
const vehicleLabel = { nl: 'Type auto', en: 'Vehicle' } as const;
const sedan = { nl: 'Sedan (max. 4 personen)', en: 'Saloon (up to 4 passengers)' } as const;
const estate = {
  nl: 'Stationwagen (max. 4 personen, extra bagage)',
  en: 'Estate (up to 4 passengers, extra luggage)',
} as const;

/** The quote the trip screen asks for when "Show price" is pressed, as sent. */
async function sentQuote(page: Page, lang: Language): Promise<{ trip: Record<string, unknown> }> {
  const sent = page.waitForRequest('**/api/trip_request.json');
  await tripForm(page, lang).showPrice.click();
  return (await sent).postDataJSON() as { trip: Record<string, unknown> };
}

for (const lang of languages) {
  const t = deskTexts[lang];
  const rule = (key: string) => t[`desk.settings.rules.${key}` as keyof typeof t];

  test(`closes a day in the rules, and the trip screen and the server refuse it in ${lang}`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(desktop);
    const admin = await createStaffMember('settings-rules', 'admin');
    await openSettings(page, { url: tenantUrl, lang, member: admin, screen: 'rules' });
    await expect(page.getByRole('heading', { level: 2, name: t['desk.settings.section.rules'] })).toBeVisible();
    const api = settingsApi(page, tenantUrl);
    const original = (await api.current()).config.serviceRules as Record<string, unknown>;
    const closed = dayToClose(lang);
    const shown = new Intl.DateTimeFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .format(new Date(`${closed}T12:00:00Z`))
      .replaceAll('/', lang === 'nl' ? '-' : '/');

    const customer = await (await browser.newContext()).newPage();
    try {
      await page.getByRole('textbox', { name: new RegExp(`^${rule('closedDateNew')}`) }).fill(closed);
      await page.getByRole('button', { name: rule('closedDateAdd') }).click();
      await expect(
        page.getByRole('button', { name: t['desk.settings.rules.closedDateRemove'].replace('{{date}}', shown) }),
      ).toBeVisible();
      // What customers will read names the day before it is saved.
      await expect(page.getByRole('region', { name: rule('words') })).toContainText(shown);
      await expectNoAccessibilityViolations(page);
      await saveSettings(page, lang);

      // The trip screen says so beside the date, before anything is sent.
      const c = texts[lang];
      await openIn(customer, `${tenantUrl}/trip/new`, lang);
      const form = tripForm(customer, lang);
      await expect(customer.getByRole('region', { name: c.rulesHeading })).toContainText(shown);
      await fillTrip(customer, lang, { ...plans(lang).toStation, date: closed, hour: '14' });
      await expect(form.date).toHaveAttribute('aria-invalid', 'true');
      await expect(form.date).toHaveAccessibleDescription(
        new RegExp(c.closedDate.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );

      // The server, asked for that day all the same (a request changed on its way), refuses it with its own message.
      await form.date.fill(dateAhead(3));
      await expect(form.date).not.toHaveAttribute('aria-invalid', 'true');
      await customer.route('**/api/trip_request.json', async (route) => {
        const body = route.request().postDataJSON() as { trip: Record<string, unknown> };
        await route.continue({
          postData: JSON.stringify({ ...body, trip: { ...body.trip, datetime: `${closed} 14:00` } }),
        });
      });
      const answer = customer.waitForResponse('**/api/trip_request.json');
      await form.addToCart.click();
      const reply = await answer;
      expect(reply.status()).toBe(422);
      expect(((await reply.json()) as { error: string }).error).toBe('closedDate');
      await expect(summary(customer, lang)).toContainText(c.closedDate);
    } finally {
      await api.restore('rules', { serviceRules: original });
      await customer.context().close();
    }
  });

  test(`gives a sedan 3 seats, and 4 passengers are refused and offered a bigger car in ${lang}`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(desktop);
    const admin = await createStaffMember('settings-rules', 'admin');
    await openSettings(page, { url: tenantUrl, lang, member: admin, screen: 'classes' });
    const api = settingsApi(page, tenantUrl);
    const original = (await api.current()).config.vehicleClasses as Record<string, unknown>;
    const customer = await (await browser.newContext()).newPage();
    try {
      const seats = page.getByRole('group', { name: sedan[lang] }).getByRole('spinbutton', {
        name: t['desk.settings.classes.seatsShort'],
        exact: true,
      });
      await seats.fill('3');
      await seats.blur();
      await expectNoAccessibilityViolations(page);
      await saveSettings(page, lang);

      const c = texts[lang];
      await openIn(customer, `${tenantUrl}/trip/new`, lang);
      await fillTrip(customer, lang, { ...plans(lang).toStation, date: dateAhead(3), hour: '14' });
      await customer.getByRole('spinbutton', { name: passengers[lang], exact: true }).fill('4');
      const vehicle = customer.getByRole('combobox', { name: vehicleLabel[lang], exact: true });
      await expect(vehicle).toHaveValue('sedan');
      // Said beside the vehicle before anything is sent, with the class that takes them.
      await expect(vehicle).toHaveAccessibleDescription(c.vehicleClassTooSmall);
      await expect(
        customer.getByRole('button', { name: c.vehicleClassChoose.replace('{{vehicle}}', estate[lang]) }),
      ).toBeVisible();

      // The server refuses the sedan too, and names the class that fits.
      await customer.getByRole('button', { name: c.vehicleClassChoose.replace('{{vehicle}}', estate[lang]) }).click();
      const quote = await sentQuote(customer, lang);
      const refused = await fetchInPage(customer, `${tenantUrl}/api/trip_request.json`, {
        method: 'POST',
        data: { ...quote, trip: { ...quote.trip, vehicleClass: 'sedan', passengerCount: 4 } },
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ error: 'vehicleClassTooSmall', fittingVehicleClass: 'estate' });
    } finally {
      await api.restore('classes', { vehicleClasses: original });
      await customer.context().close();
    }
  });

  for (const screen of ['rules', 'classes'] as const) {
    test(`the ${screen} screen fits a phone and passes axe in ${lang}`, async ({ page }) => {
      await page.setViewportSize(phone);
      const admin = await createStaffMember('settings-rules', 'admin');
      await openSettings(page, { url: tenantUrl, lang, member: admin, screen });
      await expect(page.getByRole('heading', { level: 2, name: t[`desk.settings.section.${screen}`] })).toBeVisible();
      await expectNoSideScroll(page);
      await expectNoAccessibilityViolations(page);
    });
  }
}
