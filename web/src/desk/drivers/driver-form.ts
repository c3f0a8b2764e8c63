import type { CreateDriverRequest, Driver, UpdateDriverRequest } from '#common/contracts/desk-trips.ts';
import type { FieldProblem } from '../shared/desk-form.ts';

/** A driver's form as typed, for a new driver or a change (docs/reference/screens.md#desk-drivers). */
export type DriverDraft = { name: string; phone: string; vehicle: string; plate: string };
export type DriverField = keyof DriverDraft;

export const emptyDriver: DriverDraft = { name: '', phone: '', vehicle: '', plate: '' };

/** The form's fields in their order on the screen: the error summary lists them so. */
export const driverFields = ['name', 'phone', 'vehicle', 'plate'] as const satisfies readonly DriverField[];

/** The limits of `createDriverRequestSchema` (common/src/contracts/desk-trips.ts), checked before anything is sent. */
export const driverLimits = { name: 100, phone: 40, vehicle: 100, plate: 20 } as const satisfies Record<
  DriverField,
  number
>;

/** The form filled in with a driver as they are now. */
export const draftOf = (driver: Driver): DriverDraft => ({
  name: driver.name,
  phone: driver.phone,
  vehicle: driver.vehicle,
  plate: driver.plate,
});

/** What is wrong with the form before it is sent, field by field in the form's order. */
export function driverProblems(draft: DriverDraft): FieldProblem<DriverField>[] {
  return driverFields.flatMap((field): FieldProblem<DriverField>[] => {
    const value = draft[field].trim();
    if (field === 'name' && value === '') return [{ field, key: 'deskDriverNameMissing' }];
    if (value.length > driverLimits[field]) return [{ field, key: 'deskFieldError_tooLong' }];
    return [];
  });
}

const trimmed = (draft: DriverDraft): DriverDraft => ({
  name: draft.name.trim(),
  phone: draft.phone.trim(),
  vehicle: draft.vehicle.trim(),
  plate: draft.plate.trim(),
});

/** The request of `POST /api/admin/drivers` for the form. */
export const newDriverRequest = (draft: DriverDraft): CreateDriverRequest => trimmed(draft);

/** The request of `PATCH /api/admin/drivers/:id`: only the fields the form changed; empty when it changed none. */
export function driverChanges(driver: Driver, draft: DriverDraft): UpdateDriverRequest {
  const now = trimmed(draft);
  return Object.fromEntries(
    driverFields.flatMap((field) => (now[field] === driver[field] ? [] : [[field, now[field]]])),
  );
}
