import type { AssignmentOptionsReply } from '#common/contracts/desk-vehicles.ts';

type Finding = { kind: string; message: string };

/**
 * What assigning the driver in the vehicle meets (docs/decisions/035-vehicles-and-assignment-checks.md): the driver's
 * findings and the vehicle's together, as the server checks them; a driver without a vehicle is refused.
 */
export function pairFindings(
  options: AssignmentOptionsReply,
  driverId: number | null,
  vehicleId: number | null,
): { refusals: Finding[]; warnings: Finding[] } {
  const driver = options.drivers.find((each) => each.id === driverId);
  const vehicle = options.vehicles.find((each) => each.vehicle.id === vehicleId);
  return {
    refusals: [...(driver?.refusals ?? []), ...(vehicle?.refusals ?? [])],
    warnings: [...(driver?.warnings ?? []), ...(vehicle?.warnings ?? [])],
  };
}

/** The vehicle an assignment starts from when the driver is picked: their usual one while it is offered, else none. */
export function usualVehicleOf(options: AssignmentOptionsReply, driverId: number | null): number | null {
  const usual = options.drivers.find((each) => each.id === driverId)?.usualVehicleId ?? null;
  return options.vehicles.some((each) => each.vehicle.id === usual) ? usual : null;
}
