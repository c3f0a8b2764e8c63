import { describe, expect, it } from 'vitest';
import { luggageAndRemarks, luggageOf } from './luggage.ts';

describe('the pieces of luggage of a trip', () => {
  it('reads the layout field as a number, typed or stored as text', () => {
    expect(luggageOf({ bagage: 3 })).toBe(3);
    expect(luggageOf({ bagage: '2' })).toBe(2);
    expect(luggageOf({ bagage: 0 })).toBe(0);
  });

  it('is null where the layout has no such field or the value is no count', () => {
    expect(luggageOf({})).toBeNull();
    expect(luggageOf({ bagage: '' })).toBeNull();
    expect(luggageOf({ bagage: 'veel' })).toBeNull();
    expect(luggageOf({ bagage: -1 })).toBeNull();
  });
});

describe('the luggage and remarks line', () => {
  const pieces = (count: number) => `${count} stuks bagage`;
  it('joins what there is, and is empty when there is nothing', () => {
    expect(luggageAndRemarks({ luggage: 2, extraInfo: 'Kinderzitje graag' }, pieces)).toBe(
      '2 stuks bagage · Kinderzitje graag',
    );
    expect(luggageAndRemarks({ luggage: 0, extraInfo: ' ' }, pieces)).toBe('');
    expect(luggageAndRemarks({ luggage: null, extraInfo: 'Bel bij aankomst' }, pieces)).toBe('Bel bij aankomst');
  });
});
