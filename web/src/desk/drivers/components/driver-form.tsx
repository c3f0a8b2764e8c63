import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { RecordForm, type RecordFormProps } from '../../shared/register/record-form.tsx';
import { driverFields, driverProblems, type DriverDraft, type DriverField } from '../driver-form.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { useVehicles } from '../../shared/get-vehicles.ts';

/**
 * A driver's name, phone, e-mail address and usual vehicle (docs/reference/screens.md#desk-drivers), checked as the
 * server will (`RecordForm`).
 */
export function DriverForm(props: RecordFormProps<DriverDraft>) {
  const { idPrefix, initial, autoFocus = false } = props;
  const { t } = useTranslation();
  const controls = {
    name: { id: `${idPrefix}-name`, label: t('deskDriverName') },
    phone: { id: `${idPrefix}-phone`, label: t('deskDriverPhone') },
    email: { id: `${idPrefix}-email`, label: t('deskDriverEmail') },
    usualVehicleId: { id: `${idPrefix}-vehicle`, label: t('desk.vehicles.usualVehicle') },
  } satisfies Record<DriverField, { id: string; label: string }>;
  // The active vehicles to pick from, and the driver's own usual one when it was deactivated since.
  const vehicles = useVehicles(true).data?.vehicles.filter(
    (vehicle) => vehicle.active || String(vehicle.id) === initial.usualVehicleId,
  );

  return (
    <RecordForm {...props} fields={driverFields} controls={controls} problemsOf={driverProblems}>
      {({ draft, change, message }) => (
        <>
          {(['name', 'phone', 'email'] as const).map((field) => (
            <TextField
              key={field}
              id={controls[field].id}
              label={controls[field].label}
              required={field === 'name'}
              message={message(field)}
              type={field === 'phone' ? 'tel' : field === 'email' ? 'email' : 'text'}
              info={field === 'email' ? t('deskDriverEmailInfo') : undefined}
              autoComplete="off"
              spellCheck={field === 'name' ? undefined : false}
              autoFocus={autoFocus && field === 'name'}
              value={draft[field]}
              onChange={(value) => change(field, value)}
            />
          ))}
          <SelectField
            id={controls.usualVehicleId.id}
            label={controls.usualVehicleId.label}
            info={t('desk.vehicles.usualVehicleInfo')}
            message={message('usualVehicleId')}
            value={draft.usualVehicleId}
            onChange={(value) => change('usualVehicleId', value)}
          >
            <option value="">{t('desk.vehicles.noUsualVehicle')}</option>
            {vehicles?.map((vehicle) => (
              <option key={vehicle.id} value={String(vehicle.id)}>
                {[vehicle.name, vehicle.plate].filter((part) => part !== '').join(' · ')}
              </option>
            ))}
          </SelectField>
        </>
      )}
    </RecordForm>
  );
}
