import type { Language } from '#common/constants.ts';
import type { AlertChange } from '#common/contracts/desk-alerts.ts';
import { tripTimeZone } from '#common/fields/trip-datetime.ts';
import { formatPrice } from '#common/format/text.ts';
import type { TFunction } from '../../ui/i18n/i18n.ts';

/**
 * A pickup (`YYYY-MM-DD HH:mm`) as the desk shows it, the board's way; beside `other` on the same day, its time alone
 * ("05:00, was 10:00"). The one place the alerts format a pickup, so the desk's date format can change here alone.
 */
export function alertPickup(datetime: string, other?: string): string {
  return other !== undefined && other.slice(0, 10) === datetime.slice(0, 10) ? datetime.slice(11, 16) : datetime;
}

/** When the alert came, in Europe/Amsterdam: "27-11 21:40" in Dutch, "27/11 21:40" in English. */
export function alertTime(at: string, lang: Language): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: tripTimeZone,
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('day')}${lang === 'en' ? '/' : '-'}${part('month')} ${part('hour')}:${part('minute')}`;
}

/** One change a customer made, in words: "Ophaaltijd: 05:00, was 10:00". */
export function alertChangeText(t: TFunction, change: AlertChange): string {
  const shown = (value: string, other: string) => {
    if (change.field === 'datetime') return alertPickup(value, other);
    if (change.field === 'price') return formatPrice(value);
    return value === '' ? t('desk.alerts.empty') : value;
  };
  const known = ['datetime', 'from', 'to', 'passengers', 'vehicleClass', 'flightNumber', 'extraInfo', 'price'];
  return t('desk.alerts.change', {
    field: known.includes(change.field) ? t(`desk.alerts.field_${change.field}`) : change.field,
    to: shown(change.to, change.from),
    from: shown(change.from, change.to),
  });
}
