import type { TFunction } from '../../ui/i18n/i18n.ts';
import { useCallback, useState } from 'react';
import type { FormError } from '../../ui/error-summary.tsx';
import { deskErrorTextKey, type DeskError, type DeskErrorKey } from './desk-api.ts';

/**
 * A problem of one field of a desk form: the translation key of its message, which may name the field (`label`), and
 * the message's other values.
 */
export type FieldProblem<F extends string> = { field: F; key: string; values?: Record<string, string | number> };

/**
 * Where a desk form shows a refusal of the server (docs/reference/api.md#admin-desk): a 422's fields each at their own
 * field (`deskFieldError_<what>`), any other refusal at the field `at` names for its key, else at the first field.
 */
export function refusalProblems<F extends string>(
  error: DeskError,
  fields: readonly [F, ...F[]],
  at: Partial<Record<DeskErrorKey, F>> = {},
): FieldProblem<F>[] {
  const [first] = fields;
  if (error.key === 'invalidFields') {
    const known = fields.filter((field) => error.fields[field] !== undefined);
    if (known.length > 0) return known.map((field) => ({ field, key: `deskFieldError_${error.fields[field]}` }));
  }
  return [{ field: at[error.key] ?? first, key: deskErrorTextKey(error.key) }];
}

/**
 * The problems a desk form shows after a submit, at their fields and in the error summary: `report` replaces them
 * (and moves focus to the summary when there are any), `clear` drops a field's problem once the field changes, and those of the fields within it.
 */
export function useFieldProblems<F extends string>() {
  const [problems, setProblems] = useState<FieldProblem<F>[]>([]);
  // Bumped by every submit that found problems: the error summary takes focus again.
  const [attempt, setAttempt] = useState(0);
  const report = useCallback((found: FieldProblem<F>[]) => {
    setProblems(found);
    if (found.length > 0) setAttempt((count) => count + 1);
  }, []);
  const clear = useCallback((field: F) => {
    // A value holding others (`layouts.trip`) takes their problems with it: they may no longer be where they were.
    const stale = (problem: FieldProblem<F>) => problem.field === field || problem.field.startsWith(`${field}.`);
    setProblems((current) => (current.some(stale) ? current.filter((problem) => !stale(problem)) : current));
  }, []);
  return { problems, attempt, report, clear };
}

/** The text of a field's problem, naming the field by its label where the message does. */
export function problemText<F extends string>(
  t: TFunction,
  problems: readonly FieldProblem<F>[],
  field: F,
  label: string,
): string | null {
  const problem = problems.find((each) => each.field === field);
  return problem ? t(problem.key, { ...problem.values, label }) : null;
}

/** The error summary's entries, in the form's order: each links to its field's control. */
export function summaryOf<F extends string>(
  t: TFunction,
  problems: readonly FieldProblem<F>[],
  controls: Readonly<Record<F, { id: string; label: string }>>,
): FormError[] {
  return (Object.keys(controls) as F[]).flatMap((field) => {
    const text = problemText(t, problems, field, controls[field].label);
    return text === null ? [] : [{ fieldId: controls[field].id, message: text }];
  });
}

/**
 * What a desk form's text field (`TextField`, `TextAreaField` of ui/text-field.tsx) takes of the form, by the field's
 * name: its control's id and label, its problem's message, its value and its change.
 */
export function textFieldsOf<F extends string, Text extends F>(
  t: TFunction,
  problems: readonly FieldProblem<F>[],
  controls: Readonly<Record<F, { id: string; label: string }>>,
  values: Readonly<Record<Text, string>>,
  change: (field: Text, value: string) => void,
) {
  return (field: Text) => ({
    id: controls[field].id,
    label: controls[field].label,
    message: problemText(t, problems, field, controls[field].label),
    value: values[field],
    onChange: (value: string) => change(field, value),
  });
}
