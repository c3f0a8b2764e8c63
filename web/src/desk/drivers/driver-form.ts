import { isValidEmail } from '#common/fields/email.ts';
import type { CreateDriverRequest, Driver, UpdateDriverRequest } from '#common/contracts/desk-trips.ts';
import type { FieldProblem } from '../shared/desk-form.ts';

/**
 * A driver's form as typed, for a new driver or a change (docs/reference/screens.md#desk-drivers): `usualVehicleId`
 * the chosen vehicle's id as the select holds it, '' none.
 */
export type DriverDraft = { name: string; phone: string; email: string; usualVehicleId: string };
export type DriverField = keyof DriverDraft;

export const emptyDriver: DriverDraft = { name: '', phone: '', email: '', usualVehicleId: '' };

/** The form's fields in their order on the screen: the error summary lists them so. */
export const driverFields = ['name', 'phone', 'email', 'usualVehicleId'] as const satisfies readonly DriverField[];

/** The limits of `createDriverRequestSchema` (common/src/contracts/desk-trips.ts), checked before anything is sent. */
export const driverLimits = { name: 100, phone: 40, email: 254 } as const;

/** The form filled in with a driver as they are now. */
export const draftOf = (driver: Driver): DriverDraft => ({
  name: driver.name,
  phone: driver.phone,
  email: driver.email,
  usualVehicleId: driver.usualVehicle ? String(driver.usualVehicle.id) : '',
});

/** What is wrong with the form before it is sent, field by field in the form's order. */
export function driverProblems(draft: DriverDraft): FieldProblem<DriverField>[] {
  const name = draft.name.trim();
  return [
    ...(name === '' ? [{ field: 'name' as const, key: 'deskDriverNameMissing' }] : []),
    ...(name.length > driverLimits.name ? [{ field: 'name' as const, key: 'deskFieldError_tooLong' }] : []),
    ...(draft.phone.trim().length > driverLimits.phone
      ? [{ field: 'phone' as const, key: 'deskFieldError_tooLong' }]
      : []),
    ...(draft.email.trim() !== '' &&
    (draft.email.trim().length > driverLimits.email || !isValidEmail(draft.email.trim()))
      ? [{ field: 'email' as const, key: 'deskDriverEmailInvalid' }]
      : []),
  ];
}

const requestOf = (draft: DriverDraft) => ({
  name: draft.name.trim(),
  phone: draft.phone.trim(),
  email: draft.email.trim(),
  usualVehicleId: draft.usualVehicleId === '' ? null : Number(draft.usualVehicleId),
});

/** The request of `POST /api/admin/drivers` for the form. */
export const newDriverRequest = (draft: DriverDraft): CreateDriverRequest => requestOf(draft);

/** The request of `PATCH /api/admin/drivers/:id`: only the fields the form changed; empty when it changed none. */
export function driverChanges(driver: Driver, draft: DriverDraft): UpdateDriverRequest {
  const now = requestOf(draft);
  return {
    ...(now.name === driver.name ? {} : { name: now.name }),
    ...(now.phone === driver.phone ? {} : { phone: now.phone }),
    ...(now.email === driver.email ? {} : { email: now.email }),
    ...(now.usualVehicleId === (driver.usualVehicle?.id ?? null) ? {} : { usualVehicleId: now.usualVehicleId }),
  };
}
