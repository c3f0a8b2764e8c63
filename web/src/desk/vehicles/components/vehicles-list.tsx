import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { Vehicle } from '#common/contracts/desk-vehicles.ts';
import type { Column } from '../../../ui/data-table.tsx';
import { useVehicles } from '../../shared/get-vehicles.ts';
import type { RegisterKeys } from '../../shared/register/register-keys.ts';
import { RegisterSection, useRegister } from '../../shared/register/register-section.tsx';
import { useTripFieldTexts } from '../../shared/trip-field-texts.ts';
import { useUpdateVehicle } from '../api/patch-vehicle.ts';
import { vehicleChanges } from '../vehicle-form.ts';
import { VehicleDialog } from './vehicle-dialog.tsx';

const keys: RegisterKeys = {
  title: 'desk.vehicles.listTitle',
  intro: 'desk.vehicles.intro',
  showAll: 'desk.vehicles.showAll',
  none: 'desk.vehicles.none',
  noneActive: 'desk.vehicles.noneActive',
  count: 'desk.vehicles.count',
  caption: 'desk.vehicles.caption',
  state: 'desk.vehicles.state',
  active: 'desk.vehicles.active',
  inactive: 'desk.vehicles.inactive',
  actions: 'desk.vehicles.actions',
  edit: 'desk.vehicles.edit',
  activate: 'desk.vehicles.activate',
  deactivate: 'desk.vehicles.deactivate',
  deactivateTitle: 'desk.vehicles.deactivateTitle',
  deactivateText: 'desk.vehicles.deactivateText',
  activated: 'desk.vehicles.activated',
  deactivated: 'desk.vehicles.deactivated',
  unchanged: 'desk.vehicles.unchanged',
  saved: 'desk.vehicles.saved',
};

/**
 * The tenant's vehicles (docs/reference/screens.md#desk-vehicles): the active ones, or with "show deactivated too" all
 * of them, the deactivated marked; each can be changed, deactivated (asked first) or activated again.
 */
export function VehiclesList() {
  const { t } = useTranslation();
  const fieldTexts = useTripFieldTexts();
  const update = useUpdateVehicle();
  const register = useRegister({
    keys,
    pending: update.isPending,
    update: (vehicle: Vehicle, change) => update.mutateAsync({ vehicle, change }),
    changesOf: vehicleChanges,
  });
  const { all, editing, setEditing, save } = register;
  const vehicles = useVehicles(all);

  const columns: readonly Column<Vehicle>[] = [
    { name: 'name', header: t('desk.vehicles.name'), className: 'desk-record__name', cell: (vehicle) => vehicle.name },
    {
      name: 'plate',
      header: t('desk.vehicles.plate'),
      className: 'desk-record__plate',
      cell: (vehicle) => vehicle.plate,
    },
    { name: 'seats', header: t('desk.vehicles.seats'), cell: (vehicle) => String(vehicle.seats) },
    { name: 'luggage', header: t('desk.vehicles.luggage'), cell: (vehicle) => String(vehicle.luggage) },
    {
      name: 'class',
      header: t('desk.vehicles.class'),
      cell: (vehicle) =>
        vehicle.vehicleClass === '' ? t('desk.vehicles.classUnknown') : fieldTexts.vehicleClass(vehicle.vehicleClass),
    },
  ];

  return (
    <RegisterSection
      keys={keys}
      register={register}
      headingId="vehicles-list-heading"
      query={vehicles}
      rowsOf={(reply) => reply.vehicles}
      columns={columns}
      busyId={update.isPending ? update.variables.vehicle.id : null}
    >
      <VehicleDialog
        vehicle={editing}
        classes={vehicles.data?.classes ?? []}
        pending={update.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      />
    </RegisterSection>
  );
}
