import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverSchema, type Driver, type UpdateDriverRequest } from '#common/contracts/desk-trips.ts';
import { deskPatch } from '../../shared/desk-api.ts';
import { driversKey } from '../../shared/get-driver-list.ts';

/**
 * `PATCH /api/admin/drivers/:id` (docs/reference/api.md#admin-drivers): a driver's details, or off (and back on) the
 * list to pick from; the reply is the driver as they are now. Refusals (`driverNotFound`, `invalidFields`, …) throw a
 * DeskError.
 */
export async function patchDriver(id: number, change: UpdateDriverRequest, signal?: AbortSignal): Promise<Driver> {
  return deskPatch(`/api/admin/drivers/${id}`, change, driverSchema, signal);
}

export type DriverChange = { driver: Driver; change: UpdateDriverRequest };

export function useUpdateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ driver, change }: DriverChange) => patchDriver(driver.id, change),
    // Refused too: a driver another admin changed shows as they are now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: driversKey }),
  });
}
