import type { FieldDefinition } from '#common/fields/field-definition.ts';
import type { NumberBounds } from '#common/fields/number-input.ts';
import type { TFunction } from '../../ui/i18n/i18n.ts';
import type { Language } from '#common/constants.ts';
import type { EditStop } from './stop-fields.tsx';

/**
 * The fields the desk's trip forms share (the new trip, docs/reference/screens.md#desk-new-trip, and the trip's edit,
 * #desk-trip-edit), in their order on the screen.
 */
export const tripFormFields = [
  'date',
  'time',
  'from',
  'to',
  'passengers',
  'vehicleClass',
  'flightNumber',
  'extraInfo',
] as const;
export type TripFormField = (typeof tripFormFields)[number];

/** The controls of those fields: their ids, `<prefix>-date` and so on, and their labels. */
export function tripFormControls(t: TFunction, prefix: string): Record<TripFormField, { id: string; label: string }> {
  return {
    date: { id: `${prefix}-date`, label: t('deskEditDate') },
    time: { id: `${prefix}-time`, label: t('deskEditTime') },
    from: { id: `${prefix}-from`, label: t('deskEditFrom') },
    to: { id: `${prefix}-to`, label: t('deskEditTo') },
    passengers: { id: `${prefix}-passengers`, label: t('deskTripPassengers') },
    vehicleClass: { id: `${prefix}-vehicle-class`, label: t('deskTripVehicleClass') },
    flightNumber: { id: `${prefix}-flight`, label: t('deskEditFlight') },
    extraInfo: { id: `${prefix}-extra-info`, label: t('deskTripExtraInfo') },
  };
}

/** The passengers a trip takes: the trip layout's bounds, at least 1 and at most 99 as the desk's calls allow. */
export function passengerBounds(definitions: readonly FieldDefinition[]): NumberBounds {
  const field = definitions.find((definition) => definition.field === 'passengerCount');
  return {
    min: Math.max(1, field?.min ?? 1),
    max: field && field.max > 0 ? field.max : 99,
    default: field?.default || '1',
  };
}

/** The shared fields typed as text. */
type Typed = 'date' | 'time' | 'passengers' | 'vehicleClass';

/**
 * What a desk trip form (the new trip, the trip's edit) gives the fields they share: their controls (`tripFormControls`),
 * its values, a field's message, and a field's or a stop's change.
 */
export type TripFormBinding = {
  controls: Readonly<Record<TripFormField, { id: string; label: string }>>;
  form: Readonly<Record<Typed, string>> & { from: EditStop; to: EditStop | null };
  message: (field: TripFormField) => string | null;
  change: (field: Typed, value: string) => void;
  changeStop: (role: 'from' | 'to', update: (stop: EditStop) => EditStop) => void;
  lang: Language;
  /** Bumped when the trip is read again: the address inputs start over from the form. */
  generation?: number | undefined;
};
