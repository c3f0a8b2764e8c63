import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { RecordForm, type RecordFormProps } from '../../shared/register/record-form.tsx';
import { useTripFieldTexts } from '../../shared/trip-field-texts.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { vehicleFields, vehicleProblems, type VehicleDraft, type VehicleField } from '../vehicle-form.ts';

type VehicleFormProps = RecordFormProps<VehicleDraft> & {
  /** The tenant's vehicle classes, lowest first. */
  classes: readonly string[];
};

/**
 * A vehicle's name, plate, seats, luggage places and class (docs/reference/screens.md#desk-vehicles), checked as the
 * server will (`RecordForm`).
 */
export function VehicleForm({ classes, ...props }: VehicleFormProps) {
  const { idPrefix, autoFocus = false } = props;
  const { t } = useTranslation();
  const fieldTexts = useTripFieldTexts();
  const controls = {
    name: { id: `${idPrefix}-name`, label: t('desk.vehicles.name') },
    plate: { id: `${idPrefix}-plate`, label: t('desk.vehicles.plate') },
    seats: { id: `${idPrefix}-seats`, label: t('desk.vehicles.seats') },
    luggage: { id: `${idPrefix}-luggage`, label: t('desk.vehicles.luggage') },
    vehicleClass: { id: `${idPrefix}-class`, label: t('desk.vehicles.class') },
  } satisfies Record<VehicleField, { id: string; label: string }>;
  const info: Partial<Record<VehicleField, string>> = {
    name: t('desk.vehicles.nameInfo'),
    plate: t('desk.vehicles.plateInfo'),
    seats: t('desk.vehicles.seatsInfo'),
    luggage: t('desk.vehicles.luggageInfo'),
  };

  return (
    <RecordForm {...props} fields={vehicleFields} controls={controls} problemsOf={vehicleProblems}>
      {({ draft, change, message }) => (
        <>
          {(['name', 'plate', 'seats', 'luggage'] as const).map((field) => (
            <TextField
              key={field}
              id={controls[field].id}
              label={controls[field].label}
              info={info[field]}
              required={field !== 'plate'}
              message={message(field)}
              autoComplete="off"
              inputMode={field === 'seats' || field === 'luggage' ? 'numeric' : undefined}
              autoCapitalize={field === 'plate' ? 'characters' : undefined}
              spellCheck={field === 'name' ? undefined : false}
              autoFocus={autoFocus && field === 'name'}
              value={draft[field]}
              onChange={(value) => change(field, value)}
            />
          ))}
          <SelectField
            id={controls.vehicleClass.id}
            label={controls.vehicleClass.label}
            message={message('vehicleClass')}
            value={draft.vehicleClass}
            onChange={(value) => change('vehicleClass', value)}
          >
            <option value="">{t('desk.vehicles.classUnknown')}</option>
            {classes.map((vehicleClass) => (
              <option key={vehicleClass} value={vehicleClass}>
                {fieldTexts.vehicleClass(vehicleClass)}
              </option>
            ))}
          </SelectField>
        </>
      )}
    </RecordForm>
  );
}
