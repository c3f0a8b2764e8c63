import { useId, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { TransitionRequest } from '#common/contracts/desk-trips.ts';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { TextAreaField } from '../../../ui/text-field.tsx';
import { DeskErrorBox } from '../desk-page.tsx';
import { useAssignmentOptions } from './get-assignment-options.ts';
import { pairFindings, usualVehicleOf } from './assignment.ts';
import { AssignmentFindings } from './assignment-findings.tsx';
import { AssignVehicleField } from './vehicle-field.tsx';
import './assign-dialog.css';

type AssignDialogProps = {
  tripId: number;
  open: boolean;
  busy: boolean;
  /** Another driver or vehicle for an assigned trip, or the first. */
  reassign: boolean;
  /** The driver and vehicle the dialog opens with (the plan's drop on a driver's row); none when not given. */
  preselected?: { driverId: number; vehicleId: number | null };
  /**
   * The board's bulk assign of this many trips, `tripId` the first: its options fill the lists, and what it would meet
   * is shown but stops nothing, since the server checks each trip and answers for each.
   */
  bulkCount?: number | undefined;
  onClose: () => void;
  onAssign: (request: TransitionRequest, driverName: string) => void;
};

/**
 * Assigning a trip on the `Dialog` (docs/reference/screens.md#desk-trip): a driver and a vehicle (the driver's usual
 * one first), and before the click what the server would say of them: refusals in words, which no reason overrides,
 * and warnings, which an assignment goes over only with a reason the history keeps
 * (docs/decisions/035-vehicles-and-assignment-checks.md). What they meet is announced as it changes.
 */
export function AssignDialog({
  tripId,
  open,
  busy,
  reassign,
  preselected,
  bulkCount,
  onClose,
  onAssign,
}: AssignDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const options = useAssignmentOptions(tripId, open);
  const data = options.data;
  const [driverId, setDriverId] = useState<number | null>(null);
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<'driver' | 'vehicle' | 'reason' | 'refused' | null>(null);
  const start = () => {
    setDriverId(preselected?.driverId ?? null);
    setVehicleId(preselected?.vehicleId ?? null);
    setReason('');
    setProblem(null);
    void options.refetch();
  };
  const findings = data ? pairFindings(data, driverId, vehicleId) : { refusals: [], warnings: [] };
  const bulk = bulkCount !== undefined;
  const warned = !bulk && findings.warnings.length > 0;

  const submit = () => {
    if (busy) return;
    const missing =
      driverId === null
        ? 'driver'
        : vehicleId === null
          ? 'vehicle'
          : !bulk && findings.refusals.length > 0
            ? 'refused'
            : warned && reason.trim() === ''
              ? 'reason'
              : null;
    setProblem(missing);
    if (missing !== null || driverId === null || vehicleId === null) return;
    onAssign(
      {
        to: 'assigned',
        driverId,
        vehicleId,
        ...(warned ? { overrideReason: reason.trim() } : {}),
      },
      data?.drivers.find((driver) => driver.id === driverId)?.name ?? '',
    );
  };

  return (
    <Dialog
      id={id}
      open={open}
      title={
        bulk
          ? t('desk.bulk.assignTitle', { count: bulkCount })
          : t(reassign ? 'desk.assign.reassignTitle' : 'desk.assign.title')
      }
      onClose={onClose}
      onOpen={start}
      className="assign-dialog"
    >
      {data ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {bulk && <p>{t('desk.bulk.assignNote', { trip: tripId })}</p>}
          <p>
            {t('desk.assign.tripNeeds', {
              passengers: data.passengers,
              luggage: data.luggage,
            })}
          </p>
          <Field
            id={`${id}-driver`}
            label={t('desk.assign.driver')}
            required
            message={problem === 'driver' ? t('desk.assign.driverMissing') : null}
          >
            {(control) => (
              <select
                {...control}
                className="select"
                autoFocus
                value={driverId === null ? '' : String(driverId)}
                onChange={(event) => {
                  const picked = event.target.value === '' ? null : Number(event.target.value);
                  setDriverId(picked);
                  setVehicleId(usualVehicleOf(data, picked));
                  setProblem(null);
                }}
              >
                <option value="">{data.drivers.length === 0 ? t('deskTripNoDrivers') : t('deskTripPickDriver')}</option>
                {data.drivers.map((driver) => (
                  <option key={driver.id} value={String(driver.id)}>
                    {driver.warnings.length > 0 ? t('desk.assign.driverBusy', { name: driver.name }) : driver.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <AssignVehicleField
            id={id}
            vehicles={data.vehicles}
            vehicleId={vehicleId}
            info={t('desk.assign.vehicleInfo')}
            message={problem === 'vehicle' ? t('desk.assign.vehicleMissing') : null}
            onChange={(picked) => {
              setVehicleId(picked);
              setProblem(null);
            }}
          />
          <AssignmentFindings findings={findings} />
          {problem === 'refused' && (
            <p className="field__message" role="alert">
              {t('desk.assign.refusedHint')}
            </p>
          )}
          {findings.refusals.length === 0 && warned && (
            <TextAreaField
              id={`${id}-reason`}
              label={t('desk.assign.overrideReason')}
              info={t('desk.assign.overrideReasonInfo')}
              required
              message={problem === 'reason' ? t('desk.assign.overrideReasonMissing') : null}
              maxLength={500}
              value={reason}
              onChange={(value) => {
                setReason(value);
                setProblem(null);
              }}
            />
          )}
          <DialogActions cancelLabel={t('deskCancel')} onCancel={onClose}>
            <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
              {t(warned && findings.refusals.length === 0 ? 'desk.assign.submitAnyway' : 'desk.assign.submit')}
            </button>
          </DialogActions>
        </form>
      ) : options.isError ? (
        <DeskErrorBox error={options.error} onRetry={() => void options.refetch()} />
      ) : (
        <Spinner />
      )}
    </Dialog>
  );
}
