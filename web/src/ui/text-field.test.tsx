// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextAreaField, TextField } from './text-field.tsx';

afterEach(cleanup);

function Harness({ message }: { message: string | null }) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField
        id="email"
        label="E-mail"
        info="Waar de bevestiging heen gaat."
        message={message}
        required
        type="email"
        autoComplete="username"
        value={value}
        onChange={setValue}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('TextField', () => {
  it('names the input by its label and hands over what is typed', async () => {
    const user = userEvent.setup();
    render(<Harness message={null} />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveProperty('type', 'email');
    expect(input.getAttribute('autocomplete')).toBe('username');
    expect(input.className).toBe('input');
    expect(input).toHaveProperty('required', true);
    await user.type(input, 'a@b.nl');
    expect(screen.getByTestId('value').textContent).toBe('a@b.nl');
  });

  it('describes the input by its help text, and by its message too, marking it invalid, for a screen reader', () => {
    const { rerender } = render(<Harness message={null} />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-describedby')).toBe('email-info');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    rerender(<Harness message="Vul je e-mailadres in." />);
    expect(input.getAttribute('aria-describedby')).toBe('email-info email-message');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('email-message')?.textContent).toBe('Vul je e-mailadres in.');
  });
});

describe('TextAreaField', () => {
  it('is a textarea of three rows unless told, with its own class beside textarea', () => {
    render(<TextAreaField id="reason" label="Reden" controlClassName="wide" value="" onChange={() => undefined} />);
    const textarea = screen.getByRole('textbox', { name: 'Reden' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('rows')).toBe('3');
    expect(textarea.className).toBe('textarea wide');
  });
});
