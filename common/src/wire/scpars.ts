import { z } from 'zod';
import { tenantSettingsSchema, type TenantSettings } from '../tenant/settings.ts';
import { settingSpellings } from './scpars-spelling.ts';

/*
 * The zod side of the tenant settings' wire form (docs/decisions/016-named-settings.md). The login reply carries the
 * settings as `scpars`, keyed by code with string values, as older clients read them; the server and the SPA read
 * them by name. The codes and spellings are in scpars-spelling.ts; `scparsSchema` is both ways around them: the
 * server hands it the named settings and the reply's serializer encodes them; a parse checks the wire and gets the
 * named settings.
 */

const setting = tenantSettingsSchema.shape;
const spelled = settingSpellings;

/** Each setting's wire code and its codec: the wire's spelling checked, the named value checked as the file is. */
const wireFields = {
  hideDestination: [
    spelled.hideDestination.code,
    z.codec(z.enum(['J', 'N']), setting.hideDestination, spelled.hideDestination),
  ],
  requiresLogin: [
    spelled.requiresLogin.code,
    z.codec(z.enum(['0', '1', '2']), setting.requiresLogin, spelled.requiresLogin),
  ],
  showDirection: [
    spelled.showDirection.code,
    z.codec(z.enum(['J', 'N']), setting.showDirection, spelled.showDirection),
  ],
  clientLanguage: [
    spelled.clientLanguage.code,
    z.codec(z.enum(['', 'nl', 'en']), setting.clientLanguage, spelled.clientLanguage),
  ],
  hideTime: [spelled.hideTime.code, z.codec(z.enum(['J', 'N']), setting.hideTime, spelled.hideTime)],
  passwordResetUrl: [spelled.passwordResetUrl.code, setting.passwordResetUrl],
  cancellationCutoffHours: [
    spelled.cancellationCutoffHours.code,
    z.codec(
      z.string().regex(/^\d*$/, 'hours as digits'),
      setting.cancellationCutoffHours,
      spelled.cancellationCutoffHours,
    ),
  ],
  showCreateAccountLink: [
    spelled.showCreateAccountLink.code,
    z.codec(z.enum(['J', 'N']), setting.showCreateAccountLink, spelled.showCreateAccountLink),
  ],
  createAccountUrl: [spelled.createAccountUrl.code, setting.createAccountUrl],
} as const satisfies { [Name in keyof TenantSettings]: readonly [string, z.ZodType<TenantSettings[Name], string>] };

type WireFields = typeof wireFields;
type Name = keyof WireFields;
type WireShape = { [N in Name as WireFields[N][0]]: WireFields[N][1] };

const names = Object.keys(wireFields) as Name[];
const wireShape = Object.fromEntries(names.map((name) => wireFields[name])) as WireShape;
type Wire = z.output<z.ZodObject<WireShape>>;

/** `scpars` of the login reply: the wire's codes and strings outside, the named settings inside. */
export const scparsSchema = z.codec(z.strictObject(wireShape), tenantSettingsSchema, {
  decode: (wire) => Object.fromEntries(names.map((name) => [name, wire[wireFields[name][0]]])) as TenantSettings,
  encode: (settings) => Object.fromEntries(names.map((name) => [wireFields[name][0], settings[name]])) as Wire,
});
