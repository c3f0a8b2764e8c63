import type { z } from 'zod';
import { deskIdParamsSchema } from '#common/contracts/desk-trips.ts';
import { adminRefusals } from './admin-replies.ts';

/**
 * What a call that changes one driver or vehicle of the tenant's lists by its path id declares
 * (docs/reference/api.md#admin-drivers, #admin-vehicles): the `drivers` ability (admins), the id, the change's contract,
 * and the row as it is now as the reply.
 */
export function fleetPatchOptions<Change extends z.ZodType, Row extends z.ZodType>(change: Change, row: Row) {
  return {
    config: { deskAbility: 'drivers' as const },
    schema: { params: deskIdParamsSchema, body: change, response: { 200: row, ...adminRefusals } },
  };
}
