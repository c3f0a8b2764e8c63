import type { Language } from '#common/constants.ts';
import type { AlertChange } from '#common/contracts/desk-alerts.ts';
import { formatDayTime } from '#common/format/date.ts';
import { formatPrice } from '#common/format/text.ts';
import type { TFunction } from '../../ui/i18n/i18n.ts';

/**
 * A pickup (`YYYY-MM-DD HH:mm`) in the desk's one date format, "wo 2 dec 2026 05:00"; beside `other` on the same day,
 * its time alone ("05:00, was 10:00") (docs/decisions/037-words-dates-and-run-sheets.md).
 */
export function alertPickup(datetime: string, lang: Language, other?: string): string {
  return other !== undefined && other.slice(0, 10) === datetime.slice(0, 10)
    ? datetime.slice(11, 16)
    : formatDayTime(datetime, lang);
}

/** When the alert came, in Europe/Amsterdam, in the one date format. */
export function alertTime(at: string, lang: Language): string {
  return formatDayTime(at, lang);
}

/**
 * One change a customer made, in words: "Ophaaltijd: 05:00, was 10:00"; a vehicle class by its label in the tenant's
 * layout.
 */
export function alertChangeText(
  t: TFunction,
  lang: Language,
  change: AlertChange,
  vehicleClass: (value: string) => string = (value) => value,
): string {
  const shown = (value: string, other: string) => {
    if (change.field === 'datetime') return alertPickup(value, lang, other);
    if (change.field === 'price') return formatPrice(value);
    if (change.field === 'vehicleClass') return vehicleClass(value);
    return value === '' ? t('desk.alerts.empty') : value;
  };
  const known = ['datetime', 'from', 'to', 'passengers', 'vehicleClass', 'flightNumber', 'extraInfo', 'price'];
  return t('desk.alerts.change', {
    field: known.includes(change.field) ? t(`desk.alerts.field_${change.field}`) : change.field,
    to: shown(change.to, change.from),
    from: shown(change.from, change.to),
  });
}
