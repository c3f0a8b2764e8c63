import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../ui/i18n/i18n.ts';
import { fieldDefinitions, type FieldDefinition } from '#common/fields/field-definition.ts';
import { checkForm, formHasErrors } from '#common/fields/field-validation.ts';
import type { ReadyApp } from '../session/session.ts';
import type { DynamicValue } from '../../ui/dynamic-field.tsx';
import type { FormError } from '../../ui/error-summary.tsx';
import { fieldMessageText } from '../../ui/field-message.ts';
import { checkPhone } from '../../ui/phone-check.ts';
import { readDraft, readStored, removeDraft, writeDraft } from '../../ui/storage.ts';
import {
  initialPerson,
  parsePersonDraft,
  personToSend,
  storedPerson,
  storedStoreChoice,
  type PersonDraft,
} from './person-details.ts';

/**
 * The first state of the form: this tab's draft where there is one, else the stored person
 * (docs/reference/states.md#browser).
 */
function firstDraft(app: ReadyApp, definitions: readonly FieldDefinition[], draftName: string): PersonDraft {
  const draft = parsePersonDraft(readDraft(draftName));
  if (draft) return { ...draft, values: initialPerson(definitions, draft.values, '') };
  return {
    values: initialPerson(definitions, readStored(storedPerson), app.loginResp.telefoonnummer),
    store: readStored(storedStoreChoice) === true,
    agreed: false,
  };
}

/**
 * The personal details form of the person page and the checkout (docs/reference/screens.md#person,
 * docs/reference/record-layout.md): the tenant's userinfo layout, checked by the shared field engine, and the server's
 * field errors on top until the field changes. A submit with problems reveals every message and the error summary;
 * after that the messages follow the values. What is typed (and the checkout's terms tick) is kept in the tab's session
 * draft `idPrefix`, so a reload, the back button or a return from the payment provider brings it back. `idPrefix` also
 * names the controls, for the summary's links.
 */
export function usePersonForm(app: ReadyApp, idPrefix: string) {
  const { t } = useTranslation();
  const layout = app.config.layouts.userinfo;
  const definitions = useMemo(() => fieldDefinitions(layout), [layout]);
  const [first] = useState(() => firstDraft(app, definitions, idPrefix));
  const [values, setValues] = useState(first.values);
  const [store, setStore] = useState(first.store);
  const [agreed, setAgreed] = useState(first.agreed);
  const [revealed, setRevealed] = useState(false);
  // Bumped by every submit that found problems: the error summary takes focus again.
  const [attempt, setAttempt] = useState(0);
  const [serverMessages, setServerMessages] = useState<Record<string, string>>({});
  // Bumped by reset: the fields mount anew.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    writeDraft(idPrefix, { values, store, agreed } satisfies PersonDraft);
  }, [idPrefix, values, store, agreed]);

  const checks = checkForm(definitions, values, { checkPhone });
  const messageOf = (field: string) => serverMessages[field] ?? checks[field]?.message ?? '';
  const isRevealed = (field: string) => revealed || field in serverMessages;

  const change = (field: string, value: DynamicValue) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerMessages(({ [field]: _changed, ...rest }) => rest);
  };

  /** Every field's problem, in layout order, as the error summary lists it. */
  const errors: FormError[] = definitions
    .filter(
      (definition) =>
        !definition.hidden &&
        definition.type !== 'hidden' &&
        isRevealed(definition.field) &&
        messageOf(definition.field) !== '',
    )
    .map((definition) => {
      const label = t(definition.labelKey);
      return {
        fieldId: `${idPrefix}-${definition.field}`,
        message: `${label}: ${fieldMessageText(t, messageOf(definition.field), label)}`,
      };
    });

  /** Shows every field's message, the server's where it gave one (the summary takes focus). */
  const showErrors = (server: Record<string, string> = {}) => {
    setServerMessages(server);
    setRevealed(true);
    setAttempt((current) => current + 1);
  };

  /** Empty fields, no messages, the store box off and no draft: as after the clear-info action. */
  const reset = () => {
    setValues(initialPerson(definitions, null, ''));
    setStore(false);
    setAgreed(false);
    setRevealed(false);
    setServerMessages({});
    setGeneration((current) => current + 1);
  };

  return {
    idPrefix,
    definitions,
    values,
    store,
    setStore,
    /** The checkout's terms tick, kept in the draft with the details. */
    agreed,
    setAgreed,
    hasErrors: formHasErrors(checks),
    errors,
    attempt,
    /** Counts a submit that found problems elsewhere (the terms), so the summary takes focus again. */
    countAttempt: () => setAttempt((current) => current + 1),
    person: personToSend(definitions, values),
    showErrors,
    reset,
    /** The draft is done with: the order went through, or the details were saved or cleared. */
    forgetDraft: () => removeDraft(idPrefix),
    generation,
    fieldProps: (definition: FieldDefinition) => ({
      definition,
      value: values[definition.field],
      onChange: change,
      messageKey: messageOf(definition.field),
      revealed: isRevealed(definition.field),
      idPrefix,
    }),
  };
}

export type PersonForm = ReturnType<typeof usePersonForm>;
