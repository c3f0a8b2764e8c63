import type { Language } from '#common/constants.ts';
import { fieldDefinitions } from '#common/fields/field-definition.ts';
import { tripFieldTexts } from '#common/fields/trip-field-texts.ts';
import type { TenantFile } from '#common/tenant/tenant-file.ts';

export type VehicleClassOption = { id: string; label: string };

/**
 * The vehicle classes: the options of the trip layout's field that `tariff.vehicleClassField` names
 * (docs/reference/tenant-settings.md#vehicleClasses), each with its text as the customer's form shows it in `lang`.
 */
export function vehicleClassOptions(config: TenantFile, lang: Language): VehicleClassOption[] {
  const definitions = fieldDefinitions(config.layouts.trip);
  const definition = definitions.find((each) => each.field === config.tariff.vehicleClassField);
  if (!definition) return [];
  const texts = tripFieldTexts(definitions, (key) => config.lang[lang][key] ?? null);
  return definition.options.map((option) => ({ id: option.id, label: texts.field(definition.field, option.id) }));
}
