import { lazy, Suspense, useState } from 'react';
import type { ManageCar, ManageTrip } from '#common/contracts/manage.ts';
import { tripTimeZone } from '#common/fields/trip-datetime.ts';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { toLanguage } from '../../../ui/i18n/language.ts';
import { carSummary, isMeaningfulChange, type CarSummary } from '../manage-view.ts';

const CarMap = lazy(() => import('./car-map.tsx'));

/** The arrival estimate or the car waiting, in words. */
function useSummaryText(summary: CarSummary): string {
  const { t, i18n } = useTranslation();
  if (summary.kind !== 'arriving') return t(summary.kind === 'waiting' ? 'manageCarWaiting' : 'manageCarAlmost');
  const time = new Intl.DateTimeFormat(toLanguage(i18n.language), {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: tripTimeZone,
  }).format(new Date(summary.at));
  return t('manageCarArrival', { minutes: String(summary.minutes), time });
}

/**
 * Between on the way and on board (docs/decisions/046-car-position.md): the arrival estimate in words, in a polite live
 * region that changes only when the estimate does by two minutes or more (or the car arrives, or its position gets
 * old), the map as a picture with its text alternative, and what is kept of the position and for how long.
 */
export function CarSection({ trip, car, client }: { trip: ManageTrip; car: ManageCar; client: string }) {
  const { t } = useTranslation();
  const current = carSummary(trip, car);
  const [announced, setAnnounced] = useState(current);
  // Derived during render (React's own pattern): the text read out follows the estimate only when it changes enough.
  if (isMeaningfulChange(announced, current)) setAnnounced(current);
  const text = useSummaryText(announced);
  const staleMinutes = Math.max(2, Math.round(car.ageSeconds / 60));
  return (
    <section className="manage-car" aria-labelledby={`car-${trip.ritNr}`}>
      <h3 id={`car-${trip.ritNr}`} className="manage-car__title">
        {t('manageCarTitle')}
      </h3>
      <p className="manage-car__estimate" role="status" aria-live="polite" aria-atomic="true">
        {text}
        {announced.stale && ` ${t('manageCarStale', { minutes: String(staleMinutes) })}`}
      </p>
      <div className="manage-car__map" role="img" aria-label={t('manageCarMap')}>
        <Suspense fallback={<div className="manage-car__canvas" />}>
          <CarMap car={car.position} pickup={car.pickup} client={client} />
        </Suspense>
      </div>
      <p className="manage-car__credit">
        <a href="https://www.openstreetmap.org/copyright">{t('manageCarMapCredit')}</a>
      </p>
      <p className="manage-car__privacy">{t('manageCarPrivacy')}</p>
    </section>
  );
}
