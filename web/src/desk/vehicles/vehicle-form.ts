import {
  vehicleLimits,
  type CreateVehicleRequest,
  type UpdateVehicleRequest,
  type Vehicle,
} from '#common/contracts/desk-vehicles.ts';
import type { FieldProblem } from '../shared/desk-form.ts';

/** A vehicle's form as typed, for a new vehicle or a change (docs/reference/screens.md#desk-vehicles). */
export type VehicleDraft = { name: string; plate: string; seats: string; luggage: string; vehicleClass: string };
export type VehicleField = keyof VehicleDraft;

export const emptyVehicle: VehicleDraft = { name: '', plate: '', seats: '4', luggage: '2', vehicleClass: '' };

/** The form's fields in their order on the screen: the error summary lists them so. */
export const vehicleFields = [
  'name',
  'plate',
  'seats',
  'luggage',
  'vehicleClass',
] as const satisfies readonly VehicleField[];

/** The form filled in with a vehicle as it is now. */
export const draftOf = (vehicle: Vehicle): VehicleDraft => ({
  name: vehicle.name,
  plate: vehicle.plate,
  seats: String(vehicle.seats),
  luggage: String(vehicle.luggage),
  vehicleClass: vehicle.vehicleClass,
});

const count = (text: string): number | null => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : null);

/** What is wrong with the form before it is sent, field by field in the form's order (the limits of the contract). */
export function vehicleProblems(draft: VehicleDraft): FieldProblem<VehicleField>[] {
  const seats = count(draft.seats);
  const luggage = count(draft.luggage);
  const problems: Array<FieldProblem<VehicleField> | null> = [
    draft.name.trim() === ''
      ? { field: 'name', key: 'desk.vehicles.nameMissing' }
      : draft.name.trim().length > vehicleLimits.name
        ? { field: 'name', key: 'deskFieldError_tooLong' }
        : null,
    draft.plate.trim().length > vehicleLimits.plate ? { field: 'plate', key: 'deskFieldError_tooLong' } : null,
    seats === null || seats < 1 ? { field: 'seats', key: 'desk.vehicles.seatsInvalid' } : null,
    luggage === null ? { field: 'luggage', key: 'desk.vehicles.luggageInvalid' } : null,
  ];
  return problems.filter((problem): problem is FieldProblem<VehicleField> => problem !== null);
}

const request = (draft: VehicleDraft) => ({
  name: draft.name.trim(),
  plate: draft.plate.trim(),
  seats: Number(draft.seats.trim()),
  luggage: Number(draft.luggage.trim()),
  vehicleClass: draft.vehicleClass,
});

/** The request of `POST /api/admin/vehicles` for the form. */
export const newVehicleRequest = (draft: VehicleDraft): CreateVehicleRequest => request(draft);

/** The request of `PATCH /api/admin/vehicles/:id`: only the fields the form changed; empty when it changed none. */
export function vehicleChanges(vehicle: Vehicle, draft: VehicleDraft): UpdateVehicleRequest {
  const now = request(draft);
  return Object.fromEntries(
    vehicleFields.flatMap((field) =>
      now[field] === vehicle[field] || (field === 'plate' && now.plate.toUpperCase() === vehicle.plate)
        ? []
        : [[field, now[field]]],
    ),
  );
}
