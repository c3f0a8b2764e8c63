import { z } from 'zod';
import { tenantSettingsSchema, type TenantSettings } from '../tenant/settings.ts';

/*
 * The one place that knows the wire codes of the tenant settings (docs/decisions/016-named-settings.md). The login
 * reply carries the settings as `scpars`, keyed by code with string values, as older clients read them; the server
 * and the SPA read them by name. `scparsSchema` is both ways: the server hands it the named settings and the reply's
 * serializer encodes them; the SPA parses the reply and gets the named settings, checked once, here.
 */

const setting = tenantSettingsSchema.shape;

/** `J` for yes, `N` for no. */
const yesNo = (named: z.ZodBoolean) =>
  z.codec(z.enum(['J', 'N']), named, { decode: (flag) => flag === 'J', encode: (yes) => (yes ? 'J' : 'N') });

/** The login mode: `2` requires login; `0` and `1` do not (the wire sends `0`; `1` is not offered). */
const loginMode = z.codec(z.enum(['0', '1', '2']), setting.requiresLogin, {
  decode: (mode) => mode === '2',
  encode: (required) => (required ? '2' : '0'),
});

/** `nl`, `en`, or '' for none. */
const clientLanguage = z.codec(z.enum(['', 'nl', 'en']), setting.clientLanguage, {
  decode: (lang) => (lang === '' ? null : lang),
  encode: (lang) => lang ?? '',
});

/** Whole hours as digits; '' (or anything but 1 to 4 digits) is 0: until the pickup. */
const hours = z.codec(z.string().regex(/^\d*$/, 'hours as digits'), setting.cancellationCutoffHours, {
  decode: (digits) => (/^\d{1,4}$/.test(digits) ? Number(digits) : 0),
  encode: (count) => (count === 0 ? '' : String(count)),
});

/** Each setting's wire code and spelling, in the wire's order. */
const wireFields = {
  hideDestination: ['cp4', yesNo(setting.hideDestination)],
  requiresLogin: ['cp47', loginMode],
  showDirection: ['cp52', yesNo(setting.showDirection)],
  clientLanguage: ['cp54', clientLanguage],
  hideTime: ['cp55', yesNo(setting.hideTime)],
  passwordResetUrl: ['cp56', setting.passwordResetUrl],
  cancellationCutoffHours: ['cp57', hours],
  showCreateAccountLink: ['cp60', yesNo(setting.showCreateAccountLink)],
  createAccountUrl: ['cp61', setting.createAccountUrl],
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
