import { describe, expect, it } from 'vitest';
import type { Driver } from '#common/contracts/desk-trips.ts';
import { draftOf, driverChanges, driverProblems, newDriverRequest } from './driver-form.ts';

const kees: Driver = {
  id: 7,
  name: 'Kees de Vries',
  phone: '06 12 34 56 78',
  usualVehicle: { id: 3, name: 'Toyota Prius', plate: 'XX-123-Y' },
  active: true,
};

describe('the driver form', () => {
  it('needs a name', () => {
    expect(driverProblems({ name: '  ', phone: '', usualVehicleId: '' })).toEqual([
      { field: 'name', key: 'deskDriverNameMissing' },
    ]);
  });

  it("holds the contract's limits: name 100, phone 40", () => {
    expect(driverProblems({ name: 'n'.repeat(101), phone: '6'.repeat(41), usualVehicleId: '' })).toEqual([
      { field: 'name', key: 'deskFieldError_tooLong' },
      { field: 'phone', key: 'deskFieldError_tooLong' },
    ]);
    expect(driverProblems({ name: 'n'.repeat(100), phone: '6'.repeat(40), usualVehicleId: '3' })).toEqual([]);
  });

  it('sends the texts trimmed and the usual vehicle as its id, or none', () => {
    expect(newDriverRequest({ name: ' Kees ', phone: ' 06 1 ', usualVehicleId: '' })).toEqual({
      name: 'Kees',
      phone: '06 1',
      usualVehicleId: null,
    });
    expect(newDriverRequest({ name: 'Kees', phone: '', usualVehicleId: '3' }).usualVehicleId).toBe(3);
  });

  it('sends only what changed', () => {
    expect(driverChanges(kees, draftOf(kees))).toEqual({});
    expect(driverChanges(kees, { ...draftOf(kees), usualVehicleId: '' })).toEqual({ usualVehicleId: null });
    expect(driverChanges(kees, { ...draftOf(kees), name: ' Kees ' })).toEqual({ name: 'Kees' });
  });
});
