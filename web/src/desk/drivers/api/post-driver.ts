import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverSchema, type CreateDriverRequest, type Driver } from '#common/contracts/desk-trips.ts';
import { deskPost } from '../../shared/desk-api.ts';
import { driversKey } from '../../shared/get-driver-list.ts';

/**
 * `POST /api/admin/drivers` (docs/reference/api.md#admin-drivers): a new driver of the tenant, admins only. Refusals
 * (`invalidFields`, `forbidden`, …) throw a DeskError.
 */
export async function postDriver(request: CreateDriverRequest, signal?: AbortSignal): Promise<Driver> {
  return deskPost('/api/admin/drivers', request, driverSchema, signal);
}

export function useCreateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateDriverRequest) => postDriver(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversKey }),
  });
}
