// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import './i18n/test-texts.ts';
import { NumberInput } from './number-input.tsx';

afterEach(cleanup);

function Harness({
  initial,
  min = 1,
  max = 8,
  fallback = '2',
}: {
  initial: number | string;
  min?: number;
  max?: number;
  fallback?: string;
}) {
  const [value, setValue] = useState<number | string>(initial);
  return (
    <>
      <label htmlFor="n">Aantal personen</label>
      <NumberInput
        id="n"
        aria-describedby={undefined}
        aria-invalid={undefined}
        required
        label="Aantal personen"
        value={value}
        bounds={{ min, max, default: fallback }}
        onChange={setValue}
      />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

describe('NumberInput', () => {
  it('steps with − and + and stops at the bounds', async () => {
    const user = userEvent.setup();
    render(<Harness initial={7} />);
    const input = screen.getByRole('spinbutton', { name: 'Aantal personen' });
    const more = screen.getByRole('button', { name: 'Aantal personen verhogen' });
    const less = screen.getByRole('button', { name: 'Aantal personen verlagen' });
    await user.click(more);
    expect(input).toHaveProperty('value', '8');
    expect(more.getAttribute('aria-disabled')).toBe('true');
    await user.click(more);
    expect(input).toHaveProperty('value', '8');
    for (let i = 0; i < 10; i += 1) await user.click(less);
    expect(input).toHaveProperty('value', '1');
    expect(less.getAttribute('aria-disabled')).toBe('true');
    expect(more.getAttribute('aria-disabled')).toBe('false');
  });

  it('strips everything but digits and clamps to the maximum while typing', async () => {
    const user = userEvent.setup();
    render(<Harness initial={1} />);
    const input = screen.getByRole('spinbutton');
    await user.clear(input);
    await user.type(input, '2a');
    expect(input).toHaveProperty('value', '2');
    await user.type(input, '5');
    expect(input).toHaveProperty('value', '8');
    expect(screen.getByTestId('value').textContent).toBe('8');
  });

  it('falls back to the minimum when left empty, and steps with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness initial={4} min={3} />);
    const input = screen.getByRole('spinbutton');
    await user.clear(input);
    await user.tab();
    expect(input).toHaveProperty('value', '3');
    expect(screen.getByTestId('value').textContent).toBe('3');
    await user.click(input);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveProperty('value', '5');
    expect(input.getAttribute('aria-valuenow')).toBe('5');
  });

  it('falls back to the default, then 0, without a minimum', async () => {
    const user = userEvent.setup();
    render(<Harness initial="x" min={0} fallback="2" />);
    expect(screen.getByRole('spinbutton')).toHaveProperty('value', '2');
    cleanup();
    render(<Harness initial="" min={0} fallback="" />);
    const input = screen.getByRole('spinbutton');
    expect(input).toHaveProperty('value', '0');
    expect(screen.getByRole('button', { name: 'Aantal personen verlagen' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Aantal personen verhogen' }));
    expect(input).toHaveProperty('value', '1');
  });
});
