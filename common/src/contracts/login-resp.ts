import { z } from 'zod';
import { recordLayoutsSchema } from './layout.ts';
import { bookedTripSchema } from './account.ts';
import { langSchema } from './lang.ts';
import { wireFlagSchema } from './wire-flag.ts';
import { tenantInfoSchema } from '../tenant/settings.ts';
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
});
export type LoginReply = z.infer<typeof loginReplySchema>;

/**
 * `config.info`: the tenant's company info under the wire's names, each checked as the tenant file checks it
 * (docs/reference/tenant-settings.md#info).
 */
export const infoConfigSchema = z.strictObject({
  address: info.address,
  company: info.company,
  telText: info.telText,
  telUrl: info.telUrl,
  email: info.email,
  websiteText: info.websiteText,
  websiteUrl: info.websiteUrl,
  klantUrl: info.logoLinkUrl,
  lat: info.location.shape.lat,
  lng: info.location.shape.lng,
  htmltext: info.infoHtml,
  hmlfaq: info.faqHtml,
  dateOffset: info.bookingLeadMinutes,
  airportWaitingMinutes: info.airportWaitingMinutes,
  fixedDepartures: info.fixedDepartures,
  fixedDestination: info.fixedDestination,
});
export type InfoConfig = z.infer<typeof infoConfigSchema>;

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
      layouts: recordLayoutsSchema,
      documents: z.strictObject({ terms: perLanguage, privacy: perLanguage }),
      logo: z.string(),
    })
    .optional(),
});
export type LoginResp = z.infer<typeof loginRespSchema>;
