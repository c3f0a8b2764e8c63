import { describe, expect, it } from 'vitest';
import { tripStateKey } from './trip-state.ts';
import en from '../../ui/i18n/en.json';
import nl from '../../ui/i18n/nl.json';
import { driverSteps } from '#common/contracts/driver.ts';

describe('tripStateKey', () => {
  it('says the driver’s step while the trip is assigned, else its status', () => {
    expect(tripStateKey({ status: 'assigned', driverStep: '' })).toBe('tripStatus_assigned');
    expect(tripStateKey({ status: 'assigned', driverStep: 'on_the_way' })).toBe('driverStep_on_the_way');
    expect(tripStateKey({ status: 'done', driverStep: 'on_board' })).toBe('tripStatus_done');
  });

  it('has words for every step in both languages', () => {
    for (const step of driverSteps.filter((each) => each !== '')) {
      const key = tripStateKey({ status: 'assigned', driverStep: step });
      expect((nl as Record<string, string>)[key], key).toBeTruthy();
      expect((en as Record<string, string>)[key], key).toBeTruthy();
    }
  });
});
