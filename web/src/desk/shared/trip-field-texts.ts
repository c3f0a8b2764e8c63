import { useTranslation } from '../../ui/i18n/i18n.ts';
import { toLanguage } from '../../ui/i18n/language.ts';
import type { BookedTripLayout } from '#common/contracts/desk-trips.ts';
import { fieldDefinitions, labelKey } from '#common/fields/field-definition.ts';
import { fieldTranslations } from '#common/fields/field-translations.ts';
import { tripFieldTexts, type TripFieldTexts } from '#common/fields/trip-field-texts.ts';
import { useLoginResp } from '../../shared/session/get-login-resp.ts';
import { isReady } from '../../shared/session/session.ts';

/** `tripFieldTexts` of the tenant's trip layout, in the page's language. */
export function useTripFieldTexts(): TripFieldTexts {
  const { t, i18n } = useTranslation();
  const start = useLoginResp();
  const definitions = start.data && isReady(start.data) ? fieldDefinitions(start.data.config.layouts.trip) : [];
  return tripFieldTexts(definitions, (key) => (i18n.exists(key) ? t(key) : null));
}

/**
 * A booked trip's fields in words as they were when it was booked (docs/decisions/047-bookings-keep-their-fields.md):
 * the label and choices of the layout it was booked with, then, for a field that layout lacks, the layout in force.
 */
export function useBookedFieldTexts(booked: BookedTripLayout): TripFieldTexts & { label(name: string): string } {
  const { t, i18n } = useTranslation();
  const current = useTripFieldTexts();
  const lang = toLanguage(i18n.language);
  const own: Record<string, string> = { ...fieldTranslations(booked.trip)[lang], ...booked.lang[lang] };
  const text = (key: string) => own[key] ?? (i18n.exists(key) ? t(key) : null);
  const asBooked = tripFieldTexts(fieldDefinitions(booked.trip), text);
  const either = (first: string, value: string, second: () => string) => (first !== value ? first : second());
  return {
    field: (name, value) => either(asBooked.field(name, value), value, () => current.field(name, value)),
    vehicleClass: (value) => either(asBooked.vehicleClass(value), value, () => current.vehicleClass(value)),
    vehicleClassField: (value) => asBooked.vehicleClassField(value) ?? current.vehicleClassField(value),
    label: (name) => text(labelKey(name)) ?? name,
  };
}
