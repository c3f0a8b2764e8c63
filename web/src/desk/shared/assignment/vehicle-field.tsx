import type { AssignmentOptionsReply } from '#common/contracts/desk-vehicles.ts';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { SelectField } from '../../../ui/select-field.tsx';

type VehicleFieldProps = {
  /** The id of the assignment's controls: the select is `<id>-vehicle`. */
  id: string;
  vehicles: AssignmentOptionsReply['vehicles'];
  vehicleId: number | null;
  info?: string | undefined;
  message: string | null;
  onChange: (vehicleId: number | null) => void;
};

/** The vehicle of an assignment: each by name, plate and seats, one the checks refuse marked so. */
export function AssignVehicleField({ id, vehicles, vehicleId, info, message, onChange }: VehicleFieldProps) {
  const { t } = useTranslation();
  return (
    <SelectField
      id={`${id}-vehicle`}
      label={t('desk.assign.vehicle')}
      required
      info={info}
      message={message}
      value={vehicleId === null ? '' : String(vehicleId)}
      onChange={(value) => onChange(value === '' ? null : Number(value))}
    >
      <option value="">{t('desk.assign.pickVehicle')}</option>
      {vehicles.map(({ vehicle, refusals }) => (
        <option key={vehicle.id} value={String(vehicle.id)}>
          {t(refusals.length > 0 ? 'desk.assign.vehicleOptionRefused' : 'desk.assign.vehicleOption', {
            name: vehicle.name,
            plate: vehicle.plate,
            seats: vehicle.seats,
          })}
        </option>
      ))}
    </SelectField>
  );
}
