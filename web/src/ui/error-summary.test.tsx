// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from './i18n/i18n.ts';
import './i18n/test-texts.ts';
import { ErrorSummary, type FormError } from './error-summary.tsx';

afterEach(cleanup);
beforeAll(async () => {
  // jsdom lays nothing out, so it has no scrolling.
  Element.prototype.scrollIntoView = vi.fn();
  await changeLanguage('nl');
});

const errors: FormError[] = [
  { fieldId: 'name', message: 'Vul uw naam in' },
  { fieldId: 'email', message: 'Nog geen geldig e-mailadres' },
];

function Form({ attempt, shown = errors }: { attempt: number; shown?: FormError[] }) {
  return (
    <form>
      <ErrorSummary errors={shown} attempt={attempt} />
      <label htmlFor="name">Naam</label>
      <input id="name" />
      <label htmlFor="email">E-mail</label>
      <input id="email" />
    </form>
  );
}

describe('ErrorSummary', () => {
  it('lists every problem under a heading that counts them, and takes focus after a submit', () => {
    render(<Form attempt={1} />);
    const summary = screen.getByRole('heading', { name: 'Controleer deze 2 velden' }).parentElement!;
    expect(document.activeElement).toBe(summary);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Vul uw naam in',
      'Nog geen geldig e-mailadres',
    ]);
  });

  it('moves the cursor to the field a link names', async () => {
    render(<Form attempt={1} />);
    await userEvent.click(screen.getByRole('link', { name: 'Nog geen geldig e-mailadres' }));
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });

  it('shows nothing without errors, and does not take focus before the first submit', () => {
    const { rerender } = render(<Form attempt={0} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Form attempt={0} shown={[]} />);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('speaks English in English', async () => {
    await changeLanguage('en');
    render(<Form attempt={1} shown={errors.slice(0, 1)} />);
    expect(screen.getByRole('heading', { name: 'Please check this field' })).toBeDefined();
    await changeLanguage('nl');
  });
});
