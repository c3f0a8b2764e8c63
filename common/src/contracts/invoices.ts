import { z } from 'zod';
import { pathIdSchema } from './path-id.ts';

/**
 * The invoices of companies (docs/reference/api.md#admin-invoices, docs/decisions/050-invoice-numbers.md): the desk's
 * list by month, the credits owed, and a company user's own list. Amounts are in cents, VAT included in `grossCents`.
 */

/** A month `YYYY-MM`. */
export const invoiceMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month YYYY-MM');

export const invoiceKinds = ['invoice', 'credit'] as const;
export const invoiceKindSchema = z.enum(invoiceKinds);
export type InvoiceKindKey = z.infer<typeof invoiceKindSchema>;

/** One issued invoice or credit invoice in the desk's list. */
export const deskInvoiceSchema = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  kind: invoiceKindSchema,
  /** A credit's original invoice number; null for an invoice. */
  creditedNumber: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** The trips' month, `YYYY-MM`. */
  period: z.string(),
  /** ISO 8601. */
  issuedAt: z.string(),
  /** `YYYY-MM-DD`. */
  dueDate: z.string(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  /** ISO 8601 of the last mail to the company's invoice address; null while not mailed. */
  mailedAt: z.string().nullable(),
});
export type DeskInvoice = z.infer<typeof deskInvoiceSchema>;

/** What an issued invoice's trips are owed since: cancelled, or a lowered price. */
export const creditOwedSchema = z.strictObject({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  companyName: z.string(),
  trips: z.number().int(),
  /** The credit's total, negative. */
  grossCents: z.number().int(),
});
export type CreditOwed = z.infer<typeof creditOwedSchema>;

/** `GET /api/admin/invoices?month=` and `GET /api/admin/invoices.csv?month=`. */
export const deskInvoicesQuerySchema = z.strictObject({ month: invoiceMonthSchema });

/** The month's invoices by number, and every credit owed (of any month). */
export const deskInvoicesReplySchema = z.strictObject({
  invoices: z.array(deskInvoiceSchema),
  creditsOwed: z.array(creditOwedSchema),
});
export type DeskInvoicesReply = z.infer<typeof deskInvoicesReplySchema>;

/** `POST /api/admin/invoices/credits`: the credit invoice of what the invoice's trips are owed. */
export const creditRequestSchema = z.strictObject({ invoiceId: z.number().int().min(1) });
export type CreditRequest = z.infer<typeof creditRequestSchema>;

export const invoiceIdParamsSchema = z.strictObject({ id: pathIdSchema });

/** One invoice as a company user sees it on the bookings screen. */
export const companyInvoiceSchema = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  kind: invoiceKindSchema,
  period: z.string(),
  issuedAt: z.string(),
  dueDate: z.string(),
  grossCents: z.number().int(),
});
export type CompanyInvoice = z.infer<typeof companyInvoiceSchema>;

/** `GET /api/invoices.json`: the logged-in company user's company's invoices, newest first. */
export const companyInvoicesReplySchema = z.strictObject({ invoices: z.array(companyInvoiceSchema) });
export type CompanyInvoicesReply = z.infer<typeof companyInvoicesReplySchema>;
