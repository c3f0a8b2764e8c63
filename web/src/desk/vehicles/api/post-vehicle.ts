import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleSchema, type CreateVehicleRequest, type Vehicle } from '#common/contracts/desk-vehicles.ts';
import { deskPost } from '../../shared/desk-api.ts';
import { vehiclesKey } from '../../shared/get-vehicles.ts';

/**
 * `POST /api/admin/vehicles` (docs/reference/api.md#admin-vehicles): a new vehicle of the tenant, admins only. Refusals
 * (`invalidFields`, `forbidden`, …) throw a DeskError.
 */
export async function postVehicle(request: CreateVehicleRequest, signal?: AbortSignal): Promise<Vehicle> {
  return deskPost('/api/admin/vehicles', request, vehicleSchema, signal);
}

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateVehicleRequest) => postVehicle(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesKey }),
  });
}
