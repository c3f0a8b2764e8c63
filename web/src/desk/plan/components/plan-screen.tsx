import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { TransitionRequest } from '#common/contracts/desk-trips.ts';
import type { PlanDriver, PlanReply, PlanTrip } from '#common/contracts/plan.ts';
import { isDay } from '#common/contracts/board-filter.ts';
import { amsterdamDay, formatDay, formatDayTime } from '#common/format/date.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { AssignDialog } from '../../shared/assignment/assign-dialog.tsx';
import { pairFindings } from '../../shared/assignment/assignment.ts';
import { assignmentOptionsKey, getAssignmentOptions } from '../../shared/assignment/get-assignment-options.ts';
import { postTransition } from '../../shared/assignment/post-transition.ts';
import { deskErrorOf, deskErrorTextKey, type DeskErrorKey } from '../../shared/desk-api.ts';
import { useDeskEvent } from '../../shared/desk-events.ts';
import { DeskErrorBox, DeskPage } from '../../shared/desk-page.tsx';
import { tripDetailKey } from '../../shared/get-trip-detail.ts';
import { planKey, usePlan } from '../api/get-plan.ts';
import { axisHours, placeTrips, planRows, shiftDay, type PlanMode, type PlanRow } from '../plan-layout.ts';
import { narrowestBlockMinutes, pixelsPerMinute, PlanRowView, TripWords } from './plan-parts.tsx';
import './plan.css';

/** Refusals after which the dialog shows what the assignment meets, rather than a message alone. */
const askAgain: ReadonlySet<DeskErrorKey> = new Set([
  'assignmentWarnings',
  'vehicleTooSmall',
  'vehicleInactive',
  'vehicleRequired',
  'driverInactive',
]);

/**
 * The plan, `/admin/plan?day=&view=` (docs/reference/screens.md#desk-plan, docs/decisions/038-the-plan.md): a day's
 * trips as blocks on a time axis, in a row per driver (or per vehicle) under the lane of those without a driver; a
 * trip is assigned by dragging it onto a driver's row, or by picking it and then a driver's "Assign to" button.
 */
export function PlanScreen() {
  const { t } = useTranslation();
  return <DeskPage title={t('deskPlan')}>{() => <PlanPage />}</DeskPage>;
}

function PlanPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('day');
  const today = amsterdamDay(new Date());
  const day = isDay(asked) ? asked : today;
  const mode: PlanMode = params.get('view') === 'vehicles' ? 'vehicles' : 'drivers';
  // What is typed, kept while it names no day yet; another day chosen (a button, the URL) replaces it.
  const [typedFor, setTyped] = useState({ day, text: day });
  const typed = typedFor.day === day ? typedFor.text : day;
  const choose = (next: { day?: string; view?: PlanMode }) => {
    const query = new URLSearchParams(params);
    if (next.day !== undefined) query.set('day', next.day);
    if (next.view !== undefined) {
      if (next.view === 'drivers') query.delete('view');
      else query.set('view', next.view);
    }
    setParams(query, { replace: true });
  };
  const plan = usePlan(day);

  return (
    <>
      <p className="plan__intro">{t('deskPlanIntro')}</p>
      <div className="plan__choice">
        <div className="plan__days" role="group" aria-label={t('deskPlanDay')}>
          <button type="button" className="button button--secondary" onClick={() => choose({ day: shiftDay(day, -1) })}>
            {t('deskPlanPrevious')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => choose({ day: today })}>
            {t('deskPlanToday')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => choose({ day: shiftDay(today, 1) })}
          >
            {t('deskPlanTomorrow')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => choose({ day: shiftDay(day, 1) })}>
            {t('deskPlanNext')}
          </button>
        </div>
        <DateField
          id={`${id}-day`}
          label={t('deskPlanDay')}
          value={typed}
          required
          message={typed === '' || isDay(typed) ? null : t('deskPlanDayInvalid')}
          onChange={(value) => {
            setTyped({ day: isDay(value) ? value : day, text: value });
            if (isDay(value)) choose({ day: value });
          }}
        />
        <fieldset className="desk-choices">
          <legend>{t('deskPlanView')}</legend>
          {(['drivers', 'vehicles'] as const).map((view) => (
            <label key={view} className="desk-choices__option">
              <input type="radio" name={`${id}-view`} checked={mode === view} onChange={() => choose({ view })} />
              {t(view === 'drivers' ? 'deskPlanByDriver' : 'deskPlanByVehicle')}
            </label>
          ))}
        </fieldset>
      </div>
      {plan.data ? (
        <Plan key={`${plan.data.day}-${mode}`} plan={plan.data} mode={mode} lang={i18n.language} />
      ) : plan.isError ? (
        <DeskErrorBox error={plan.error} onRetry={() => void plan.refetch()} />
      ) : (
        <Spinner />
      )}
    </>
  );
}

type Asking = { trip: PlanTrip; driverId: number; vehicleId: number | null };

function Plan({ plan, mode, lang }: { plan: PlanReply; mode: PlanMode; lang: 'nl' | 'en' }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const [picked, setPicked] = useState<PlanTrip | null>(null);
  const [dragged, setDragged] = useState<PlanTrip | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  // The block to give the focus to once the plan shows the trip where it is now (after an assignment or a refusal).
  const focusTrip = useRef<number | null>(null);
  const dragEnded = useRef(0);
  // A trip changed elsewhere while a block is dragged: the plan is read again after the drop, so that no row moves
  // away under the pointer.
  const dragging = useRef(false);
  const staleWhileDragging = useRef(false);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: planKey }), [queryClient]);
  useDeskEvent(
    useCallback(
      (event) => {
        if (event.type === 'alertRaised') return;
        if (dragging.current) staleWhileDragging.current = true;
        else refresh();
      },
      [refresh],
    ),
  );
  const dragStopped = () => {
    dragging.current = false;
    setDragged(null);
    if (staleWhileDragging.current) {
      staleWhileDragging.current = false;
      refresh();
    }
  };
  const assign = useMutation({
    mutationFn: ({ tripId, request }: { tripId: number; request: TransitionRequest }) =>
      postTransition(tripId, request),
    onSettled: (_reply, _error, { tripId }) => queryClient.invalidateQueries({ queryKey: tripDetailKey(tripId) }),
  });
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 8 } }));
  const movable = mode === 'drivers';
  const driverName = (driverId: number) => plan.drivers.find((each) => each.id === driverId)?.name ?? '';

  // After each render: the block waited for, once it is there and no dialog holds the focus.
  useEffect(() => {
    if (focusTrip.current === null || asking !== null) return;
    const block = document.getElementById(`plan-trip-${focusTrip.current}`);
    if (!block) return;
    block.focus();
    focusTrip.current = null;
  });

  const send = (trip: PlanTrip, request: TransitionRequest & { to: 'assigned'; driverId: number }) => {
    if (assign.isPending) return;
    assign.mutate(
      { tripId: trip.tripId, request },
      {
        onSuccess: async () => {
          // The trip's block moves to the driver's row: the focus follows it there once the plan is read again.
          await queryClient.invalidateQueries({ queryKey: planKey });
          setAsking(null);
          focusTrip.current = trip.tripId;
          feedback.show(t('deskPlanAssigned', { id: trip.tripId, name: driverName(request.driverId) }), 'success');
        },
        onError: (error) => {
          void queryClient.invalidateQueries({ queryKey: planKey });
          const refusal = deskErrorOf(error);
          // What the server found since the options were read: the dialog shows it, with the reason to give.
          if (asking === null && askAgain.has(refusal.key)) {
            setAsking({ trip, driverId: request.driverId, vehicleId: request.vehicleId ?? null });
            return;
          }
          setAsking(null);
          focusTrip.current = trip.tripId;
          feedback.show(
            t('deskPlanNotAssigned', {
              id: trip.tripId,
              reason: refusal.serverText ?? t(deskErrorTextKey(refusal.key)),
            }),
            'error',
          );
        },
      },
    );
  };

  /**
   * The same for a drop and for the keyboard's "Assign to": with the driver's usual vehicle when the checks find
   * nothing against it (docs/decisions/035-vehicles-and-assignment-checks.md), else the dialog with both chosen,
   * showing what they meet; nothing is assigned over a warning without a reason.
   */
  const assignTo = async (trip: PlanTrip, driver: PlanDriver) => {
    setPicked(null);
    if (trip.driverId === driver.id) {
      focusTrip.current = trip.tripId;
      feedback.show(t('deskPlanAlready', { id: trip.tripId, name: driver.name }), 'error');
      return;
    }
    const vehicleId = driver.usualVehicle?.id ?? null;
    const dialog = () => setAsking({ trip, driverId: driver.id, vehicleId });
    if (vehicleId === null) return dialog();
    let options;
    try {
      options = await queryClient.fetchQuery({
        queryKey: [...assignmentOptionsKey(trip.tripId), i18n.language],
        queryFn: ({ signal }) => getAssignmentOptions(trip.tripId, signal),
        staleTime: 0,
        retry: false,
      });
    } catch (error) {
      const refusal = deskErrorOf(error);
      feedback.show(t('deskPlanNotAssigned', { id: trip.tripId, reason: t(deskErrorTextKey(refusal.key)) }), 'error');
      return;
    }
    const findings = pairFindings(options, driver.id, vehicleId);
    const offered =
      options.drivers.some((each) => each.id === driver.id) &&
      options.vehicles.some((each) => each.vehicle.id === vehicleId);
    if (!offered || findings.refusals.length > 0 || findings.warnings.length > 0) return dialog();
    send(trip, { to: 'assigned', driverId: driver.id, vehicleId });
  };

  const pick = (trip: PlanTrip, pointer: boolean) => {
    // The click that ends a drag is no pick.
    if (pointer && Date.now() - dragEnded.current < 300) return;
    if (picked?.tripId === trip.tripId) {
      setPicked(null);
      feedback.show(t('deskPlanPickCancelled', { id: trip.tripId }), 'success');
    } else setPicked(trip);
  };

  const cancelPick = () => {
    if (!picked) return;
    const tripId = picked.tripId;
    setPicked(null);
    feedback.show(t('deskPlanPickCancelled', { id: tripId }), 'success');
    document.getElementById(`plan-trip-${tripId}`)?.focus();
  };

  const tripOf = (event: DragStartEvent | DragEndEvent) => (event.active.data.current as { trip?: PlanTrip }).trip;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const trip = (active.data.current as { trip?: PlanTrip }).trip;
      return trip && t('deskPlanDragStart', { id: trip.tripId });
    },
    onDragOver: ({ over }) => {
      const driver = (over?.data.current as { driver?: PlanDriver | null } | undefined)?.driver;
      return driver ? t('deskPlanDragOver', { name: driver.name }) : undefined;
    },
    // The result is announced by the page's own feedback.
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => {
      const trip = (active.data.current as { trip?: PlanTrip }).trip;
      return trip && t('deskPlanDragCancel', { id: trip.tripId });
    },
  };

  const { from, to } = axisHours(plan.trips, plan.day);
  const axisStart = from * 60;
  const rows = planRows(plan, mode);
  const open = rows[0]?.trips.length ?? 0;
  const hours = Array.from({ length: to - from }, (_, index) => from + index);
  const rowText = (row: PlanRow) => {
    if (row.kind === 'unassigned') return { heading: t('deskPlanUnassigned'), details: [], absences: [] };
    if (row.kind === 'driver') {
      const vehicle = row.driver.usualVehicle;
      return {
        heading: row.driver.name,
        details: [
          vehicle ? t('deskPlanVehicle', vehicle) : t('deskPlanNoVehicle'),
          ...(row.driver.active ? [] : [t('deskPlanInactive')]),
        ],
        absences: row.driver.absences.map((absence) => {
          const values = { from: formatDayTime(absence.from, lang), to: formatDayTime(absence.to, lang) };
          return absence.reason === ''
            ? t('deskPlanAbsent', values)
            : t('deskPlanAbsentWhy', { ...values, reason: absence.reason });
        }),
      };
    }
    return {
      heading: row.vehicle.name,
      details: [
        t('deskPlanVehicle', { name: row.vehicle.name, plate: row.vehicle.plate, seats: row.vehicle.seats }),
        ...(row.vehicle.active ? [] : [t('deskPlanInactive')]),
      ],
      absences: [],
    };
  };

  return (
    <section
      className="plan"
      aria-labelledby="plan-heading"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && picked) {
          event.preventDefault();
          cancelPick();
        }
      }}
    >
      <h2 id="plan-heading" className="plan__heading">
        {t('deskPlanOf', { day: formatDay(plan.day, lang) })}
      </h2>
      <p className="plan__count">{t('deskPlanCount', { count: plan.trips.length, open })}</p>
      {!movable && <p className="plan__hint">{t('deskPlanVehicleHint')}</p>}
      <div className="plan__pick" role="status" aria-atomic="true">
        {picked && (
          <p className="note plan__picked">
            {t('deskPlanPicked', { id: picked.tripId })}{' '}
            <button type="button" className="button button--secondary" onClick={cancelPick}>
              {t('deskPlanCancelPick')}
            </button>
          </p>
        )}
      </div>
      <Feedback message={feedback.message} />
      <DndContext
        sensors={sensors}
        collisionDetection={pointerWithin}
        accessibility={{ announcements }}
        onDragStart={(event) => {
          dragging.current = true;
          setPicked(null);
          setDragged(tripOf(event) ?? null);
        }}
        onDragCancel={dragStopped}
        onDragEnd={(event) => {
          dragEnded.current = Date.now();
          dragStopped();
          const trip = tripOf(event);
          const driver = (event.over?.data.current as { driver?: PlanDriver | null } | undefined)?.driver;
          if (trip && driver) void assignTo(trip, driver);
        }}
      >
        <div className="plan__grid">
          <div className="plan__axis" aria-hidden="true" style={{ width: `${(to - from) * 60 * pixelsPerMinute}px` }}>
            {hours.map((hour) => (
              <span
                key={hour}
                className="plan__hour"
                style={{ left: `${(hour * 60 - axisStart) * pixelsPerMinute}px` }}
              >
                {`${String(hour).padStart(2, '0')}:00`}
              </span>
            ))}
          </div>
          <ul className="plan__rows" style={{ width: `${(to - from) * 60 * pixelsPerMinute}px` }}>
            {rows.map((row) => {
              const { heading, details, absences } = rowText(row);
              return (
                <PlanRowView
                  key={row.key}
                  id={`plan-${row.key}`}
                  heading={heading}
                  details={details}
                  absences={absences}
                  placed={placeTrips(row.trips, plan.day, narrowestBlockMinutes)}
                  axisStart={axisStart}
                  driver={row.kind === 'driver' ? row.driver : null}
                  movable={movable}
                  picked={picked}
                  emptyText={row.kind === 'unassigned' ? t('deskPlanUnassignedEmpty') : t('deskPlanNoTrips')}
                  onPick={pick}
                  onAssign={(trip, driver) => void assignTo(trip, driver)}
                />
              );
            })}
          </ul>
        </div>
        <DragOverlay dropAnimation={null}>
          {dragged && (
            <div className={`plan-block plan-block--${dragged.status} plan-block--overlay`}>
              <div className="plan-block__pick">
                <TripWords trip={dragged} />
              </div>
            </div>
          )}
        </DragOverlay>
      </DndContext>
      <AssignDialog
        tripId={asking?.trip.tripId ?? 0}
        open={asking !== null}
        busy={assign.isPending}
        reassign={asking !== null && asking.trip.driverId !== null}
        preselected={asking ? { driverId: asking.driverId, vehicleId: asking.vehicleId } : undefined}
        onClose={() => {
          if (asking) focusTrip.current = asking.trip.tripId;
          setAsking(null);
        }}
        onAssign={(request) => {
          if (asking && request.to === 'assigned' && request.driverId !== undefined)
            send(asking.trip, { ...request, to: 'assigned', driverId: request.driverId });
        }}
      />
    </section>
  );
}
