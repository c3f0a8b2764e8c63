// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n/i18n.ts';
import './i18n/test-texts.ts';
import { TimeField } from './time-field.tsx';

afterEach(async () => {
  cleanup();
  await changeLanguage('nl');
});

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeField id="time" label="Ophaaltijd" required value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('18:15')}>
        reset
      </button>
    </>
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
