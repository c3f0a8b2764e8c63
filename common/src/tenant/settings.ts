import { z } from 'zod';
import { langSchema } from '../contracts/lang.ts';
import { weekdayKeys } from './weekdays.ts';

/*
 * A tenant's settings and company info by name, as its file `config/tenants/<id>.json` holds them and as the server
 * and the SPA read them. Meanings, defaults and wire codes: docs/reference/tenant-settings.md; why by name:
 * docs/decisions/016-named-settings.md. How they travel to the SPA: common/src/wire/scpars.ts (settings) and
 * `infoConfigSchema` in common/src/contracts/login-resp.ts (info).
 */

/** An address to open, or '' for none. */
const urlOrNone = z.union([z.literal(''), z.url()]);

/** What the SPA is set to show and do (docs/reference/tenant-settings.md#settings). */
export const tenantSettingsSchema = z.strictObject({
  /** Customers log in and book on account; prices are hidden (docs/reference/tenant-settings.md#requiresLogin). */
  requiresLogin: z.boolean(),
  /** A trip is its departure alone: no destination is asked (docs/reference/tenant-settings.md#hideDestination). */
  hideDestination: z.boolean(),
  /**
   * Fixed-time trips: the customer picks one of the operator's `fixedDepartures` instead of a date and time
   * (docs/reference/tenant-settings.md#hideTime).
   */
  hideTime: z.boolean(),
  /** The trip screen offers the from/to direction choice (docs/reference/tenant-settings.md#showDirection). */
  showDirection: z.boolean(),
  /** The operator's language, which each load of the app starts in; null: the visitor's own pick. */
  clientLanguage: langSchema.nullable(),
  /** A booked trip may be cancelled until this many hours before pickup; 0: until the pickup. */
  cancellationCutoffHours: z.number().int().min(0).max(9999),
  /** The operator's own password-reset page, which the forgot-password link opens; '': the reset mail. */
  passwordResetUrl: urlOrNone,
  /** The login screen shows the create-account link (docs/reference/tenant-settings.md#showCreateAccountLink). */
  showCreateAccountLink: z.boolean(),
  /** The page that link opens in a new tab. */
  createAccountUrl: urlOrNone,
});
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;

const perLanguageHtml = z.strictObject({ nl: z.string(), en: z.string() });

/** One departure a fixed-time operator offers (docs/reference/tenant-settings.md#fixedDepartures). */
export const fixedDepartureSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/),
  /** Amsterdam wall time, `YYYY-MM-DD HH:mm`: the pickup time the customer books. */
  datetime: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d$/),
  /** What the choice says beside the date and time ("Vrijdag, dag 1"). */
  label: z.strictObject({ nl: z.string(), en: z.string() }).optional(),
});
export type FixedDeparture = z.infer<typeof fixedDepartureSchema>;

/** Where every trip of a fixed-time operator goes (docs/reference/tenant-settings.md#fixedDestination). */
export const fixedDestinationSchema = z.strictObject({
  /** The address as the trip, the cart and the mail show it. */
  text: z.string().min(1).max(200),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type FixedDestination = z.infer<typeof fixedDestinationSchema>;

/** The operator's company info (docs/reference/tenant-settings.md#info). */
/** The operator's legal details on receipts and invoices; '' where not known. */
export const operatorLegalSchema = z.strictObject({
  name: z.string().trim().max(200),
  kvkNumber: z
    .string()
    .trim()
    .regex(/^(\d{8})?$/, 'a KvK number has 8 digits'),
  vatNumber: z
    .string()
    .trim()
    .regex(/^(NL\d{9}B\d{2})?$/, 'a Dutch VAT number looks like NL123456789B01'),
  iban: z
    .string()
    .trim()
    .regex(/^([A-Z]{2}\d{2}[A-Z0-9]{11,30})?$/, 'an IBAN without spaces, like NL91ABNA0417164300'),
});
export type OperatorLegal = z.infer<typeof operatorLegalSchema>;

export const tenantInfoSchema = z.strictObject({
  /** The company name, also in mails and the payment description. */
  company: z.string().min(1),
  address: z.string(),
  /** The phone number as shown. */
  telText: z.string(),
  /** The phone link (`tel:+31501234567`). */
  telUrl: z.string(),
  /** The operator's address: the info page's link, and where order and cancellation notices go. */
  email: z.email(),
  /** The website as shown. */
  websiteText: z.string(),
  websiteUrl: z.url(),
  /** The operator's site the logo leads to. */
  logoLinkUrl: z.url(),
  /** Where the operator drives from: the info page's map, and address suggestions are ranked by distance to it. */
  location: z.strictObject({ lat: z.number(), lng: z.number() }),
  /** The info page's text; the SPA sanitizes it. */
  infoHtml: perLanguageHtml,
  /** The FAQ: `<h3>` questions with their answers. */
  faqHtml: perLanguageHtml,
  /** Minutes from now to the earliest pickup a customer may book. */
  bookingLeadMinutes: z.number().int().min(0),
  /** Minutes the driver waits at an airport after the landing at no cost, shown with the flight; 0: none shown. */
  airportWaitingMinutes: z.number().int().min(0).max(1440).default(0),
  /** With `hideTime`: the departures a customer picks from; unique ids and times. */
  fixedDepartures: z
    .array(fixedDepartureSchema)
    .max(100)
    .default([])
    .refine((list) => new Set(list.map((d) => d.id)).size === list.length, 'every departure needs its own id')
    .refine((list) => new Set(list.map((d) => d.datetime)).size === list.length, 'two departures at the same time'),
  /** With `hideDestination`: where every trip goes and is priced to; null: priced as a departure alone. */
  fixedDestination: fixedDestinationSchema.nullable().default(null),
  /**
   * What receipts and invoices print as the operator's legal details (docs/decisions/050-invoice-numbers.md): the
   * registered name (else `company`), Chamber of Commerce (KvK) and VAT numbers, and the account invoices are paid to.
   */
  legal: operatorLegalSchema.default({ name: '', kvkNumber: '', vatNumber: '', iban: '' }),
});
export type TenantInfo = z.infer<typeof tenantInfoSchema>;

/* ---- Service rules and vehicle classes (issue 22 items 4 and 5, docs/decisions/043-service-rules.md) ---- */

/** A clock time `HH:mm`; `24:00` only as a window's end. */
const clockTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'a time HH:mm');

/**
 * One opening window of a weekday, `[from, to)` in Amsterdam wall time. `from` after `to` crosses midnight: the part
 * after midnight belongs to the day the window starts on (docs/reference/tenant-settings.md#openingHours).
 */
export const openingWindowSchema = z
  .strictObject({ from: clockTime, to: clockTime })
  .refine((window) => window.from !== window.to, 'a window needs a length')
  .refine((window) => window.from !== '24:00', 'a window starts before 24:00');
export type OpeningWindow = z.infer<typeof openingWindowSchema>;

const isoDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a date YYYY-MM-DD');

/** Where the operator drives (docs/reference/tenant-settings.md#serviceArea). */
export const serviceAreaSchema = z
  .strictObject({
    /** Postcode beginnings (`97`, `9301`): a stop whose postcode starts with one is inside. */
    postcodes: z
      .array(z.string().regex(/^\d{1,4}$/))
      .max(200)
      .default([]),
    /** Kilometres (straight line) around the base `info.location`; null: no circle. */
    radiusKm: z.number().positive().max(1000).nullable().default(null),
    /** `pickup`: the pickup must be inside; `either`: the pickup or the destination. */
    applies: z.enum(['pickup', 'either']).default('either'),
    /** An airport or a train station counts as inside wherever it lies. */
    airportsAndStationsAnywhere: z.boolean().default(true),
    /** How the trip screen names the area ("Groningen en omgeving"). */
    description: z.strictObject({ nl: z.string().max(200), en: z.string().max(200) }),
  })
  .refine((area) => area.postcodes.length > 0 || area.radiusKm !== null, 'an area needs postcodes or a radius');
export type ServiceArea = z.infer<typeof serviceAreaSchema>;

/** The operator's service rules; every default keeps a trip bookable as before (docs/reference/tenant-settings.md#serviceRules). */
export const serviceRulesSchema = z.strictObject({
  /** The latest pickup, in days from today (Amsterdam); null: no limit. */
  horizonDays: z.number().int().min(1).max(3660).nullable().default(null),
  /** Per weekday its windows; null: always open. With hours, a weekday that is absent or `[]` is closed. */
  openingHours: z.partialRecord(z.enum(weekdayKeys), z.array(openingWindowSchema).max(6)).nullable().default(null),
  /** Days without any pickup (Amsterdam dates), such as Christmas. */
  closedDates: z.array(isoDate).max(400).default([]),
  /** Where pickups (or destinations) must be; null: anywhere. */
  area: serviceAreaSchema.nullable().default(null),
  /** At most this many booked trips start in one half hour (:00–:29, :30–:59); null: no limit. */
  maxTripsPerHalfHour: z.number().int().min(1).max(10000).nullable().default(null),
});
export type ServiceRules = z.infer<typeof serviceRulesSchema>;
export const defaultServiceRules: ServiceRules = {
  horizonDays: null,
  openingHours: null,
  closedDates: [],
  area: null,
  maxTripsPerHalfHour: null,
};

/** Seats and luggage places of one vehicle class (docs/reference/tenant-settings.md#vehicleClasses). */
export const vehicleCapacitySchema = z.strictObject({
  seats: z.number().int().min(1).max(100),
  luggage: z.number().int().min(0).max(100),
});
export type VehicleCapacity = z.infer<typeof vehicleCapacitySchema>;
/** Class id (an option of `tariff.vehicleClassField`) → its capacity; a class absent here takes any number. */
export const vehicleClassesSchema = z.record(z.string().min(1), vehicleCapacitySchema);
export type VehicleClasses = z.infer<typeof vehicleClassesSchema>;
