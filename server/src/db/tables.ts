import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AuditAction } from '#common/contracts/admin.ts';
import type { OrderSourceKey, PaymentWayKey } from '#common/contracts/order-source.ts';
import type { AlertKind } from '#common/contracts/desk-alerts.ts';
import type { CollectedMethod, DriverStep } from '#common/contracts/driver.ts';
import type { TripStatus } from '#common/contracts/trip-status.ts';

/**
 * A point in time: written as a Date; read back as a Date from PostgreSQL (timestamptz)
 * and as an ISO-8601 string from SQLite (text). Read it through `toDate`.
 */
export type Timestamp = ColumnType<Date | string, Date, Date>;

export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

export interface CustomersTable {
  /** The customer number (`klantNr`). */
  id: Generated<number>;
  tenant_id: string;
  /** Login name; null for a guest, who is a customer of their own for each order. Unique per tenant. */
  username: string | null;
  email: string;
  /** argon2id; null for a guest. */
  password_hash: string | null;
  phone: string;
  /** The phone's digits as the caller lookup compares them (`phoneDigits`, common/src/fields/phone-digits.ts). */
  phone_digits: Generated<string>;
  created_at: Timestamp;
  /** The company whose user this account is (migration 025, docs/decisions/049-companies.md); null for others. */
  company_id: Generated<number | null>;
  /** When a company user was disabled: no login, sessions ended; the bookings stay. */
  disabled_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
  /** When the account was erased (migration 027, docs/decisions/054-personal-data.md): its details are gone. */
  erased_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
}

/** A business customer that books on account and gets a monthly invoice (docs/decisions/049-companies.md). */
export interface CompaniesTable {
  id: Generated<number>;
  tenant_id: string;
  name: string;
  /** The billing address's lines, separated by newlines, as printed on the invoice. */
  billing_address: string;
  /** Chamber of Commerce (KvK) number; '' when not known. */
  kvk_number: string;
  vat_number: string;
  invoice_email: string;
  payment_terms_days: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie token: a stolen database copy holds no usable session. */
  id: string;
  tenant_id: string;
  customer_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** The absolute end of the session, whatever its activity. */
  expires_at: Timestamp;
}

/** The open data, one row per bookable thing; see server/src/modules/places/place-row.ts. */
export interface PlacesTable {
  seq: Generated<number>;
  /** The data file the row came from (its path under the data folder). */
  source: string;
  /** Stable across imports and restarts; the suggestion id (`a:9711LV-12A`, `s:gn`, `l:AMS`, `h:6463124`). */
  id: string;
  kind: string;
  /** Station, airport, hotel or place name; '' for an address. */
  name: string;
  street: string;
  /** Addresses only. */
  house_number: number | null;
  house_letter: string;
  house_addition: string;
  /** "9711LV" (addresses), "9711" (postcode centroids), else ''. */
  postcode: string;
  city: string;
  lat: number;
  lng: number;
  /** docs/reference/api.md#suggestion category code: LH airport, NS station, HO hotel; '' otherwise. */
  category: string;
  /** NS station code, IATA code, GeoNames id. */
  code: string;
  /** Other names it is known by, separated by `|` (short station names, ICAO code, GeoNames alternate names). */
  alt_names: string;
}

/** One row per imported data file: its fingerprint tells whether it must be imported again. */
export interface ImportsTable {
  source: string;
  fingerprint: string;
  rows: number;
  imported_at: Timestamp;
}

/** A payment of the simulated provider; see server/src/modules/payments/providers/simulator.ts. */
export interface SimulatorPaymentsTable {
  /** Random and url-safe: it appears in the hosted page's address. */
  id: string;
  amount_cents: number;
  description: string;
  redirect_url: string;
  webhook_url: string;
  /** open, then once one of paid, failed, canceled, expired. */
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A payment link's time: open after it counts as expired and cannot be paid. Null for a checkout's payment. */
  expires_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
  /** The payment a paid link made (migration 029): refunds go against it, never against the link. */
  link_payment_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What an order is: waiting for its payment, or settled one way or the other (docs/decisions/010). */
export type OrderStatus = 'pending' | 'paid' | 'failed' | 'canceled' | 'expired' | 'booked';

/** A cart that was checked out: its customer, what it costs and how its payment went. */
export interface OrdersTable {
  /** The order id of the reference D{klantNr}/{orderId}. */
  id: Generated<number>;
  tenant_id: string;
  customer_id: number;
  /** Random, url-safe: the return page's `:hash`, which the browser compares with the one it stored. */
  hash: string;
  status: OrderStatus;
  lang: string;
  /** The personal fields as validated (JSON). */
  person: string;
  total_cents: number;
  /** SHA-256 of the cart as the server understood it: a resubmission of the same cart finds its order. */
  cart_fingerprint: string;
  /** Where the provider sends the customer back to: the tenant's configured origin, or PUBLIC_URL. */
  return_origin: string;
  /** SHA-256 (hex) of the token in the return address, set when the payment is made; the token is never stored. */
  return_token_hash: string | null;
  provider: string | null;
  provider_payment_id: string | null;
  checkout_url: string | null;
  /** Set while one request creates the payment, so a second one does not create another. */
  payment_claimed_at: Timestamp | null;
  /** Set while the confirmation is being sent; `mailed_at` once it went out. */
  mail_claimed_at: Timestamp | null;
  mailed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the order left `pending`. */
  settled_at: Timestamp | null;
  /**
   * Cents of refunds asked for and not failed (pending or refunded): what is left to refund is `total_cents` minus
   * this, changed only by conditional updates (docs/decisions/020-trip-lifecycle-and-refunds.md).
   */
  refund_reserved_cents: Generated<number>;
  /** Cents the provider has refunded. */
  refunded_cents: Generated<number>;
  /** Where it came from: the web (a guest), an account on the web, or a phone call taken in the desk. */
  source: Generated<OrderSource>;
  /** The staff member who took a phone booking. */
  source_staff_id: number | null;
  /** How a desk booking is paid (docs/decisions/034-desk-booking-payment-ways.md); null for the web's checkout. */
  payment_way: PaymentWay | null;
  /** When a payment link not paid by then releases the trip. */
  link_expires_at: Timestamp | null;
  /**
   * The version of the tenant's configuration in force when it was booked, whose record layout words its trips' fields
   * (docs/decisions/047-bookings-keep-their-fields.md); null: booked before migration 023, or from the tenant files.
   */
  config_version: Generated<number | null>;
  /** The company the order was booked for (its user's at booking time); invoiced monthly when paid on account. */
  company_id: Generated<number | null>;
  /**
   * When its personal details were removed, by an erase or the retention job (migration 027,
   * docs/decisions/054-personal-data.md); null while they are kept.
   */
  anonymized_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
  /**
   * The provider's payment a paid payment link made (`tr_…`, migration 029), what its refunds go against; the link's id
   * stays in `provider_payment_id` for its webhook and status. Null for the web's checkout, whose payment is that id.
   */
  link_payment_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** How it was paid, as the provider names it (`ideal`, `creditcard`, …; migration 029); null when not told. */
  payment_method: ColumnType<string | null, string | null | undefined, string | null>;
}

export type OrderSource = OrderSourceKey;
export type PaymentWay = PaymentWayKey;

/**
 * A customer's link to manage an order (`/manage/<token>`, docs/decisions/031-paid-per-trip-and-link-hashes.md): only
 * the token's SHA-256 (hex), which a link is looked up by; the token itself is in the mail or return it was made for.
 */
export interface ManageLinksTable {
  id: Generated<number>;
  tenant_id: string;
  order_id: number;
  token_hash: string;
  created_at: Timestamp;
}

/** One trip of an order (a booking, `ritNr` = id). */
export interface OrderTripsTable {
  id: Generated<number>;
  /** The order's tenant, kept here so the desk's board reads one table (docs/decisions/020). */
  tenant_id: string;
  order_id: number;
  position: number;
  /** docs/reference/states.md#booked-trips */
  status: TripStatus;
  /** The driver of an assigned trip (kept after done or no-show). */
  driver_id: number | null;
  /** The vehicle the driver drives it in, set with the driver (migration 013; older trips: the driver's then car). */
  vehicle_id: number | null;
  /** Pickup as `YYYY-MM-DD HH:mm`, Europe/Amsterdam. */
  datetime: string;
  pickup_at: Timestamp;
  /** The trip as the customer sent it and the server checked it (JSON, without price and meta). */
  trip: string;
  from_text: string;
  to_text: string;
  passengers: number;
  flight_number: string;
  extra_info: string;
  /** What the trip costs now (the quote, or a price the desk set): more than `paid_cents` is owed. */
  price_cents: number;
  /**
   * What the order's payments charged for the trip (counts once the order is `paid`): its price at checkout, grown by
   * its paid changes. A customer's refund of the trip is at most this less `refund_reserved_cents`
   * (docs/decisions/031-paid-per-trip-and-link-hashes.md).
   */
  paid_cents: Generated<number>;
  /** Cents of the trip's refunds asked for and not failed, changed only by conditional updates, as the order's. */
  refund_reserved_cents: Generated<number>;
  /**
   * What of those refunds was given back beyond its price, the trip staying booked (a goodwill refund): it lowers what
   * the trip is to be paid, so it is never owed again (docs/decisions/048-owed-and-refund-follow-up.md).
   */
  waived_cents: Generated<number>;
  duration_minutes: number;
  /** The value of the tenant's vehicle-class field (`tariff.vehicleClassField`). */
  vehicle_class: string;
  /** What the driver collects in the car (cash or card) for a desk booking paid to the driver; else 0. */
  collect_cents: Generated<number>;
  /**
   * What the desk's search looks in, lowercased and without diacritics: reference, contact, addresses, flight
   * (server/src/db/trip-search.ts); written with every change of those.
   */
  search_text: string;
  updated_at: Timestamp;
  /**
   * The driver's own step of an assigned trip (docs/decisions/040-driver-sign-in-and-statuses.md): '' not accepted
   * yet, then accepted, on_the_way, arrived, on_board; back to '' when the driver changes (migration 019).
   */
  driver_step: Generated<DriverStep>;
  /** When the driver said they arrived: the free waiting time before a no-show counts from it (or the pickup). */
  arrived_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
  /** What the driver recorded collecting in the car at done; null when nothing was recorded. */
  collected_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** How: cash or card; '' when nothing was recorded. */
  collected_method: Generated<CollectedMethod | ''>;
  /** Who travels when a company user books for someone else (migration 025); '' when the booker travels. */
  passenger_name: Generated<string>;
  passenger_phone: Generated<string>;
}

/** A driver of the tenant, as the desk assigns them: kept when deactivated, for the trips they drove. */
export interface DriversTable {
  id: Generated<number>;
  tenant_id: string;
  name: string;
  phone: string;
  /** Their own address for sign-in links and notices; '' when none is known (migration 018). */
  email: Generated<string>;
  /** The vehicle assigning them offers first (migration 013). */
  usual_vehicle_id: number | null;
  /** 1 active, 0 deactivated (no longer offered for assignment). */
  active: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A driver unavailable from `starts_at` to `ends_at` (docs/decisions/039-driver-absence-and-bulk.md). */
export interface DriverAbsencesTable {
  id: Generated<number>;
  tenant_id: string;
  driver_id: number;
  starts_at: Timestamp;
  /** Ended early: moved to the moment it was ended (or to its start, when it had not begun). */
  ends_at: Timestamp;
  /** In words, as staff typed it ("ziek"); may be empty. */
  reason: string;
  /** The desk's key of the recording request: the same request again records nothing more. */
  request_key: string;
  recorded_by: number;
  recorded_at: Timestamp;
  ended_by: number | null;
  ended_at: Timestamp | null;
}

/** A sign-in link mailed to a driver (docs/decisions/040-driver-sign-in-and-statuses.md): single use, expiring. */
export interface DriverLinksTable {
  /** SHA-256 (hex) of the token in the link; the token itself is never stored. */
  id: string;
  tenant_id: string;
  driver_id: number;
  /** The staff member who sent it. */
  sent_by: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
}

/** A phone a driver signed in on with a link: a long-lived session, sliding (`driverDeviceIdleDays`). */
export interface DriverDevicesTable {
  id: Generated<number>;
  tenant_id: string;
  driver_id: number;
  /** SHA-256 (hex) of the `driver_session` cookie's token. */
  token_hash: string;
  /** From its browser's user agent, e.g. "Chrome on Android". */
  name: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** When it was signed out, ended by the desk or by the driver's deactivation; null while it lasts. */
  ended_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
}

/** docs/decisions/035-vehicles-and-assignment-checks.md */
export interface VehiclesTable {
  id: Generated<number>;
  tenant_id: string;
  name: string;
  /** In capitals. */
  plate: string;
  /** Passenger seats, the driver's not counted. */
  seats: number;
  /** Suitcases and large bags it takes. */
  luggage: number;
  /** One of the tenant's vehicle classes (the options of `tariff.vehicleClassField`); '' not known. */
  vehicle_class: string;
  /** 1 active, 0 deactivated (no longer offered for assignment). */
  active: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type TripEventActor = 'staff' | 'customer' | 'system' | 'driver';
export type TripEventKind = 'created' | 'status' | 'step' | 'driver' | 'edit' | 'price' | 'refund' | 'payment' | 'mail';

/** A trip's history, append-only: every change with who, when, from → to and why. */
export interface TripEventsTable {
  id: Generated<number>;
  tenant_id: string;
  trip_id: number;
  order_id: number;
  at: Timestamp;
  /** The staff member who made the change; null for the customer or the system. */
  staff_id: number | null;
  /** The driver who made the change (actor `driver`, migration 019); null for anyone else. */
  driver_id: ColumnType<number | null, number | null | undefined, number | null>;
  actor: TripEventActor;
  kind: TripEventKind;
  /** What changed within the kind: the edited field, `manual` or `quote` for a price, the mail's kind. */
  field: string | null;
  from_value: string | null;
  to_value: string | null;
  reason: string;
}

/** pending (asked, not settled by the provider), refunded, or failed (its amount is free to refund again). */
export type RefundStatus = 'pending' | 'refunded' | 'failed';

/** A refund of (part of) an order's payment, asked for by staff (docs/decisions/020). */
export interface RefundsTable {
  id: Generated<number>;
  tenant_id: string;
  order_id: number;
  /** The trip it was asked for, when it was asked for one. */
  trip_id: number | null;
  amount_cents: number;
  status: RefundStatus;
  provider: string;
  /**
   * The payment it goes against: the order's, or a paid change's (docs/decisions/022-manage-booking.md). Filled for the
   * refunds of before migration 010 with the order's.
   */
  provider_payment_id: string;
  /** Null until the provider accepted it. */
  provider_refund_id: string | null;
  /**
   * Unique per tenant: the same key asks for the same refund, however often it is sent. A refund split over payments
   * keeps the key on its first part and `<key>:2`, `<key>:3` on the others.
   */
  idempotency_key: string;
  staff_id: number | null;
  reason: string;
  /** Set while one request sends it to the provider, so two requests never send it at once. */
  submitted_at: Timestamp | null;
  /** Why it failed, as the provider said. */
  failure: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the follow-up asks the provider about it next, while pending (migration 024); null: no more. */
  next_check_at: Timestamp | null;
  /** How often the follow-up asked: its back-off step. */
  checks: Generated<number>;
  /** When the customer was mailed that the money is on its way back: once. */
  customer_mailed_at: Timestamp | null;
  /** What of this refund its trip's `waived_cents` holds, given back when the refund fails. */
  waived_cents: Generated<number>;
}

/** `open` (may be paid), `paid`, `superseded` (a newer amount's link replaced it), `failed` (not made at the provider). */
export type OwedLinkStatus = 'open' | 'paid' | 'superseded' | 'failed';

/**
 * The payment link of what a paid order still owes after its price was raised (migration 024,
 * docs/decisions/048-owed-and-refund-follow-up.md): one open per order at a time.
 */
export interface OwedLinksTable {
  id: Generated<number>;
  tenant_id: string;
  order_id: number;
  amount_cents: number;
  /** JSON array of `{ tripId, cents }`: what each trip owed of the amount. */
  trips: string;
  status: OwedLinkStatus;
  provider: string;
  provider_payment_id: string | null;
  checkout_url: string | null;
  expires_at: Timestamp;
  staff_id: number | null;
  /** The payment the link made once paid (migration 029): its part of a refund goes against it. */
  link_payment_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** How it was paid, as the provider names it; null when not told. */
  payment_method: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * `pending` (its payment for the difference is not paid yet), `applied` (paid and made), `failed` (the payment failed,
 * was cancelled or expired; nothing changed), `superseded` (the customer asked another change), `unapplied` (paid, but
 * the trip had changed or could no longer be changed: the operator settles it).
 */
export type TripChangeStatus = 'pending' | 'applied' | 'failed' | 'superseded' | 'unapplied';

/** A customer's change of a trip that costs more, waiting for its payment (docs/decisions/022-manage-booking.md). */
export interface TripChangesTable {
  id: Generated<number>;
  tenant_id: string;
  order_id: number;
  trip_id: number;
  /** The changes asked (JSON of the manage call's fields). */
  changes: string;
  /** The trip's `updated_at` (ISO 8601) the change was priced on: a trip changed since is not changed by it. */
  base_version: string;
  old_price_cents: number;
  new_price_cents: number;
  status: TripChangeStatus;
  provider: string | null;
  provider_payment_id: string | null;
  checkout_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A refund of the simulated provider; see server/src/modules/payments/providers/simulator.ts. */
export interface SimulatorRefundsTable {
  id: string;
  payment_id: string;
  /** The same key asks for the same refund, as at a real provider. */
  idempotency_key: string;
  amount_cents: number;
  /** pending, then refunded or failed at the next look. */
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * A login or reset limit's count of one key (account, client address, or both) in its current window: counted up in
 * one conditional upsert before the password is looked at (server/src/modules/accounts/throttle.ts,
 * docs/decisions/030-login-limits.md).
 */
export interface LoginCountersTable {
  /** e.g. `login:customer:42`, `login:address:203.0.113.7`, `login:customer:42@203.0.113.7`. */
  key: string;
  /** Attempts counted in the window, the one being checked included. */
  count: number;
  /** When the window began: it ends a limit's `windowMs` later, and the next attempt starts a new one at 1. */
  window_start: Timestamp;
}

/** A client address an account logged in from: the account's own ceiling does not hold it up for a while. */
export interface LoginKnownAddressesTable {
  /** The account's throttle key, e.g. `login:staff:12`. */
  account_key: string;
  address: string;
  logged_in_at: Timestamp;
}

/** A mailed password-reset link: single use, expiring. */
export interface PasswordResetsTable {
  /** SHA-256 (hex) of the token in the link; the token itself is never stored. */
  id: string;
  tenant_id: string;
  customer_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A member of an operator's staff, who works in the desk (docs/decisions/019-staff-accounts.md). */
export interface StaffTable {
  id: Generated<number>;
  tenant_id: string;
  /** Unique per tenant in any case. */
  email: string;
  name: string;
  role: 'admin' | 'dispatcher';
  /** argon2id. */
  password_hash: string;
  /** The TOTP secret in base32: the authenticator app has it too. */
  totp_secret: string;
  /** Null until the first code of this secret was accepted: until then a login answers the enrolment. */
  totp_enrolled_at: Timestamp | null;
  /** The time step (Unix time / 30 s) of the last code accepted: a code is accepted once. */
  totp_last_step: number | null;
  disabled_at: Timestamp | null;
  created_at: Timestamp;
}

/** A desk session: after the password (`password`, the code still due) or after both factors (`full`). */
export interface StaffSessionsTable {
  /** SHA-256 (hex) of the cookie token. */
  id: string;
  tenant_id: string;
  staff_id: number;
  stage: 'password' | 'full';
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** The absolute end of the session, whatever its activity. */
  expires_at: Timestamp;
}

/** The desk's audit history: append-only, the database refuses updates and deletes. */
export interface DeskAuditTable {
  id: Generated<number>;
  tenant_id: string;
  /** Who acted (or whose login failed); null for a name that is no staff member, and for the CLI. */
  staff_id: number | null;
  at: Timestamp;
  action: AuditAction;
  /** What it was done to, e.g. `staff:12`. */
  target: string | null;
  /** JSON object of the rest. */
  detail: string;
}

/**
 * An alert of the desk (docs/decisions/036-alerts-and-heartbeat.md): once per (tenant, trip, kind, occasion).
 */
export interface AlertsTable {
  id: Generated<number>;
  tenant_id: string;
  trip_id: number;
  order_id: number;
  kind: AlertKind;
  /** '' for a kind that comes once per trip; a customer's change: the trip's version it made. */
  occasion: string;
  /** JSON array of `{ field, from, to }`: what the customer changed. */
  changes: string;
  created_at: Timestamp;
}

/** An alert a staff member marked seen. */
export interface AlertSeenTable {
  alert_id: number;
  staff_id: number;
  tenant_id: string;
  seen_at: Timestamp;
}

/** The server's own VAPID keys, when the environment gives none: one row, id 1 (migration 020). */
export interface VapidKeysTable {
  id: number;
  /** Base64url, as `web-push` makes and reads them. */
  public_key: string;
  private_key: string;
  created_at: Timestamp;
}

/** One version of a tenant's configuration (docs/decisions/044-configuration-versions.md, migration 021). */
export interface TenantConfigVersionsTable {
  tenant_id: string;
  version: number;
  /** The tenant file as JSON: secrets encrypted (`enc:v1:…`), `files` naming each asset by its SHA-256. */
  document: string;
  staff_id: number | null;
  /** `seed` (the files at first start), `cli`, `desk` or `revert`. */
  via: string;
  /** The changed paths, comma-separated (the diff itself is computed between versions). */
  summary: string;
  created_at: Timestamp;
}

/** The version in force per tenant (migration 021). */
export interface TenantConfigCurrentTable {
  tenant_id: string;
  version: number;
  updated_at: Timestamp;
}

/** A tenant's file (logo, document) by the SHA-256 of its content, hex (migration 021). */
export interface TenantFilesTable {
  hash: string;
  content_base64: string;
  size: number;
  created_at: Timestamp;
}

/** A driver's browser that accepts pushes (docs/decisions/041-driver-notifications.md, migration 020). */
export interface DriverPushSubscriptionsTable {
  id: Generated<number>;
  tenant_id: string;
  driver_id: number;
  /** The driver's signed-in device it came from; null when not known. */
  device_id: number | null;
  /** The push service's URL for this browser: unique. */
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url) the payload is encrypted for. */
  p256dh: string;
  auth: string;
  created_at: Timestamp;
  /** The last push the push service took. */
  last_used_at: Timestamp | null;
}

/**
 * Per trip: the driver last told of it and the job as told (JSON), moved by conditional updates on `version`; the
 * pickup (`<driver id>@<datetime>`) the reminder went for (migration 020).
 */
export interface DriverTripNoticesTable {
  trip_id: number;
  tenant_id: string;
  driver_id: number | null;
  told: Generated<string>;
  version: Generated<number>;
  reminded_for: string | null;
  reminded_at: Timestamp | null;
  updated_at: Timestamp;
}

/**
 * The car's latest position per trip while its driver is on the way or at the pickup: overwritten by each one, deleted
 * when the trip leaves that window (migration 022, docs/decisions/046-car-position.md).
 */
export interface DriverPositionsTable {
  trip_id: number;
  tenant_id: string;
  driver_id: number;
  lat: number;
  lng: number;
  /** Metres, as the browser's geolocation gives it. */
  accuracy: number;
  measured_at: Timestamp;
  received_at: Timestamp;
}

/** An issued invoice or credit invoice: nothing updates its amounts or bytes (docs/decisions/050-invoice-numbers.md). */
export interface InvoicesTable {
  id: Generated<number>;
  tenant_id: string;
  company_id: number;
  /** `2026-0001`: year of issue and sequence, unique per tenant. */
  number: string;
  year: number;
  sequence: number;
  kind: InvoiceKind;
  /** A credit's original invoice; null for an invoice. */
  credited_invoice_id: number | null;
  /** The trips' month, `YYYY-MM`. */
  period: string;
  issued_at: Timestamp;
  /** `YYYY-MM-DD`: the issue day plus the company's payment terms. */
  due_date: string;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  pdf_base64: string;
  /** SHA-256 (hex) of the PDF's bytes, checked whenever they are served. */
  pdf_sha256: string;
  /** Set by the instance that mails it; `mailed_at` once it went out (again on a re-send). */
  mail_claimed_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
  mailed_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
}

export type InvoiceKind = 'invoice' | 'credit';

/** One trip on an invoice (negative amounts on a credit). */
export interface InvoiceLinesTable {
  id: Generated<number>;
  tenant_id: string;
  invoice_id: number;
  trip_id: number;
  kind: InvoiceKind;
  description: string;
  gross_cents: number;
  vat_cents: number;
  net_cents: number;
}

/** The last invoice sequence per tenant and year. */
export interface InvoiceCountersTable {
  tenant_id: string;
  year: number;
  last_sequence: number;
}

/** The monthly run of a tenant's month: claimed by one instance, finished once done. */
export interface InvoiceRunsTable {
  tenant_id: string;
  period: string;
  claimed_at: Timestamp;
  finished_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
}

/** The retention job's run of a tenant's day: claimed by one instance, finished once done (migration 027). */
export interface PrivacyRunsTable {
  tenant_id: string;
  /** `YYYY-MM-DD`, Europe/Amsterdam. */
  day: string;
  claimed_at: Timestamp;
  finished_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
  /** The orders it anonymised. */
  orders: Generated<number>;
}

export interface Database {
  customers: CustomersTable;
  companies: CompaniesTable;
  sessions: SessionsTable;
  places: PlacesTable;
  imports: ImportsTable;
  simulator_payments: SimulatorPaymentsTable;
  orders: OrdersTable;
  order_trips: OrderTripsTable;
  login_counters: LoginCountersTable;
  login_known_addresses: LoginKnownAddressesTable;
  password_resets: PasswordResetsTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  desk_audit: DeskAuditTable;
  drivers: DriversTable;
  vehicles: VehiclesTable;
  driver_absences: DriverAbsencesTable;
  driver_links: DriverLinksTable;
  driver_devices: DriverDevicesTable;
  trip_events: TripEventsTable;
  refunds: RefundsTable;
  owed_links: OwedLinksTable;
  simulator_refunds: SimulatorRefundsTable;
  trip_changes: TripChangesTable;
  manage_links: ManageLinksTable;
  alerts: AlertsTable;
  alert_seen: AlertSeenTable;
  vapid_keys: VapidKeysTable;
  driver_push_subscriptions: DriverPushSubscriptionsTable;
  tenant_config_versions: TenantConfigVersionsTable;
  tenant_config_current: TenantConfigCurrentTable;
  tenant_files: TenantFilesTable;
  driver_trip_notices: DriverTripNoticesTable;
  driver_positions: DriverPositionsTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  invoice_counters: InvoiceCountersTable;
  invoice_runs: InvoiceRunsTable;
  privacy_runs: PrivacyRunsTable;
}

export type CustomerRow = Selectable<CustomersTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type InvoiceRow = Selectable<InvoicesTable>;
export type SessionRow = Selectable<SessionsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderTripRow = Selectable<OrderTripsTable>;
export type StaffRow = Selectable<StaffTable>;
export type DriverRow = Selectable<DriversTable>;
export type VehicleRow = Selectable<VehiclesTable>;
export type DriverDeviceRow = Selectable<DriverDevicesTable>;
export type DriverAbsenceRow = Selectable<DriverAbsencesTable>;
export type TripEventRow = Selectable<TripEventsTable>;
export type RefundRow = Selectable<RefundsTable>;
export type OwedLinkRow = Selectable<OwedLinksTable>;
export type TripChangeRow = Selectable<TripChangesTable>;
export type AlertRow = Selectable<AlertsTable>;
