// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginResp } from '#common/contracts/login-resp.ts';
import { readStored, setStorageClient, writeStored } from '../../ui/storage.ts';
import { changeLanguage, currentLanguage, translate } from '../../ui/i18n/i18n.ts';
import '../../ui/i18n/test-texts.ts';
import {
  chooseLanguage,
  clientLanguage,
  pickedLanguage,
  startLanguage,
  type Language,
} from '../../ui/i18n/language.ts';
import { adoptTenant } from './tenant.ts';

function reply(client: string, clientLanguage: Language | null, tripIntro = ''): LoginResp {
  const texts: Record<string, string> = tripIntro ? { tripIntro } : {};
  return {
    error: '',
    message: '',
    require_login: false,
    username: '',
    client,
    klantUrl: '',
    loginResp: {
      username: '',
      klantNr: null,
      orderId: null,
      orderHash: '',
      ritten: [],
      tours: [],
      scpars: {
        requiresLogin: false,
        hideDestination: false,
        hideTime: false,
        showDirection: false,
        clientLanguage,
        cancellationCutoffHours: 0,
        passwordResetUrl: '',
        showCreateAccountLink: false,
        createAccountUrl: '',
      },
      telefoonnummer: '',
      error: '',
      xmlerrors: [],
    },
    config: {
      lang: { nl: texts, en: texts },
      info: {
        address: '',
        company: 'Taxi',
        telText: '',
        telUrl: '',
        email: '',
        websiteText: '',
        websiteUrl: '',
        klantUrl: '',
        lat: 0,
        lng: 0,
        htmltext: { nl: '', en: '' },
        hmlfaq: { nl: '', en: '' },
        dateOffset: 0,
        airportWaitingMinutes: 0,
        fixedDepartures: [],
        fixedDestination: null,
      },
      layouts: { trip: [], userinfo: [] },
      documents: { terms: { nl: '', en: '' }, privacy: { nl: '', en: '' } },
      logo: '/api/tenant/logo.svg',
    },
  };
}

describe('language of the app', () => {
  beforeEach(async () => {
    localStorage.clear();
    setStorageClient('');
    await changeLanguage('nl');
  });

  it('starts in Dutch on a first visit', () => {
    expect(startLanguage()).toBe('nl');
  });

  it('starts in the stored pick, or the operator language, of the tenant of the previous visit', () => {
    setStorageClient('demo');
    writeStored(pickedLanguage, 'en');
    expect(startLanguage()).toBe('en');

    writeStored(clientLanguage, 'nl');
    expect(startLanguage()).toBe('nl');
  });

  it('reads a stored language it does not speak as none', () => {
    setStorageClient('demo');
    localStorage.setItem('demo_lang', '"de"');
    localStorage.setItem('demo_client_lang', '"fr"');

    expect(readStored(pickedLanguage)).toBeNull();
    expect(startLanguage()).toBe('nl');
  });

  it('switches to the operator language when the config sets one, over the stored pick', () => {
    setStorageClient('t1');
    writeStored(pickedLanguage, 'nl');

    adoptTenant(reply('t1', 'en'));

    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(readStored(clientLanguage)).toBe('en');
  });

  it('uses the stored pick when the operator sets no language, and forgets an old operator language', () => {
    setStorageClient('t2');
    writeStored(pickedLanguage, 'en');
    writeStored(clientLanguage, 'nl');

    adoptTenant(reply('t2', null));

    expect(currentLanguage()).toBe('en');
    expect(readStored(clientLanguage)).toBeNull();
  });

  it('lets a pick made after the config stand when the config is fetched again', () => {
    adoptTenant(reply('t3', 'en'));
    chooseLanguage('nl');
    adoptTenant(reply('t3', 'en'));

    expect(currentLanguage()).toBe('nl');
    expect(readStored(pickedLanguage)).toBe('nl');
  });

  it('merges the operator text overrides into both languages and keeps the storage prefix', () => {
    adoptTenant(reply('t4', null, 'Welkom'));

    expect(translate('tripIntro')).toBe('Welkom');
    expect(translate('bookTrip')).toBe('Rit boeken');
    writeStored(pickedLanguage, 'en');
    expect(localStorage.getItem('t4_lang')).toBe('"en"');
  });

  it("merges the record layouts' labels, which the operator's own texts may override", async () => {
    const resp = reply('t5', null);
    const entry = {
      id: 1,
      fieldname: 'passengerCount',
      view: 'trip',
      type: 'N' as const,
      veldnaam: 'Aantal personen',
      veldnaamENG: 'Passengers',
      lbl1: 'Inclusief kinderen',
      lbl1ENG: 'Including children',
      tabel: [],
      verplicht: 'J' as const,
      default: '1',
      minval: 1,
      maxval: 8,
      minlen: 0,
      lengte: 0,
      vv19: 'N' as const,
    };
    if (!resp.config) throw new Error('no config');
    resp.config.layouts.trip = [entry];
    resp.config.layouts.userinfo = [
      { ...entry, id: 2, fieldname: 'custname', type: 'A', veldnaam: 'Naam', veldnaamENG: 'Name' },
    ];
    resp.config.lang.en = { 'i-passengerCount': 'Children count too' };
    adoptTenant(resp);

    await changeLanguage('nl');
    expect(translate('lbl-passengerCount')).toBe('Aantal personen');
    expect(translate('i-passengerCount')).toBe('Inclusief kinderen');
    await changeLanguage('en');
    expect(translate('lbl-passengerCount')).toBe('Passengers');
    expect(translate('i-passengerCount')).toBe('Children count too');
    expect(translate('lbl-custname')).toBe('Name');
  });
});
