import { useState, type FormEvent } from 'react';
import type { SaveSettingsRequest, SettingsSection } from '#common/contracts/admin-settings.ts';
import type { FieldError } from '#common/contracts/admin.ts';
import type { Language } from '#common/constants.ts';
import { sectionFieldErrors, setValueAt, valueAt } from '#common/tenant/settings-check.ts';
import type { TenantFile } from '#common/tenant/tenant-file.ts';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { FormError } from '../../../ui/error-summary.tsx';
import { deskErrorOf, type DeskError } from '../../shared/desk-api.ts';
import { useFieldProblems, type FieldProblem } from '../../shared/desk-form.ts';
import { useSettings, type LoadedSettings } from '../api/get-settings.ts';
import { useSaveSettingsSection } from '../api/put-settings-section.ts';

/** A path of the tenant file (`info.company`, `hostnames.1`) → the label of the field that edits it. */
export type SettingsLabels = Readonly<Record<string, string>>;

export type SettingsFormOptions<V> = {
  section: SettingsSection;
  settings: LoadedSettings;
  /** The section's draft from the configuration: its part of the tenant file, as the form edits it. */
  valueOf: (config: TenantFile) => V;
  /**
   * Every field's label by its path: a problem is shown at the field of its path, or of the nearest path above it
   * (`lang.nl` for `lang.nl.someKey`), and the error summary links there.
   */
  labels: SettingsLabels;
  /** What a save sends besides the version; absent: the draft as the section's value. */
  requestOf?: (draft: V) => Omit<SaveSettingsRequest, 'version'>;
};

/** The control id of a path's field: `settings-info-company`. */
export const settingsFieldId = (path: string) => `settings-${path.replaceAll('.', '-')}`;

/** Where a problem of `path` is shown: the labelled path it is, or the nearest one above it, else the form's first. */
export function labelledPathOf(labels: SettingsLabels, path: string): string | undefined {
  const paths = Object.keys(labels);
  const above = paths
    .filter((each) => path === each || path.startsWith(`${each}.`))
    .sort((a, b) => b.length - a.length)[0];
  return above ?? paths[0];
}

/** A refusal's or the check's fields (path → field error) as the problems the form shows. */
export const problemsOfFields = (fields: Readonly<Record<string, FieldError>>): FieldProblem<string>[] =>
  Object.entries(fields).map(([field, error]) => ({ field, key: `deskFieldError_${error}` }));

/**
 * A settings section's form (docs/reference/screens.md#desk-settings): the draft made from the configuration, checked
 * before it is sent with the same schema as the server (`sectionFieldErrors`), saved on the version it was made on;
 * the problems at their fields and in the error summary, `settingsConflict` as a sentence with a way to reload, the
 * new version named once saved. `text`, `number`, `checkbox` and `pair` give a field's props by its path.
 */
export function useSettingsForm<V extends Record<string, unknown>>({
  section,
  settings,
  valueOf,
  labels,
  requestOf = (draft) => ({ value: draft }),
}: SettingsFormOptions<V>) {
  const { t } = useTranslation();
  const current = useSettings();
  const save = useSaveSettingsSection(section);
  const [draft, setDraft] = useState<V>(() => valueOf(settings.config));
  // The version the draft was made on: a save on it is refused when another was saved since.
  const [base, setBase] = useState(settings.version);
  const [saved, setSaved] = useState<number | null>(null);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<DeskError | null>(null);
  const { problems, attempt, report, clear } = useFieldProblems<string>();

  const value = (path: string): unknown => valueAt(draft, path.split('.'));
  const update = (path: string, next: unknown) => {
    setDraft((before) => {
      const copy = structuredClone(before);
      setValueAt(copy, path.split('.'), next);
      return copy;
    });
    clear(path);
    setSaved(null);
  };
  /** Changes the draft as a whole (a row added or removed); `path` names the field whose problem it clears. */
  const change = (make: (before: V) => V, path?: string) => {
    setDraft(make);
    if (path !== undefined) clear(path);
    setSaved(null);
  };

  const listAt = (path: string): unknown[] => {
    const list = value(path);
    return Array.isArray(list) ? list : [];
  };

  const labelOf = (path: string) => labels[path] ?? path;
  // A text left empty is missing rather than too short.
  const textOf = (problem: FieldProblem<string>, path: string) =>
    t(
      problem.key === 'deskFieldError_tooShort' && value(problem.field) === '' ? 'desk.settings.missing' : problem.key,
      {
        label: labelOf(path),
      },
    );
  const message = (path: string): string | null => {
    const problem = problems.find((each) => labelledPathOf(labels, each.field) === path);
    return problem ? textOf(problem, path) : null;
  };
  const summary: FormError[] = [];
  for (const problem of problems) {
    const path = labelledPathOf(labels, problem.field) ?? problem.field;
    const fieldId = settingsFieldId(path);
    if (!summary.some((each) => each.fieldId === fieldId)) summary.push({ fieldId, message: textOf(problem, path) });
  }

  const reload = async () => {
    const { data } = await current.refetch();
    if (!data) return;
    setDraft(valueOf(data.config));
    setBase(data.version);
    setConflict(false);
    report([]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const request = requestOf(draft);
    setFailure(null);
    setConflict(false);
    const found = problemsOfFields(
      sectionFieldErrors(settings.config as unknown as Record<string, unknown>, section, request.value),
    );
    report(found);
    if (found.length > 0) return;
    save.mutate(
      { version: base, ...request },
      {
        onSuccess: (reply) => {
          setBase(reply.version);
          setSaved(reply.version);
        },
        onError: (error) => {
          const refusal = deskErrorOf(error);
          if (refusal.key === 'invalidFields') report(problemsOfFields(refusal.fields));
          else if (refusal.key === 'settingsConflict') setConflict(true);
          else setFailure(refusal);
        },
      },
    );
  };

  const field = (path: string) => ({ id: settingsFieldId(path), label: labelOf(path), message: message(path) });

  return {
    draft,
    value,
    update,
    change,
    /** Adds an item at the end of the list at `path`. */
    addItem: (path: string, item: unknown) => update(path, [...listAt(path), item]),
    /** Removes the item at `index` of the list at `path`, and its problem. */
    removeItem: (path: string, index: number) => {
      update(
        path,
        listAt(path).filter((_, at) => at !== index),
      );
      clear(`${path}.${index}`);
    },
    submit,
    reload,
    pending: save.isPending,
    saved,
    conflict,
    failure,
    summary,
    attempt,
    /** A message of a path with no field of its own to show it (the section as a whole). */
    message,
    field,
    /** Props of a `TextField` or `TextAreaField` editing the text at `path`. */
    text: (path: string) => ({
      ...field(path),
      value: String(value(path) ?? ''),
      onChange: (next: string) => update(path, next),
    }),
    /** Props of a `NumberField` editing the whole number at `path`. */
    number: (path: string) => ({
      ...field(path),
      value: Number(value(path) ?? 0),
      onChange: (next: number) => update(path, next),
    }),
    /** Props of a `CheckboxField` editing the yes/no at `path`. */
    checkbox: (path: string) => ({
      ...field(path),
      checked: value(path) === true,
      onChange: (next: boolean) => update(path, next),
    }),
    /**
     * Props of a `TextPairField` editing the per-language text at `path` (`{ nl, en }`), each language labelled by its
     * own path (`info.infoHtml.nl`).
     */
    pair: (path: string) => {
      const texts = (value(path) ?? {}) as Partial<Record<Language, string>>;
      return {
        id: settingsFieldId(path),
        labels: { nl: labelOf(`${path}.nl`), en: labelOf(`${path}.en`) },
        values: { nl: texts.nl ?? '', en: texts.en ?? '' },
        messages: { nl: message(`${path}.nl`), en: message(`${path}.en`) },
        onChange: (language: Language, next: string) => update(`${path}.${language}`, next),
      };
    },
  };
}

export type SettingsForm<V extends Record<string, unknown> = Record<string, unknown>> = ReturnType<
  typeof useSettingsForm<V>
>;
