import type { CreateStaffRequest, StaffRole } from '#common/contracts/admin.ts';
import { minPasswordLength } from '#common/contracts/account.ts';
import { isValidEmail } from '#common/fields/email.ts';
import type { FieldProblem } from '../shared/desk-form.ts';

/** The new staff member's form as typed (docs/reference/screens.md#desk-staff). */
export type NewMember = { name: string; email: string; role: StaffRole; password: string };
export type NewMemberField = keyof NewMember;

export const emptyNewMember: NewMember = { name: '', email: '', role: 'dispatcher', password: '' };

/** The form's fields in their order on the screen: the error summary lists them so. */
export const newMemberFields = ['name', 'email', 'role', 'password'] as const satisfies readonly NewMemberField[];

/** The limits of `createStaffRequestSchema` (common/src/contracts/admin.ts), checked before anything is sent. */
export const newMemberLimits = { name: 100, password: 200 } as const;

/** What is wrong with the form before it is sent, field by field in the form's order. */
export function newMemberProblems(member: NewMember): FieldProblem<NewMemberField>[] {
  const problems: FieldProblem<NewMemberField>[] = [];
  const name = member.name.trim();
  if (name === '') problems.push({ field: 'name', key: 'deskNameMissing' });
  else if (name.length > newMemberLimits.name) problems.push({ field: 'name', key: 'deskFieldError_tooLong' });
  const email = member.email.trim();
  if (email === '') problems.push({ field: 'email', key: 'deskEmailMissing' });
  else if (!isValidEmail(email)) problems.push({ field: 'email', key: 'deskEmailInvalid' });
  if (member.password.length < minPasswordLength)
    problems.push({ field: 'password', key: 'deskPasswordTooShort', values: { min: minPasswordLength } });
  else if (member.password.length > newMemberLimits.password)
    problems.push({ field: 'password', key: 'deskFieldError_tooLong' });
  return problems;
}

/** The request of `POST /api/admin/staff` for the form. */
export function newMemberRequest(member: NewMember): CreateStaffRequest {
  return { name: member.name.trim(), email: member.email.trim(), role: member.role, password: member.password };
}
