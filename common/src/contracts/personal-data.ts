import { z } from 'zod';
import { isValidEmail } from '../fields/email.ts';
import { tripStatuses } from './trip-status.ts';

/*
 * A person's data over the desk's API, admins only (docs/reference/api.md#admin-customers,
 * docs/decisions/054-personal-data.md): the lookup by e-mail address, the export under GDPR articles 15 and 20, and
 * the erase. A person is every customer of the tenant with that address: their account and each guest checkout.
 */

const email = z
  .string()
  .trim()
  .max(254)
  .refine((value) => isValidEmail(value));

/** `GET /api/admin/customers?email=`, and the body of the export and the erase. */
export const personQuerySchema = z.strictObject({ email });
export type PersonQuery = z.infer<typeof personQuerySchema>;

/**
 * What stops an erase: `openTrips` (a trip still to be driven, or an order whose payment is under way) or `moneyOwed`
 * (an open payment link, a refund or a paid change still pending, a trip on account not invoiced yet).
 */
export const eraseBlockers = ['openTrips', 'moneyOwed'] as const;
export type EraseBlocker = (typeof eraseBlockers)[number];

/** `GET /api/admin/customers?email=`: what the tenant holds about the address, in counts. */
export const personSummarySchema = z.strictObject({
  email: z.string(),
  /** The account (one with a login) and the guest checkouts: each a customer number (`klantNr`). */
  accounts: z.array(
    z.strictObject({
      customerNumber: z.number().int(),
      kind: z.enum(['account', 'guest', 'companyUser']),
      /** ISO 8601. */
      createdAt: z.string(),
      erased: z.boolean(),
    }),
  ),
  orders: z.number().int(),
  /** Of those orders, the ones whose personal details were removed already. */
  anonymisedOrders: z.number().int(),
  /** `YYYY-MM-DD HH:mm` of the last pickup, '' for none. */
  lastPickup: z.string(),
  blockers: z.array(z.enum(eraseBlockers)),
  /** The tenant's retention (docs/reference/tenant-settings.md#privacy). */
  retentionMonths: z.number().int(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

const money = z.number().int();

/** One trip of an order in the export. */
const exportTripSchema = z.strictObject({
  tripNumber: z.number().int(),
  /** `YYYY-MM-DD HH:mm`, Europe/Amsterdam. */
  pickup: z.string(),
  status: z.enum(tripStatuses),
  from: z.string(),
  to: z.string(),
  passengers: z.number().int(),
  flightNumber: z.string(),
  notes: z.string(),
  /** Who travels when booked for someone else; '' when the booker travels. */
  passengerName: z.string(),
  passengerPhone: z.string(),
  /** The trip as booked: its stops and the tenant's trip fields. */
  booked: z.record(z.string(), z.unknown()),
  priceCents: money,
  paidCents: money,
  /** The number of the company invoice it is on; null for none. */
  invoiceNumber: z.string().nullable(),
});

/**
 * `POST /api/admin/customers/export` and `npm run cli -- customer export`: everything the tenant holds about the
 * person, machine-readable (GDPR article 20). `version` changes when a field's meaning does.
 */
export const personalDataExportSchema = z.strictObject({
  format: z.literal('taxi-personal-data'),
  version: z.literal(1),
  /** ISO 8601. */
  exportedAt: z.string(),
  controller: z.strictObject({ tenant: z.string(), name: z.string(), email: z.string() }),
  email: z.string(),
  /** How long the details of finished orders are kept, and why invoices are kept longer. */
  retention: z.strictObject({ personalDetailsMonths: z.number().int(), invoiceYears: z.number().int() }),
  accounts: z.array(
    z.strictObject({
      customerNumber: z.number().int(),
      kind: z.enum(['account', 'guest', 'companyUser']),
      username: z.string().nullable(),
      email: z.string(),
      phone: z.string(),
      createdAt: z.string(),
      company: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
      disabledAt: z.string().nullable(),
      erasedAt: z.string().nullable(),
      /** Sessions (logins) not ended yet. */
      activeSessions: z.number().int(),
      /** Password-reset links mailed and still kept. */
      passwordResets: z.number().int(),
    }),
  ),
  orders: z.array(
    z.strictObject({
      reference: z.string(),
      customerNumber: z.number().int(),
      createdAt: z.string(),
      status: z.string(),
      language: z.string(),
      source: z.string(),
      /** The personal fields as given at checkout. */
      personalDetails: z.record(z.string(), z.string()),
      anonymisedAt: z.string().nullable(),
      totalCents: money,
      refundedCents: money,
      paymentProvider: z.string().nullable(),
      paidAt: z.string().nullable(),
      trips: z.array(exportTripSchema),
      refunds: z.array(z.strictObject({ amountCents: money, status: z.string(), at: z.string() })),
      paymentLinks: z.array(z.strictObject({ amountCents: money, status: z.string(), at: z.string() })),
      /** The mails sent about it: their kind (the subject is not kept) and when. */
      mails: z.array(z.strictObject({ kind: z.string(), at: z.string() })),
    }),
  ),
  /** The product keeps no marketing consent and sends no marketing. */
  marketingConsent: z.null(),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** `POST /api/admin/customers/erase`: what was done. */
export const eraseReplySchema = z.strictObject({
  erasedAccounts: z.number().int(),
  anonymisedOrders: z.number().int(),
  endedSessions: z.number().int(),
});
export type EraseReply = z.infer<typeof eraseReplySchema>;
