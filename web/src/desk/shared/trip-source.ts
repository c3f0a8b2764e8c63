import type { TFunction } from '../../ui/i18n/i18n.ts';
import type { BoardTrip } from '#common/contracts/desk-trips.ts';

/**
 * Where a booking came from, in words (docs/decisions/034-desk-booking-payment-ways.md): the web, a business account,
 * or the phone with the staff member who took it. The board and the trip show it.
 */
export function sourceText(t: TFunction, source: BoardTrip['source']): string {
  if (source.kind === 'phone' && source.staff !== null) return t('desk.newTrip.source_phoneBy', { name: source.staff });
  return t(`desk.newTrip.source_${source.kind}`);
}
