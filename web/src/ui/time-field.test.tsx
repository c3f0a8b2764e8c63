// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import './i18n/test-texts.ts';
import { TimeField } from './time-field.tsx';
import { resetTypedField, TypedFieldHarness } from './test-typed-field.tsx';

afterEach(resetTypedField);

function Harness({ initial }: { initial?: string }) {
  return (
    <TypedFieldHarness
      initial={initial}
      outside={{ name: 'reset', value: '18:15' }}
      field={(props) => <TimeField id="time" label="Ophaaltijd" required {...props} />}
    />
  );
}

describe('TimeField', () => {
  it('is a text field named with its format, whose typed time is kept as HH:mm and written so on leaving', async () => {
    const user = userEvent.setup();
    render(<Harness initial="14:30" />);
    const input = screen.getByRole('textbox', { name: /^Ophaaltijd \(uu:mm\)/ });
    expect(input).toHaveProperty('value', '14:30');
    await user.clear(input);
    await user.type(input, '937');
    expect(screen.getByTestId('value').textContent).toBe('09:37');
    expect(input).toHaveProperty('value', '937');
    await user.tab();
    expect(input).toHaveProperty('value', '09:37');
  });

  it('keeps a text that names no time as typed, for the form to refuse', async () => {
    const user = userEvent.setup();
    render(<Harness initial="14:30" />);
    const input = screen.getByRole('textbox', { name: /^Ophaaltijd/ });
    await user.clear(input);
    await user.type(input, '25:00');
    await user.tab();
    expect(screen.getByTestId('value').textContent).toBe('25:00');
    expect(input).toHaveProperty('value', '25:00');
  });

  it('shows a time set from outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByRole('textbox', { name: /^Ophaaltijd/ })).toHaveProperty('value', '18:15');
  });
});
