import { describe, expect, it } from 'vitest';
import demo from '#config/tenants/demo.json' with { type: 'json' };
import zakelijk from '#config/tenants/zakelijk.json' with { type: 'json' };
import { tenantSettingsSchema, type TenantSettings } from '../tenant/settings.ts';
import { scparsSchema } from './scpars.ts';

const guest: TenantSettings = {
  requiresLogin: false,
  hideDestination: false,
  hideTime: false,
  showDirection: true,
  clientLanguage: null,
  cancellationCutoffHours: 24,
  passwordResetUrl: '',
  showCreateAccountLink: false,
  createAccountUrl: '',
};

const wire = {
  cp4: 'N',
  cp47: '0',
  cp52: 'J',
  cp54: '',
  cp55: 'N',
  cp56: '',
  cp57: '24',
  cp60: 'N',
  cp61: '',
} as const;

describe('scpars, the wire form of the tenant settings', () => {
  it('sends the shipped tenants exactly as before the settings had names', () => {
    const sent = (settings: unknown) => JSON.stringify(scparsSchema.encode(tenantSettingsSchema.parse(settings)));

    expect(sent(demo.settings)).toBe(
      '{"cp4":"N","cp47":"0","cp52":"J","cp54":"","cp55":"N","cp56":"","cp57":"24","cp60":"N","cp61":""}',
    );
    expect(sent(zakelijk.settings)).toBe(
      '{"cp4":"N","cp47":"2","cp52":"J","cp54":"","cp55":"N","cp56":"","cp57":"2","cp60":"J",' +
        '"cp61":"https://www.noordvervoer.example/account-aanvragen"}',
    );
  });

  it('reads the wire back to the same named settings', () => {
    expect(scparsSchema.decode(wire)).toEqual(guest);
    expect(scparsSchema.parse(scparsSchema.encode(guest))).toEqual(guest);
  });

  it('spells yes and no as J and N', () => {
    const flags = { cp4: 'J', cp52: 'N', cp55: 'J', cp60: 'J' } as const;
    expect(scparsSchema.decode({ ...wire, ...flags })).toMatchObject({
      hideDestination: true,
      showDirection: false,
      hideTime: true,
      showCreateAccountLink: true,
    });
    expect(
      scparsSchema.encode({
        ...guest,
        hideDestination: true,
        showDirection: false,
        hideTime: true,
        showCreateAccountLink: true,
      }),
    ).toMatchObject(flags);
    expect(scparsSchema.safeParse({ ...wire, cp4: 'j' }).success).toBe(false);
    expect(scparsSchema.safeParse({ ...wire, cp52: 'Y' }).success).toBe(false);
  });

  it('requires login for cp47 2 only: 0 and 1 alike do not, and the wire sends 0 for not required', () => {
    expect(scparsSchema.parse({ ...wire, cp47: '2' }).requiresLogin).toBe(true);
    expect(scparsSchema.parse({ ...wire, cp47: '1' }).requiresLogin).toBe(false);
    expect(scparsSchema.parse({ ...wire, cp47: '0' }).requiresLogin).toBe(false);
    expect(scparsSchema.encode({ ...guest, requiresLogin: true }).cp47).toBe('2');
    expect(scparsSchema.encode({ ...guest, requiresLogin: false }).cp47).toBe('0');
    expect(scparsSchema.safeParse({ ...wire, cp47: '3' }).success).toBe(false);
  });

  it("sends the client language as nl, en or '' for none", () => {
    expect(scparsSchema.parse({ ...wire, cp54: 'en' }).clientLanguage).toBe('en');
    expect(scparsSchema.parse({ ...wire, cp54: '' }).clientLanguage).toBeNull();
    expect(scparsSchema.encode({ ...guest, clientLanguage: 'nl' }).cp54).toBe('nl');
    expect(scparsSchema.encode({ ...guest, clientLanguage: null }).cp54).toBe('');
    expect(scparsSchema.safeParse({ ...wire, cp54: 'de' }).success).toBe(false);
  });

  it("sends the cancellation cutoff as digits, 0 hours (until the pickup) as ''", () => {
    expect(scparsSchema.parse({ ...wire, cp57: '2' }).cancellationCutoffHours).toBe(2);
    expect(scparsSchema.parse({ ...wire, cp57: '' }).cancellationCutoffHours).toBe(0);
    // More than four digits never cut off anything before the names either.
    expect(scparsSchema.parse({ ...wire, cp57: '12345' }).cancellationCutoffHours).toBe(0);
    expect(scparsSchema.encode({ ...guest, cancellationCutoffHours: 48 }).cp57).toBe('48');
    expect(scparsSchema.encode({ ...guest, cancellationCutoffHours: 0 }).cp57).toBe('');
    expect(scparsSchema.safeParse({ ...wire, cp57: '2h' }).success).toBe(false);
  });

  it("sends the reset and create-account pages as they are, '' for none", () => {
    const pages = { passwordResetUrl: 'https://taxi.example/reset', createAccountUrl: 'https://taxi.example/new' };
    expect(scparsSchema.encode({ ...guest, ...pages })).toMatchObject({
      cp56: pages.passwordResetUrl,
      cp61: pages.createAccountUrl,
    });
    expect(scparsSchema.parse({ ...wire, cp56: pages.passwordResetUrl, cp61: pages.createAccountUrl })).toMatchObject(
      pages,
    );
    expect(scparsSchema.safeParse({ ...wire, cp56: 'not a url' }).success).toBe(false);
  });

  it('takes no setting it does not know, and misses none', () => {
    expect(scparsSchema.safeParse({ ...wire, cp99: 'J' }).success).toBe(false);
    const { cp61: _left, ...short } = wire;
    expect(scparsSchema.safeParse(short).success).toBe(false);
    expect(() => scparsSchema.encode({ ...guest, extra: true } as TenantSettings)).toThrow();
  });
});
