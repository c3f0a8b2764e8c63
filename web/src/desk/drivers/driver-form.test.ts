import { describe, expect, it } from 'vitest';
import { draftOf, driverChanges, driverProblems, emptyDriver, newDriverRequest } from './driver-form.ts';

const kees = {
  id: 7,
  name: 'Kees de Vries',
  phone: '0611111111',
  vehicle: 'Toyota Prius',
  plate: 'XX-123-Y',
  active: true,
};

describe("a driver's form", () => {
  it('asks for the name, and only the name', () => {
    expect(driverProblems(emptyDriver)).toEqual([{ field: 'name', key: 'deskDriverNameMissing' }]);
    expect(driverProblems({ ...emptyDriver, name: '   ' })).toEqual([{ field: 'name', key: 'deskDriverNameMissing' }]);
    expect(driverProblems({ ...emptyDriver, name: 'Kees' })).toEqual([]);
  });

  it("holds the contract's limits: name 100, phone 40, vehicle 100, plate 20", () => {
    const long = { name: 'n'.repeat(101), phone: '6'.repeat(41), vehicle: 'v'.repeat(101), plate: 'p'.repeat(21) };
    expect(driverProblems(long).map((problem) => [problem.field, problem.key])).toEqual([
      ['name', 'deskFieldError_tooLong'],
      ['phone', 'deskFieldError_tooLong'],
      ['vehicle', 'deskFieldError_tooLong'],
      ['plate', 'deskFieldError_tooLong'],
    ]);
    expect(driverProblems({ name: 'n'.repeat(100), phone: '6'.repeat(40), vehicle: '', plate: ' p ' })).toEqual([]);
  });

  it('sends a new driver trimmed', () => {
    expect(newDriverRequest({ name: ' Kees ', phone: ' 06 1 ', vehicle: '', plate: ' xx-1 ' })).toEqual({
      name: 'Kees',
      phone: '06 1',
      vehicle: '',
      plate: 'xx-1',
    });
  });

  it('sends only what changed, and nothing when nothing did', () => {
    expect(driverChanges(kees, draftOf(kees))).toEqual({});
    expect(driverChanges(kees, { ...draftOf(kees), vehicle: ' Skoda Superb ' })).toEqual({ vehicle: 'Skoda Superb' });
    expect(driverChanges(kees, { ...draftOf(kees), phone: '', name: 'Kees de Vries ' })).toEqual({ phone: '' });
  });
});
