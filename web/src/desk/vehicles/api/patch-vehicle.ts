import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleSchema, type UpdateVehicleRequest, type Vehicle } from '#common/contracts/desk-vehicles.ts';
import { deskPatch } from '../../shared/desk-api.ts';
import { vehiclesKey } from '../../shared/get-vehicles.ts';

/**
 * `PATCH /api/admin/vehicles/:id` (docs/reference/api.md#admin-vehicles): a vehicle's details, or off (and back on) the
 * list to pick from; the reply is the vehicle as it is now. Refusals throw a DeskError.
 */
export async function patchVehicle(id: number, change: UpdateVehicleRequest, signal?: AbortSignal): Promise<Vehicle> {
  return deskPatch(`/api/admin/vehicles/${id}`, change, vehicleSchema, signal);
}

export type VehicleChange = { vehicle: Vehicle; change: UpdateVehicleRequest };

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicle, change }: VehicleChange) => patchVehicle(vehicle.id, change),
    // Refused too: a vehicle another admin changed shows as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: vehiclesKey }),
  });
}
