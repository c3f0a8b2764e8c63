import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TripStatus } from '#common/contracts/trip-status.ts';
import type { Kysely } from 'kysely';
import type { Database, PaymentWay } from '../../src/db/tables.ts';

/** A company of the tenant, as the desk's company page makes one (docs/decisions/049-companies.md). */
export async function insertCompany(
  app: { db: Kysely<Database> },
  tenantId: string,
  name: string,
  extra: { kvk?: string; vat?: string; email?: string; termsDays?: number } = {},
): Promise<number> {
  const now = new Date('2026-10-01T08:00:00Z');
  const row = await app.db
    .insertInto('companies')
    .values({
      tenant_id: tenantId,
      name,
      billing_address: `Grote Markt 1\n9711 LV Groningen`,
      kvk_number: extra.kvk ?? '12345678',
      vat_number: extra.vat ?? 'NL123456789B01',
      invoice_email: extra.email ?? `facturen@${name.toLowerCase().replace(/[^a-z]+/g, '-')}.example`,
      payment_terms_days: extra.termsDays ?? 14,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface SeedTrip {
  datetime: string;
  priceCents: number;
  status?: TripStatus;
  passenger?: string;
}

/**
 * An order of the company's customer with its trips, as a booking on account leaves it (status `booked`), written
 * straight into the tables; `paymentWay` null as the web's checkout of a login tenant leaves it.
 */
export async function insertOrder(
  app: { db: Kysely<Database> },
  {
    tenantId,
    customerId,
    companyId,
    trips,
    paymentWay = 'account',
    status = 'booked',
  }: {
    tenantId: string;
    customerId: number;
    companyId: number | null;
    trips: SeedTrip[];
    paymentWay?: PaymentWay | null;
    status?: 'booked' | 'paid';
  },
): Promise<number[]> {
  const now = new Date('2026-10-01T08:00:00Z');
  const order = await app.db
    .insertInto('orders')
    .values({
      tenant_id: tenantId,
      customer_id: customerId,
      hash: `h${Math.random().toString(36).slice(2)}`,
      status,
      lang: 'nl',
      person: JSON.stringify({ name: 'Test' }),
      total_cents: trips.reduce((sum, trip) => sum + trip.priceCents, 0),
      cart_fingerprint: `f${Math.random().toString(36).slice(2)}`,
      return_origin: 'http://zakelijk.localhost',
      return_token_hash: null,
      provider: null,
      provider_payment_id: null,
      checkout_url: null,
      payment_claimed_at: null,
      // Its confirmation went out when it was booked: no mail of it comes now.
      mail_claimed_at: now,
      mailed_at: now,
      created_at: now,
      updated_at: now,
      settled_at: now,
      source: 'account',
      source_staff_id: null,
      payment_way: paymentWay,
      link_expires_at: null,
      company_id: companyId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const [position, trip] of trips.entries()) {
    const row = await app.db
      .insertInto('order_trips')
      .values({
        tenant_id: tenantId,
        order_id: order.id,
        position,
        status: trip.status ?? 'done',
        driver_id: null,
        vehicle_id: null,
        datetime: trip.datetime,
        pickup_at: new Date(`${trip.datetime.replace(' ', 'T')}:00+01:00`),
        trip: '{}',
        from_text: 'Herestraat 12, Groningen',
        to_text: 'Eelde Airport',
        passengers: 1,
        flight_number: '',
        extra_info: '',
        price_cents: trip.priceCents,
        duration_minutes: 20,
        vehicle_class: '',
        search_text: '',
        updated_at: now,
        passenger_name: trip.passenger ?? '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/** The PDF's text as `pdftotext -layout` reads it back (docs/decisions/037-words-dates-and-run-sheets.md). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'invoice-'));
  try {
    const file = join(dir, 'invoice.pdf');
    await writeFile(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
