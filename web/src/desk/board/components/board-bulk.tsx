import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardTrip, BulkTransitionRequest, BulkTripResult } from '#common/contracts/desk-trips.ts';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { TextAreaField } from '../../../ui/text-field.tsx';
import { AssignDialog } from '../../shared/assignment/assign-dialog.tsx';
import { DeskErrorBox } from '../../shared/desk-page.tsx';
import { postBulkTransition } from '../api/post-bulk-transition.ts';
import { boardTripsKey } from '../api/get-trips.ts';
import { resultText, warnedIds, type Selection } from '../bulk.ts';

type Done = { results: BulkTripResult[]; driverId: number | null; driver: string | null; vehicleId?: number };

/**
 * The board's bulk actions (docs/reference/screens.md#desk-board): while trips are selected a bar, sticky at the foot
 * of the window, with their count, Confirm (the new ones among them), Assign… (the shared assign dialog, one driver and
 * vehicle for all) and Clear; after a call what became of each trip in words, focused, with one reason to take the
 * warned trips through their warnings.
 */
export function BoardBulk({
  trips,
  selected,
  onClear,
}: {
  trips: readonly BoardTrip[];
  selected: Selection;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [assigning, setAssigning] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const results = useRef<HTMLDivElement>(null);
  const bulk = useMutation({
    mutationFn: (request: BulkTransitionRequest) => postBulkTransition(request),
    // The event stream brings the moves as well; this makes the board current at once for the one who moved them.
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardTripsKey }),
  });
  // After a call the results take the focus, so the keyboard and the screen reader land on what happened.
  useEffect(() => {
    if (done || bulk.isError) results.current?.focus();
  }, [done, bulk.isError]);

  const ids = trips.filter((trip) => selected.has(trip.tripId)).map((trip) => trip.tripId);
  const newIds = trips.filter((trip) => selected.has(trip.tripId) && trip.status === 'new').map((trip) => trip.tripId);
  const warned = done ? warnedIds(done.results) : [];

  const run = (request: BulkTransitionRequest, driver: string | null) => {
    if (bulk.isPending) return;
    setReason('');
    setReasonMissing(false);
    bulk.mutate(request, {
      onSuccess: (reply) =>
        setDone({
          results: reply.results,
          driverId: request.driverId ?? null,
          driver,
          ...(request.vehicleId !== undefined ? { vehicleId: request.vehicleId } : {}),
        }),
      onError: () => setDone(null),
    });
  };
  const override = () => {
    if (!done || done.driverId === null) return;
    if (reason.trim() === '') {
      setReasonMissing(true);
      return;
    }
    run(
      {
        tripIds: warned,
        to: 'assigned',
        driverId: done.driverId,
        ...(done.vehicleId !== undefined ? { vehicleId: done.vehicleId } : {}),
        overrideReason: reason.trim(),
      },
      done.driver,
    );
  };

  return (
    <>
      {(done || bulk.isError) && (
        <div ref={results} className="board-bulk-results" role="region" aria-labelledby={`${id}-results`} tabIndex={-1}>
          <h2 id={`${id}-results`} className="board-bulk-results__heading">
            {t('desk.bulk.results')}
          </h2>
          {bulk.isError && !done ? (
            <DeskErrorBox error={bulk.error} />
          ) : (
            done && (
              <ul className="board-bulk-results__list">
                {done.results.map((result) => (
                  <li key={result.tripId} className={`board-bulk-results__item--${result.outcome}`}>
                    {resultText(t, result, done.driver)}
                  </li>
                ))}
              </ul>
            )
          )}
          {warned.length > 0 && (
            <form
              noValidate
              className="board-bulk-results__override"
              onSubmit={(event) => {
                event.preventDefault();
                override();
              }}
            >
              <TextAreaField
                id={`${id}-reason`}
                label={t('desk.bulk.overrideReason')}
                info={t('desk.bulk.overrideInfo')}
                required
                maxLength={500}
                rows={2}
                message={reasonMissing ? t('desk.assign.overrideReasonMissing') : null}
                value={reason}
                onChange={(value) => {
                  setReason(value);
                  setReasonMissing(false);
                }}
              />
              <button type="submit" className="button button--primary" aria-disabled={bulk.isPending || undefined}>
                {t('desk.bulk.override', { count: warned.length })}
              </button>
            </form>
          )}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setDone(null);
              bulk.reset();
            }}
          >
            {t('desk.bulk.close')}
          </button>
        </div>
      )}
      {ids.length > 0 && (
        <section className="board-bulk" aria-label={t('desk.bulk.bar')}>
          <p className="board-bulk__count" role="status">
            {t('desk.bulk.selected', { count: ids.length })}
          </p>
          <div className="board-bulk__buttons">
            <button
              type="button"
              className="button button--primary"
              disabled={newIds.length === 0}
              aria-disabled={bulk.isPending || undefined}
              onClick={() => run({ tripIds: newIds, to: 'confirmed' }, null)}
            >
              {t('desk.bulk.confirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setAssigning(true)}>
              {t('desk.bulk.assign')}
            </button>
            <button type="button" className="button button--secondary" onClick={onClear}>
              {t('desk.bulk.clear')}
            </button>
          </div>
        </section>
      )}
      {ids[0] !== undefined && (
        <AssignDialog
          tripId={ids[0]}
          open={assigning}
          busy={bulk.isPending}
          reassign={false}
          bulkCount={ids.length}
          onClose={() => setAssigning(false)}
          onAssign={(request, driverName) => {
            setAssigning(false);
            run(
              {
                tripIds: ids,
                to: 'assigned',
                ...(request.driverId !== undefined ? { driverId: request.driverId } : {}),
                ...(request.vehicleId !== undefined ? { vehicleId: request.vehicleId } : {}),
              },
              driverName,
            );
          }}
        />
      )}
    </>
  );
}
