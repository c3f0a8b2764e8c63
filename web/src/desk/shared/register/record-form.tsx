import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { FormFrame } from '../../../ui/form-frame.tsx';
import { deskErrorOf } from '../desk-api.ts';
import { problemText, refusalProblems, summaryOf, useFieldProblems, type FieldProblem } from '../desk-form.ts';
import './register.css';

/** What the page gives the form of a driver or a vehicle: the new one's form and the change dialog's. */
export type RecordFormProps<Draft> = {
  /** Prefix of the controls' ids: the new one's form and the change dialog are on one page. */
  idPrefix: string;
  labelledBy: string;
  initial: Draft;
  /** Sends the form; a refusal it throws is shown at its fields, and what was typed stays. */
  onSave: (draft: Draft) => Promise<unknown>;
  /** The form starts again empty once saved (a new one), else it keeps what was saved. */
  clearOnSave?: boolean;
  pending: boolean;
  submitLabel: string;
  /** Buttons beside the submit button (the dialog's way out). */
  extraActions?: ReactNode;
  /** The first field takes the focus (the change dialog). */
  autoFocus?: boolean;
};

/** What the form gives its fields: the draft, a field's change and a field's message. */
export type RecordFields<F extends string, Draft> = {
  draft: Draft;
  change: (field: F, value: string) => void;
  message: (field: F) => string | null;
};

type RecordFormFrameProps<F extends string, Draft> = Omit<RecordFormProps<Draft>, 'idPrefix' | 'autoFocus'> & {
  /** The fields in their order on the screen, with their controls' ids and labels. */
  fields: readonly [F, ...F[]];
  controls: Readonly<Record<F, { id: string; label: string }>>;
  /** What is wrong with the draft before it is sent. */
  problemsOf: (draft: Draft) => FieldProblem<F>[];
  children: (fields: RecordFields<F, Draft>) => ReactNode;
};

/**
 * The form of a driver or a vehicle (docs/reference/screens.md#desk-drivers, #desk-vehicles), checked as the server
 * will: the problems at their fields and in the error summary at the top, which takes focus.
 */
export function RecordForm<F extends string, Draft extends Record<F, string>>({
  fields,
  controls,
  problemsOf,
  labelledBy,
  initial,
  onSave,
  clearOnSave = false,
  pending,
  submitLabel,
  extraActions,
  children,
}: RecordFormFrameProps<F, Draft>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(initial);
  const { problems, attempt, report, clear } = useFieldProblems<F>();

  const change = (field: F, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = problemsOf(draft);
    report(found);
    if (found.length > 0) return;
    onSave(draft).then(
      () => {
        if (clearOnSave) setDraft(initial);
      },
      (error: unknown) => report(refusalProblems(deskErrorOf(error), fields)),
    );
  };

  return (
    <FormFrame
      className="desk-record-form"
      labelledBy={labelledBy}
      onSubmit={submit}
      errors={summaryOf(t, problems, controls)}
      attempt={attempt}
      busy={pending}
      busyLabel={t('deskSaving')}
      submitLabel={submitLabel}
      extraActions={extraActions}
      actionsClassName="desk-record-form__actions"
    >
      {children({ draft, change, message: (field) => problemText(t, problems, field, controls[field].label) })}
    </FormFrame>
  );
}
