import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '#common/contracts/admin.ts';
import { instantOfWallTime, parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { openDatabase } from '#server/db/connect.ts';
import { insertOrder, settleOrder } from '#server/modules/orders/order-store.ts';
import { createStaff } from '#server/modules/staff/staff-admin.ts';
import { findStaffByEmail } from '#server/modules/staff/staff-store.ts';
import { herestraat, stationGroningen, trip as storedTrip } from '#server-test/support/trips.ts';
import deskEn from '#web/ui/i18n/desk-en.json' with { type: 'json' };
import deskNl from '#web/ui/i18n/desk-nl.json' with { type: 'json' };
import en from '#web/ui/i18n/en.json' with { type: 'json' };
import nl from '#web/ui/i18n/nl.json' with { type: 'json' };
import { demoUrl, type Language } from './tenants.ts';

/** The desk's texts with the SPA's own, so a test names a desk control the way the member reads it. */
export const deskTexts = { nl: { ...nl, ...deskNl }, en: { ...en, ...deskEn } } satisfies Record<
  Language,
  Record<string, string>
>;

/** The demo staff of the README, enrolled with its public demo secret. */
export const demoSecret = 'TAXIDEMODESKONLYTAXIDEMODESKONLY';
export const demoStaffPassword = 'Desk-demo-2026';

export type StaffAccount = { tenantId: string; email: string; name: string; role: StaffRole; password: string };
/** A member whose authenticator is set up: the secret their app holds. */
export type EnrolledStaff = StaffAccount & { secret: string };

const period = 30;

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return dir;
}

/**
 * A new staff member of a tenant, in the database the test server runs on, as the CLI makes one: each test has its
 * own, since the tests run in parallel and a code is taken once per member and step. With `enrolled` their
 * authenticator is set up already (a fresh secret), else their first login enrols.
 */
export async function createStaffMember(
  tenantId: string,
  role: StaffRole,
  { enrolled = true }: { enrolled?: boolean } = {},
): Promise<EnrolledStaff> {
  const id = randomUUID().slice(0, 8);
  const secret = new Secret({ size: 20 }).base32;
  const member = {
    tenantId,
    email: `staff-${id}@example.nl`,
    name: `Medewerker ${id}`,
    role,
    password: `Balie-${randomUUID().slice(0, 12)}`,
  };
  const db = await openDatabase({ dataDir: dataDir(), databaseUrl: undefined });
  try {
    const created = await createStaff(
      db,
      tenantId,
      { email: member.email, name: member.name, role, password: member.password },
      { via: 'cli' },
      enrolled ? { totp: { secret, enrolledAt: new Date() } } : {},
    );
    if (!created.ok) throw new Error(`could not create ${member.email}: ${created.error}`);
    return { ...member, secret };
  } finally {
    await db.destroy();
  }
}

/** The code of a secret for a time step (RFC 6238: SHA-1, 6 digits, 30 s), as an authenticator app shows it. */
export function codeOf(secret: string, step: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period }).generate({
    timestamp: step * period * 1000,
  });
}

const stepNow = () => Math.floor(Date.now() / 1000 / period);

/**
 * A code the server takes now for the member: a code works once per step (docs/decisions/019-staff-accounts.md), so
 * one of a later step than the last one accepted; the server takes the step after now too, else this waits for the
 * next one.
 */
export async function freshCode(tenantId: string, email: string, secret: string): Promise<string> {
  const db = await openDatabase({ dataDir: dataDir(), databaseUrl: undefined });
  let lastStep: number | null;
  try {
    lastStep = (await findStaffByEmail(db, tenantId, email))?.totp_last_step ?? null;
  } finally {
    await db.destroy();
  }
  const step = Math.max(stepNow(), (lastStep ?? 0) + 1);
  // Beyond the step after now the server would refuse it: wait until it is the step after now.
  while (step > stepNow() + 1) await new Promise((resolve) => setTimeout(resolve, 1000));
  return codeOf(secret, step);
}

/** The desk login's controls by the names a member reads. */
export function deskLogin(page: Page, lang: Language) {
  const t = deskTexts[lang];
  return {
    email: page.getByRole('textbox', { name: t.deskEmail }),
    password: page.getByRole('textbox', { name: t.deskPassword, exact: true }),
    continue: page.getByRole('button', { name: t.deskContinue }),
    code: page.getByRole('textbox', { name: t.deskCode }),
    logIn: page.getByRole('button', { name: t.deskLogIn, exact: true }),
    confirm: page.getByRole('button', { name: t.deskEnrolConfirm }),
    back: page.getByRole('button', { name: t.deskBack }),
  };
}

/**
 * Opens the header's "Menu" where the desk folds its tools and menu behind it (narrower than a desktop), as a member
 * on a phone does before they pick a language or a page; at a desktop's width there is no such button.
 */
export async function unfoldDeskMenu(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  // The page's own first paint is inert until the app takes it over, and a member's tools fold once the desk knows them.
  await expect(banner.locator('.language-picker__option[lang="nl"]')).toBeEnabled();
  if (!new URL(page.url()).pathname.startsWith('/admin/login'))
    await expect(banner.locator('.desk-header__actions')).toBeAttached();
  const toggle = banner.locator('.desk-header__menu-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** What a signed-in member's header shows at every width (the alerts, "New trip", the menu's button). */
export const deskSignedIn = (page: Page) => page.getByRole('banner').locator('.desk-header__actions');

/** The desk's menu, named as its landmark. */
export const deskMenu = (page: Page, lang: Language) =>
  page.getByRole('navigation', { name: deskTexts[lang].deskMenu });

/**
 * A link of the desk's menu by its name, whether it stands in the row or in a closed group ("Manage", "Money"): that a
 * member's menu has it, or has it not, whatever is open.
 */
export const deskMenuLink = (page: Page, lang: Language, name: string) =>
  deskMenu(page, lang).getByRole('link', { name, exact: true, includeHidden: true });

/**
 * Shows a link of the desk's menu as a member gets to it: unfolds the menu where it folds, opens the link's group where
 * it is in one; gives the link, visible.
 */
export async function showDeskMenuLink(page: Page, lang: Language, name: string): Promise<Locator> {
  await unfoldDeskMenu(page);
  const link = deskMenuLink(page, lang, name);
  // `has` looks inside each group: a locator of the link from the page's root, not through the menu.
  const inGroup = page.getByRole('link', { name, exact: true, includeHidden: true });
  const toggle = deskMenu(page, lang).locator('.desk-menu__group').filter({ has: inGroup }).getByRole('button');
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(link).toBeVisible();
  return link;
}

/** Follows a link of the desk's menu by its name, as a member does with the mouse (`showDeskMenuLink`). */
export async function followDeskMenu(page: Page, lang: Language, name: string): Promise<void> {
  await (await showDeskMenuLink(page, lang, name)).click();
}

/**
 * Every link of the desk's menu in its order, each group opened in turn: the names a member can reach through it.
 */
export async function deskMenuNames(page: Page, lang: Language): Promise<string[]> {
  await unfoldDeskMenu(page);
  const menu = deskMenu(page, lang);
  const names: string[] = [];
  for (const item of await menu.locator('.desk-menu__list > li').all()) {
    const toggle = item.locator('> .desk-menu__toggle');
    if ((await toggle.count()) > 0) {
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      await expect(item.locator('.desk-menu__sublist')).toBeVisible();
    }
    names.push(...(await item.getByRole('link').allInnerTexts()));
  }
  return names;
}

/**
 * Switches the language on the desk's own picker, as a member would, once the operator's name shows: the pick is kept
 * under the operator's name, which the desk learns with it (docs/reference/states.md#browser).
 */
export async function chooseLanguage(page: Page, lang: Language): Promise<void> {
  await expect(page.getByRole('banner').locator('.desk-header__company')).toBeVisible();
  await unfoldDeskMenu(page);
  await page.getByRole('button', { name: lang === 'en' ? 'English' : 'Nederlands' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Email and password on the login page that is open, up to the code step. */
export async function enterPassword(page: Page, lang: Language, member: StaffAccount): Promise<void> {
  const form = deskLogin(page, lang);
  await form.email.fill(member.email);
  await form.password.fill(member.password);
  await form.continue.click();
}

/** Logs an enrolled member in on the login page that is open, and waits for the desk's page behind it. */
export async function logInToDesk(page: Page, lang: Language, member: EnrolledStaff): Promise<void> {
  const form = deskLogin(page, lang);
  await enterPassword(page, lang, member);
  await expect(form.code).toBeFocused();
  await form.code.fill(await freshCode(member.tenantId, member.email, member.secret));
  await form.logIn.click();
  await expect(deskSignedIn(page)).toBeVisible();
}

/** Opens the desk's login of a tenant (`origin`), switches to `lang` where needed and logs the member in. */
export async function logInAt(page: Page, lang: Language, member: EnrolledStaff, origin = demoUrl): Promise<void> {
  await page.goto(`${origin}/admin/login`);
  await expect(page.getByRole('banner').locator('.desk-header__company')).toBeVisible();
  if ((await page.locator('html').getAttribute('lang')) !== lang) await chooseLanguage(page, lang);
  await expect(deskLogin(page, lang).email).toBeVisible();
  await logInToDesk(page, lang, member);
}

/**
 * A trip stored for a board journey: its customer's name and its pickup (`YYYY-MM-DD HH:mm`, Europe/Amsterdam); with
 * `driverId` it is assigned to that driver (and with `done` driven by them), with `luggage` and `extraInfo` it carries
 * pieces of luggage and remarks; `email` is its customer's address (else a random one).
 */
export interface StoredTrip {
  name: string;
  email?: string;
  datetime: string;
  driverId?: number;
  done?: boolean;
  luggage?: number;
  extraInfo?: string;
}

/**
 * Stores booked trips of the business tenant, each its own guest order from Herestraat 12 to Station Groningen, in the
 * database the test server runs on, as a checkout writes them (customer, order, trips and their history, then booked):
 * a board journey that needs trips at given dates or more than a page of them gets them at once.
 */
export async function storeTrips(trips: readonly StoredTrip[]): Promise<void> {
  const db = await openDatabase({ dataDir: dataDir(), databaseUrl: undefined });
  try {
    for (const stored of trips) {
      const wall = parseTripDatetime(stored.datetime);
      if (!wall) throw new Error(`not a pickup: ${stored.datetime}`);
      const email = stored.email ?? `${randomUUID().slice(0, 8)}@example.nl`;
      const order = await insertOrder(db, {
        tenantId: 'zakelijk',
        customerId: null,
        contact: { name: stored.name, email, phone: '+31612345678' },
        person: { custname: stored.name, custemail: email, custtel: '+31612345678', remarks: '' },
        lang: 'nl',
        trips: [
          {
            trip: storedTrip({
              datetime: stored.datetime,
              ...(stored.luggage === undefined ? {} : { bagage: stored.luggage }),
              extraTripInfo: stored.extraInfo ?? '',
            }),
            datetime: stored.datetime,
            pickupAt: instantOfWallTime(wall),
            fromText: herestraat.text,
            toText: stationGroningen.text,
            passengers: 2,
            vehicleClass: 'sedan',
            flightNumber: '',
            extraInfo: stored.extraInfo ?? '',
            priceCents: 1250,
            durationMinutes: 12,
          },
        ],
        totalCents: 1250,
        fingerprint: randomUUID(),
        returnOrigin: 'http://zakelijk.localhost',
      });
      if (!order) throw new Error(`trip of ${stored.name} not stored`);
      await settleOrder(db, order.id, 'booked');
      if (stored.driverId !== undefined)
        await db
          .updateTable('order_trips')
          .set({ status: stored.done ? 'done' : 'assigned', driver_id: stored.driverId })
          .where('order_id', '=', order.id)
          .execute();
    }
  } finally {
    await db.destroy();
  }
}

/** Stores an active driver of a tenant, as the drivers page adds one; answers their id. */
export async function storeDriver(tenantId: string, name: string): Promise<number> {
  const db = await openDatabase({ dataDir: dataDir(), databaseUrl: undefined });
  try {
    const now = new Date();
    const row = await db
      .insertInto('drivers')
      .values({
        tenant_id: tenantId,
        name,
        phone: '+31 6 11112222',
        active: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await db.destroy();
  }
}

/**
 * Shows the board's tools and filters: on a phone they are folded behind one button, which a member opens first
 * (docs/reference/screens.md#desk-board); wider they always show.
 */
export async function showBoardOptions(page: Page, lang: Language): Promise<void> {
  const t = deskTexts[lang];
  const toggle = page.getByRole('button', { name: new RegExp(`^${t.deskBoardOptions}`) });
  const search = page.getByRole('searchbox', { name: t.deskBoardSearch });
  // The board itself first: on a phone its options fold behind the button, wider the search shows.
  await expect(toggle.or(search)).toBeVisible();
  if (!(await toggle.isVisible())) return;
  await expect(toggle).toBeEnabled();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/**
 * A pickup today, two hours from now, `YYYY-MM-DD HH:mm` in Europe/Amsterdam: the board's default range shows it. Late
 * in the evening, when two hours on is tomorrow, it is 23:59 today, so the tests hold at any hour.
 */
export function laterToday(): string {
  const wallTime = (at: number) =>
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .format(new Date(at))
      .replace('T', ' ');
  const now = Date.now();
  const today = wallTime(now).slice(0, 10);
  const later = wallTime(now + 2 * 3_600_000);
  return later.startsWith(today) ? later : `${today} 23:59`;
}
