import { useRef, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { Vehicle } from '#common/contracts/desk-vehicles.ts';
import { deskErrorOf, deskErrorTextKey } from '../../shared/desk-api.ts';
import { DeskErrorBox } from '../../shared/desk-page.tsx';
import { useVehicles } from '../../shared/get-vehicles.ts';
import { useTripFieldTexts } from '../../shared/trip-field-texts.ts';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useUpdateVehicle } from '../api/patch-vehicle.ts';
import { vehicleChanges, type VehicleDraft } from '../vehicle-form.ts';
import { VehicleDialog } from './vehicle-dialog.tsx';

const headingId = 'vehicles-list-heading';

/**
 * The tenant's vehicles (docs/reference/screens.md#desk-vehicles): the active ones, or with "show deactivated too" all
 * of them, the deactivated marked; each can be changed, deactivated (asked first) or activated again.
 */
export function VehiclesList() {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const vehicles = useVehicles(all);
  const update = useUpdateVehicle();
  const feedback = useFeedback();
  const [editing, setEditing] = useState<Vehicle | null>(null);
  const [deactivating, setDeactivating] = useState<Vehicle | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const setActive = (vehicle: Vehicle, active: boolean) => {
    if (update.isPending) return;
    feedback.clear();
    update.mutate(
      { vehicle, change: { active } },
      {
        onSuccess: (changed) => {
          feedback.show(
            t(active ? 'desk.vehicles.activated' : 'desk.vehicles.deactivated', { name: changed.name }),
            'success',
          );
          // Its row (and the button that had the focus) leaves the list of active vehicles.
          if (!active && !all) heading.current?.focus();
        },
        onError: (error) => feedback.show(t(deskErrorTextKey(deskErrorOf(error).key)), 'error'),
      },
    );
  };

  const save = async (vehicle: Vehicle, draft: VehicleDraft) => {
    const change = vehicleChanges(vehicle, draft);
    if (Object.keys(change).length === 0) {
      setEditing(null);
      feedback.show(t('desk.vehicles.unchanged'), 'success');
      return;
    }
    const changed = await update.mutateAsync({ vehicle, change });
    setEditing(null);
    feedback.show(t('desk.vehicles.saved', { name: changed.name }), 'success');
  };

  return (
    <section className="desk-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} className="desk-section__heading" tabIndex={-1}>
        {t('desk.vehicles.listTitle')}
      </h2>
      <p>{t('desk.vehicles.intro')}</p>
      <label className="choice vehicles__all">
        <input type="checkbox" checked={all} onChange={(event) => setAll(event.target.checked)} />
        {t('desk.vehicles.showAll')}
      </label>
      <Feedback message={feedback.message} />
      {vehicles.data ? (
        vehicles.data.vehicles.length === 0 ? (
          <p>{t(all ? 'desk.vehicles.none' : 'desk.vehicles.noneActive')}</p>
        ) : (
          <>
            <p>{t('desk.vehicles.count', { count: vehicles.data.vehicles.length })}</p>
            <VehiclesTable
              vehicles={vehicles.data.vehicles}
              busyId={update.isPending ? update.variables.vehicle.id : null}
              onEdit={setEditing}
              onDeactivate={setDeactivating}
              onActivate={(vehicle) => setActive(vehicle, true)}
            />
          </>
        )
      ) : vehicles.isError ? (
        <DeskErrorBox error={vehicles.error} onRetry={() => void vehicles.refetch()} />
      ) : (
        <Spinner />
      )}
      <VehicleDialog
        vehicle={editing}
        classes={vehicles.data?.classes ?? []}
        pending={update.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deactivating !== null}
        title={deactivating ? t('desk.vehicles.deactivateTitle', { name: deactivating.name }) : ''}
        message={deactivating ? t('desk.vehicles.deactivateText', { name: deactivating.name }) : ''}
        confirmLabel={t('desk.vehicles.deactivate')}
        cancelLabel={t('deskCancel')}
        onConfirm={() => {
          const vehicle = deactivating;
          setDeactivating(null);
          if (vehicle) setActive(vehicle, false);
        }}
        onCancel={() => setDeactivating(null)}
      />
    </section>
  );
}

type VehiclesTableProps = {
  vehicles: readonly Vehicle[];
  busyId: number | null;
  onEdit: (vehicle: Vehicle) => void;
  onDeactivate: (vehicle: Vehicle) => void;
  onActivate: (vehicle: Vehicle) => void;
};

/** The vehicles as a table; on a phone each row stacks its cells, each under its column's name. */
function VehiclesTable({ vehicles, busyId, onEdit, onDeactivate, onActivate }: VehiclesTableProps) {
  const { t } = useTranslation();
  const fieldTexts = useTripFieldTexts();
  const columns: readonly Column<Vehicle>[] = [
    { name: 'name', header: t('desk.vehicles.name'), className: 'vehicle__name', cell: (vehicle) => vehicle.name },
    { name: 'plate', header: t('desk.vehicles.plate'), className: 'vehicle__plate', cell: (vehicle) => vehicle.plate },
    { name: 'seats', header: t('desk.vehicles.seats'), cell: (vehicle) => String(vehicle.seats) },
    { name: 'luggage', header: t('desk.vehicles.luggage'), cell: (vehicle) => String(vehicle.luggage) },
    {
      name: 'class',
      header: t('desk.vehicles.class'),
      cell: (vehicle) =>
        vehicle.vehicleClass === '' ? t('desk.vehicles.classUnknown') : fieldTexts.vehicleClass(vehicle.vehicleClass),
    },
    {
      name: 'state',
      header: t('desk.vehicles.state'),
      cell: (vehicle) => t(vehicle.active ? 'desk.vehicles.active' : 'desk.vehicles.inactive'),
    },
    {
      name: 'actions',
      header: t('desk.vehicles.actions'),
      cell: (vehicle) => {
        const busy = busyId === vehicle.id;
        return (
          <div className="vehicle__actions">
            {/* The visible text comes first in the name, the vehicle's name after it (WCAG 2.5.3). */}
            <button
              type="button"
              className="button button--secondary vehicle__action"
              aria-disabled={busy}
              onClick={() => !busy && onEdit(vehicle)}
            >
              {t('desk.vehicles.edit')}
              <span className="visually-hidden"> {vehicle.name}</span>
            </button>
            <button
              type="button"
              className="button button--secondary vehicle__action"
              aria-disabled={busy}
              onClick={() => !busy && (vehicle.active ? onDeactivate(vehicle) : onActivate(vehicle))}
            >
              {t(vehicle.active ? 'desk.vehicles.deactivate' : 'desk.vehicles.activate')}
              <span className="visually-hidden"> {vehicle.name}</span>
            </button>
          </div>
        );
      },
    },
  ];
  return (
    <DataTable
      className="vehicles-table"
      caption={t('desk.vehicles.caption')}
      columns={columns}
      rows={vehicles}
      rowClassName={(vehicle) => (vehicle.active ? 'vehicle' : 'vehicle vehicle--inactive')}
    />
  );
}
