import type { Kysely } from 'kysely';
import { defaultLanguage, type Language } from '#common/constants.ts';
import { driverReminderMinutes } from '#common/constants.ts';
import type { TripStatus } from '#common/contracts/trip-status.ts';
import { isValidEmail } from '#common/fields/email.ts';
import { toDate, type Database, type OrderTripRow } from '../../db/tables.ts';
import { driverNoticeMail, driverNoticeText, type DriverJob, type DriverNotice } from '../mail/driver-notice-mail.ts';
import { tripBasicsOf } from '../mail/mail-layout.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Tenant, TenantRegistry } from '../tenants/tenant-registry.ts';
import { pushToDriver, type PushSender } from './push.ts';
import { toE164, type SmsProvider } from './sms.ts';

export interface NoticeLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface NoticeDeps {
  db: Kysely<Database>;
  tenants: TenantRegistry;
  mailer: Mailer;
  sms: SmsProvider | undefined;
  push: () => Promise<PushSender>;
  publicUrl: string;
  log: NoticeLog;
}

/** How one notice reached the driver; all zero or false: it did not. */
export interface Delivery {
  pushed: number;
  texted: boolean;
  mailed: boolean;
}

/** The driver's language: the tenant's (the operator's) language, as the desk and its mails speak it. */
export const driverLanguage = (tenant: Tenant): Language => tenant.settings.clientLanguage ?? defaultLanguage;

/** States in which the trip is nobody's job: waiting for a driver, or cancelled. */
const unassigned: readonly TripStatus[] = ['new', 'confirmed', 'canceled'];
/** States in which the job is over: nothing to tell of it any more. */
const ended: readonly TripStatus[] = ['done', 'no_show'];

/** What the notices read of a trip: its state, its driver, and the job the driver is told of. */
const tripNowColumns = [
  'id',
  'tenant_id',
  'status',
  'driver_id',
  'datetime',
  'pickup_at',
  'from_text',
  'to_text',
  'passengers',
  'flight_number',
  'extra_info',
] as const;

type TripNow = Pick<OrderTripRow, (typeof tripNowColumns)[number]>;

const jobOf = (trip: TripNow): DriverJob => ({
  ...tripBasicsOf(trip),
  flightNumber: trip.flight_number,
  remarks: trip.extra_info,
});

/** The job as kept in `driver_trip_notices.told`: what a later change is compared with. */
const toldText = (job: DriverJob) =>
  JSON.stringify([job.datetime, job.from, job.to, job.passengers, job.flightNumber, job.remarks]);
function toldJob(ritNr: number, text: string): DriverJob | undefined {
  try {
    const [datetime, from, to, passengers, flightNumber, remarks] = JSON.parse(text) as [
      string,
      string,
      string,
      number,
      string,
      string,
    ];
    return { ritNr, datetime, from, to, passengers, flightNumber, remarks };
  } catch {
    return undefined;
  }
}

function loadTrip(db: Kysely<Database>, tripId: number): Promise<TripNow | undefined> {
  return db.selectFrom('order_trips').select(tripNowColumns).where('id', '=', tripId).executeTakeFirst();
}

/** The driver whose job the trip is now, or null. */
const holderOf = (trip: TripNow): number | null =>
  unassigned.includes(trip.status) || ended.includes(trip.status) ? null : trip.driver_id;

/**
 * Tells the drivers what changed of a trip since they were last told (docs/decisions/041-driver-notifications.md):
 * its new driver that it is theirs, the driver it was taken from (reassigned, unassigned, an absence) or whose job was
 * cancelled that it is no longer, its driver what changed of time, addresses, passengers, flight or remarks. What was
 * told is kept per trip and moved by one conditional update on its version: of two instances (or two events) at
 * once exactly one tells each change, and an event heard again tells nothing. Called after the change committed.
 */
export async function tellTripChange(deps: NoticeDeps, tripId: number, now: Date): Promise<DriverNotice[]> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const trip = await loadTrip(deps.db, tripId);
    if (!trip) return [];
    const row = await deps.db
      .selectFrom('driver_trip_notices')
      .select(['driver_id', 'told', 'version'])
      .where('trip_id', '=', tripId)
      .executeTakeFirst();
    const job = jobOf(trip);
    const holder = holderOf(trip);
    const before = row?.driver_id ?? null;
    const toldBefore = row ? toldJob(trip.id, row.told) : undefined;
    const notices: Array<{ driverId: number; notice: DriverNotice }> = [];
    if (before === holder) {
      if (holder !== null && toldBefore && toldText(toldBefore) !== toldText(job))
        notices.push({ driverId: holder, notice: { kind: 'changed', job, before: toldBefore } });
    } else {
      // A job that ended (done, no-show) needs no word to its driver.
      if (before !== null && !ended.includes(trip.status))
        notices.push({ driverId: before, notice: { kind: trip.status === 'canceled' ? 'canceled' : 'removed', job } });
      if (holder !== null) notices.push({ driverId: holder, notice: { kind: 'assigned', job } });
    }
    const stateChanged = row ? before !== holder || (holder !== null && row.told !== toldText(job)) : holder !== null;
    if (!stateChanged) return [];
    const won = row
      ? await deps.db
          .updateTable('driver_trip_notices')
          .set({ driver_id: holder, told: toldText(job), version: row.version + 1, updated_at: now })
          .where('trip_id', '=', tripId)
          .where('version', '=', row.version)
          .returning('trip_id')
          .executeTakeFirst()
      : await deps.db
          .insertInto('driver_trip_notices')
          .values({
            trip_id: tripId,
            tenant_id: trip.tenant_id,
            driver_id: holder,
            told: toldText(job),
            version: 1,
            reminded_for: null,
            reminded_at: null,
            updated_at: now,
          })
          .onConflict((conflict) => conflict.column('trip_id').doNothing())
          .returning('trip_id')
          .executeTakeFirst();
    // Another instance (or event) told this change first: look again, something newer may be left to tell.
    if (!won) continue;
    for (const { driverId, notice } of notices) await tellDriver(deps, trip.tenant_id, driverId, notice);
    return notices.map(({ notice }) => notice);
  }
  return [];
}

/**
 * The driver who gave the trip back (declined it) knows it is no longer theirs: what they were told moves to "nobody's"
 * in the same transaction, so the change tells them nothing ("taken away" would answer their own decline).
 */
export async function toldGivenBack(db: Kysely<Database>, tripId: number, driverId: number, now: Date): Promise<void> {
  await db
    .updateTable('driver_trip_notices')
    .set((eb) => ({ driver_id: null, version: eb('version', '+', 1), updated_at: now }))
    .where('trip_id', '=', tripId)
    .where('driver_id', '=', driverId)
    .execute();
}

/**
 * The reminder before pickup (`driverReminderMinutes`) of every assigned trip whose pickup comes within it, once per
 * driver and pickup time: one conditional upsert marks `reminded_for` (`<driver>@<pickup>`), and only the instance
 * whose upsert took sends it. A trip moved to another time, or given another driver, is reminded again. How many.
 */
export async function sendReminders(deps: NoticeDeps, now: Date): Promise<number> {
  const until = new Date(now.getTime() + driverReminderMinutes * 60_000);
  let sent = 0;
  // Tenant by tenant, along the board's index (tenant, status, pickup).
  for (const tenant of deps.tenants.all) sent += await remindTenant(deps, tenant.id, now, until);
  return sent;
}

async function remindTenant(deps: NoticeDeps, tenantId: string, now: Date, until: Date): Promise<number> {
  const due = await deps.db
    .selectFrom('order_trips')
    .leftJoin('driver_trip_notices', 'driver_trip_notices.trip_id', 'order_trips.id')
    .select(tripNowColumns.map((column) => `order_trips.${column}` as const))
    .select('driver_trip_notices.reminded_for')
    .where('order_trips.tenant_id', '=', tenantId)
    .where('order_trips.status', '=', 'assigned')
    .where('order_trips.driver_id', 'is not', null)
    .where('order_trips.pickup_at', '>', now)
    .where('order_trips.pickup_at', '<=', until)
    .execute();
  let sent = 0;
  for (const trip of due) {
    const driverId = trip.driver_id!;
    const key = `${driverId}@${trip.datetime}`;
    if (trip.reminded_for === key) continue;
    const job = jobOf(trip);
    const claimed = await deps.db
      .insertInto('driver_trip_notices')
      .values({
        trip_id: trip.id,
        tenant_id: trip.tenant_id,
        driver_id: driverId,
        told: toldText(job),
        version: 1,
        reminded_for: key,
        reminded_at: now,
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict
          .column('trip_id')
          .doUpdateSet({ reminded_for: key, reminded_at: now })
          .where((eb) =>
            eb.or([
              eb('driver_trip_notices.reminded_for', 'is', null),
              eb('driver_trip_notices.reminded_for', '<>', key),
            ]),
          ),
      )
      .returning('trip_id')
      .executeTakeFirst();
    if (!claimed) continue;
    const minutes = Math.max(1, Math.round((toDate(trip.pickup_at).getTime() - now.getTime()) / 60_000));
    await tellDriver(deps, trip.tenant_id, driverId, { kind: 'reminder', job, minutes });
    sent += 1;
  }
  return sent;
}

/**
 * One notice to one driver: a push to each of their browsers; when none took it, an SMS (with a provider, to a number
 * it can reach) and a mail (when they have an address). Never throws: what fails is logged.
 */
export async function tellDriver(
  deps: NoticeDeps,
  tenantId: string,
  driverId: number,
  notice: DriverNotice,
): Promise<Delivery> {
  const delivery: Delivery = { pushed: 0, texted: false, mailed: false };
  const tenant = deps.tenants.byId(tenantId);
  const driver = await deps.db
    .selectFrom('drivers')
    .select(['id', 'name', 'phone', 'email'])
    .where('id', '=', driverId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!tenant || !driver) return delivery;
  const lang = driverLanguage(tenant);
  const { title, body } = driverNoticeText(notice, lang);
  const what = { driverId, tripId: notice.job.ritNr, notice: notice.kind };
  try {
    const payload = {
      kind: notice.kind,
      tripId: notice.job.ritNr,
      title,
      body,
      lang,
      datetime: notice.job.datetime,
      from: notice.job.from,
      to: notice.job.to,
      url: '/driver',
    };
    delivery.pushed = await pushToDriver(
      deps.db,
      await deps.push(),
      { tenantId, driverId },
      payload,
      new Date(),
      deps.log,
    );
  } catch (error) {
    deps.log.error({ err: error, ...what }, 'Driver notice not pushed');
  }
  if (delivery.pushed > 0) return delivery;
  const to = toE164(driver.phone);
  if (deps.sms && to) {
    try {
      await deps.sms.send(to, `${tenant.info.company}: ${title}. ${body}`);
      delivery.texted = true;
    } catch (error) {
      deps.log.error({ err: error, ...what }, 'Driver notice not texted');
    }
  }
  if (isValidEmail(driver.email)) {
    try {
      await deps.mailer.send(driverNoticeMail(tenant, driver, notice, lang, `${deps.publicUrl}/driver`));
      delivery.mailed = true;
    } catch (error) {
      deps.log.error({ err: error, ...what }, 'Driver notice not mailed');
    }
  }
  return delivery;
}
