import type { Tenant } from '../tenants/tenant-registry.ts';

/**
 * The tenant's vehicle classes from lowest to highest (docs/decisions/035-vehicles-and-assignment-checks.md): the
 * options of its vehicle-class field and the classes its tariff prices, ranked by the tariff's multiplier (a class it
 * does not price counts 1, as the fare does), classes of one multiplier in the field's order.
 */
export function vehicleClassesOf(tenant: Tenant): string[] {
  const field = tenant.layouts.trip.find((each) => each.fieldname === tenant.tariff.vehicleClassField);
  const multipliers = tenant.tariff.vehicleClassMultipliers;
  const classes = [...new Set([...(field?.tabel ?? []).map((option) => option.id), ...Object.keys(multipliers)])];
  const multiplierOf = (vehicleClass: string) => multipliers[vehicleClass] ?? 1;
  return classes
    .map((vehicleClass, order) => ({ vehicleClass, order }))
    .sort((a, b) => multiplierOf(a.vehicleClass) - multiplierOf(b.vehicleClass) || a.order - b.order)
    .map(({ vehicleClass }) => vehicleClass);
}

/** A class's rank: 1 the lowest of the tenant's, 0 for '' (not known) or a class the tenant does not have. */
export function classRank(tenant: Tenant, vehicleClass: string): number {
  return vehicleClassesOf(tenant).indexOf(vehicleClass) + 1;
}
