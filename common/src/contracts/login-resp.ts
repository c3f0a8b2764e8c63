import { z } from 'zod';
import { recordLayoutsShape } from './layout.ts';
import { bookedTripSchema } from './account.ts';
import { langSchema } from './lang.ts';
import { wireFlagSchema } from './wire-flag.ts';
import { serviceRulesSchema, tenantInfoSchema, vehicleClassesSchema, type TenantInfo } from '../tenant/settings.ts';
import { scparsSchema } from '../wire/scpars.ts';

/** Query of `GET /api/login_resp.json` (docs/reference/api.md#start-call). */
export const loginRespQuerySchema = z.strictObject({
  lang: langSchema.default('nl'),
  skipconfig: wireFlagSchema.default(false),
});
export type LoginRespQuery = z.infer<typeof loginRespQuerySchema>;

const perLanguage = z.strictObject({ nl: z.string(), en: z.string() });

const info = tenantInfoSchema.shape;

/**
 * The login reply (docs/reference/api.md#login-reply): `ritten` are the logged-in customer's booked trips, `tours`
 * their tours (the same stops).
 */
export const loginReplySchema = z.strictObject({
  username: z.string(),
  klantNr: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  orderHash: z.string(),
  ritten: z.array(bookedTripSchema),
  tours: z.array(z.unknown()),
  /** The tenant's settings: by wire code on the wire, by name once parsed (common/src/wire/scpars.ts). */
  scpars: scparsSchema,
  telefoonnummer: z.string(),
  error: z.string(),
  xmlerrors: z.array(z.string()),
  /**
   * Ours: the name of the company whose user is logged in (docs/decisions/049-companies.md); absent for anyone else. Its
   * checkout asks who travels.
   */
  company: z.string().optional(),
});
export type LoginReply = z.infer<typeof loginReplySchema>;

/**
 * `config.info`'s fields under the wire's names, each with the tenant info it carries (docs/reference/tenant-settings.md#info);
 * `lat` and `lng` are `location`'s. The schema and `infoConfigOf` both read this one table.
 */
const infoWireNames = {
  address: 'address',
  company: 'company',
  telText: 'telText',
  telUrl: 'telUrl',
  email: 'email',
  websiteText: 'websiteText',
  websiteUrl: 'websiteUrl',
  klantUrl: 'logoLinkUrl',
  htmltext: 'infoHtml',
  hmlfaq: 'faqHtml',
  dateOffset: 'bookingLeadMinutes',
  airportWaitingMinutes: 'airportWaitingMinutes',
  fixedDepartures: 'fixedDepartures',
  fixedDestination: 'fixedDestination',
} as const satisfies Record<string, Exclude<keyof TenantInfo, 'location'>>;
type InfoWireNames = typeof infoWireNames;
type InfoWireName = keyof InfoWireNames;

/** Each wire name with what `pick` gives for its tenant info's name. */
function byWireName<T>(pick: (name: InfoWireNames[InfoWireName]) => unknown): T {
  return Object.fromEntries(Object.entries(infoWireNames).map(([wire, name]) => [wire, pick(name)])) as T;
}

/** `config.info`: the tenant's company info under the wire's names, each checked as the tenant file checks it. */
export const infoConfigSchema = z.strictObject({
  ...byWireName<{ [W in InfoWireName]: (typeof info)[InfoWireNames[W]] }>((name) => info[name]),
  lat: info.location.shape.lat,
  lng: info.location.shape.lng,
});
export type InfoConfig = z.infer<typeof infoConfigSchema>;

/** The tenant's company info as `config.info` carries it. Operator HTML goes out as configured; the SPA sanitizes it. */
export function infoConfigOf(tenantInfo: TenantInfo): InfoConfig {
  return {
    ...byWireName<Omit<InfoConfig, 'lat' | 'lng'>>((name) => tenantInfo[name]),
    lat: tenantInfo.location.lat,
    lng: tenantInfo.location.lng,
  };
}

const translations = z.record(z.string(), z.string());

/** Reply of `GET /api/login_resp.json`: the session, and the configuration unless `skipconfig` was asked. */
export const loginRespSchema = z.strictObject({
  error: z.string(),
  message: z.string(),
  require_login: z.boolean(),
  username: z.string(),
  client: z.string(),
  klantUrl: info.logoLinkUrl,
  loginResp: loginReplySchema,
  /** Absent when `skipconfig` was asked. */
  config: z
    .strictObject({
      lang: z.strictObject({ nl: translations, en: translations }),
      info: infoConfigSchema,
      layouts: recordLayoutsShape,
      documents: z.strictObject({ terms: perLanguage, privacy: perLanguage }),
      logo: z.string(),
      /**
       * The service rules and vehicle capacities the trip screen says and checks before sending
       * (docs/reference/tenant-settings.md#serviceRules, docs/decisions/043-service-rules.md); absent: none.
       */
      rules: z
        .strictObject({
          service: serviceRulesSchema,
          vehicleClasses: vehicleClassesSchema,
          /** The trip field that holds the vehicle class (the tariff's `vehicleClassField`). */
          vehicleClassField: z.string(),
        })
        .optional(),
      /**
       * How long the personal details of a finished booking are kept, for the privacy page
       * (docs/reference/tenant-settings.md#privacy, docs/decisions/054-personal-data.md); absent: not said.
       */
      privacy: z.strictObject({ retentionMonths: z.number().int() }).optional(),
    })
    .optional(),
});
export type LoginResp = z.infer<typeof loginRespSchema>;
