// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import type { SettingsVersion } from '#common/contracts/admin-settings.ts';
import { changeLanguage, translate as t } from '../../ui/i18n/i18n.ts';
import '../../ui/i18n/test-texts.ts';
import { addDeskTexts } from '../../ui/i18n/desk-texts.ts';
import { coordinateOf } from './coordinates.ts';
import { labelledPathOf, problemsOfFields, settingsFieldId } from './hooks/use-settings-form.ts';
import { documentName, extensionOf, logoName } from './sections/documents/document-files.ts';
import { placeOf } from './sections/places/places-settings.tsx';
import { overridesOf } from './sections/texts/texts-settings.tsx';
import { changedNames, changeRow, versionWho } from './sections/versions/version-view.ts';
import { settingName } from './setting-names.ts';

beforeAll(async () => {
  addDeskTexts();
  await changeLanguage('en');
});

const version = (fields: Partial<SettingsVersion>): SettingsVersion => ({
  version: 2,
  at: '2026-11-24T09:05:07.000Z',
  staff: null,
  via: 'desk',
  summary: 'info.telText',
  current: true,
  ...fields,
});

describe("a setting's name", () => {
  it('is the label of its path, else of the nearest path above it with the rest, a list place counted from 1', () => {
    expect(settingName(t, 'info.telText')).toBe('Phone number as shown');
    expect(settingName(t, 'hostnames.1')).toBe('Host names › 2');
    expect(settingName(t, 'places.0.name')).toBe('Own places › 1 › name');
    expect(settingName(t, 'somethingNew.x')).toBe('somethingNew.x');
  });

  it('of the legal details on receipts and invoices is their label (docs/decisions/051-receipts.md)', () => {
    expect(settingName(t, 'info.legal')).toBe('Details for receipts and invoices');
    expect(settingName(t, 'info.legal.name')).toBe('Registered name');
    expect(settingName(t, 'info.legal.kvkNumber')).toBe('Chamber of Commerce (KvK) number');
    expect(settingName(t, 'info.legal.vatNumber')).toBe('VAT number');
    expect(settingName(t, 'info.legal.iban')).toBe('IBAN');
  });

  it('of the tariff, the service rules, the vehicle types and the layouts is the label their own screen gives it', () => {
    expect(settingName(t, 'tariff.perKmCents')).toBe('Price per km');
    expect(settingName(t, 'tariff.holidays.3')).toBe(`${t('desk.settings.tariff.holidays')} › 4`);
    expect(settingName(t, 'serviceRules.closedDates.0')).toBe(`${t('desk.settings.rules.closedDates')} › 1`);
    expect(settingName(t, 'vehicleClasses')).toBe(t('desk.settings.section.classes'));
    expect(settingName(t, 'layouts.trip.2.fieldname')).toBe(`${t('desk.settings.layouts.trip')} › 3 › fieldname`);
  });
});

describe('the versions', () => {
  it('say who made a version, or how it came', () => {
    expect(versionWho(t, version({ staff: { id: 3, name: 'Iris de Vries' } }))).toBe('Iris de Vries');
    expect(versionWho(t, version({ via: 'seed' }))).toBe('The installation');
    expect(versionWho(t, version({ via: 'cli' }))).toBe('By command line');
  });

  it("name what a version changed in the settings' words, files once, and how many more", () => {
    const names = (summary: string) => changedNames(t, { via: 'desk', summary });
    expect(names('info.telText, hostnames.0')).toBe('Phone number as shown, Host names › 1');
    expect(names('files.logo, files.terms-nl, logo')).toBe('Files, Logo');
    expect(names('info.company, info.email and 3 more')).toBe('Company name, Email address and 3 more');
    expect(names('no change')).toBe('Nothing changed');
    expect(changedNames(t, { via: 'seed', summary: 'seeded from the tenant files' })).toBe(
      'All settings, from the tenant files',
    );
    expect(changedNames(t, { via: 'cli', summary: 'imported' })).toBe('All settings, imported on the command line');
  });

  it("show a change's values in words where they are simple", () => {
    expect(changeRow(t, { path: 'info.telText', before: '050 1', after: '050 2' })).toEqual({
      path: 'info.telText',
      name: 'Phone number as shown',
      before: '050 1',
      after: '050 2',
    });
    expect(changeRow(t, { path: 'settings.requiresLogin', before: false, after: true })).toMatchObject({
      before: 'no',
      after: 'yes',
    });
    expect(changeRow(t, { path: 'tariff.perKmCents', before: 285, after: 245 })).toMatchObject({
      before: '€ 2,85',
      after: '€ 2,45',
    });
    expect(changeRow(t, { path: 'tariff.roadFactor', before: 1.3, after: 1.35 })).toMatchObject({ after: '1.35' });
    expect(changeRow(t, { path: 'origins.0', after: 'https://taxi.example' })).toMatchObject({
      name: 'Addresses for links › 1',
      before: '(none)',
    });
    expect(changeRow(t, { path: 'files.logo.svg', before: 'ab12', after: 'cd34' })).toEqual({
      path: 'files.logo.svg',
      name: 'File logo.svg',
      before: 'uploaded file',
      after: 'uploaded file',
    });
    expect(changeRow(t, { path: 'settings.passwordResetUrl', before: '', after: null })).toMatchObject({
      before: '(empty)',
      after: '(none)',
    });
  });
});

describe('a settings form', () => {
  const labels = { 'info.company': 'Company name', 'lang.nl': 'Own wording', hostnames: 'Host names' };

  it('shows a problem at its own field, else at the nearest labelled path above it, else at the first', () => {
    expect(labelledPathOf(labels, 'info.company')).toBe('info.company');
    expect(labelledPathOf(labels, 'lang.nl.menu')).toBe('lang.nl');
    expect(labelledPathOf(labels, 'hostnames.2')).toBe('hostnames');
    expect(labelledPathOf(labels, 'tariff.perKmCents')).toBe('info.company');
    expect(settingsFieldId('info.location.lat')).toBe('settings-info-location-lat');
  });

  it("words a refusal's fields with the desk's field errors", () => {
    expect(problemsOfFields({ 'info.email': 'invalid', 'info.company': 'tooShort' })).toEqual([
      { field: 'info.email', key: 'deskFieldError_invalid' },
      { field: 'info.company', key: 'deskFieldError_tooShort' },
    ]);
  });

  it('takes a coordinate with a comma or a point, and keeps what is no number as typed', () => {
    expect(coordinateOf('53,2112')).toBe(53.2112);
    expect(coordinateOf(' 6.5681 ')).toBe(6.5681);
    expect(coordinateOf('')).toBe('');
    expect(coordinateOf('north')).toBe('north');
  });
});

describe("the sections' own shapes", () => {
  it('make the text overrides per language, a row without a key left out and a later row winning', () => {
    expect(
      overridesOf([
        { language: 'nl', key: 'menu', text: 'Keuzes' },
        { language: 'en', key: ' menu ', text: 'Choices' },
        { language: 'nl', key: '', text: 'lost' },
        { language: 'nl', key: 'menu', text: 'Opties' },
      ]),
    ).toEqual({ nl: { menu: 'Opties' }, en: { menu: 'Choices' } });
  });

  it('make a place with numbers for its coordinates and without its empty optional fields', () => {
    expect(
      placeOf({
        name: 'UMCG',
        category: 'zh',
        lat: '53,22',
        lng: '6.57',
        street: ' Hanzeplein ',
        nr: '1',
        postcode: '',
        city: '',
      }),
    ).toEqual({ name: 'UMCG', category: 'ZH', lat: 53.22, lng: 6.57, street: 'Hanzeplein', nr: '1' });
  });

  it('name the files of the documents section as the server stores them', () => {
    expect(extensionOf('Voorwaarden 2026.PDF', ['pdf', 'html'])).toBe('pdf');
    expect(extensionOf('logo.gif', ['svg', 'png'])).toBeNull();
    expect(logoName('logo-martini.svg', 'svg')).toBe('logo-martini.svg');
    expect(logoName('logo-martini.svg', 'png')).toBe('logo.png');
    expect(documentName('privacy', 'en', 'html')).toBe('privacy-en.html');
  });
});
