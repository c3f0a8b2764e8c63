import { describe, expect, it } from 'vitest';
import { loginErrors } from '#common/contracts/account.ts';
import { manageErrors } from '#common/contracts/manage.ts';
import { tripStatuses } from '#common/contracts/trip-status.ts';
import en from './en.json';
import nl from './nl.json';

const catalogues: Record<string, Record<string, string>> = { nl, en };

/**
 * Keys the reference names (docs/reference/api.md#conventions, docs/reference/record-layout.md#messages) that later
 * screens will look up.
 */
const specKeys = [
  // §8 messages shown by key
  'noDatetime',
  'noFromAddress',
  'noToAddress',
  'pickDepartFromList',
  'pickDestinationFromList',
  'tripRequired',
  'userInfoRequired',
  'formIncomplete',
  'invalidEmail',
  'invalidPhone',
  'stored',
  'cleared',
  'pageInvalid',
  'errGeneratingPayment',
  'removeTripConfirm',
  // §8 404, payment return, §4 retry
  'pageNotAvailable',
  'paymentSuccess',
  'paymentFailed',
  'paymentFailedRetry',
  'clickToRetry',
  // §5 field messages and phone error codes
  'warnMaxval',
  'warnMinval',
  'warnInvalid',
  'warnToShort',
  'warnToLong',
  'INVALID_COUNTRY_CODE',
  'TOO_SHORT',
  'TOO_LONG',
  'NOT_A_NUMBER',
  // §3 trip UI
  'flightNumber',
  'flightOrigin',
  'flightArrival',
  'passengerCount',
  'bagage',
  'depDate',
  'depTime',
  'addressDeparture',
  'addressArrival',
  'tripPrice',
  'priceTotal',
  'ritNr',
  // §3 address categories
  'AZC',
  'BHF',
  'CA',
  'DB',
  'EK',
  'FON',
  'FSC',
  'GGZ',
  'HO',
  'NS',
  'LH',
  'RE',
  'ZH',
  // §2 menu and session
  'bookTrip',
  'cart',
  'person',
  'bookings',
  'privacyPolicy',
  'faq',
  'login',
  'logout',
  'loggedInAs',
];

describe('translation files', () => {
  it('have exactly the same keys in nl and en', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(nl).sort());
  });

  it.each(['nl', 'en'])('%s has every key of the spec, none empty', (lang) => {
    const catalogue = catalogues[lang] ?? {};
    for (const key of specKeys) expect(catalogue[key], key).toBeTruthy();
    for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe('');
  });

  it('uses the Dutch texts the spec quotes', () => {
    expect(nl).toMatchObject({
      pageNotAvailable: 'Pagina is niet beschikbaar',
      pageInvalid: 'Geldigheid pagina is vervallen',
      errGeneratingPayment: 'Uw verzoek kon niet worden verwerkt. Controleer uw gegevens in de winkelmand',
      removeTripConfirm: 'Weet u zeker dat u de rit wilt annuleren?',
      paymentFailedRetry: 'Betaling mislukt. Probeer opnieuw',
      paymentSuccess: 'Betaling geslaagd',
      paymentFailed: 'Betaling mislukt',
      warnMaxval: 'Groter dan maximum waarde',
      warnMinval: 'Minimum waarde niet behaald',
      warnInvalid: 'Invoer is niet geldig',
      warnToShort: 'Invoer is te kort',
      warnToLong: 'Invoer is te lang',
      invalidEmail: 'Nog geen geldig e-mailadres',
      INVALID_COUNTRY_CODE: 'Geen landcode',
      TOO_SHORT: 'Nummer is te kort',
      TOO_LONG: 'Nummer is te lang',
      NOT_A_NUMBER: 'Is geen telefoonnummer',
    });
    expect(en).toMatchObject({ paymentSuccess: 'Payment Accepted', paymentFailed: 'Payment failed' });
  });

  it.each(['nl', 'en'])('%s translates every key the account calls answer with', (lang) => {
    const catalogue = catalogues[lang] ?? {};
    for (const key of [...loginErrors, 'resetMailSent', 'passwordChanged', 'resetLinkInvalid'])
      expect(catalogue[key], key).toBeTruthy();
  });

  it.each(['nl', 'en'])('%s translates every key the manage calls answer with', (lang) => {
    const catalogue = catalogues[lang] ?? {};
    for (const key of manageErrors) expect(catalogue[key], key).toBeTruthy();
  });

  it.each(['nl', 'en'])('%s names every state of a booked trip', (lang) => {
    const catalogue = catalogues[lang] ?? {};
    for (const status of tripStatuses) expect(catalogue[`tripStatus_${status}`], status).toBeTruthy();
  });

  it.each(['nl', 'en'])('%s has no markup in its texts, which are shown as plain text', (lang) => {
    for (const [key, text] of Object.entries(catalogues[lang] ?? {})) expect(text, key).not.toMatch(/<\/?\w+>/);
  });

  it('keeps the same placeholders and markup in both languages', () => {
    const tokens = (text: string) => (text.match(/{{\w+}}|<\/?\w+>/g) ?? []).sort();
    for (const [key, text] of Object.entries(nl)) expect(tokens(catalogues.en?.[key] ?? ''), key).toEqual(tokens(text));
  });
});
