// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n/i18n.ts';
import './i18n/test-texts.ts';
import { DateField } from './date-field.tsx';
import { resetTypedField, TypedFieldHarness } from './test-typed-field.tsx';

afterEach(resetTypedField);

function Harness({ initial }: { initial?: string }) {
  return (
    <TypedFieldHarness
      initial={initial}
      outside={{ name: 'later', value: '2027-01-02' }}
      field={(props) => <DateField id="date" label="Vertrekdatum" required {...props} />}
    />
  );
}

describe('DateField', () => {
  it('is a text field named with its format, whose typed day is kept as YYYY-MM-DD and spelled out', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Vertrekdatum (dd-mm-jjjj)' });
    await user.type(input, '28-11-2026');
    expect(screen.getByTestId('value').textContent).toBe('2026-11-28');
    expect(input).toHaveProperty('type', 'text');
    expect(screen.getByRole('textbox', { description: 'zaterdag 28 november 2026' })).toBe(input);
    // The calendar is a button beside it; its own input is out of reach of the keyboard and of screen readers.
    expect(screen.getByRole('button', { name: 'Vertrekdatum: kalender openen' })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('keeps a text that names no day as it is, for the form to refuse, and writes a day in its format on leaving', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: /Vertrekdatum/ });
    await user.type(input, '31-02-2026');
    expect(screen.getByTestId('value').textContent).toBe('31-02-2026');
    expect(input.getAttribute('aria-describedby')).toBeNull();
    await user.clear(input);
    await user.type(input, '1.3.2027');
    await user.tab();
    expect(input).toHaveProperty('value', '01-03-2027');
    expect(screen.getByTestId('value').textContent).toBe('2027-03-01');
  });

  it('shows a day set from outside, and follows a change of language', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-28" />);
    const input = screen.getByRole('textbox', { name: /Vertrekdatum/ });
    expect(input).toHaveProperty('value', '28-11-2026');
    await user.click(screen.getByRole('button', { name: 'later' }));
    expect(input).toHaveProperty('value', '02-01-2027');
    await changeLanguage('en');
    expect(await screen.findByRole('textbox', { name: 'Vertrekdatum (dd/mm/yyyy)' })).toHaveProperty(
      'value',
      '02/01/2027',
    );
  });
});
