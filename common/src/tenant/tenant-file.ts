import { z } from 'zod';
import { recordLayoutsSchema } from '../contracts/layout.ts';
import {
  defaultServiceRules,
  serviceRulesSchema,
  tenantInfoSchema,
  tenantSettingsSchema,
  vehicleClassesSchema,
} from './settings.ts';
import { holidayChoices } from '../calendar/dutch-holidays.ts';

const perLanguage = z.strictObject({ nl: z.string().min(1), en: z.string().min(1) });
const cents = z.number().int().min(0);
const coordinate = z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

/** A zone as a circle around a place. */
const circleZoneSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string(),
  center: coordinate,
  radiusKm: z.number().positive(),
});

/**
 * A zone as postcode areas (issue 22 item 3, docs/decisions/042-tariff-routing-holidays.md): 4-digit PC4 areas
 * (`9711`) or inclusive ranges (`9711-9718`); a stop is in it by its postcode's first four digits.
 */
const postcodeZoneSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string(),
  postcodes: z
    .array(
      z
        .string()
        .regex(/^[1-9]\d{3}(-[1-9]\d{3})?$/, 'a PC4 area (9711) or a range (9711-9718)')
        .refine((area) => {
          const [from, to = from] = area.split('-');
          return Number(from) <= Number(to);
        }, 'a range runs from low to high'),
    )
    .min(1),
});

/** Prices in cents (docs/architecture.md#pricing); applied by the pricing module. */
const tariffSchema = z.strictObject({
  startFeeCents: cents,
  perKmCents: cents,
  perMinuteCents: cents,
  minimumFareCents: cents,
  roadFactor: z.number().min(1).max(3),
  /** The first cityKm of a trip at cityKmh, the rest at roadKmh: server/src/modules/pricing/distance.ts. */
  travelSpeed: z.strictObject({
    cityKm: z.number().min(0),
    cityKmh: z.number().positive(),
    roadKmh: z.number().positive(),
  }),
  vehicleClassField: z.string(),
  vehicleClassMultipliers: z.record(z.string(), z.number().positive()),
  nightSurchargePercent: z.number().min(0).max(200),
  nightHours: z.strictObject({ from: z.string().regex(/^\d{2}:\d{2}$/), to: z.string().regex(/^\d{2}:\d{2}$/) }),
  weekendSurchargePercent: z.number().min(0).max(200),
  airportSurchargeCents: cents,
  zones: z.array(z.union([circleZoneSchema, postcodeZoneSchema])),
  fixedRoutes: z.array(z.strictObject({ from: z.string(), to: z.string(), priceCents: cents })),
  // --- Issue 22 item 3: holidays and rounding (docs/decisions/042-tariff-routing-holidays.md). Optional: a tariff
  // that lacks them prices as before (no holiday surcharge, whole cents).
  /** A percentage like night and weekend, adding beside them, on a counted Dutch public holiday. */
  holidaySurchargePercent: z.number().min(0).max(200).optional(),
  /** Which holidays count (docs/reference/tenant-settings.md#holidays); absent: `defaultHolidayChoices`. */
  holidays: z.array(z.enum(holidayChoices)).optional(),
  /** The total rounded half up to a multiple of this many cents, as a last line `priceRounding`; absent: 1. */
  roundToCents: z.union([z.literal(1), z.literal(5), z.literal(10), z.literal(50), z.literal(100)]).optional(),
});
export type TariffInput = z.input<typeof tariffSchema>;
/** The tariff as the settings validate it: a proposed tariff for the preview is parsed with this. */
export { tariffSchema };

/**
 * The operator's own fixed places (a hospital, a venue), offered in the address field with their category
 * (docs/reference/api.md#suggestion).
 */
const tenantPlaceSchema = z.strictObject({
  name: z.string().min(1),
  category: z
    .string()
    .regex(/^[A-Z]{0,4}$/, 'a category code of docs/reference/api.md#suggestion (ZH, HO, …) or empty'),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  street: z.string().optional(),
  nr: z.string().optional(),
  postcode: z.string().optional(),
  city: z.string().optional(),
});
export type TenantPlace = z.infer<typeof tenantPlaceSchema>;

/**
 * How the tenant's customers pay (docs/decisions/010-orders-and-payments.md). The simulator needs nothing; Mollie needs
 * an API key, from here or from MOLLIE_API_KEY. The key is a secret: stored encrypted with SECRET_KEY, never shown in
 * full (docs/decisions/044-configuration-versions.md).
 */
const paymentSchema = z.strictObject({
  provider: z.enum(['simulator', 'mollie']),
  mollieApiKey: z
    .string()
    .regex(/^(live|test)_\w{10,}$/, 'a Mollie API key (live_… or test_…)')
    .optional(),
  /**
   * How long a payment link of a booking taken by phone can be paid, in hours: an unpaid one then releases its trip
   * (docs/reference/tenant-settings.md#linkExpiryHours, docs/decisions/034-desk-booking-payment-ways.md).
   */
  linkExpiryHours: z.number().int().min(1).max(720).default(24),
});
export type TenantPayment = z.infer<typeof paymentSchema>;

/**
 * What the tenant's accessibility statement says of itself (docs/reference/tenant-settings.md#accessibility): the
 * rest of the statement is the same for every operator (server/src/modules/tenants/accessibility-statement.ts).
 */
const accessibilitySchema = z.strictObject({
  /** The day the operator last checked the statement, `YYYY-MM-DD`. */
  reviewed: z.iso.date(),
  /** `partial`: the known limitations are listed; `full`: the site meets WCAG 2.2 AA without exceptions. */
  status: z.enum(['partial', 'full']).default('partial'),
  /** The operator's own known limitations, after the shared ones. */
  limitations: z
    .strictObject({ nl: z.array(z.string().min(1).max(500)).max(20), en: z.array(z.string().min(1).max(500)).max(20) })
    .default({ nl: [], en: [] }),
});
export type TenantAccessibility = z.infer<typeof accessibilitySchema>;

/**
 * The desk's alerts: a trip still without a driver this many minutes before its pickup raises one
 * (docs/decisions/036-alerts-and-heartbeat.md); 0: none.
 */
const alertsSchema = z.strictObject({ unassignedMinutes: z.number().int().min(0).max(1440) });

/** `https://taxi.example` or `http://localhost:8080`: a scheme, a host and a port, nothing else. */
const originSchema = z
  .url({ protocol: /^https?$/ })
  .refine(
    (value) => new URL(value).origin === value.replace(/\/$/, ''),
    'expected an origin (scheme, host and port only)',
  );

/**
 * How the desk plans (docs/reference/tenant-settings.md#desk): the minutes kept free after a trip's estimated end
 * before its driver or vehicle counts as free for the next (docs/decisions/035-vehicles-and-assignment-checks.md).
 */
const deskSchema = z.strictObject({
  assignmentBufferMinutes: z.number().int().min(0).max(240).default(15),
});
export type TenantDesk = z.infer<typeof deskSchema>;

/**
 * Personal data (docs/reference/tenant-settings.md#privacy, docs/decisions/054-personal-data.md): the months after a
 * finished order's last pickup when the retention job removes its personal details.
 */
const privacySchema = z.strictObject({
  retentionMonths: z.number().int().min(1).max(120).default(24),
});
export type TenantPrivacy = z.infer<typeof privacySchema>;

/** One operator: `config/tenants/<id>.json`, validated at start. */
export const tenantFileSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/),
    hostnames: z.array(z.string().min(1)).min(1),
    /**
     * The addresses its links (reset link, payment return) use, one per host name where it differs from PUBLIC_URL's
     * scheme and port; a host name without one gets those.
     */
    origins: z.array(originSchema).default([]),
    logo: z.string().regex(/^[\w.-]+\.(svg|png)$/),
    info: tenantInfoSchema,
    settings: tenantSettingsSchema,
    layouts: recordLayoutsSchema,
    lang: z.strictObject({ nl: z.record(z.string(), z.string()), en: z.record(z.string(), z.string()) }),
    documents: z.strictObject({ terms: perLanguage, privacy: perLanguage }),
    accessibility: accessibilitySchema,
    tariff: tariffSchema,
    places: z.array(tenantPlaceSchema).default([]),
    payment: paymentSchema.default({ provider: 'simulator', linkExpiryHours: 24 }),
    desk: deskSchema.default({ assignmentBufferMinutes: 15 }),
    /** The desk's alerts (docs/reference/tenant-settings.md#alerts). */
    alerts: alertsSchema.default({ unassignedMinutes: 60 }),
    /** Personal data's retention (docs/reference/tenant-settings.md#privacy); absent: 24 months. */
    privacy: privacySchema.default({ retentionMonths: 24 }),
    /** Service rules (docs/reference/tenant-settings.md#serviceRules); absent: always open, anywhere, unlimited. */
    serviceRules: serviceRulesSchema.default(defaultServiceRules),
    /** Seats and luggage places per vehicle class (docs/reference/tenant-settings.md#vehicleClasses); absent: any. */
    vehicleClasses: vehicleClassesSchema.default({}),
  })
  // A fixed-time tenant without departures could take no booking (docs/reference/tenant-settings.md#hideTime).
  .refine((file) => !file.settings.hideTime || file.info.fixedDepartures.length > 0, {
    message: 'hideTime needs at least one departure in info.fixedDepartures',
    path: ['info', 'fixedDepartures'],
  });
export type TenantFile = z.infer<typeof tenantFileSchema>;
