import { describe, expect, it } from 'vitest';
import { emptyNewMember, newMemberProblems, newMemberRequest } from './new-member.ts';

const iris = {
  name: ' Iris Dekker ',
  email: ' iris@taxi-martini.example ',
  role: 'admin',
  password: 'Geheim-2026!',
} as const;

describe("the new staff member's form", () => {
  it('asks for every field of an empty form, in the order of the form', () => {
    expect(newMemberProblems(emptyNewMember)).toEqual([
      { field: 'name', key: 'deskNameMissing' },
      { field: 'email', key: 'deskEmailMissing' },
      { field: 'password', key: 'deskPasswordTooShort', values: { min: 10 } },
    ]);
  });

  it('holds the contract: a valid email, a name of at most 100, a password of 10 to 200 characters', () => {
    expect(newMemberProblems(iris)).toEqual([]);
    expect(newMemberProblems({ ...iris, email: 'iris@' })).toEqual([{ field: 'email', key: 'deskEmailInvalid' }]);
    expect(newMemberProblems({ ...iris, name: 'x'.repeat(101) })).toEqual([
      { field: 'name', key: 'deskFieldError_tooLong' },
    ]);
    expect(newMemberProblems({ ...iris, password: '123456789' })).toEqual([
      { field: 'password', key: 'deskPasswordTooShort', values: { min: 10 } },
    ]);
    expect(newMemberProblems({ ...iris, password: 'x'.repeat(201) })).toEqual([
      { field: 'password', key: 'deskFieldError_tooLong' },
    ]);
  });

  it('sends the name and email trimmed and the password as typed', () => {
    expect(newMemberRequest({ ...iris, password: ' Geheim-2026! ' })).toEqual({
      name: 'Iris Dekker',
      email: 'iris@taxi-martini.example',
      role: 'admin',
      password: ' Geheim-2026! ',
    });
  });
});
