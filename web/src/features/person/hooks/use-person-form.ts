import { useMemo, useState } from 'react';
import { fieldDefinitions, type FieldDefinition } from '../../../../../common/src/fields/field-definition.ts';
import { checkForm, formHasErrors } from '../../../../../common/src/fields/field-validation.ts';
import type { ReadyApp } from '../../../app/session.ts';
import type { DynamicValue } from '../../../ui/dynamic-field.tsx';
import { checkPhone } from '../../../ui/phone-check.ts';
import { readStored } from '../../../ui/storage.ts';
import { initialPerson, personToSend } from '../person-details.ts';

/**
 * The personal details form of the person page and the checkout (SPEC §2, §5): the tenant's userinfo layout,
 * checked by the shared field engine as the customer types, and the server's field errors on top until the
 * field changes. `idPrefix` names the controls, so focus can go to the first field that needs attention.
 */
export function usePersonForm(app: ReadyApp, idPrefix: string) {
  const layout = app.config.layouts.userinfo;
  const definitions = useMemo(() => fieldDefinitions(layout), [layout]);
  const [values, setValues] = useState(() => initialPerson(definitions, readStored('person'), app.loginResp.telefoonnummer));
  const [store, setStore] = useState(() => readStored('storeUserInfo') === true);
  const [revealed, setRevealed] = useState(false);
  const [serverMessages, setServerMessages] = useState<Record<string, string>>({});
  // Bumped by reset: the fields mount anew and forget that they were touched.
  const [generation, setGeneration] = useState(0);

  const checks = checkForm(definitions, values, { checkPhone });
  const messageOf = (field: string, server: Record<string, string> = serverMessages) =>
    server[field] ?? checks[field]?.message ?? '';

  const change = (field: string, value: DynamicValue) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerMessages(({ [field]: _changed, ...rest }) => rest);
  };

  /** Shows every field's message, the server's where it gave one, and moves focus to the first such field. */
  const showErrors = (server: Record<string, string> = {}) => {
    setServerMessages(server);
    setRevealed(true);
    const first = definitions.find((definition) => !definition.hidden && messageOf(definition.field, server) !== '');
    if (first) requestAnimationFrame(() => document.getElementById(`${idPrefix}-${first.field}`)?.focus());
  };

  /** Empty fields, no messages, the store box off: as after the clear-info action. */
  const reset = () => {
    setValues(initialPerson(definitions, null, ''));
    setStore(false);
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
    hasErrors: formHasErrors(checks),
    person: personToSend(definitions, values),
    showErrors,
    reset,
    generation,
    fieldProps: (definition: FieldDefinition) => ({
      definition,
      value: values[definition.field],
      onChange: change,
      messageKey: messageOf(definition.field),
      revealed: revealed || definition.field in serverMessages,
      idPrefix,
    }),
  };
}

export type PersonForm = ReturnType<typeof usePersonForm>;
