import { describe, expect, it } from 'vitest';
import type { Driver } from '#common/contracts/desk-trips.ts';
import { draftOf, driverChanges, driverProblems, newDriverRequest } from './driver-form.ts';

const kees: Driver = {
  id: 7,
  name: 'Kees de Vries',
  phone: '06 12 34 56 78',
  email: '',
  usualVehicle: { id: 3, name: 'Toyota Prius', plate: 'XX-123-Y' },
  active: true,
};

describe('the driver form', () => {
  it('needs a name', () => {
    expect(driverProblems({ name: '  ', phone: '', email: '', usualVehicleId: '' })).toEqual([
      { field: 'name', key: 'deskDriverNameMissing' },
    ]);
  });

  it("holds the contract's limits: name 100, phone 40", () => {
    expect(driverProblems({ name: 'n'.repeat(101), phone: '6'.repeat(41), email: '', usualVehicleId: '' })).toEqual([
      { field: 'name', key: 'deskFieldError_tooLong' },
      { field: 'phone', key: 'deskFieldError_tooLong' },
    ]);
    expect(driverProblems({ name: 'n'.repeat(100), phone: '6'.repeat(40), email: '', usualVehicleId: '3' })).toEqual(
      [],
    );
  });

  it('sends the texts trimmed and the usual vehicle as its id, or none', () => {
    expect(
      newDriverRequest({ name: ' Kees ', phone: ' 06 1 ', email: ' kees@example.com ', usualVehicleId: '' }),
    ).toEqual({
      name: 'Kees',
      phone: '06 1',
      email: 'kees@example.com',
      usualVehicleId: null,
    });
    expect(newDriverRequest({ name: 'Kees', phone: '', email: '', usualVehicleId: '3' }).usualVehicleId).toBe(3);
  });

  it('sends only what changed', () => {
    expect(driverChanges(kees, draftOf(kees))).toEqual({});
    expect(driverChanges(kees, { ...draftOf(kees), usualVehicleId: '' })).toEqual({ usualVehicleId: null });
    expect(driverChanges(kees, { ...draftOf(kees), name: ' Kees ' })).toEqual({ name: 'Kees' });
    expect(driverChanges(kees, { ...draftOf(kees), email: 'kees@example.com' })).toEqual({ email: 'kees@example.com' });
  });

  it('takes no address, or a valid one', () => {
    const draft = { name: 'Kees', phone: '', usualVehicleId: '' };
    expect(driverProblems({ ...draft, email: 'kees@example.com' })).toEqual([]);
    expect(driverProblems({ ...draft, email: 'kees at home' })).toEqual([
      { field: 'email', key: 'deskDriverEmailInvalid' },
    ]);
  });
});
