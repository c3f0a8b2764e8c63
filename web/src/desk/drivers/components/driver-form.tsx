import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { deskErrorOf } from '../../shared/desk-api.ts';
import { problemText, refusalProblems, summaryOf, useFieldProblems } from '../../shared/desk-form.ts';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { driverFields, driverProblems, type DriverDraft, type DriverField } from '../driver-form.ts';
import { TextField } from '../../../ui/text-field.tsx';
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
 * A driver's name, phone, vehicle and plate (docs/reference/screens.md#desk-drivers), checked as the server will: the
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
    vehicle: { id: `${idPrefix}-vehicle`, label: t('deskDriverVehicle') },
    plate: { id: `${idPrefix}-plate`, label: t('deskDriverPlate') },
  } satisfies Record<DriverField, { id: string; label: string }>;
  const info: Partial<Record<DriverField, string>> = {
    vehicle: t('deskDriverVehicleInfo'),
    plate: t('deskDriverPlateInfo'),
  };

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
      {driverFields.map((field) => (
        <TextField
          key={field}
          id={controls[field].id}
          label={controls[field].label}
          info={info[field]}
          required={field === 'name'}
          message={problemText(t, problems, field, controls[field].label)}
          type={field === 'phone' ? 'tel' : 'text'}
          autoComplete="off"
          autoCapitalize={field === 'plate' ? 'characters' : undefined}
          spellCheck={field === 'name' || field === 'vehicle' ? undefined : false}
          autoFocus={autoFocus && field === 'name'}
          value={draft[field]}
          onChange={(value) => change(field, value)}
        />
      ))}
      <div className="actions driver-form__actions">
        {extraActions}
        <SubmitButton busy={pending} busyLabel={t('deskSaving')}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
