import { describe, expect, it } from 'vitest';
import type { AssignmentOptionsReply } from '#common/contracts/desk-vehicles.ts';
import { pairFindings, usualVehicleOf } from './assignment.ts';

const vehicle = (id: number, seats: number) => ({
  id,
  name: `Auto ${id}`,
  plate: '',
  seats,
  luggage: 2,
  vehicleClass: 'sedan',
  active: true,
});
const options: AssignmentOptionsReply = {
  tripId: 1,
  passengers: 5,
  luggage: 0,
  vehicleClass: 'van',
  drivers: [
    {
      id: 1,
      name: 'Henk',
      usualVehicleId: 10,
      refusals: [],
      warnings: [{ kind: 'driverOverlap', message: 'Henk rijdt dan al', tripId: 4 }],
    },
    { id: 2, name: 'Fenna', usualVehicleId: 99, refusals: [], warnings: [] },
  ],
  vehicles: [
    {
      vehicle: vehicle(10, 4),
      refusals: [{ kind: 'vehicleTooSmall', message: 'te klein' }],
      warnings: [{ kind: 'lowerClass', message: 'lager' }],
    },
    { vehicle: vehicle(11, 8), refusals: [], warnings: [] },
  ],
};

describe('the assign dialog', () => {
  it('meets the driver’s findings and the vehicle’s together', () => {
    expect(pairFindings(options, 1, 10)).toEqual({
      refusals: [{ kind: 'vehicleTooSmall', message: 'te klein' }],
      warnings: [
        { kind: 'driverOverlap', message: 'Henk rijdt dan al', tripId: 4 },
        { kind: 'lowerClass', message: 'lager' },
      ],
    });
    expect(pairFindings(options, 2, 11)).toEqual({ refusals: [], warnings: [] });
  });

  it('starts from the driver’s usual vehicle while it is offered', () => {
    expect(usualVehicleOf(options, 1)).toBe(10);
    expect(usualVehicleOf(options, 2)).toBeNull();
    expect(usualVehicleOf(options, null)).toBeNull();
  });
});
