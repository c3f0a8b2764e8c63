import { describe, expect, it } from 'vitest';
import type { Vehicle } from '#common/contracts/desk-vehicles.ts';
import { draftOf, emptyVehicle, newVehicleRequest, vehicleChanges, vehicleProblems } from './vehicle-form.ts';

const busje: Vehicle = {
  id: 4,
  name: 'Mercedes-Benz V-Klasse',
  plate: 'V-123-XX',
  seats: 8,
  luggage: 8,
  vehicleClass: 'van',
  active: true,
};

describe('the vehicle form', () => {
  it('needs a name, seats from 1 and luggage places as whole numbers', () => {
    expect(vehicleProblems({ ...emptyVehicle, seats: '0', luggage: 'veel' })).toEqual([
      { field: 'name', key: 'desk.vehicles.nameMissing' },
      { field: 'seats', key: 'desk.vehicles.seatsInvalid' },
      { field: 'luggage', key: 'desk.vehicles.luggageInvalid' },
    ]);
    expect(vehicleProblems({ ...emptyVehicle, name: 'Prius', plate: 'p'.repeat(21) })).toEqual([
      { field: 'plate', key: 'deskFieldError_tooLong' },
    ]);
    expect(vehicleProblems(draftOf(busje))).toEqual([]);
  });

  it('sends numbers as numbers and the texts trimmed', () => {
    expect(
      newVehicleRequest({ name: ' Prius ', plate: ' k-1 ', seats: ' 4', luggage: '3 ', vehicleClass: '' }),
    ).toEqual({
      name: 'Prius',
      plate: 'k-1',
      seats: 4,
      luggage: 3,
      vehicleClass: '',
    });
  });

  it('sends only what changed; a plate typed in small letters is the same plate', () => {
    expect(vehicleChanges(busje, draftOf(busje))).toEqual({});
    expect(vehicleChanges(busje, { ...draftOf(busje), plate: 'v-123-xx' })).toEqual({});
    expect(vehicleChanges(busje, { ...draftOf(busje), seats: '7', vehicleClass: 'estate' })).toEqual({
      seats: 7,
      vehicleClass: 'estate',
    });
  });
});
