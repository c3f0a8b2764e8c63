import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { deskErrorOf } from '../../shared/desk-api.ts';
import { problemText, refusalProblems, summaryOf, useFieldProblems } from '../../shared/desk-form.ts';
import { useTripFieldTexts } from '../../shared/trip-field-texts.ts';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { Field } from '../../../ui/field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { vehicleFields, vehicleProblems, type VehicleDraft, type VehicleField } from '../vehicle-form.ts';

type VehicleFormProps = {
  /** Prefix of the controls' ids: the new vehicle's form and the change dialog are on one page. */
  idPrefix: string;
  labelledBy: string;
  initial: VehicleDraft;
  /** The tenant's vehicle classes, lowest first. */
  classes: readonly string[];
  /** Sends the form; a refusal it throws is shown at its fields, and what was typed stays. */
  onSave: (draft: VehicleDraft) => Promise<unknown>;
  /** The form starts again empty once saved (a new vehicle), else it keeps what was saved. */
  clearOnSave?: boolean;
  pending: boolean;
  submitLabel: string;
  /** Buttons beside the submit button (the dialog's way out). */
  extraActions?: ReactNode;
  /** The first field takes the focus (the change dialog). */
  autoFocus?: boolean;
};

/**
 * A vehicle's name, plate, seats, luggage places and class (docs/reference/screens.md#desk-vehicles), checked as the
 * server will: the problems at their fields and in the error summary at the top, which takes focus.
 */
export function VehicleForm({
  idPrefix,
  labelledBy,
  initial,
  classes,
  onSave,
  clearOnSave = false,
  pending,
  submitLabel,
  extraActions,
  autoFocus = false,
}: VehicleFormProps) {
  const { t } = useTranslation();
  const fieldTexts = useTripFieldTexts();
  const [draft, setDraft] = useState<VehicleDraft>(initial);
  const { problems, attempt, report, clear } = useFieldProblems<VehicleField>();
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

  const change = (field: VehicleField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = vehicleProblems(draft);
    report(found);
    if (found.length > 0) return;
    onSave(draft).then(
      () => {
        if (clearOnSave) setDraft(initial);
      },
      (error: unknown) => report(refusalProblems(deskErrorOf(error), [...vehicleFields])),
    );
  };

  const text = (field: Exclude<VehicleField, 'vehicleClass'>) => (
    <TextField
      key={field}
      id={controls[field].id}
      label={controls[field].label}
      info={info[field]}
      required={field !== 'plate'}
      message={problemText(t, problems, field, controls[field].label)}
      autoComplete="off"
      inputMode={field === 'seats' || field === 'luggage' ? 'numeric' : undefined}
      autoCapitalize={field === 'plate' ? 'characters' : undefined}
      spellCheck={field === 'name' ? undefined : false}
      autoFocus={autoFocus && field === 'name'}
      value={draft[field]}
      onChange={(value) => change(field, value)}
    />
  );

  return (
    <form className="vehicle-form" noValidate aria-labelledby={labelledBy} onSubmit={submit}>
      <ErrorSummary errors={summaryOf(t, problems, controls)} attempt={attempt} />
      {text('name')}
      {text('plate')}
      {text('seats')}
      {text('luggage')}
      <Field
        id={controls.vehicleClass.id}
        label={controls.vehicleClass.label}
        message={problemText(t, problems, 'vehicleClass', controls.vehicleClass.label)}
      >
        {(control) => (
          <select
            {...control}
            className="select"
            value={draft.vehicleClass}
            onChange={(event) => change('vehicleClass', event.target.value)}
          >
            <option value="">{t('desk.vehicles.classUnknown')}</option>
            {classes.map((vehicleClass) => (
              <option key={vehicleClass} value={vehicleClass}>
                {fieldTexts.vehicleClass(vehicleClass)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="actions vehicle-form__actions">
        {extraActions}
        <SubmitButton busy={pending} busyLabel={t('deskSaving')}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
