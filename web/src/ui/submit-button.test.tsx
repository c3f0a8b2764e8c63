// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button.tsx';

afterEach(cleanup);

describe('SubmitButton', () => {
  it('submits its form, says it is busy while it is, and stays focusable', () => {
    const { rerender } = render(
      <SubmitButton busy={false} busyLabel="Bezig…">
        Opslaan
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Opslaan' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.getAttribute('aria-disabled')).toBe('false');
    rerender(
      <SubmitButton busy busyLabel="Bezig…">
        Opslaan
      </SubmitButton>,
    );
    expect(button.textContent).toBe('Bezig…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
  });
});
