import { cleanup } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { changeLanguage } from './i18n/i18n.ts';
import type { TypedTextFieldProps } from './field.tsx';

/** After each test of a typed field: the rendering removed and the language back to Dutch. */
export async function resetTypedField() {
  cleanup();
  await changeLanguage('nl');
}

type TypedFieldHarnessProps = {
  /** The field, given its value and onChange. */
  field: (props: Pick<TypedTextFieldProps, 'value' | 'onChange'>) => ReactNode;
  initial?: string | undefined;
  /** A button named `name` sets `value` from outside. */
  outside: { name: string; value: string };
};

/** A typed field (a day, a time) in a form of its own for a unit test: the value it passes on shown in `value`. */
export function TypedFieldHarness({ field, initial = '', outside }: TypedFieldHarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      {field({ value, onChange: setValue })}
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue(outside.value)}>
        {outside.name}
      </button>
    </>
  );
}
