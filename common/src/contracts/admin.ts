import { z } from 'zod';
import { oneLine } from '../fields/one-line.ts';
import { pathIdSchema } from './path-id.ts';
import { isValidEmail } from '../fields/email.ts';
import { minPasswordLength } from './account.ts';
import { tripStatuses } from './trip-status.ts';
import { tripReplySchema } from './trip.ts';
import { layoutFieldErrors } from './layout.ts';
import { assignmentWarningSchema } from './desk-vehicles.ts';

/**
 * The desk's calls, `/api/admin/*` (docs/reference/api.md#admin-desk; docs/decisions/019-staff-accounts.md): the
 * operator's staff log in with a password and a TOTP code, and admins manage the staff and read the audit history.
 * The roles' abilities and the refusals are here for every desk call; the trip calls' own contracts are in
 * `desk-trips.ts`.
 */

/** `admin` may do everything; `dispatcher` works the board and the trips, without refunds, drivers, settings or staff. */
export const staffRoles = ['admin', 'dispatcher'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/**
 * What each role may do in the desk, one table for the server's checks (`app.staff` at the door of every call, the desk
 * services again for what changes something) and for the desk, which shows only these parts
 * (docs/decisions/019-staff-accounts.md):
 * - board: the board, a trip's detail, the driver list to pick from, the event stream;
 * - tripActions: moving a trip through its states, cancelling, editing, asking the provider for a payment's state;
 * - refund: money back to a customer;
 * - drivers: adding and changing the tenant's drivers and vehicles;
 * - export: the board's list as CSV;
 * - staff: the staff list and its changes;
 * - audit: the audit history;
 * - settings: the tenant's configuration, its versions and reverts (docs/decisions/044-configuration-versions.md);
 * - figures: the day's, week's and month's figures and the bookkeeper's CSV (docs/decisions/052-figures.md).
 * - companies: the business customers and their users (docs/decisions/049-companies.md).
 * - invoices: the companies' invoices, their mails, credits and export (docs/decisions/050-invoice-numbers.md).
 * - privacy: a person's data by e-mail address, its export and its erase (docs/decisions/054-personal-data.md).
 */
export const deskAbilities = [
  'board',
  'tripActions',
  'refund',
  'drivers',
  'export',
  'staff',
  'audit',
  'settings',
  'figures',
  'companies',
  'invoices',
  'privacy',
] as const;
export type DeskAbility = (typeof deskAbilities)[number];
export const roleAbilities: Record<StaffRole, readonly DeskAbility[]> = {
  admin: deskAbilities,
  dispatcher: ['board', 'tripActions', 'export'],
};

/** Whether a staff member of `role` may do `ability`. */
export const roleMay = (role: StaffRole, ability: DeskAbility): boolean => roleAbilities[role].includes(ability);

const email = z
  .string()
  .trim()
  .max(254)
  .refine((value) => isValidEmail(value));
const password = z.string().min(minPasswordLength).max(200);

/** `POST /api/admin/login`: the first step, the password. */
export const adminLoginRequestSchema = z.strictObject({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

/**
 * The password was right: the second factor comes next. `totp` for an enrolled staff member; `enrol` on the first
 * login (or after an admin reset it), with what their authenticator app needs: the `otpauth://` URI, the same secret in
 * base32 to type in, and the URI as a QR code (an SVG document).
 */
export const adminLoginReplySchema = z.discriminatedUnion('step', [
  z.strictObject({ step: z.literal('totp') }),
  z.strictObject({ step: z.literal('enrol'), otpauthUri: z.string(), secret: z.string(), qrSvg: z.string() }),
]);
export type AdminLoginReply = z.infer<typeof adminLoginReplySchema>;

/** `POST /api/admin/totp`: the 6-digit code of the authenticator app (spaces allowed, as apps show `123 456`). */
export const adminTotpRequestSchema = z.strictObject({
  code: z
    .string()
    .max(20)
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/)),
});
export type AdminTotpRequest = z.infer<typeof adminTotpRequestSchema>;

/** The logged-in staff member: the reply of `POST /api/admin/totp` and `GET /api/admin/me`. */
export const deskStaffSchema = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
});
export type DeskStaff = z.infer<typeof deskStaffSchema>;

/** One staff member in the admin's list: `totpEnrolled` false until their first code was accepted. */
export const staffMemberSchema = deskStaffSchema.extend({
  totpEnrolled: z.boolean(),
  disabled: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** `GET /api/admin/staff`: the tenant's staff, by name. */
export const staffListReplySchema = z.strictObject({ staff: z.array(staffMemberSchema) });
export type StaffListReply = z.infer<typeof staffListReplySchema>;

/** `POST /api/admin/staff`: a new staff member; they enrol their authenticator at their first login. */
export const createStaffRequestSchema = z.strictObject({
  email,
  name: z.string().overwrite(oneLine).min(1).max(100),
  role: staffRoleSchema,
  password,
});
export type CreateStaffRequest = z.infer<typeof createStaffRequestSchema>;

/** `PATCH /api/admin/staff/:id`. */
export const staffIdParamsSchema = z.strictObject({ id: pathIdSchema });

/**
 * `PATCH /api/admin/staff/:id`: each field given is a change. `disabled` true ends the member's sessions and keeps them
 * out, false lets them in again; `resetTotp` true makes them enrol a new authenticator at their next login (a lost
 * phone) and ends their sessions. An empty body changes nothing.
 */
export const updateStaffRequestSchema = z.strictObject({
  role: staffRoleSchema.optional(),
  disabled: z.boolean().optional(),
  resetTotp: z.literal(true).optional(),
});
export type UpdateStaffRequest = z.infer<typeof updateStaffRequestSchema>;

/** What the audit history records. */
export const auditActions = [
  'login',
  'login_failed',
  'totp_enrolled',
  'logout',
  'staff_created',
  'staff_role_changed',
  'staff_disabled',
  'staff_enabled',
  'totp_reset',
  'trip_status_changed',
  'trip_driver_changed',
  'trip_edited',
  'refund_requested',
  'owed_link_sent',
  'driver_created',
  'driver_changed',
  'driver_deactivated',
  'driver_activated',
  'vehicle_created',
  'vehicle_changed',
  'vehicle_deactivated',
  'vehicle_activated',
  'trip_booked_by_phone',
  'driver_absence_recorded',
  'driver_absence_ended',
  'driver_absence_extended',
  'driver_link_sent',
  'driver_signed_in',
  'driver_signed_out',
  'driver_device_ended',
  'settings_saved',
  'settings_reverted',
  'company_created',
  'company_changed',
  'company_user_created',
  'company_user_link_sent',
  'company_user_disabled',
  'company_user_enabled',
  'invoice_resent',
  'credit_invoice_issued',
  'personal_data_exported',
  'personal_data_erased',
  'personal_data_retention',
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * What an audit entry is about: `staff:<id>`, `trip:<id>`, `order:<id>`, `driver:<id>`, `vehicle:<id>`,
 * `settings:<version>` (the configuration's version a save or revert made), `company:<id>`, `customer:<klantNr>` (a
 * company's user) or `invoice:<id>`.
 */
export const auditTargetPattern = /^(staff|trip|order|driver|vehicle|settings|company|customer|invoice):\d{1,12}$/;

/**
 * `GET /api/admin/audit?before=&limit=&target=`: newest first; `before` is the `next` of the page before; `target` only
 * the entries about that one member, trip, order or driver.
 */
export const auditQuerySchema = z.strictObject({
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  target: z.string().regex(auditTargetPattern).optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** A detail of an audit entry: flat, so the desk can show it as a list of name: value. */
export const auditDetailSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type AuditDetail = z.infer<typeof auditDetailSchema>;

/**
 * One audit entry: `staff` who acted (or whose login failed; null for a name that is no staff member, and for the
 * operator's CLI), `target` what it was done to (`staff:<id>`, `trip:<id>`, `order:<id>`, `driver:<id>`), `detail` the
 * rest.
 */
export const auditEntrySchema = z.strictObject({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  action: z.enum(auditActions),
  staff: z.strictObject({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  target: z.string().nullable(),
  detail: auditDetailSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A page of the audit history; `next` is the `before` of the following page, null on the last. */
export const auditPageSchema = z.strictObject({
  entries: z.array(auditEntrySchema),
  next: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/**
 * Every refusal of a desk call is `{ error: <key> }` with its status, here once for the server and the desk alike:
 * - badRequest: not JSON, or not an object where one is expected (400);
 * - loginRequired: no desk session, an expired one, or one whose second factor is still due (401);
 * - loginFailed: unknown email, wrong password or a disabled member, one answer for all (401);
 * - codeInvalid: a wrong TOTP code, or one already used (401);
 * - forbidden: the staff member's role may not do this (403);
 * - notFound: no such desk call (404);
 * - staffNotFound: no staff member of this tenant has that id (404; also one of another tenant);
 * - emailTaken: the tenant has a staff member with that email, in any case (409);
 * - cannotChangeSelf: an admin demoting or disabling themself (409);
 * - tripNotFound, orderNotFound, driverNotFound: no trip, order or (active, for an assignment) driver of this tenant
 *   has that id (404; also one of another tenant);
 * - vehicleNotFound: no vehicle of this tenant has that id (404; also one of another tenant);
 * - absenceNotFound: no driver's absence of this tenant has that id (404; also one of another tenant);
 * - invoiceNotFound: no invoice of this tenant has that id (404; also one of another tenant);
 * - personNotFound: no customer of this tenant has that e-mail address (404; also one of another tenant);
 * - openTrips, moneyOwed: the person cannot be erased yet: a trip still to be driven, or money not settled (409,
 *   docs/decisions/054-personal-data.md);
 * - nothingToCredit: the invoice's trips are owed no credit (any more) (409);
 * - illegalTransition: the trip cannot move there from the state it is in, `from` (409);
 * - vehicleTooSmall, driverInactive, vehicleInactive, vehicleRequired, driverAbsent: the assignment is refused,
 *   `message` says why in the request's language (409; docs/decisions/035-vehicles-and-assignment-checks.md,
 *   039-driver-absence-and-bulk.md);
 * - assignmentWarnings: the assignment meets `warnings`; sent again with an `overrideReason` it goes through (409);
 * - beforePickup: done or no-show before the trip's pickup time, `message` says why (409);
 * - undoExpired: a trip done more than 10 minutes ago is not undone (409);
 * - notEditable: the trip is done, a no-show or cancelled, `from` (409);
 * - orderNotConfirmed: the trip's order is not paid or booked, so the trip can only be cancelled (409);
 * - conflict: the trip changed since the desk read it (another staff member): read it again (409);
 * - notRefundable: the order is not paid through the tenant's payment provider (409);
 * - amountTooHigh: more than what remains to refund, `remainingCents` and `remaining` (409);
 * - idempotencyKeyReused: the refund key is one of another order's refund (409);
 * - bodyTooLarge (413), unsupportedMediaType (415: JSON only);
 * - invalidFields: a field outside its contract, with `fields` (422);
 * - tripInvalid: the trip as changed breaks the tenant's rules, `quote` says why as a trip request would (422);
 * - companyNotFound: no company of this tenant has that id (404; also one of another tenant);
 * - userNotFound: the company has no user with that id (404; also a user of another company or tenant);
 * - usernameTaken: the tenant has a customer account with that username (409);
 * - accountNotFound: no business account (a customer with a login) of this tenant has that id (404);
 * - paymentWayNotAvailable: a phone booking's payment way does not fit (an account named without `account`, a link for
 *   nothing to pay) (409);
 * - orderInProgress: the same phone booking is being written by another request at this moment (409);
 * - paymentNotCreated: the payment provider did not make the payment link (502);
 * - tooManyAttempts: a login limit of the member from this address, of the address, or of the member from addresses
 *   they did not log in from (429, docs/decisions/030-login-limits.md);
 * - tooManyRequests: the desk's request rate limit (429);
 * - serverError (500).
 */
export const adminErrorStatus = {
  badRequest: 400,
  loginRequired: 401,
  loginFailed: 401,
  codeInvalid: 401,
  forbidden: 403,
  notFound: 404,
  staffNotFound: 404,
  emailTaken: 409,
  cannotChangeSelf: 409,
  tripNotFound: 404,
  orderNotFound: 404,
  driverNotFound: 404,
  vehicleNotFound: 404,
  absenceNotFound: 404,
  invoiceNotFound: 404,
  personNotFound: 404,
  openTrips: 409,
  moneyOwed: 409,
  nothingToCredit: 409,
  deviceNotFound: 404,
  driverNoEmail: 409,
  driverNoPhone: 409,
  smsNotConfigured: 409,
  illegalTransition: 409,
  vehicleTooSmall: 409,
  driverInactive: 409,
  vehicleInactive: 409,
  vehicleRequired: 409,
  driverAbsent: 409,
  assignmentWarnings: 409,
  beforePickup: 409,
  undoExpired: 409,
  notEditable: 409,
  orderNotConfirmed: 409,
  conflict: 409,
  settingsConflict: 409,
  versionNotFound: 404,
  notRefundable: 409,
  nothingOwed: 409,
  amountTooHigh: 409,
  idempotencyKeyReused: 409,
  tripInvalid: 422,
  accountNotFound: 404,
  companyNotFound: 404,
  userNotFound: 404,
  usernameTaken: 409,
  paymentWayNotAvailable: 409,
  orderInProgress: 409,
  paymentNotCreated: 502,
  bodyTooLarge: 413,
  unsupportedMediaType: 415,
  invalidFields: 422,
  tooManyAttempts: 429,
  tooManyRequests: 429,
  serverError: 500,
} as const;
export type AdminError = keyof typeof adminErrorStatus;
export const adminErrors = Object.keys(adminErrorStatus) as AdminError[];

/**
 * What is wrong with one field of a 422: `invalid` (wrong type, format or value), `tooShort`/`tooLong` (a text),
 * `tooSmall`/`tooLarge` (a number), `unknownField` (a field the call does not take); the rest are a record layout the
 * app could not render (`layoutFieldErrors`, docs/reference/record-layout.md#refused-layouts).
 */
export const fieldErrors = [
  'invalid',
  'tooShort',
  'tooLong',
  'tooSmall',
  'tooLarge',
  'unknownField',
  ...layoutFieldErrors,
] as const;
export type FieldError = (typeof fieldErrors)[number];

/** A refusal, with what the key needs to be acted on. */
export const adminErrorReplySchema = z.strictObject({
  error: z.enum(adminErrors as [AdminError, ...AdminError[]]),
  /** invalidFields: field name → what is wrong. */
  fields: z.record(z.string(), z.enum(fieldErrors)).optional(),
  /** illegalTransition, notEditable: the state the trip is in now. */
  from: z.enum(tripStatuses).optional(),
  /** amountTooHigh: what may still be refunded, in cents and as the desk shows it ('€ 4,50'). */
  remainingCents: z.number().int().optional(),
  remaining: z.string().optional(),
  /** tripInvalid: the quote of the trip as changed, its `error` and `fielderrors` saying why. */
  quote: tripReplySchema.optional(),
  /** An assignment's refusal, beforePickup, undoExpired: why, as a sentence in the request's language. */
  message: z.string().optional(),
  /** assignmentWarnings: what the assignment meets. */
  warnings: z.array(assignmentWarningSchema).optional(),
  /** settingsConflict: the configuration's version in force now (the save was made on an older one). */
  currentVersion: z.number().int().optional(),
});
export type AdminErrorReply = z.infer<typeof adminErrorReplySchema>;
