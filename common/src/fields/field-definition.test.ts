import { describe, expect, it } from 'vitest';
import { layoutEntrySchema, type LayoutEntry } from '../contracts/layout.ts';
import { fieldDefinitions, fieldNames } from './field-definition.ts';
import { fieldTranslations } from './field-translations.ts';

const entry = (fields: Partial<LayoutEntry> & Pick<LayoutEntry, 'id' | 'fieldname' | 'type'>): LayoutEntry =>
  layoutEntrySchema.parse({ veldnaam: `Veld ${fields.id}`, veldnaamENG: `Field ${fields.id}`, ...fields });

describe('fieldDefinitions', () => {
  it('maps a layout entry to a field definition', () => {
    const vehicles = [
      ['sedan', 'Sedan'],
      ['van', 'Busje'],
    ] as const;
    const [definition] = fieldDefinitions([
      entry({
        id: 103,
        fieldname: 'vehicleClass',
        type: 'T',
        verplicht: 'J',
        default: 'sedan',
        tabel: vehicles.map(([id, omschrijving]) => ({ id, omschrijving })),
      }),
    ]);
    expect(definition).toEqual({
      id: 103,
      field: 'vehicleClass',
      type: 'select',
      labelKey: 'lbl-vehicleClass',
      infoKey: 'i-vehicleClass',
      options: vehicles.map(([id, text]) => ({ id, text })),
      required: true,
      default: 'sedan',
      min: 0,
      max: 0,
      minlen: 0,
      maxlen: 0,
      hidden: false,
    });
  });

  it.each([
    ['A', 'text', false],
    ['T', 'select', false],
    ['N', 'number', false],
    ['P', 'phone', false],
    ['E', 'email', false],
    ['X', 'textarea', false],
    ['R', 'hidden', true],
  ] as const)('maps the type code %s to the input type %s (hidden: %s)', (code, type, hidden) => {
    const [definition] = fieldDefinitions([entry({ id: 1, fieldname: `f${code}`, type: code })]);
    expect(definition).toMatchObject({ type, hidden });
  });

  it('hides a field flagged vv19 = J whatever its type', () => {
    const [definition] = fieldDefinitions([
      entry({ id: 104, fieldname: 'costCentre', type: 'A', verplicht: 'J', vv19: 'J' }),
    ]);
    expect(definition).toMatchObject({ type: 'text', hidden: true, required: true });
  });

  it('carries the bounds: minval, maxval, minlen and lengte', () => {
    const [definition] = fieldDefinitions([
      entry({ id: 1, fieldname: 'n', type: 'N', minval: 1, maxval: 8, minlen: 2, lengte: 60 }),
    ]);
    expect(definition).toMatchObject({ min: 1, max: 8, minlen: 2, maxlen: 60 });
  });

  it('names every entry with a duplicated fieldname after its id, and keeps unique names', () => {
    const layout = [
      entry({ id: 1, fieldname: 'remarks', type: 'X' }),
      entry({ id: 2, fieldname: 'flight', type: 'A' }),
      entry({ id: 3, fieldname: 'remarks', type: 'A' }),
    ];
    expect(fieldNames(layout)).toEqual(['field1', 'flight', 'field3']);
    expect(fieldDefinitions(layout).map((definition) => [definition.field, definition.labelKey])).toEqual([
      ['field1', 'lbl-field1'],
      ['flight', 'lbl-flight'],
      ['field3', 'lbl-field3'],
    ]);
  });
});

describe('fieldTranslations', () => {
  it('gives labels, help texts and option texts per language', () => {
    const bundles = fieldTranslations([
      entry({
        id: 101,
        fieldname: 'passengerCount',
        type: 'N',
        veldnaam: 'Aantal personen',
        veldnaamENG: 'Passengers',
        lbl1: 'Inclusief kinderen',
        lbl1ENG: 'Including children',
      }),
      entry({
        id: 103,
        fieldname: 'vehicleClass',
        type: 'T',
        veldnaam: 'Type auto',
        veldnaamENG: 'Vehicle',
        tabel: [{ id: 'van', omschrijving: 'Busje' }],
      }),
    ]);
    expect(bundles.nl).toEqual({
      'lbl-passengerCount': 'Aantal personen',
      'i-passengerCount': 'Inclusief kinderen',
      'lbl-vehicleClass': 'Type auto',
      'i-vehicleClass': '',
      'opt-vehicleClass-van': 'Busje',
    });
    expect(bundles.en).toEqual({
      'lbl-passengerCount': 'Passengers',
      'i-passengerCount': 'Including children',
      'lbl-vehicleClass': 'Vehicle',
      'i-vehicleClass': '',
      'opt-vehicleClass-van': 'Busje',
    });
  });

  it('falls back to the Dutch text where the English one is empty', () => {
    const bundles = fieldTranslations([
      entry({
        id: 1,
        fieldname: 'ref',
        type: 'A',
        veldnaam: 'Referentie',
        veldnaamENG: '',
        lbl1: 'Uw kenmerk',
        lbl1ENG: '',
      }),
    ]);
    expect(bundles.en).toEqual({ 'lbl-ref': 'Referentie', 'i-ref': 'Uw kenmerk' });
  });

  it('uses the generated name for duplicated fieldnames, like the definitions', () => {
    const bundles = fieldTranslations([
      entry({ id: 7, fieldname: 'x', type: 'A' }),
      entry({ id: 8, fieldname: 'x', type: 'A' }),
    ]);
    expect(Object.keys(bundles.nl)).toEqual(['lbl-field7', 'i-field7', 'lbl-field8', 'i-field8']);
  });
});
