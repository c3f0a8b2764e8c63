import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import demo from '#config/tenants/demo.json' with { type: 'json' };
import { fieldErrorsOfIssues, inSection, sectionFieldErrors, setValueAt, valueAt } from './settings-check.ts';
import { tenantFileSchema } from './tenant-file.ts';

/** The demo tenant as the settings call gives it: every default filled in. */
const config = () => structuredClone(tenantFileSchema.parse(demo)) as unknown as Record<string, unknown>;

describe('fieldErrorsOfIssues', () => {
  const schema = z.strictObject({
    name: z.string().min(1).max(5),
    count: z.number().int().min(1).max(3),
    list: z.array(z.email()),
  });
  const errors = (value: unknown) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? {} : fieldErrorsOfIssues(parsed.error.issues, 'whole');
  };

  it('names each problem by its path, a text too short or long apart from a number too small or large', () => {
    expect(errors({ name: '', count: 0, list: ['a@example.nl', 'no'] })).toEqual({
      name: 'tooShort',
      count: 'tooSmall',
      'list.1': 'invalid',
    });
    expect(errors({ name: 'longer', count: 4, list: [] })).toEqual({ name: 'tooLong', count: 'tooLarge' });
  });

  it('names an unknown key by its own path, and a value that is no object by the whole', () => {
    expect(errors({ name: 'a', count: 1, list: [], extra: 1 })).toEqual({ extra: 'unknownField' });
    expect(errors('text')).toEqual({ whole: 'invalid' });
  });
});

describe('sectionFieldErrors', () => {
  it('finds nothing wrong with the configuration as it is', () => {
    const current = config();
    expect(sectionFieldErrors(current, 'company', { info: current.info as Record<string, unknown> })).toEqual({});
  });

  it("finds what the server would refuse in the section's value", () => {
    const current = config();
    const info = { ...(current.info as Record<string, unknown>), company: '', email: 'rijden@' };
    expect(sectionFieldErrors(current, 'company', { info })).toEqual({
      'info.company': 'tooShort',
      'info.email': 'invalid',
    });
    expect(sectionFieldErrors(current, 'hosts', { hostnames: [], origins: ['https://taxi.example/path'] })).toEqual({
      hostnames: 'tooSmall',
      'origins.0': 'invalid',
    });
  });

  it('finds a KvK number, VAT number or IBAN of the wrong shape among the legal details', () => {
    const current = config();
    const info = current.info as Record<string, unknown>;
    const legal = { name: 'Taxi B.V.', kvkNumber: '1234', vatNumber: 'NL12345678B01', iban: 'nl91 abna' };
    expect(sectionFieldErrors(current, 'company', { info: { ...info, legal } })).toEqual({
      'info.legal.kvkNumber': 'invalid',
      'info.legal.vatNumber': 'invalid',
      'info.legal.iban': 'invalid',
    });
    const empty = { name: '', kvkNumber: '', vatNumber: '', iban: '' };
    expect(sectionFieldErrors(current, 'company', { info: { ...info, legal: empty } })).toEqual({});
  });

  it("names only the section's own problems, and takes the masked key for none", () => {
    const current = config();
    (current.tariff as Record<string, unknown>).perKmCents = -1;
    current.payment = { provider: 'mollie', mollieApiKey: '••••1234', linkExpiryHours: 24 };
    expect(sectionFieldErrors(current, 'company', { info: current.info as Record<string, unknown> })).toEqual({});
    expect(
      sectionFieldErrors(current, 'payment', {
        payment: { provider: 'mollie', mollieApiKey: 'key', linkExpiryHours: 0 },
      }),
    ).toEqual({ 'payment.mollieApiKey': 'invalid', 'payment.linkExpiryHours': 'tooSmall' });
    expect(
      sectionFieldErrors(current, 'payment', {
        payment: { provider: 'mollie', mollieApiKey: null, linkExpiryHours: 24 },
      }),
    ).toEqual({});
  });

  it('puts a nested path of a section in, as the server does, and leaves the config given untouched', () => {
    const current = config();
    const before = JSON.stringify(current);
    expect(sectionFieldErrors(current, 'texts', { info: { infoHtml: { nl: 'x' } } })).toEqual({
      'info.infoHtml.en': 'invalid',
    });
    expect(JSON.stringify(current)).toBe(before);
  });
});

describe('paths', () => {
  it('reads and sets a value by its path, making the objects on the way', () => {
    const object: Record<string, unknown> = { a: { b: 1 } };
    setValueAt(object, ['a', 'c', 'd'], 2);
    expect(object).toEqual({ a: { b: 1, c: { d: 2 } } });
    expect(valueAt(object, ['a', 'c', 'd'])).toBe(2);
    expect(valueAt(object, ['x', 'y'])).toBeUndefined();
  });

  it("tells a section's own paths", () => {
    expect(inSection('texts', 'lang.nl.menu')).toBe(true);
    expect(inSection('texts', 'info.infoHtml.nl')).toBe(true);
    expect(inSection('texts', 'info.company')).toBe(false);
    expect(inSection('hosts', 'hostnamesX')).toBe(false);
  });
});
