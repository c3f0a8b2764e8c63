import type { FormEvent } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { AdminLoginReply } from '#common/contracts/admin.ts';
import { deskErrorOf } from '../../shared/desk-api.ts';
import { refusalProblems, summaryOf, textFieldsOf, useFieldProblems } from '../../shared/desk-form.ts';
import { pageHeadingId } from '../../../shared/page/page.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { useDeskLogin } from '../api/post-desk-login.ts';
import { TextField, verbatimInput } from '../../../ui/text-field.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';

export type Credentials = { email: string; password: string };

const controls = (t: (key: string) => string) => ({
  email: { id: 'desk-email', label: t('deskEmail') },
  password: { id: 'desk-password', label: t('deskPassword') },
});

/** The first step: email and password (docs/reference/screens.md#desk-login). */
export function PasswordStep({
  credentials,
  onChange,
  onPassed,
}: {
  credentials: Credentials;
  onChange: (credentials: Credentials) => void;
  onPassed: (reply: AdminLoginReply) => void;
}) {
  const { t } = useTranslation();
  const login = useDeskLogin();
  const { problems, attempt, report, clear } = useFieldProblems<keyof Credentials>();
  const fields = controls(t);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const email = credentials.email.trim();
    const missing = [
      ...(email === '' ? [{ field: 'email' as const, key: 'deskEmailMissing' }] : []),
      ...(credentials.password === '' ? [{ field: 'password' as const, key: 'deskPasswordMissing' }] : []),
    ];
    report(missing);
    if (missing.length > 0) return;
    login.mutate(
      { email, password: credentials.password },
      {
        onSuccess: onPassed,
        // A wrong email or password is one answer: it is shown at the password, which is the likelier slip.
        onError: (error) =>
          report(refusalProblems(deskErrorOf(error), ['email', 'password'], { loginFailed: 'password' })),
      },
    );
  };

  const change = (field: keyof Credentials, value: string) => {
    onChange({ ...credentials, [field]: value });
    clear(field);
  };
  const field = textFieldsOf(t, problems, fields, credentials, change);

  return (
    <form className="desk-login__form" noValidate aria-labelledby={pageHeadingId} onSubmit={submit}>
      <ErrorSummary errors={summaryOf(t, problems, fields)} attempt={attempt} />
      <TextField {...field('email')} required type="email" autoComplete="username" {...verbatimInput} />
      <TextField {...field('password')} required type="password" autoComplete="current-password" />
      <div className="actions">
        <SubmitButton busy={login.isPending} busyLabel={t('deskChecking')}>
          {t('deskContinue')}
        </SubmitButton>
      </div>
    </form>
  );
}
