import type { Kysely } from 'kysely';
import type { EraseBlocker, EraseReply, PersonalDataExport, PersonSummary } from '#common/contracts/personal-data.ts';
import { openTripStatuses } from '#common/contracts/trip-status.ts';
import { orderReference } from '#common/format/text.ts';
import { toDate, type Database } from '../../db/tables.ts';
import { recordAudit } from '../staff/desk-audit.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { anonymiseOrder, eraseCustomer } from './anonymise.ts';

/** What the personal-data services work with: the app's (plugin.ts) or the CLI's own (server/src/cli/customer.ts). */
export interface PrivacyDeps {
  db: Kysely<Database>;
  /** The tenant as in force; undefined for an unknown id. */
  tenant(id: string): Tenant | undefined;
  tenantIds(): readonly string[];
  log: { info(details: object, message: string): void };
  now(): Date;
}

/** Who asks: a staff member of the tenant, or the operator on the command line (no staff member). */
export interface PrivacyActor {
  tenantId: string;
  staffId: number | null;
}

/** Dutch tax law's retention of invoices (AWR art. 52): seven years, whatever the tenant's own setting. */
export const invoiceRetentionYears = 7;

export type PrivacyOutcome<T> = { ok: true; value: T } | { ok: false; error: 'personNotFound' | EraseBlocker };

const iso = (value: Date | string | null) => (value === null ? null : toDate(value).toISOString());

const kindOf = (customer: { username: string | null; company_id: number | null }) =>
  customer.company_id !== null ? 'companyUser' : customer.username !== null ? 'account' : 'guest';

/** The tenant's customers with the address, in any case, by number: the account and every guest checkout. */
function customersWithEmail(db: Kysely<Database>, tenantId: string, email: string) {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .orderBy('id')
    .execute();
}

/**
 * Of these orders, those that stop an erase and the retention job: `openTrips` an order whose payment is under way or
 * with a trip still to be driven; `moneyOwed` an open payment link, a pending refund or paid change, or a trip on a
 * company's account not invoiced yet (its invoice is made from the trip).
 */
export async function blockedOrders(
  db: Kysely<Database>,
  tenantId: string,
  orderIds: readonly number[],
): Promise<Record<EraseBlocker, Set<number>>> {
  if (orderIds.length === 0) return { openTrips: new Set(), moneyOwed: new Set() };
  const theirOrders = () =>
    db.selectFrom('orders as o').select('o.id').where('o.tenant_id', '=', tenantId).where('o.id', 'in', orderIds);
  const open = await theirOrders()
    .where((eb) =>
      eb.or([
        eb('o.status', '=', 'pending'),
        eb.and([
          eb('o.status', 'in', ['paid', 'booked']),
          eb.exists(
            eb
              .selectFrom('order_trips as t')
              .select('t.id')
              .whereRef('t.order_id', '=', 'o.id')
              .where('t.status', 'in', openTripStatuses),
          ),
        ]),
      ]),
    )
    .execute();
  const owed = await theirOrders()
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('owed_links as l')
            .select('l.id')
            .whereRef('l.order_id', '=', 'o.id')
            .where('l.status', '=', 'open'),
        ),
        eb.exists(
          eb
            .selectFrom('refunds as r')
            .select('r.id')
            .whereRef('r.order_id', '=', 'o.id')
            .where('r.status', '=', 'pending'),
        ),
        eb.exists(
          eb
            .selectFrom('trip_changes as c')
            .select('c.id')
            .whereRef('c.order_id', '=', 'o.id')
            .where('c.status', '=', 'pending'),
        ),
        eb.and([
          eb('o.company_id', 'is not', null),
          eb('o.status', '=', 'booked'),
          eb.or([eb('o.payment_way', 'is', null), eb('o.payment_way', '=', 'account')]),
          eb.exists(
            eb
              .selectFrom('order_trips as t')
              .select('t.id')
              .whereRef('t.order_id', '=', 'o.id')
              .where('t.status', 'in', ['done', 'no_show'])
              .where((inner) =>
                inner.not(
                  inner.exists(
                    inner
                      .selectFrom('invoice_lines as il')
                      .select('il.id')
                      .whereRef('il.trip_id', '=', 't.id')
                      .where('il.kind', '=', 'invoice'),
                  ),
                ),
              ),
          ),
        ]),
      ]),
    )
    .execute();
  return { openTrips: new Set(open.map((row) => row.id)), moneyOwed: new Set(owed.map((row) => row.id)) };
}

async function ordersOf(db: Kysely<Database>, tenantId: string, customerIds: readonly number[]) {
  if (customerIds.length === 0) return [];
  return db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('customer_id', 'in', customerIds)
    .orderBy('id')
    .execute();
}

const blockersOf = (blocked: Record<EraseBlocker, Set<number>>): EraseBlocker[] =>
  (['openTrips', 'moneyOwed'] as const).filter((blocker) => blocked[blocker].size > 0);

/** What the tenant holds about the address, in counts, and what would stop an erase. */
export async function personSummary(
  deps: PrivacyDeps,
  actor: PrivacyActor,
  email: string,
): Promise<PrivacyOutcome<PersonSummary>> {
  const tenant = deps.tenant(actor.tenantId);
  const customers = await customersWithEmail(deps.db, actor.tenantId, email);
  if (!tenant || customers.length === 0) return { ok: false, error: 'personNotFound' };
  const orders = await ordersOf(
    deps.db,
    actor.tenantId,
    customers.map((customer) => customer.id),
  );
  const orderIds = orders.map((order) => order.id);
  const last =
    orderIds.length === 0
      ? undefined
      : await deps.db
          .selectFrom('order_trips')
          .select((eb) => eb.fn.max('datetime').as('last'))
          .where('tenant_id', '=', actor.tenantId)
          .where('order_id', 'in', orderIds)
          .executeTakeFirst();
  return {
    ok: true,
    value: {
      email: email.trim(),
      accounts: customers.map((customer) => ({
        customerNumber: customer.id,
        kind: kindOf(customer),
        createdAt: toDate(customer.created_at).toISOString(),
        erased: customer.erased_at !== null,
      })),
      orders: orders.length,
      anonymisedOrders: orders.filter((order) => order.anonymized_at !== null).length,
      lastPickup: last?.last ?? '',
      blockers: blockersOf(await blockedOrders(deps.db, actor.tenantId, orderIds)),
      retentionMonths: tenant.privacy.retentionMonths,
    },
  };
}

/** Everything held about the address (GDPR articles 15 and 20), recorded in the audit without any of it. */
export async function exportPerson(
  deps: PrivacyDeps,
  actor: PrivacyActor,
  email: string,
): Promise<PrivacyOutcome<PersonalDataExport>> {
  const { db } = deps;
  const tenant = deps.tenant(actor.tenantId);
  const customers = await customersWithEmail(db, actor.tenantId, email);
  if (!tenant || customers.length === 0) return { ok: false, error: 'personNotFound' };
  const customerIds = customers.map((customer) => customer.id);
  const orders = await ordersOf(db, actor.tenantId, customerIds);
  const orderIds = orders.map((order) => order.id);
  const companyIds = [...new Set(customers.map((customer) => customer.company_id).filter((id) => id !== null))];
  const now = deps.now();
  // A query of the person's orders, none when they have none (an empty `in` list is no SQL).
  const ofOrders = <Row>(query: () => Promise<Row[]>): Promise<Row[]> =>
    orderIds.length === 0 ? Promise.resolve([]) : query();
  const moneyOfOrders = (table: 'refunds' | 'owed_links') =>
    db
      .selectFrom(table)
      .select(['order_id', 'amount_cents', 'status', 'created_at'])
      .where('order_id', 'in', orderIds)
      .orderBy('id')
      .execute();

  const [companies, sessions, resets, trips, refunds, links, mails] = await Promise.all([
    companyIds.length === 0
      ? []
      : db.selectFrom('companies').select(['id', 'name']).where('id', 'in', companyIds).execute(),
    db
      .selectFrom('sessions')
      .select('customer_id')
      .where('customer_id', 'in', customerIds)
      .where('expires_at', '>', now)
      .execute(),
    db.selectFrom('password_resets').select('customer_id').where('customer_id', 'in', customerIds).execute(),
    ofOrders(() =>
      db
        .selectFrom('order_trips as t')
        .leftJoin('invoice_lines as il', (join) => join.onRef('il.trip_id', '=', 't.id').on('il.kind', '=', 'invoice'))
        .leftJoin('invoices as i', 'i.id', 'il.invoice_id')
        .select([
          't.id',
          't.order_id',
          't.datetime',
          't.status',
          't.from_text',
          't.to_text',
          't.passengers',
          't.flight_number',
          't.extra_info',
          't.passenger_name',
          't.passenger_phone',
          't.trip',
          't.price_cents',
          't.paid_cents',
          'i.number as invoice_number',
        ])
        .where('t.order_id', 'in', orderIds)
        .orderBy('t.order_id')
        .orderBy('t.position')
        .execute(),
    ),
    ofOrders(() => moneyOfOrders('refunds')),
    ofOrders(() => moneyOfOrders('owed_links')),
    ofOrders(() =>
      db
        .selectFrom('trip_events')
        .select(['order_id', 'field', 'at'])
        .where('order_id', 'in', orderIds)
        .where('kind', '=', 'mail')
        .orderBy('id')
        .execute(),
    ),
  ]);
  const count = (rows: readonly { customer_id: number }[], id: number) =>
    rows.filter((row) => row.customer_id === id).length;
  const parse = (json: string): Record<string, unknown> => {
    try {
      return JSON.parse(json) as Record<string, unknown>;
    } catch {
      return {};
    }
  };

  const value: PersonalDataExport = {
    format: 'taxi-personal-data',
    version: 1,
    exportedAt: now.toISOString(),
    controller: { tenant: tenant.id, name: tenant.info.legal.name || tenant.info.company, email: tenant.info.email },
    email: email.trim(),
    retention: { personalDetailsMonths: tenant.privacy.retentionMonths, invoiceYears: invoiceRetentionYears },
    accounts: customers.map((customer) => {
      const company = companies.find((each) => each.id === customer.company_id);
      return {
        customerNumber: customer.id,
        kind: kindOf(customer),
        username: customer.username,
        email: customer.email,
        phone: customer.phone,
        createdAt: toDate(customer.created_at).toISOString(),
        company: company ? { id: company.id, name: company.name } : null,
        disabledAt: iso(customer.disabled_at),
        erasedAt: iso(customer.erased_at),
        activeSessions: count(sessions, customer.id),
        passwordResets: count(resets, customer.id),
      };
    }),
    orders: orders.map((order) => {
      // Mails about the order's confirmation have no trip event of their own: its `mailed_at` says when it went.
      const confirmation = order.mailed_at === null ? [] : [{ kind: 'confirmation', at: iso(order.mailed_at) ?? '' }];
      return {
        reference: orderReference(order.customer_id, order.id),
        customerNumber: order.customer_id,
        createdAt: toDate(order.created_at).toISOString(),
        status: order.status,
        language: order.lang,
        source: order.source,
        personalDetails: Object.fromEntries(
          Object.entries(parse(order.person)).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        ),
        anonymisedAt: iso(order.anonymized_at),
        totalCents: order.total_cents,
        refundedCents: order.refunded_cents,
        paymentProvider: order.provider,
        paidAt: order.status === 'paid' ? iso(order.settled_at) : null,
        trips: trips
          .filter((trip) => trip.order_id === order.id)
          .map((trip) => ({
            tripNumber: trip.id,
            pickup: trip.datetime,
            status: trip.status,
            from: trip.from_text,
            to: trip.to_text,
            passengers: trip.passengers,
            flightNumber: trip.flight_number,
            notes: trip.extra_info,
            passengerName: trip.passenger_name,
            passengerPhone: trip.passenger_phone,
            booked: parse(trip.trip),
            priceCents: trip.price_cents,
            paidCents: trip.paid_cents,
            invoiceNumber: trip.invoice_number ?? null,
          })),
        refunds: refunds
          .filter((refund) => refund.order_id === order.id)
          .map((refund) => ({
            amountCents: refund.amount_cents,
            status: refund.status,
            at: iso(refund.created_at) ?? '',
          })),
        paymentLinks: links
          .filter((link) => link.order_id === order.id)
          .map((link) => ({ amountCents: link.amount_cents, status: link.status, at: iso(link.created_at) ?? '' })),
        mails: [
          ...confirmation,
          ...mails
            .filter((mail) => mail.order_id === order.id)
            .map((mail) => ({ kind: mail.field ?? '', at: iso(mail.at) ?? '' })),
        ],
      };
    }),
    marketingConsent: null,
  };
  await recordAudit(
    db,
    {
      tenantId: actor.tenantId,
      staffId: actor.staffId,
      action: 'personal_data_exported',
      target: `customer:${customers[0]!.id}`,
      detail: { accounts: customers.length, orders: orders.length, ...(actor.staffId === null ? { via: 'cli' } : {}) },
    },
    now,
  );
  return { ok: true, value };
}

/**
 * Erases the address's accounts and anonymises their orders in one transaction (docs/decisions/054-personal-data.md),
 * refused while a trip is still to be driven or money is not settled; issued invoices are left as they are. Recorded
 * in the audit by customer number and counts only.
 */
export async function erasePerson(
  deps: PrivacyDeps,
  actor: PrivacyActor,
  email: string,
): Promise<PrivacyOutcome<EraseReply>> {
  const tenant = deps.tenant(actor.tenantId);
  if (!tenant) return { ok: false, error: 'personNotFound' };
  const now = deps.now();
  const outcome = await deps.db.transaction().execute(async (trx): Promise<PrivacyOutcome<EraseReply>> => {
    const customers = await customersWithEmail(trx, actor.tenantId, email);
    if (customers.length === 0) return { ok: false, error: 'personNotFound' };
    const orders = await ordersOf(
      trx,
      actor.tenantId,
      customers.map((customer) => customer.id),
    );
    const blocked = await blockedOrders(
      trx,
      actor.tenantId,
      orders.map((order) => order.id),
    );
    const blocker = blockersOf(blocked)[0];
    if (blocker) return { ok: false, error: blocker };
    let erasedAccounts = 0;
    let endedSessions = 0;
    for (const customer of customers) {
      const ended = await eraseCustomer(trx, { id: customer.id, tenantId: actor.tenantId }, now);
      if (ended === undefined) continue;
      erasedAccounts += 1;
      endedSessions += ended;
    }
    let anonymisedOrders = 0;
    for (const order of orders) {
      const done = await anonymiseOrder(
        trx,
        { id: order.id, tenantId: actor.tenantId, customerId: order.customer_id },
        tenant.tariff.vehicleClassField,
        now,
      );
      if (done) anonymisedOrders += 1;
    }
    await recordAudit(
      trx,
      {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: 'personal_data_erased',
        target: `customer:${customers[0]!.id}`,
        detail: {
          accounts: erasedAccounts,
          orders: anonymisedOrders,
          sessions: endedSessions,
          ...(actor.staffId === null ? { via: 'cli' } : {}),
        },
      },
      now,
    );
    return { ok: true, value: { erasedAccounts, anonymisedOrders, endedSessions } };
  });
  if (outcome.ok) deps.log.info({ tenantId: actor.tenantId, ...outcome.value }, 'Personal data erased');
  return outcome;
}
