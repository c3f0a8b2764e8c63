import { z } from 'zod';
import { recordLayoutsSchema } from './layout.ts';
import { bookedTripSchema } from './account.ts';
import { langSchema } from './lang.ts';
import { wireFlagSchema } from './wire-flag.ts';

/** Query of `GET /api/login_resp.json` (docs/reference/api.md#start-call). */
export const loginRespQuerySchema = z.strictObject({
  lang: langSchema.default('nl'),
  skipconfig: wireFlagSchema.default(false),
});
export type LoginRespQuery = z.infer<typeof loginRespQuerySchema>;

const perLanguage = z.strictObject({ nl: z.string(), en: z.string() });

/**
 * The settings the SPA receives, keyed by cp (docs/reference/tenant-settings.md#settings).
 * Meanings: docs/decisions/003-tenant-settings.md.
 */
export const scparsSchema = z.strictObject({
  cp4: z.string(),
  cp47: z.string(),
  cp52: z.string(),
  cp54: z.string(),
  cp55: z.string(),
  cp56: z.string(),
  cp57: z.string(),
  cp60: z.string(),
  cp61: z.string(),
});
export type Scpars = z.infer<typeof scparsSchema>;

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
  scpars: scparsSchema,
  telefoonnummer: z.string(),
  error: z.string(),
  xmlerrors: z.array(z.string()),
});
export type LoginReply = z.infer<typeof loginReplySchema>;

/** Info config of docs/reference/tenant-settings.md#info, built from the tenant's cp keys. */
export const infoConfigSchema = z.strictObject({
  address: z.string(),
  company: z.string(),
  telText: z.string(),
  telUrl: z.string(),
  email: z.string(),
  websiteText: z.string(),
  websiteUrl: z.string(),
  klantUrl: z.string(),
  lat: z.number(),
  lng: z.number(),
  htmltext: perLanguage,
  hmlfaq: perLanguage,
  dateOffset: z.number().int(),
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
  klantUrl: z.string(),
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
