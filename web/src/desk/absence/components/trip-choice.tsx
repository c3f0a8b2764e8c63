import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Link } from 'react-router';
import type { ReassignmentOutcome } from '#common/contracts/desk-absences.ts';
import type { BoardTrip } from '#common/contracts/desk-trips.ts';
import { formatDayTime } from '#common/format/date.ts';
import { Field } from '../../../ui/field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { TextAreaField } from '../../../ui/text-field.tsx';
import { useAssignmentOptions } from '../../shared/assignment/get-assignment-options.ts';
import { pairFindings, usualVehicleOf } from '../../shared/assignment/assignment.ts';
import { tripPath } from '../../shared/desk-paths.ts';
import { DeskErrorBox } from '../../shared/desk-page.tsx';
import { useTripFieldTexts } from '../../shared/trip-field-texts.ts';
import type { Choice } from '../absence.ts';
import { AssignmentFindings } from '../../shared/assignment/assignment-findings.tsx';
import { AssignVehicleField } from '../../shared/assignment/vehicle-field.tsx';

type TripChoiceProps = {
  trip: BoardTrip;
  /** The driver who is unavailable: not offered. */
  absentDriverId: number;
  choice: Choice;
  onChange: (choice: Choice) => void;
  /** No driver (or no vehicle) chosen yet, after a submit. */
  missing: boolean;
  /** What the last submit did with it, when it did not move it. */
  outcome: ReassignmentOutcome | undefined;
};

const none = 'none';

/**
 * One trip of the unavailable driver and its replacement (docs/reference/screens.md#desk-absence): another driver and
 * vehicle with what the assignment checks say of them before the submit (the shared options of the assign dialog), or
 * none, which puts the trip back to confirmed without a driver.
 */
export function TripChoice({ trip, absentDriverId, choice, onChange, missing, outcome }: TripChoiceProps) {
  const { t, i18n } = useTranslation();
  const fieldTexts = useTripFieldTexts();
  const options = useAssignmentOptions(trip.tripId, true);
  const data = options.data;
  const id = `absence-trip-${trip.tripId}`;
  const picked = choice.kind === 'driver' ? choice : null;
  const findings =
    data && picked ? pairFindings(data, picked.driverId, picked.vehicleId) : { refusals: [], warnings: [] };
  const warned = findings.refusals.length === 0 && findings.warnings.length > 0;
  const when = formatDayTime(trip.datetime, i18n.language);
  const headingId = `${id}-heading`;

  return (
    <li className="absence-trip">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="absence-trip__heading">
          <Link to={tripPath(trip.tripId)}>{t('desk.absence.tripHeading', { trip: trip.tripId, time: when })}</Link>
        </h3>
        <p className="absence-trip__route">{`${trip.from} → ${trip.to}`}</p>
        <p className="absence-trip__facts">
          {[
            t('desk.absence.passengers', { count: trip.passengers }),
            fieldTexts.vehicleClass(trip.vehicleClass),
            t(`tripStatus_${trip.status}`),
          ].join(' · ')}
        </p>
        {data ? (
          <div className="absence-trip__choice">
            <Field
              id={`${id}-driver`}
              label={t('desk.absence.newDriver')}
              required
              message={missing && choice.kind === 'open' ? t('desk.absence.choiceMissing') : null}
            >
              {(control) => (
                <select
                  {...control}
                  className="select"
                  value={choice.kind === 'open' ? '' : choice.kind === 'none' ? none : String(choice.driverId)}
                  onChange={(event) => {
                    const value = event.target.value;
                    if (value === '') onChange({ kind: 'open' });
                    else if (value === none) onChange({ kind: 'none' });
                    else {
                      const driverId = Number(value);
                      onChange({
                        kind: 'driver',
                        driverId,
                        vehicleId: usualVehicleOf(data, driverId),
                        overrideReason: '',
                      });
                    }
                  }}
                >
                  <option value="">{t('deskTripPickDriver')}</option>
                  <option value={none}>{t('desk.absence.leaveWithout')}</option>
                  {data.drivers
                    .filter((driver) => driver.id !== absentDriverId)
                    .map((driver) => (
                      <option key={driver.id} value={String(driver.id)}>
                        {driver.refusals.length > 0
                          ? t('desk.absence.driverRefused', { name: driver.name })
                          : driver.warnings.length > 0
                            ? t('desk.assign.driverBusy', { name: driver.name })
                            : driver.name}
                      </option>
                    ))}
                </select>
              )}
            </Field>
            {picked && (
              <AssignVehicleField
                id={id}
                vehicles={data.vehicles}
                vehicleId={picked.vehicleId}
                message={missing && picked.vehicleId === null ? t('desk.assign.vehicleMissing') : null}
                onChange={(vehicleId) => onChange({ ...picked, vehicleId })}
              />
            )}
            <AssignmentFindings findings={findings} />
            {picked && warned && (
              <TextAreaField
                id={`${id}-reason`}
                label={t('desk.assign.overrideReason')}
                info={t('desk.assign.overrideReasonInfo')}
                required
                maxLength={500}
                value={picked.overrideReason}
                onChange={(value) => onChange({ ...picked, overrideReason: value })}
              />
            )}
          </div>
        ) : options.isError ? (
          <DeskErrorBox error={options.error} onRetry={() => void options.refetch()} />
        ) : (
          <Spinner />
        )}
        {outcome && outcome.result === 'refused' && (
          <div className="absence-trip__outcome" role="alert">
            <p>{t('desk.absence.notMoved', { trip: trip.tripId })}</p>
            <ul>
              {outcome.message !== undefined && <li>{outcome.message}</li>}
              {outcome.warnings?.map((warning, index) => (
                <li key={index}>{warning.message}</li>
              ))}
              {outcome.message === undefined && outcome.warnings === undefined && outcome.error !== undefined && (
                <li>{t(`deskError_${outcome.error}`)}</li>
              )}
            </ul>
          </div>
        )}
      </article>
    </li>
  );
}
