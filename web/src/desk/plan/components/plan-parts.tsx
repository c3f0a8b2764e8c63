import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { PlanDriver, PlanTrip } from '#common/contracts/plan.ts';
import { formatTime } from '#common/format/date.ts';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { tripPath } from '../../shared/desk-paths.ts';
import { useTripFieldTexts } from '../../shared/trip-field-texts.ts';
import { isAssignable, type PlacedRow } from '../plan-layout.ts';
import { tripStateKey } from '../../../shared/trip/trip-state.ts';

/** Pixels per minute of the time axis (120 per hour), and the narrowest block, in minutes, that its words fit in. */
export const pixelsPerMinute = 2;
export const narrowestBlockMinutes = 90;

/** What a block says of its trip: time, route, people and luggage, class, state (in words: the colour is not alone). */
export function TripWords({ trip }: { trip: PlanTrip }) {
  const { t } = useTranslation();
  const fieldTexts = useTripFieldTexts();
  const needs = [
    t('deskPlanPassengers', { count: trip.passengers }),
    trip.luggage ? t('deskWordsLuggage', { count: trip.luggage }) : '',
    trip.vehicleClass === '' ? '' : fieldTexts.vehicleClass(trip.vehicleClass),
  ].filter(Boolean);
  return (
    <>
      <span className="plan-block__time">
        {formatTime(trip.datetime)}{' '}
        <span className="plan-block__until">{t('deskPlanUntil', { time: formatTime(trip.ends) })}</span>
      </span>
      <span className="plan-block__route">
        {trip.from} → {trip.to}
      </span>
      <span className="plan-block__needs">{needs.join(', ')}</span>
      <span className="plan-block__who">
        {trip.customer}
        {trip.toCollect && ` · ${trip.toCollect.amount}`}
      </span>
      <span className="plan-block__status">{t(tripStateKey(trip))}</span>
    </>
  );
}

type BlockProps = {
  trip: PlanTrip;
  start: number;
  end: number;
  lane: number;
  axisStart: number;
  /** Whether it may be dragged and picked here (the per-driver view, a trip still open). */
  movable: boolean;
  picked: boolean;
  /** `pointer`: a click of the pointer (a key's click has no count). */
  onPick: (trip: PlanTrip, pointer: boolean) => void;
};

/**
 * A trip's block, placed from its pickup to its estimated drop-off: dragged by the pointer (dnd-kit), or picked with
 * Enter or Space on its button (pressed while picked), and a link to the trip's page.
 */
export function PlanBlock({ trip, start, end, lane, axisStart, movable, picked, onPick }: BlockProps) {
  const { t } = useTranslation();
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `trip-${trip.tripId}`,
    data: { trip },
    disabled: !movable,
  });
  const place = {
    '--plan-left': `${(start - axisStart) * pixelsPerMinute}px`,
    '--plan-width': `${Math.max(end - start, narrowestBlockMinutes) * pixelsPerMinute}px`,
    '--plan-lane': lane,
  } as CSSProperties;
  const className = [
    'plan-block',
    `plan-block--${trip.status}`,
    picked ? 'plan-block--picked' : '',
    isDragging ? 'plan-block--dragging' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li ref={setNodeRef} className={className} style={place} {...(movable ? listeners : {})}>
      {movable ? (
        <button
          type="button"
          id={`plan-trip-${trip.tripId}`}
          className="plan-block__pick"
          aria-pressed={picked}
          onClick={(event) => onPick(trip, event.detail > 0)}
        >
          <span className="plan-block__number">{t('deskPlanTrip', { id: trip.tripId })}</span>
          <TripWords trip={trip} />
        </button>
      ) : (
        <div className="plan-block__pick" id={`plan-trip-${trip.tripId}`} tabIndex={-1}>
          <span className="plan-block__number">{t('deskPlanTrip', { id: trip.tripId })}</span>
          <TripWords trip={trip} />
        </div>
      )}
      <Link to={tripPath(trip.tripId)} className="plan-block__link">
        {t('deskPlanOpenTrip', { id: trip.tripId })}
      </Link>
    </li>
  );
}

/** Whether the driver is away during the trip, pickup to estimated drop-off (`YYYY-MM-DD HH:mm` compare as text). */
const absentDuring = (driver: PlanDriver, trip: PlanTrip) =>
  driver.absences.some((absence) => absence.from < trip.ends && absence.to > trip.datetime);

type RowProps = {
  id: string;
  heading: string;
  /** What the row's head says under its name: the usual vehicle, deactivated. */
  details: readonly string[];
  /** The driver's absences that day, in words: shown as a warning under the name. */
  absences: readonly string[];
  placed: PlacedRow;
  axisStart: number;
  /** The driver a drop or the row's button assigns to; null for a row that takes none. */
  driver: PlanDriver | null;
  movable: boolean;
  picked: PlanTrip | null;
  emptyText: string;
  onPick: (trip: PlanTrip, pointer: boolean) => void;
  onAssign: (trip: PlanTrip, driver: PlanDriver) => void;
};

/** A row of the plan: its head (name, details, the button that assigns the picked trip) and its trips' track. */
export function PlanRowView(props: RowProps) {
  const { id, heading, details, absences, placed, axisStart, driver, movable, picked, emptyText, onPick, onAssign } =
    props;
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id, data: { driver }, disabled: driver === null || !driver.active });
  const className = ['plan-row', isOver ? 'plan-row--over' : '', driver === null ? '' : 'plan-row--driver']
    .filter(Boolean)
    .join(' ');
  const headingId = `${id}-heading`;
  return (
    <li ref={setNodeRef} className={className} aria-labelledby={headingId}>
      <div className="plan-row__head">
        <h3 id={headingId} className="plan-row__name">
          {heading}
        </h3>
        {details.map((detail) => (
          <p key={detail} className="plan-row__detail">
            {detail}
          </p>
        ))}
        {absences.map((absence) => (
          <p key={absence} className="plan-row__absent">
            {absence}
          </p>
        ))}
        {picked && driver?.active && movable && absentDuring(driver, picked) && (
          <p className="plan-row__absent">{t('deskPlanAbsentForTrip', { id: picked.tripId })}</p>
        )}
        {picked && driver?.active && movable && !absentDuring(driver, picked) && (
          <button
            type="button"
            className="button button--primary plan-row__assign"
            onClick={() => onAssign(picked, driver)}
          >
            {t('deskPlanAssignTo', { name: driver.name })}
          </button>
        )}
      </div>
      {placed.trips.length === 0 ? (
        <p className="plan-row__empty">{emptyText}</p>
      ) : (
        <ol
          className="plan-row__track"
          style={{ '--plan-lanes': placed.lanes } as CSSProperties}
          aria-label={t('deskPlanTripsOf', { name: heading })}
        >
          {placed.trips.map((block) => (
            <PlanBlock
              key={block.trip.tripId}
              {...block}
              axisStart={axisStart}
              movable={movable && isAssignable(block.trip)}
              picked={picked?.tripId === block.trip.tripId}
              onPick={onPick}
            />
          ))}
        </ol>
      )}
    </li>
  );
}
