import type { TenantSettings } from '../tenant/settings.ts';

/*
 * The one place that knows the wire codes of the tenant settings and how each value is spelled there
 * (docs/decisions/016-named-settings.md), without zod: the SPA decodes the start reply with it on its first load
 * (docs/decisions/026-first-load-budget.md), and `scparsSchema` (scpars.ts) wraps each spelling in its zod codec.
 */

/** A setting's wire code and its spelling both ways; reading takes any text, so that nothing unknown throws. */
export type Spelling<Named, Wire extends string = string, Code extends string = string> = {
  readonly code: Code;
  readonly decode: (wire: string) => Named;
  readonly encode: (named: Named) => Wire;
};

/** `J` for yes, `N` for no. */
const yesNo = <Code extends string>(code: Code): Spelling<boolean, 'J' | 'N', Code> => ({
  code,
  decode: (flag) => flag === 'J',
  encode: (yes) => (yes ? 'J' : 'N'),
});

/** A text sent as it is (an address, or '' for none). */
const asIs = <Code extends string>(code: Code): Spelling<string, string, Code> => ({
  code,
  decode: (text) => text,
  encode: (text) => text,
});

/** Each setting's wire code and spelling, in the wire's order. */
export const settingSpellings = {
  hideDestination: yesNo('cp4'),
  /** The login mode: `2` requires login; `0` and `1` do not (the wire sends `0`; `1` is not offered). */
  requiresLogin: {
    code: 'cp47',
    decode: (mode: string) => mode === '2',
    encode: (required: boolean): '0' | '2' => (required ? '2' : '0'),
  },
  showDirection: yesNo('cp52'),
  /** `nl`, `en`, or '' for none. */
  clientLanguage: {
    code: 'cp54',
    decode: (lang: string) => (lang === 'nl' || lang === 'en' ? lang : null),
    encode: (lang: TenantSettings['clientLanguage']): '' | 'nl' | 'en' => lang ?? '',
  },
  hideTime: yesNo('cp55'),
  passwordResetUrl: asIs('cp56'),
  /** Whole hours as digits; '' (or anything but 1 to 4 digits) is 0: until the pickup. */
  cancellationCutoffHours: {
    code: 'cp57',
    decode: (digits: string) => (/^\d{1,4}$/.test(digits) ? Number(digits) : 0),
    encode: (count: number) => (count === 0 ? '' : String(count)),
  },
  showCreateAccountLink: yesNo('cp60'),
  createAccountUrl: asIs('cp61'),
} as const satisfies { [Name in keyof TenantSettings]: Spelling<TenantSettings[Name]> };

const names = Object.keys(settingSpellings) as (keyof TenantSettings)[];

/**
 * The named settings of a `scpars` object as the server sends it. No check beyond the spelling: the server sent it
 * through `scparsSchema` (docs/decisions/026-first-load-budget.md); a missing code reads as ''.
 */
export function decodeScpars(wire: Readonly<Record<string, unknown>>): TenantSettings {
  const text = (code: string) => {
    const value = wire[code];
    return typeof value === 'string' ? value : '';
  };
  return Object.fromEntries(
    names.map((name) => [name, settingSpellings[name].decode(text(settingSpellings[name].code))]),
  ) as TenantSettings;
}
