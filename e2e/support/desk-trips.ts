import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { tripListReplySchema } from '#common/contracts/desk-trips.ts';
import { openIn, texts } from './app.ts';
import { cartWithOneTrip, checkout, fill } from './checkout-steps.ts';
import { deskLogin, logInToDesk, type EnrolledStaff } from './desk.ts';
import { fillPerson } from './person-steps.ts';
import { demoUrl, type Language } from './tenants.ts';

/** Trips for the desk's journeys: booked and paid by a guest in the test, found again through the desk's calls. */

/** A guest books one trip and pays it through the simulator; answers the order's reference. */
export async function bookAndPay(page: Page, lang: Language): Promise<string> {
  return (await bookAndPayAsGuest(page, lang)).reference;
}

/** The same, answering the guest's mail address too (where the mails about the trip go). */
export async function bookAndPayAsGuest(page: Page, lang: Language): Promise<{ reference: string; email: string }> {
  const id = randomUUID().slice(0, 8);
  const email = `gast-${id}@example.nl`;
  await openIn(page, `${demoUrl}/trip/new`, lang);
  await cartWithOneTrip(page, lang);
  await fillPerson(page, lang, { name: `Gast ${id}`, email, phone: '0612345678' });
  await checkout(page, lang).terms.check();
  await checkout(page, lang).payNow.click();
  await expect(page.getByRole('heading', { name: 'Payment simulator' })).toBeVisible();
  await page.getByRole('button', { name: 'paid', exact: true }).click();
  const pattern = new RegExp(fill(texts[lang].orderReference, { reference: '(D\\d+/\\d+)' }));
  await expect(page.getByRole('main')).toContainText(pattern);
  return { reference: pattern.exec((await page.getByRole('main').textContent()) ?? '')?.[1] ?? '', email };
}

/** Opens the desk's login and logs the member in. */
export async function logIn(page: Page, lang: Language, member: EnrolledStaff): Promise<void> {
  await page.goto(`${demoUrl}/admin/login`);
  // The customer's pages chose the language already; the desk keeps it.
  await expect(deskLogin(page, lang).email).toBeVisible();
  await logInToDesk(page, lang, member);
}

/** The trip number of the order's trip, through the board's call with the desk session of the page. */
export async function tripOf(page: Page, reference: string): Promise<number> {
  const reply = await page.request.get(`${demoUrl}/api/admin/trips?search=${encodeURIComponent(reference)}`);
  const trip = tripListReplySchema.parse(await reply.json()).trips[0];
  if (!trip) throw new Error(`no trip for ${reference}`);
  return trip.tripId;
}

/** Confirms a trip through the desk's call with the session of the page, as the detail's "Confirm" does. */
export async function confirmTrip(page: Page, tripId: number): Promise<void> {
  const reply = await page.request.post(`${demoUrl}/api/admin/trips/${tripId}/transition`, {
    data: { to: 'confirmed' },
    headers: { origin: demoUrl },
  });
  expect(reply.status()).toBe(200);
}
