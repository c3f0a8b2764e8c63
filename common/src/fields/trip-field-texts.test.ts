import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '#common/fields/field-definition.ts';
import { tripFieldTexts } from './trip-field-texts.ts';

const definition = (field: string, type: FieldDefinition['type'], options: FieldDefinition['options']) =>
  ({ field, type, options }) as FieldDefinition;
const definitions = [
  definition('passengerCount', 'number', []),
  definition('autotype', 'select', [
    { id: 'sedan', text: 'Sedan' },
    { id: 'estate', text: 'Stationwagen' },
  ]),
];
const english: Record<string, string> = { 'opt-autotype-estate': 'Estate car' };

describe('the trip layout in words', () => {
  const texts = tripFieldTexts(definitions, (key) => english[key] ?? null);

  it('words a vehicle class as the customer form offers it, translated where the operator did', () => {
    expect(texts.vehicleClass('estate')).toBe('Estate car');
    expect(texts.vehicleClass('sedan')).toBe('Sedan');
    expect(texts.vehicleClassField('sedan')).toBe('autotype');
  });

  it('leaves a value that is no option of a choice as it is', () => {
    expect(texts.vehicleClass('minibus')).toBe('minibus');
    expect(texts.vehicleClassField('minibus')).toBeNull();
    expect(texts.field('passengerCount', '3')).toBe('3');
    expect(texts.field('autotype', 'estate')).toBe('Estate car');
  });
});
