// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { keepTabInside, tabStops } from './dialog-focus.ts';

afterEach(cleanup);

function Dialog() {
  return (
    <>
      <button type="button">Behind</button>
      <dialog open onKeyDown={keepTabInside} aria-label="Vraag">
        <input aria-label="Reden" />
        <label>
          <input type="radio" name="refund" value="none" />
          Geen
        </label>
        <label>
          <input type="radio" name="refund" value="full" defaultChecked />
          Alles
        </label>
        <p hidden>
          <button type="button">Verborgen</button>
        </p>
        <button type="button">Nee</button>
        <button type="button">Ja</button>
      </dialog>
    </>
  );
}

describe('keepTabInside', () => {
  it('stops once at a radio group, at its checked radio, and never at hidden controls', () => {
    render(<Dialog />);
    const stops = tabStops(screen.getByRole('dialog'));
    expect(stops).toEqual([
      screen.getByRole('textbox', { name: 'Reden' }),
      screen.getByRole('radio', { name: 'Alles' }),
      screen.getByRole('button', { name: 'Nee' }),
      screen.getByRole('button', { name: 'Ja' }),
    ]);
  });

  it('takes Tab from the last control to the first, and Shift+Tab from the first to the last', async () => {
    const user = userEvent.setup();
    render(<Dialog />);
    screen.getByRole('button', { name: 'Ja' }).focus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Reden' })).toBe(document.activeElement);
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Ja' })).toBe(document.activeElement);
  });

  it('leaves Tab between the controls inside to the browser', async () => {
    const user = userEvent.setup();
    render(<Dialog />);
    screen.getByRole('button', { name: 'Nee' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ja' })).toBe(document.activeElement);
  });
});
