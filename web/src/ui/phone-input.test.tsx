// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import './i18n/test-texts.ts';
import { limitDigits } from '#common/fields/phone.ts';
import PhoneInput from './phone-input.tsx';

describe('limitDigits', () => {
  it('keeps at most 17 digits of what was typed (docs/reference/record-layout.md#phone)', () => {
    expect(limitDigits('+31 6 1234 5678')).toBe('+31 6 1234 5678');
    expect(limitDigits('123456789012345678901')).toBe('12345678901234567');
    expect(limitDigits('+1 (234) 567-8901-2345-6789-00')).toBe('+1 (234) 567-8901-2345-67');
  });
});

describe('PhoneInput', () => {
  afterEach(cleanup);

  it('takes a prefilled number before its utilities have loaded', async () => {
    const control = { id: 'phone', 'aria-describedby': undefined, 'aria-invalid': undefined, required: true } as const;
    // In a wrapper, as in a Field: intl-tel-input wraps the input in its own element.
    render(
      <div>
        <PhoneInput {...control} lang="nl" value="+31612345678" onChange={() => {}} />
      </div>,
    );

    const input = screen.getByRole('textbox');
    await waitFor(() => expect((input as HTMLInputElement).value.replace(/\D/g, '')).toMatch(/612345678$/));
  });
});
