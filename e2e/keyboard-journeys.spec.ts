import { randomUUID } from 'node:crypto';
import { formatDate } from '#common/format/text.ts';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, loginForm } from './support/accounts.ts';
import { texts } from './support/app.ts';
import { checkout, fill } from './support/checkout-steps.ts';
import {
  activate,
  chooseByTyping,
  chooseRadio,
  expectDialogTrapsFocus,
  expectFocusVisible,
  expectHeadingFocused,
  openInByKeys,
  pickAddressByKeys,
  tab,
  tabTo,
  typeText,
} from './support/keyboard.ts';
import {
  createStaffMember,
  deskMenu,
  deskSignedIn,
  deskTexts,
  freshCode,
  storeTrips,
  type EnrolledStaff,
} from './support/desk.ts';
import { personForm } from './support/person-steps.ts';
import { demoUrl, languages, zakelijkUrl, type Language } from './support/tenants.ts';
import { dateAhead, plans, tripForm, type TripPlan } from './support/trip-steps.ts';

/**
 * Every journey by keyboard alone (docs/architecture.md#tests): Tab, Shift+Tab, Enter, Space, the arrow keys and typing,
 * never a click or a fill; each Tab stop shows its focus, each navigation puts the focus on the new page's heading.
 */

/** Fills the trip screen for a plan with the keys, from the top of the page, and adds the trip to the cart. */
async function bookTripByKeys(page: Page, lang: Language, plan: TripPlan): Promise<void> {
  const t = texts[lang];
  const form = tripForm(page, lang);
  const date = plan.date ?? dateAhead(3);
  await tabTo(page, form.date);
  // Typed as text in the order the field's label states (docs/decisions/027-combobox-and-date-input.md).
  await page.keyboard.type(formatDate(date, lang));
  await expect(form.date).toHaveValue(formatDate(date, lang));
  await tabTo(page, form.hour);
  await chooseByTyping(page, form.hour, plan.hour ?? '14', plan.hour ?? '14');
  for (const [role, stop] of [
    ['departure', plan.from],
    ['destination', plan.to],
  ] as const) {
    const fields = form[role];
    if (stop.type) {
      await tabTo(page, fields.type.getByRole('radio', { checked: true }));
      await chooseRadio(page, fields.type, stop.type);
    }
    await tabTo(page, fields.address);
    await pickAddressByKeys(page, fields.address, stop.query, stop.option);
  }
  if (plan.flightNumber) {
    await tabTo(page, form.flightNumber);
    await typeText(page, plan.flightNumber);
  }
  await activate(page, form.addToCart);
  await expect(page).toHaveURL(/\/cart$/);
  await expectHeadingFocused(page, t.cart);
}

/** Logs a member in to the desk with the keys: email, password, then the code of their authenticator. */
async function logInToDeskByKeys(page: Page, lang: Language, member: EnrolledStaff): Promise<void> {
  const d = deskTexts[lang];
  await page.goto(`${zakelijkUrl}/admin/login`);
  await expect(page.getByRole('banner').locator('.desk-header__company')).toBeVisible();
  if (lang === 'en') {
    await activate(page, page.getByRole('button', { name: 'English' }));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
  await tabTo(page, page.getByRole('textbox', { name: d.deskEmail }));
  await typeText(page, member.email);
  await tab(page);
  await expect(page.getByRole('textbox', { name: d.deskPassword, exact: true })).toBeFocused();
  await typeText(page, member.password);
  await page.keyboard.press('Enter');
  const code = page.getByRole('textbox', { name: d.deskCode });
  await expect(code).toBeFocused();
  await typeText(page, await freshCode(member.tenantId, member.email, member.secret));
  await page.keyboard.press('Enter');
  await expect(deskSignedIn(page)).toBeVisible();
}

/** On the board that is open: all dates, then "/" to the search, the words and Enter. */
async function searchBoard(page: Page, lang: Language, words: string): Promise<void> {
  const d = deskTexts[lang];
  const range = page.getByLabel(d.deskBoardRange);
  await tabTo(page, range);
  await chooseByTyping(page, range, d.deskBoardRange_any.slice(0, 3), 'any');
  // "/" anywhere but in a field goes to the search (docs/reference/screens.md#desk-board).
  await tabTo(page, page.getByRole('tab', { selected: true }));
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: d.deskBoardSearch })).toBeFocused();
  await typeText(page, words);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/range=any/);
}

/** After an action whose control went away, the focus is somewhere the user can go on from, not lost to the body. */
async function expectNotOnBody(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName ?? 'none')).not.toBe('BODY');
}

for (const lang of languages) {
  test.describe(`keyboard only, in ${lang}`, () => {
    const t = texts[lang];

    test('a guest books two trips, checks out, pays in the simulator and lands on the success page', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const trips = plans(lang);
      await openInByKeys(page, `${demoUrl}/trip/new`, lang);

      await bookTripByKeys(page, lang, trips.toStation);
      const main = page.getByRole('main');
      const cartTrips = main.getByRole('article');
      await expect(cartTrips).toHaveCount(1);
      await expect(cartTrips.first()).toContainText('Station Groningen');
      // Remove asks first; Escape keeps the trip and gives the focus back to the button.
      const remove = main.getByRole('button', { name: fill(t.removeTripNumber, { number: 1 }) });
      await activate(page, remove);
      const removeDialog = page.getByRole('dialog', { name: t.removeTripTitle });
      await expect(removeDialog.getByRole('button', { name: t.removeTripNo })).toBeFocused();
      await expectDialogTrapsFocus(page, removeDialog, remove);
      await expect(cartTrips).toHaveCount(1);

      await activate(page, main.getByRole('link', { name: t.addTrip }));
      await expect(page).toHaveURL(/\/trip\/new$/);
      await expectHeadingFocused(page, t.bookTrip);
      await bookTripByKeys(page, lang, trips.toSchiphol);
      await expect(page.getByRole('link', { name: fill(t.cartButton_other, { count: 2 }) })).toBeVisible();
      await expect(cartTrips).toHaveCount(2);
      await expect(cartTrips.nth(1)).toContainText('Amsterdam Airport Schiphol');

      await activate(page, main.getByRole('link', { name: t.finalize }));
      await expect(page).toHaveURL(/\/checkout$/);
      await expectHeadingFocused(page, t.checkout);

      const person = personForm(page, lang);
      const id = randomUUID().slice(0, 8);
      await tabTo(page, person.name);
      await typeText(page, `Gast ${id}`);
      await tabTo(page, person.email);
      await typeText(page, `gast-${id}@example.nl`);
      await tabTo(page, person.phone);
      await typeText(page, '0612345678');
      const terms = checkout(page, lang).terms;
      await tabTo(page, terms);
      await page.keyboard.press('Space');
      await expect(terms).toBeChecked();
      await activate(page, checkout(page, lang).payNow);

      await expect(page.getByRole('heading', { name: 'Payment simulator' })).toBeVisible();
      await activate(page, page.getByRole('button', { name: 'paid', exact: true }));
      await expect(page).toHaveURL(/\/payment\/success\//);
      await expectHeadingFocused(page, t.paymentSuccess);
      await expect(main).toContainText(new RegExp(fill(t.orderReference, { reference: 'D\\d+/\\d+' })));
      await expect(main).toContainText('Amsterdam Airport Schiphol');
      await expect(page.getByRole('link', { name: fill(t.cartButton_other, { count: 0 }) })).toBeVisible();
    });

    test('a business customer logs in, books a trip on account, and cancels it on the bookings screen', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const account = await createAccount();
      await openInByKeys(page, `${zakelijkUrl}/trip/new`, lang);
      const login = loginForm(page, lang);
      await tabTo(page, login.username);
      await typeText(page, account.username);
      await tab(page);
      await expect(login.password).toBeFocused();
      await typeText(page, account.password);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: t.loginFirst })).toHaveCount(0);
      // The login form is gone with the control that had the focus: the page's heading takes it.
      await expectHeadingFocused(page, t.bookTrip);

      await bookTripByKeys(page, lang, plans(lang).toStation);
      const main = page.getByRole('main');
      await expect(main.getByRole('article')).toContainText('Station Groningen');
      await activate(page, main.getByRole('link', { name: t.finalizeOnAccount }));
      await expect(page).toHaveURL(`${zakelijkUrl}/checkout`);
      const success = page.getByRole('status').filter({ hasText: t.bookingSuccess });
      await expect(success).toBeFocused({ timeout: 15_000 });
      await expect(success).toContainText(/D\d+\/\d+/);

      const menuButton = page.getByRole('button', { name: t.menu });
      await activate(page, menuButton, { back: true });
      const menu = page.getByRole('navigation', { name: t.mainMenu });
      await expect(menu).toBeVisible();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await activate(page, menu.getByRole('link', { name: t.bookings }));
      await expect(page).toHaveURL(`${zakelijkUrl}/bookings`);
      await expectHeadingFocused(page, t.bookings);
      await expect(menu).toBeHidden();

      const booking = main.getByRole('article').filter({ hasText: 'Station Groningen' });
      await expect(booking).toHaveCount(1);
      const ritNr = /\d+/.exec((await booking.getByRole('heading').textContent()) ?? '')?.[0] ?? '';
      const cancel = booking.getByRole('button', { name: fill(t.cancelBookingNumber, { ritNr }) });
      await activate(page, cancel);
      const dialog = page.getByRole('dialog', { name: fill(t.cancelBookingTitle, { ritNr }) });
      await expect(dialog.getByRole('button', { name: t.cancelBookingNo })).toBeFocused();
      await expectDialogTrapsFocus(page, dialog, cancel);
      await expect(booking).not.toContainText(t.canceled);

      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('button', { name: t.cancelBookingNo })).toBeFocused();
      await tab(page);
      await expect(dialog.getByRole('button', { name: t.cancelBookingYes })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: fill(t.bookingCancelled, { ritNr }) })).toBeVisible();
      await expect(booking).toContainText(t.canceled);
      // The cancel button is gone: the page's heading has the focus, not the body.
      await expectHeadingFocused(page, t.bookings);
    });

    test('a dispatcher logs in to the desk, filters the board, confirms a trip, assigns a driver and goes back', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const d = deskTexts[lang];
      const name = `Reiziger ${randomUUID().slice(0, 8)}`;
      await storeTrips([{ name, datetime: `${dateAhead(2)} 10:30` }]);
      const dispatcher = await createStaffMember('zakelijk', 'dispatcher');
      await logInToDeskByKeys(page, lang, dispatcher);
      await expectHeadingFocused(page, d.deskBoard);

      const main = page.getByRole('main');
      await searchBoard(page, lang, name);
      const row = main.getByRole('row').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(d.tripStatus_new);

      // The tabs are one Tab stop; the arrow keys choose.
      const tabs = page.getByRole('tablist', { name: d.deskBoardTabs });
      await tabTo(page, tabs.getByRole('tab', { selected: true }));
      await expect(tabs.getByRole('tab', { selected: true })).toHaveAccessibleName(
        new RegExp(`^${d.deskBoardTab_open}`),
      );
      await page.keyboard.press('ArrowRight');
      const newTab = tabs.getByRole('tab', { name: new RegExp(`^${d.deskBoardTab_new}`) });
      await expect(newTab).toBeFocused();
      await expect(newTab).toHaveAttribute('aria-selected', 'true');
      await expectFocusVisible(page);
      await expect(row).toHaveCount(1);

      const tripLink = row.getByRole('link').first();
      const tripNumber = Number(/\d+/.exec((await row.textContent()) ?? '')?.[0]);
      await activate(page, tripLink);
      await expect(page).toHaveURL(/\/admin\/trips\/\d+$/);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeFocused();
      await expect(main).toContainText(name);
      expect(tripNumber).toBeGreaterThan(0);

      const cancel = page.getByRole('button', { name: d.deskTripAction_cancel });
      await activate(page, cancel);
      const cancelDialog = page.getByRole('dialog', { name: d.deskTripCancelTitle });
      await expect(cancelDialog.getByRole('textbox', { name: d.deskTripCancelReason })).toBeFocused();
      await expectDialogTrapsFocus(page, cancelDialog, cancel);

      await activate(page, page.getByRole('button', { name: d.deskTripAction_confirm }), { back: true });
      const status = page
        .getByRole('status')
        .filter({ hasText: fill(d.deskTripMoved, { state: d.tripStatus_confirmed }) });
      await expect(status).toBeVisible();
      // The confirm button is gone with the move: the actions' heading has the focus, right before what comes next.
      await expect(page.getByRole('heading', { level: 2, name: d.deskTripActions })).toBeFocused();

      // The assign dialog opens with the drivers' select focused; the first driver the checks refuse nothing of.
      await activate(page, page.getByRole('button', { name: d.deskTripAction_assign, exact: true }));
      const assign = page.getByRole('dialog', { name: d['desk.assign.title'] });
      const driver = assign.getByRole('combobox', { name: d['desk.assign.driver'] });
      await expect(driver).toBeFocused();
      // Other journeys add drivers without a usual vehicle: the first one with a vehicle ready and nothing refused.
      const vehicle = assign.getByRole('combobox', { name: d['desk.assign.vehicle'] });
      for (let tries = 0; tries < 40; tries++) {
        await page.keyboard.press('ArrowDown');
        const refused = await assign.getByText(d['desk.assign.refused']).isVisible();
        if (!refused && (await vehicle.inputValue()) !== '') break;
      }
      await expect(driver).not.toHaveValue('');
      // The option names the driver, and a busy one says so after the name.
      const driverName = ((await driver.locator('option:checked').textContent()) ?? '').replace(/ \(.*\)$/, '');
      const reason = assign.getByRole('textbox', { name: d['desk.assign.overrideReason'] });
      if (await reason.isVisible()) {
        await tabTo(page, reason);
        await page.keyboard.type('Kort ritje');
      }
      await tabTo(
        page,
        assign.getByRole('button', {
          name: new RegExp(`^(${d['desk.assign.submit']}|${d['desk.assign.submitAnyway']})$`),
        }),
      );
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('status').filter({ hasText: fill(d.deskTripMoved, { state: d.tripStatus_assigned }) }),
      ).toBeVisible();
      await expect(main).toContainText(driverName);
      await expectNotOnBody(page);
      await expect(page.getByRole('button', { name: d.deskTripAction_reassign })).toBeVisible();

      // Back through the desk's menu; the board opens on today's open trips, so the member looks the trip up again.
      await activate(page, deskMenu(page, lang).getByRole('link', { name: d.deskBoard }), { back: true });
      await expect(page).toHaveURL(/\/admin$/);
      await expectHeadingFocused(page, d.deskBoard);
      await searchBoard(page, lang, name);
      await expect(row).toContainText(d.tripStatus_assigned);
      await expect(row).toContainText(driverName);
    });

    test("the main menu and the desk's dialogs keep the focus while open and give it back on Escape", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const d = deskTexts[lang];
      await openInByKeys(page, `${demoUrl}/trip/new`, lang);
      const menuButton = page.getByRole('button', { name: t.menu });
      await activate(page, menuButton, { back: lang === 'en' });
      const menu = page.getByRole('navigation', { name: t.mainMenu });
      await expect(menu).toBeVisible();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await tab(page);
      await expect(menu.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(menuButton).toBeFocused();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

      const admin = await createStaffMember('zakelijk', 'admin');
      await logInToDeskByKeys(page, lang, admin);
      // The drivers are in the menu's "Manage": Enter opens it, Escape closes it and gives the focus back.
      const manage = deskMenu(page, lang).getByRole('button', { name: d.deskMenuManage });
      const drivers = deskMenu(page, lang).getByRole('link', { name: d.deskDrivers });
      await activate(page, manage, { back: true });
      await expect(manage).toHaveAttribute('aria-expanded', 'true');
      await tab(page);
      await expect(drivers).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(drivers).toBeHidden();
      await expect(manage).toBeFocused();
      await expect(manage).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await tab(page);
      await expect(drivers).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/drivers$/);
      await expectHeadingFocused(page, d.deskDrivers);

      const change = page.getByRole('button', { name: new RegExp(`^${d.deskDriverEdit} `) }).first();
      await activate(page, change);
      const changeDialog = page.getByRole('dialog', {
        name: new RegExp(`^${fill(d.deskEditDriverTitle, { name: '.+' })}$`),
      });
      await expect(changeDialog.getByRole('textbox', { name: d.deskDriverName })).toBeFocused();
      await expectDialogTrapsFocus(page, changeDialog, change);

      const deactivate = page.getByRole('button', { name: new RegExp(`^${d.deskDriverDeactivate} `) }).first();
      await activate(page, deactivate);
      const confirm = page.getByRole('dialog', {
        name: new RegExp(`^${fill(d.deskDriverDeactivateTitle, { name: '.+' }).replace('?', '\\?')}$`),
      });
      await expect(confirm.getByRole('button', { name: d.deskCancel })).toBeFocused();
      await expectDialogTrapsFocus(page, confirm, deactivate);
    });
  });
}
