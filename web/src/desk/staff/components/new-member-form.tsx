import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { minPasswordLength } from '#common/contracts/account.ts';
import { staffRoles, type StaffRole } from '#common/contracts/admin.ts';
import { deskErrorOf } from '../../shared/desk-api.ts';
import { problemText, refusalProblems, summaryOf, textFieldsOf, useFieldProblems } from '../../shared/desk-form.ts';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { describedBy, FieldTexts, RequiredMark } from '../../../ui/field.tsx';
import { useCreateStaff } from '../api/post-staff.ts';
import {
  emptyNewMember,
  newMemberFields,
  newMemberProblems,
  newMemberRequest,
  type NewMember,
  type NewMemberField,
} from '../new-member.ts';
import { TextField, verbatimInput } from '../../../ui/text-field.tsx';
import { DeskSection } from '../../shared/desk-section.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';

const headingId = 'new-member-heading';
const roleId = 'new-member-role';

/**
 * The form for a new staff member (docs/reference/screens.md#desk-staff): name, email, role and the password the admin
 * hands over; they enrol their authenticator at their first login. The server's 409 and 422 are shown at their fields,
 * and what was typed stays.
 */
export function NewMemberForm() {
  const { t } = useTranslation();
  const [member, setMember] = useState<NewMember>(emptyNewMember);
  const { problems, attempt, report, clear } = useFieldProblems<NewMemberField>();
  const feedback = useFeedback();
  const create = useCreateStaff();
  const controls = {
    name: { id: 'new-member-name', label: t('deskName') },
    email: { id: 'new-member-email', label: t('deskEmail') },
    role: { id: `${roleId}-${staffRoles[0]}`, label: t('deskRole') },
    password: { id: 'new-member-password', label: t('deskNewPassword') },
  } satisfies Record<NewMemberField, { id: string; label: string }>;
  const message = (field: NewMemberField) => problemText(t, problems, field, controls[field].label);
  const rolesInfo = t('deskRolesInfo');

  const change = <F extends NewMemberField>(field: F, value: NewMember[F]) => {
    setMember((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const field = textFieldsOf(t, problems, controls, member, change);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    feedback.clear();
    const found = newMemberProblems(member);
    report(found);
    if (found.length > 0) return;
    create.mutate(newMemberRequest(member), {
      onSuccess: (created) => {
        setMember(emptyNewMember);
        feedback.show(t('deskMemberCreated', { name: created.name }), 'success');
      },
      onError: (error) => report(refusalProblems(deskErrorOf(error), [...newMemberFields], { emailTaken: 'email' })),
    });
  };

  return (
    <DeskSection headingId={headingId} heading={t('deskNewMemberTitle')} className="new-member">
      <p>{t('deskNewMemberIntro')}</p>
      <form className="new-member__form" noValidate aria-labelledby={headingId} onSubmit={submit}>
        <ErrorSummary errors={summaryOf(t, problems, controls)} attempt={attempt} />
        <TextField {...field('name')} required autoComplete="off" />
        <TextField {...field('email')} required type="email" autoComplete="off" {...verbatimInput} />
        <fieldset className="fieldset" aria-describedby={describedBy(roleId, rolesInfo, message('role'))}>
          <legend className="field__legend">
            {controls.role.label}
            <RequiredMark />
          </legend>
          <div className="choices">
            {staffRoles.map((role: StaffRole) => (
              <label key={role} className="choice">
                <input
                  id={`${roleId}-${role}`}
                  type="radio"
                  name="new-member-role"
                  value={role}
                  checked={member.role === role}
                  onChange={() => change('role', role)}
                />
                {t(`deskRole_${role}`)}
              </label>
            ))}
          </div>
          <FieldTexts id={roleId} info={rolesInfo} message={message('role')} />
        </fieldset>
        {/* Plain text: the admin reads it out or writes it down for the new member; not one of their own passwords. */}
        <TextField
          {...field('password')}
          info={t('deskNewPasswordInfo', { min: minPasswordLength })}
          required
          autoComplete="off"
          {...verbatimInput}
        />
        <Feedback message={feedback.message} />
        <div className="actions">
          <SubmitButton busy={create.isPending} busyLabel={t('deskAdding')}>
            {t('deskAddMember')}
          </SubmitButton>
        </div>
      </form>
    </DeskSection>
  );
}
