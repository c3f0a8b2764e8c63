import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginFeedbackMs } from '#common/constants.ts';
import { minPasswordLength } from '#common/contracts/account.ts';
import { toLanguage } from '../../../ui/i18n/language.ts';
import { Page, pageHeadingId } from '../../../shared/page/page.tsx';
import { isLoggedIn, type ReadyApp } from '../../../shared/session/session.ts';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { LinkNotice } from '../../../ui/link-notice.tsx';
import { usePasswordReset } from '../api/post-password-reset.ts';
import { useLogout } from '../api/post-logout.ts';
import { newPasswordProblem } from '../new-password.ts';
import LoginForm, { type LoginMode } from '../../../shared/login/login-form.tsx';
// The set-password form takes the login form's look.
import '../../../shared/login/login-form.css';
import './login-screen.css';
import { TextField } from '../../../ui/text-field.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';

/** What the login screen was opened with: the reset mode, after an invalid reset link. */
type LoginScreenState = { mode?: LoginMode } | null;

/** A mailed link: a reset, or a company user's first password (docs/decisions/049-companies.md). */
type PasswordLink = { token: string; welcome: boolean };

/**
 * The login screen (docs/reference/screens.md#login): a 404 notice where the operator does not use login; who is logged
 * in, with logout; else the login form. `?reset=<token>` (the mailed reset link) sets a new password first, and
 * `?welcome=<token>` (a company's new user's link) the first one.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const welcome = params.get('welcome');
  const reset = params.get('reset');
  const link: PasswordLink | null = welcome
    ? { token: welcome, welcome: true }
    : reset
      ? { token: reset, welcome: false }
      : null;
  const title = link ? (link.welcome ? 'setYourPassword' : 'setNewPassword') : 'login';
  return <Page title={t(title)}>{(app) => <LoginContent app={app} link={link} />}</Page>;
}

function LoginContent({ app, link }: { app: ReadyApp; link: PasswordLink | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [changed, setChanged] = useState<'passwordChanged' | 'passwordSet' | null>(null);
  if (!app.require_login) return <LinkNotice text={t('pageNotAvailable')} to="/trip/new" label={t('bookTrip')} />;
  if (isLoggedIn(app)) return <LoggedIn username={app.username} />;
  if (link)
    return (
      <SetPasswordForm
        token={link.token}
        welcome={link.welcome}
        onChanged={() => setChanged(link.welcome ? 'passwordSet' : 'passwordChanged')}
      />
    );
  const mode = (location.state as LoginScreenState)?.mode;
  return (
    <>
      {changed && (
        <p className="note login-notice" role="status">
          {t(changed)}
        </p>
      )}
      <LoginForm key={location.key} app={app} labelledBy={pageHeadingId} initialMode={mode} />
    </>
  );
}

function LoggedIn({ username }: { username: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <div className="login-session">
      <p>{t('loggedInAs', { username })}</p>
      {logout.isError && <ErrorBox>{t('logoutFailed')}</ErrorBox>}
      <div className="actions">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={logout.isPending}
          onClick={() => !logout.isPending && logout.mutate()}
        >
          {logout.isPending ? t('loggingOut') : t('logout')}
        </button>
        <Link to="/trip/new" className="button button--secondary">
          {t('bookTrip')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The mailed link's screen: the new password twice, then back to the login form with passwordChanged (or, for a new
 * user's link, passwordSet). A used or expired link says so and offers a new one by the reset flow.
 */
function SetPasswordForm({ token, welcome, onChanged }: { token: string; welcome: boolean; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [checked, setChecked] = useState(false);
  const [invalidLink, setInvalidLink] = useState(false);
  const feedback = useFeedback(loginFeedbackMs);
  const reset = usePasswordReset();
  const problem = newPasswordProblem(password, repeated);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    setChecked(true);
    if (problem) {
      feedback.show(t(problem, { min: minPasswordLength }), 'error');
      return;
    }
    feedback.clear();
    reset.mutate(
      { lang: toLanguage(i18n.language), token, password },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'feedback' && outcome.key === 'passwordChanged') {
            onChanged();
            void navigate('/login', { replace: true });
          } else if (outcome.kind === 'feedback' && outcome.key === 'resetLinkInvalid') {
            setInvalidLink(true);
          } else {
            feedback.show(
              outcome.kind === 'feedback' && i18n.exists(outcome.key) ? t(outcome.key) : t('requestFailed'),
              'error',
            );
          }
        },
        onError: () => feedback.show(t('requestFailed'), 'error'),
      },
    );
  };

  if (invalidLink) {
    const state: LoginScreenState = { mode: 'reset' };
    const again = (
      <Link to="/login" state={state} replace className="button button--secondary">
        {t('requestNewLink')}
      </Link>
    );
    return <ErrorBox action={again}>{t('resetLinkInvalid')}</ErrorBox>;
  }

  const tooShort = checked && problem === 'passwordTooShort';
  const differ = checked && problem === 'passwordsDiffer';
  return (
    <form className="login-form" aria-labelledby={pageHeadingId} noValidate onSubmit={submit}>
      <p className="login-form__intro">
        {t(welcome ? 'setYourPasswordIntro' : 'setNewPasswordIntro', { min: minPasswordLength })}
      </p>
      <TextField
        id="new-password"
        label={t('newPassword')}
        required
        message={tooShort ? t('passwordTooShort', { min: minPasswordLength }) : null}
        type="password"
        autoComplete="new-password"
        minLength={minPasswordLength}
        value={password}
        onChange={setPassword}
      />
      <TextField
        id="repeat-password"
        label={t('repeatPassword')}
        required
        message={differ ? t('passwordsDiffer') : null}
        type="password"
        autoComplete="new-password"
        value={repeated}
        onChange={setRepeated}
      />
      <Feedback message={feedback.message} />
      <div className="actions">
        <SubmitButton busy={reset.isPending}>{t('savePassword')}</SubmitButton>
      </div>
    </form>
  );
}
