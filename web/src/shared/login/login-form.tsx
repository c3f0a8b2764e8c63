import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../ui/i18n/i18n.ts';
import { loginFeedbackMs } from '#common/constants.ts';
import { pageHeadingId } from '../page/page.tsx';
import { useAdoptSession } from '../session/use-adopt-session.ts';
import { toLanguage } from '../../ui/i18n/language.ts';
import type { ReadyApp } from '../session/session.ts';
import { Feedback, useFeedback } from '../../ui/feedback.tsx';
import { useLogin } from './post-login.ts';
import './login-form.css';
import { TextField, verbatimInput } from '../../ui/text-field.tsx';

export type LoginMode = 'login' | 'reset';

type LoginFormProps = {
  app: ReadyApp;
  /** A heading of its own, where the form is part of another screen (the trip screen, the checkout). */
  heading?: string | undefined;
  /** Labels the form where it has no heading of its own: the login screen's h1. */
  labelledBy?: string | undefined;
  initialMode?: LoginMode | undefined;
  /**
   * What its heading's and fields' ids start with, where the server's frame holds the form with those ids: a field
   * focused in the frame keeps the focus when the app replaces it (docs/decisions/024-first-paint.md). Else its own.
   */
  idPrefix?: string | undefined;
};

/**
 * The login form (docs/reference/screens.md#login), also shown first on the trip screen and the checkout where login is
 * required: email or username and password, the forgot-password toggle to the reset mode, the create-account link. A
 * login makes the reply the app state; a refusal or a reset answer is login feedback, gone after 6 s
 * (docs/reference/states.md#browser).
 */
export default function LoginForm({ app, heading, labelledBy, initialMode = 'login', idPrefix }: LoginFormProps) {
  const { t, i18n } = useTranslation();
  const ownId = useId();
  const id = idPrefix ?? ownId;
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const feedback = useFeedback(loginFeedbackMs);
  const login = useLogin();
  const adoptSession = useAdoptSession();
  const { passwordResetUrl, showCreateAccountLink, createAccountUrl } = app.loginResp.scpars;
  const headingId = `${id}-heading`;
  const shown = (key: string) => (i18n.exists(key) ? t(key) : t('requestFailed'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const name = username.trim();
    if (name === '' || (mode === 'login' && password === '')) {
      feedback.show(t(mode === 'login' ? 'loginIncomplete' : 'resetIncomplete'), 'error');
      return;
    }
    feedback.clear();
    login.mutate(
      {
        lang: toLanguage(i18n.language),
        username: name,
        password: mode === 'login' ? password : '',
        reset_password: mode === 'reset',
      },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'session') {
            setPassword('');
            adoptSession(outcome.resp);
            // The form goes with the button that had the focus: the page's heading takes it, as after a navigation.
            requestAnimationFrame(() => document.getElementById(pageHeadingId)?.focus());
          } else if (outcome.kind === 'feedback') {
            feedback.show(shown(outcome.key), outcome.tone);
          } else {
            feedback.show(t('requestFailed'), 'error');
          }
        },
        onError: () => feedback.show(t('requestFailed'), 'error'),
      },
    );
  };

  const switchTo = (next: LoginMode) => {
    setMode(next);
    feedback.clear();
    // The control that was clicked is gone: the first field takes the focus.
    requestAnimationFrame(() => document.getElementById(`${id}-username`)?.focus());
  };

  return (
    <section
      className={heading ? 'login-form login-form--embedded' : 'login-form'}
      aria-labelledby={heading ? headingId : labelledBy}
    >
      {heading && (
        <h2 id={headingId} className="login-form__heading">
          {heading}
        </h2>
      )}
      <form noValidate onSubmit={submit} aria-labelledby={heading ? headingId : labelledBy}>
        {mode === 'reset' && <p className="login-form__intro">{t('resetIntro')}</p>}
        <TextField
          id={`${id}-username`}
          label={t(mode === 'login' ? 'emailOrUsername' : 'emailAddress')}
          required
          type={mode === 'login' ? 'text' : 'email'}
          autoComplete={mode === 'login' ? 'username' : 'email'}
          {...verbatimInput}
          value={username}
          onChange={setUsername}
        />
        {mode === 'login' && (
          <TextField
            id={`${id}-password`}
            label={t('password')}
            required
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
        )}
        <Feedback message={feedback.message} />
        <div className="actions">
          <button type="submit" className="button button--primary" aria-disabled={login.isPending}>
            {mode === 'login' ? (login.isPending ? t('loggingIn') : t('login')) : t('sendResetLink')}
          </button>
        </div>
      </form>
      <ul className="login-form__links">
        {mode === 'reset' ? (
          <li>
            <button type="button" className="link-button" onClick={() => switchTo('login')}>
              {t('backToLogin')}
            </button>
          </li>
        ) : (
          <li>
            {passwordResetUrl ? (
              <a href={passwordResetUrl} target="_blank" rel="noopener">
                {t('forgotPassword')}
                <span className="login-form__new-tab"> {t('opensInNewTab')}</span>
              </a>
            ) : (
              <button type="button" className="link-button" onClick={() => switchTo('reset')}>
                {t('forgotPassword')}
              </button>
            )}
          </li>
        )}
        {mode === 'login' && showCreateAccountLink && createAccountUrl && (
          <li>
            <a href={createAccountUrl} target="_blank" rel="noopener">
              {t('createAccount')}
              <span className="login-form__new-tab"> {t('opensInNewTab')}</span>
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
