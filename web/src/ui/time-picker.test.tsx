// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import './i18n/test-texts.ts';
import { hourOptions, joinTime, minuteOptions, splitTime, TimePicker } from './time-picker.tsx';

afterEach(cleanup);

describe('time picker values', () => {
  it('offers hours 00–23 and minutes in steps of 5', () => {
    expect(hourOptions).toHaveLength(24);
    expect(hourOptions[0]).toBe('00');
    expect(hourOptions.at(-1)).toBe('23');
    expect(minuteOptions).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
  });

  it('splits and joins HH:mm', () => {
    expect(splitTime('09:35')).toEqual({ hour: '09', minute: '35' });
    expect(splitTime('24:00')).toEqual({ hour: '', minute: '' });
    expect(joinTime('09', '35')).toBe('09:35');
    expect(joinTime('09', '')).toBe('');
  });
});

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimePicker label="Vertrektijd" value={value} onChange={setValue} required />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        reset
      </button>
    </>
  );
}

describe('TimePicker', () => {
  it('is a group of two named selects that emits HH:mm', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('group', { name: /Vertrektijd/ })).toBeTruthy();
    const hour = screen.getByRole('combobox', { name: 'Vertrektijd Uur' });
    const minute = screen.getByRole('combobox', { name: 'Vertrektijd Minuten' });
    await user.selectOptions(hour, '14');
    // An hour alone makes a whole time: the minutes start at 00.
    expect(screen.getByTestId('value').textContent).toBe('14:00');
    await user.selectOptions(minute, '35');
    expect(screen.getByTestId('value').textContent).toBe('14:35');
  });

  it('shows a value set from outside, and a reset', async () => {
    const user = userEvent.setup();
    render(<Harness initial="07:05" />);
    expect(screen.getByRole('combobox', { name: /Uur/ })).toHaveProperty('value', '07');
    expect(screen.getByRole('combobox', { name: /Minuten/ })).toHaveProperty('value', '05');
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByRole('combobox', { name: /Uur/ })).toHaveProperty('value', '');
  });
});
