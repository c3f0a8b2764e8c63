import { describe, expect, it } from 'vitest';
import { layoutEntrySchema } from './layout.ts';
import { loginRespQuerySchema } from './login-resp.ts';

describe('layoutEntrySchema', () => {
  it('fills the optional parts of a layout entry with their defaults', () => {
    const entry = layoutEntrySchema.parse({
      id: 1,
      fieldname: 'custname',
      type: 'A',
      veldnaam: 'Naam',
      veldnaamENG: 'Name',
    });
    expect(entry).toMatchObject({ verplicht: 'N', vv19: 'N', tabel: [], minlen: 0, lengte: 0 });
  });

  it('refuses an unknown type code', () => {
    expect(
      layoutEntrySchema.safeParse({ id: 1, fieldname: 'x', type: 'Q', veldnaam: 'x', veldnaamENG: 'x' }).success,
    ).toBe(false);
  });
});

describe('loginRespQuerySchema', () => {
  it('defaults to Dutch and accepts English', () => {
    expect(loginRespQuerySchema.parse({}).lang).toBe('nl');
    expect(loginRespQuerySchema.parse({ lang: 'en' }).lang).toBe('en');
  });

  it('refuses another language', () => {
    expect(loginRespQuerySchema.safeParse({ lang: 'de' }).success).toBe(false);
  });
});
