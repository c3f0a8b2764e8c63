import { z } from 'zod';
import { isValidEmail } from '../fields/email.ts';
import { oneLine } from '../fields/one-line.ts';
import { langSchema } from './lang.ts';
import { pathIdSchema } from './path-id.ts';

/**
 * The desk's companies and their users, `/api/admin/companies…` (docs/reference/api.md#admin-companies;
 * docs/decisions/049-companies.md): a business customer that books on account, its invoice details, and the customer
 * accounts of its staff. Admins only. Their refusals are `adminErrorReplySchema` of `admin.ts`.
 */

/** Limits of a company's and a user's fields, in characters (payment terms in days). */
export const companyLimits = {
  name: 100,
  billingAddress: 500,
  invoiceEmail: 254,
  paymentTermsMax: 90,
  username: 254,
  usernameMin: 2,
  phone: 250,
} as const;

/** A KvK (Chamber of Commerce) number: 8 digits; spaces typed between them are dropped. */
export const kvkNumberSchema = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{8}$/));

/**
 * A Dutch VAT number (btw-id) as NL, 9 digits, B and 2 digits (NL123456789B01), in capitals without spaces or dots;
 * empty when the company has none on file.
 */
export const vatNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s.]/g, '').toUpperCase())
  .pipe(z.union([z.literal(''), z.string().regex(/^NL\d{9}B\d{2}$/)]));

const email = z
  .string()
  .trim()
  .max(companyLimits.invoiceEmail)
  .refine((value) => isValidEmail(value));

/**
 * `POST /api/admin/companies` and `PATCH /api/admin/companies/:id` (every field, as the form sends them): the one check
 * of a company's details, run by the desk's form as the server runs it.
 */
export const companyInputSchema = z.strictObject({
  name: z.string().overwrite(oneLine).min(1).max(companyLimits.name),
  /** The lines of the billing address, as printed on the invoice. */
  billingAddress: z
    .string()
    .overwrite((value) =>
      value
        .split(/\r?\n/)
        .map(oneLine)
        .filter((line) => line !== '')
        .join('\n'),
    )
    .min(1)
    .max(companyLimits.billingAddress),
  kvkNumber: kvkNumberSchema,
  vatNumber: vatNumberSchema,
  invoiceEmail: email,
  paymentTermsDays: z.number().int().min(0).max(companyLimits.paymentTermsMax),
});
export type CompanyInput = z.input<typeof companyInputSchema>;
export type CompanyField = keyof CompanyInput;
/** A company's fields in the order the desk's form shows them and an audit entry names what changed. */
export const companyFields = [
  'name',
  'billingAddress',
  'kvkNumber',
  'vatNumber',
  'invoiceEmail',
  'paymentTermsDays',
] as const satisfies readonly CompanyField[];

/** A user of a company: a customer account that logs in on the tenant's site and books on account. */
export const companyUserSchema = z.strictObject({
  /** The customer number (`klantNr`). */
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  /** False until the user set a password through the mailed link. */
  passwordSet: z.boolean(),
  /** A disabled user cannot log in; their bookings stay. */
  disabled: z.boolean(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

export const companySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  billingAddress: z.string(),
  kvkNumber: z.string(),
  vatNumber: z.string(),
  invoiceEmail: z.string(),
  paymentTermsDays: z.number().int(),
  users: z.array(companyUserSchema),
});
export type Company = z.infer<typeof companySchema>;

/** `GET /api/admin/companies`: the tenant's companies by name, each with its users by username. */
export const companyListReplySchema = z.strictObject({ companies: z.array(companySchema) });
export type CompanyListReply = z.infer<typeof companyListReplySchema>;

/** `…/companies/:id/users/:userId`. */
export const companyUserParamsSchema = z.strictObject({
  id: pathIdSchema,
  userId: pathIdSchema,
});

/**
 * `POST /api/admin/companies/:id/users`: a new user; the server mails them a single-use link to set their own password
 * (staff never type a customer's password). The phone is checked as every phone of the product is (the server's
 * phone check).
 */
export const companyUserInputSchema = z.strictObject({
  username: z.string().overwrite(oneLine).min(companyLimits.usernameMin).max(companyLimits.username),
  email,
  phone: z.string().trim().min(1).max(companyLimits.phone),
  lang: langSchema.default('nl'),
});
export type CompanyUserInput = z.input<typeof companyUserInputSchema>;
export type CompanyUserField = 'username' | 'email' | 'phone';

/** `PATCH /api/admin/companies/:id/users/:userId`: disabled true ends all their sessions and refuses their login. */
export const companyUserChangeSchema = z.strictObject({ disabled: z.boolean() });

/** `POST /api/admin/companies/:id/users/:userId/link`: a new set-password link, in the mail's language. */
export const companyUserLinkSchema = z.strictObject({ lang: langSchema.default('nl') });

/**
 * A passenger other than the booker (a hotel's guest), on `cart_transaction.json` of a company user and on the desk's
 * phone booking: a name and a phone the driver can call.
 */
export const passengerSchema = z.strictObject({
  name: z.string().overwrite(oneLine).min(1).max(100),
  phone: z.string().trim().min(1).max(companyLimits.phone),
});
export type PassengerInput = z.infer<typeof passengerSchema>;
