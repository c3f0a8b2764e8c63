import { describe, expect, it } from 'vitest';
import { DeskError } from './desk-api.ts';
import { refusalProblems } from './desk-form.ts';

describe("a desk form's refusals", () => {
  it('shows a 422 at each field it names, by what is wrong, and leaves out fields the form does not have', () => {
    const error = new DeskError('invalidFields', { email: 'invalid', password: 'tooShort', phone: 'unknownField' });
    expect(refusalProblems(error, ['email', 'name', 'password'])).toEqual([
      { field: 'email', key: 'deskFieldError_invalid' },
      { field: 'password', key: 'deskFieldError_tooShort' },
    ]);
  });

  it('shows a 422 of no field the form has, and any other refusal, by its key at its field or the first one', () => {
    expect(refusalProblems(new DeskError('invalidFields', { body: 'invalid' }), ['email', 'name'])).toEqual([
      { field: 'email', key: 'deskError_invalidFields' },
    ]);
    expect(refusalProblems(new DeskError('emailTaken'), ['name', 'email'], { emailTaken: 'email' })).toEqual([
      { field: 'email', key: 'deskError_emailTaken' },
    ]);
    expect(refusalProblems(new DeskError('requestFailed'), ['name', 'email'], { emailTaken: 'email' })).toEqual([
      { field: 'name', key: 'deskError_requestFailed' },
    ]);
  });
});
