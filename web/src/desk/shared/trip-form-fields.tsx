import type { ReactNode } from 'react';
import type { FieldDefinition } from '#common/fields/field-definition.ts';
import type { NumberBounds } from '#common/fields/number-input.ts';
import { useTranslation } from '../../ui/i18n/i18n.ts';
import { DateField } from '../../ui/date-field.tsx';
import { optionText } from '../../ui/dynamic-field.tsx';
import { Field, type TypedTextFieldProps } from '../../ui/field.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { TimeField } from '../../ui/time-field.tsx';
import { DeskSection } from './desk-section.tsx';
import { EditStopFields } from './stop-fields.tsx';
import type { TripFormBinding } from './trip-form.ts';

const whenInputs: readonly ['date' | 'time', (props: TypedTextFieldProps) => ReactNode][] = [
  ['date', DateField],
  ['time', TimeField],
];

type SectionProps = { headingId: string; binding: TripFormBinding };

/** The pickup's day and time, side by side in a row of the form's own class. */
export function TripWhenSection({ headingId, rowClassName, binding }: SectionProps & { rowClassName: string }) {
  const { t } = useTranslation();
  const { controls, form, message, change } = binding;
  return (
    <DeskSection headingId={headingId} heading={t('deskEditWhen')}>
      <div className={rowClassName}>
        {whenInputs.map(([name, Input]) => (
          <Input
            key={name}
            id={controls[name].id}
            label={controls[name].label}
            required
            message={message(name)}
            value={form[name]}
            onChange={(value) => change(name, value)}
          />
        ))}
      </div>
    </DeskSection>
  );
}

/** The pickup and the destination (none for a trip without one), each through the customer's address search. */
export function TripRouteSection({ headingId, binding }: SectionProps) {
  const { t } = useTranslation();
  const { controls, form, message, changeStop, lang, generation = 0 } = binding;
  const stops = [
    ['from', form.from],
    ['to', form.to],
  ] as const;
  return (
    <DeskSection headingId={headingId} heading={t('deskTripTour')}>
      {stops.map(
        ([role, stop]) =>
          stop && (
            <EditStopFields
              key={`${role}-${generation}`}
              role={role}
              id={controls[role].id}
              label={controls[role].label}
              stop={stop}
              lang={lang}
              message={message(role)}
              onChange={(update) => changeStop(role, update)}
            />
          ),
      )}
    </DeskSection>
  );
}

/** The passengers, a number within the trip layout's bounds. */
export function PassengersField({ binding, bounds }: { binding: TripFormBinding; bounds: NumberBounds }) {
  const { controls, form, message, change } = binding;
  const { id, label } = controls.passengers;
  return (
    <Field id={id} label={label} required message={message('passengers')}>
      {(control) => (
        <NumberInput
          {...control}
          label={label}
          value={form.passengers}
          bounds={bounds}
          onChange={(number) => change('passengers', String(number))}
        />
      )}
    </Field>
  );
}

/** The vehicle class: the trip layout's choices in the page's language; without a choice the class is typed. */
export function VehicleClassField({ binding, choice }: { binding: TripFormBinding; choice: FieldDefinition | null }) {
  const { t, i18n } = useTranslation();
  const { controls, form, message, change } = binding;
  const { id, label } = controls.vehicleClass;
  return (
    <Field id={id} label={label} required message={message('vehicleClass')}>
      {(control) =>
        choice ? (
          <select
            {...control}
            className="select"
            value={form.vehicleClass}
            onChange={(event) => change('vehicleClass', event.target.value)}
          >
            {choice.options.map((option) => (
              <option key={option.id} value={option.id}>
                {optionText({ t, i18n }, choice.field, option)}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...control}
            className="input"
            type="text"
            maxLength={50}
            value={form.vehicleClass}
            onChange={(event) => change('vehicleClass', event.target.value)}
          />
        )
      }
    </Field>
  );
}
