import { describe, expect, it } from 'vitest';
import { cancelTripRequestSchema, loginRequestSchema } from './account.ts';
import { cartTransactionRequestSchema } from './cart-transaction.ts';
import { loginRespQuerySchema } from './login-resp.ts';
import { tripSchema } from './trip.ts';
import { wireFlagSchema } from './wire-flag.ts';

describe('wireFlagSchema', () => {
  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
  ])('reads %j as %s', (sent, meant) => {
    expect(wireFlagSchema.parse(sent)).toBe(meant);
  });

  it.each([2, -1, 0.5, 'yes', 'TRUE', '', ' 1', null, [], {}])('refuses %j', (sent) => {
    expect(wireFlagSchema.safeParse(sent).success).toBe(false);
  });
});

describe('every flag of a request contract', () => {
  it.each([1, '1', true, 'true'])('takes skipconfig %j as set', (skipconfig) => {
    expect(loginRespQuerySchema.parse({ skipconfig }).skipconfig).toBe(true);
    expect(cancelTripRequestSchema.parse({ lang: 'nl', ritId: '7', skipconfig }).skipconfig).toBe(true);
    expect(loginRequestSchema.parse({ lang: 'nl', username: 'demo', skipconfig }).skipconfig).toBe(true);
  });

  it.each([0, '0', false, 'false'])('takes reset_password, reverse and agreeTerms %j as not set', (flag) => {
    expect(loginRequestSchema.parse({ lang: 'nl', username: 'demo', reset_password: flag }).reset_password).toBe(false);
    expect(
      tripSchema.parse({
        datetime: '',
        reverse: flag,
        tour: [{ atype: -1, nr: '', address: null, flightNumber: '', flightOrigin: '', flightArrival: '' }],
      }).reverse,
    ).toBe(false);
    expect(
      cartTransactionRequestSchema.parse({ lang: 'nl', person: {}, trips: [], returnPath: '', agreeTerms: flag })
        .agreeTerms,
    ).toBe(false);
  });
});
