import { useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Navigate, useSearchParams } from 'react-router';
import type { AdminLoginReply } from '#common/contracts/admin.ts';
import { pathAfterLogin } from '../../shared/desk-paths.ts';
import { useDeskSession } from '../../shared/desk-session.ts';
import { PageHeading, pageHeadingId } from '../../../shared/page/page.tsx';
import { CodeStep } from './code-step.tsx';
import { PasswordStep, type Credentials } from './password-step.tsx';
import './desk-login.css';

/** Which step of the login is showing: the password, then the code of an enrolled authenticator or the enrolment. */
type Step = { step: 'password' } | AdminLoginReply;

/**
 * The desk's login, `/admin/login` (docs/reference/screens.md#desk-login): email and password, then the code of the
 * authenticator app, or at a first login its enrolment by QR code. Once the code is accepted, the page the member came
 * for (`?next=`), else the board. What was typed stays through every refusal, and through a return to the first step.
 */
export function DeskLoginScreen() {
  const { t } = useTranslation();
  const { data: staff } = useDeskSession();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>({ step: 'password' });
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const [expired, setExpired] = useState(false);

  // Logged in (the code was accepted, or the member came here with a session): on to the desk.
  if (staff) return <Navigate to={pathAfterLogin(params.get('next'))} replace />;

  const backToPassword = (hasExpired: boolean) => {
    setStep({ step: 'password' });
    setExpired(hasExpired);
    // The code step is gone: the page's heading takes the focus, and the notice is read out after it.
    requestAnimationFrame(() => document.getElementById(pageHeadingId)?.focus());
  };

  return (
    <div className="page desk-page desk-login">
      <PageHeading title={t('deskLoginTitle')} />
      {expired && (
        <p className="note desk-login__notice" role="status">
          {t('deskLoginExpired')}
        </p>
      )}
      {step.step === 'password' ? (
        <PasswordStep
          credentials={credentials}
          onChange={setCredentials}
          onPassed={(reply) => {
            setExpired(false);
            setStep(reply);
          }}
        />
      ) : (
        <CodeStep
          enrolment={step.step === 'enrol' ? step : null}
          onExpired={() => backToPassword(true)}
          onBack={() => backToPassword(false)}
        />
      )}
    </div>
  );
}
