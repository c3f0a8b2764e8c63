import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { deskErrorOf } from '../../shared/desk-api.ts';
import { problemText, refusalProblems, summaryOf, useFieldProblems } from '../../shared/desk-form.ts';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { driverFields, driverProblems, type DriverDraft, type DriverField } from '../driver-form.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { Field } from '../../../ui/field.tsx';
import { useVehicles } from '../../shared/get-vehicles.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';

type DriverFormProps = {
  /** Prefix of the controls' ids: the new driver's form and the change dialog are on one page. */
  idPrefix: string;
  labelledBy: string;
  initial: DriverDraft;
  /** Sends the form; a refusal it throws is shown at its fields, and what was typed stays. */
  onSave: (draft: DriverDraft) => Promise<unknown>;
  /** The form starts again empty once saved (a new driver), else it keeps what was saved. */
  clearOnSave?: boolean;
  pending: boolean;
  submitLabel: string;
  /** Buttons beside the submit button (the dialog's way out). */
  extraActions?: ReactNode;
  /** The first field takes the focus (the change dialog). */
  autoFocus?: boolean;
};

/**
 * A driver's name, phone, e-mail address and usual vehicle (docs/reference/screens.md#desk-drivers), checked as the server will: the
 * problems at their fields and in the error summary at the top, which takes focus.
 */
export function DriverForm({
  idPrefix,
  labelledBy,
  initial,
  onSave,
  clearOnSave = false,
  pending,
  submitLabel,
  extraActions,
  autoFocus = false,
}: DriverFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DriverDraft>(initial);
  const { problems, attempt, report, clear } = useFieldProblems<DriverField>();
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

  const change = (field: DriverField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = driverProblems(draft);
    report(found);
    if (found.length > 0) return;
    onSave(draft).then(
      () => {
        if (clearOnSave) setDraft(initial);
      },
      (error: unknown) => report(refusalProblems(deskErrorOf(error), [...driverFields])),
    );
  };

  return (
    <form className="driver-form" noValidate aria-labelledby={labelledBy} onSubmit={submit}>
      <ErrorSummary errors={summaryOf(t, problems, controls)} attempt={attempt} />
      {(['name', 'phone', 'email'] as const).map((field) => (
        <TextField
          key={field}
          id={controls[field].id}
          label={controls[field].label}
          required={field === 'name'}
          message={problemText(t, problems, field, controls[field].label)}
          type={field === 'phone' ? 'tel' : field === 'email' ? 'email' : 'text'}
          info={field === 'email' ? t('deskDriverEmailInfo') : undefined}
          autoComplete="off"
          spellCheck={field === 'name' ? undefined : false}
          autoFocus={autoFocus && field === 'name'}
          value={draft[field]}
          onChange={(value) => change(field, value)}
        />
      ))}
      <Field
        id={controls.usualVehicleId.id}
        label={controls.usualVehicleId.label}
        info={t('desk.vehicles.usualVehicleInfo')}
        message={problemText(t, problems, 'usualVehicleId', controls.usualVehicleId.label)}
      >
        {(control) => (
          <select
            {...control}
            className="select"
            value={draft.usualVehicleId}
            onChange={(event) => change('usualVehicleId', event.target.value)}
          >
            <option value="">{t('desk.vehicles.noUsualVehicle')}</option>
            {vehicles?.map((vehicle) => (
              <option key={vehicle.id} value={String(vehicle.id)}>
                {[vehicle.name, vehicle.plate].filter((part) => part !== '').join(' · ')}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="actions driver-form__actions">
        {extraActions}
        <SubmitButton busy={pending} busyLabel={t('deskSaving')}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
