import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { AdminLoginReply } from '#common/contracts/admin.ts';
import { deskErrorOf } from '../../shared/desk-api.ts';
import { problemText, refusalProblems, summaryOf, useFieldProblems } from '../../shared/desk-form.ts';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { Field } from '../../../ui/field.tsx';
import { useDeskTotp } from '../api/post-desk-totp.ts';
import { codeProblem, qrImageSource, secretInGroups } from '../enrolment.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';

type Enrolment = Extract<AdminLoginReply, { step: 'enrol' }>;

/**
 * The second step (docs/reference/screens.md#desk-login): the code of the authenticator app; at a first login the
 * enrolment comes first, the QR code and the same secret to type in by hand. The session of the password lives five
 * minutes: after that the first step comes back (`onExpired`).
 */
export function CodeStep({
  enrolment,
  onExpired,
  onBack,
}: {
  enrolment: Enrolment | null;
  onExpired: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const totp = useDeskTotp();
  const { problems, attempt, report, clear } = useFieldProblems<'code'>();
  const fields = { code: { id: 'desk-code', label: t('deskCode') } };
  const headingId = `${id}-heading`;

  useEffect(() => {
    // Straight to the code where the app is set up already; an enrolment's heading takes the focus, so that its
    // steps are read from the start.
    if (enrolment) headingRef.current?.focus();
    else codeRef.current?.focus();
  }, [enrolment]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (totp.isPending) return;
    const problem = codeProblem(code);
    report(problem ? [{ field: 'code', key: problem }] : []);
    if (problem) return;
    totp.mutate(code, {
      onError: (error) => {
        const refusal = deskErrorOf(error);
        if (refusal.key === 'loginRequired') onExpired();
        else report(refusalProblems(refusal, ['code']));
      },
    });
  };

  return (
    <section className="desk-login__step" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} className="desk-login__step-heading" tabIndex={-1}>
        {t(enrolment ? 'deskEnrolTitle' : 'deskCodeTitle')}
      </h2>
      {enrolment ? <EnrolmentSteps enrolment={enrolment} /> : <p>{t('deskCodeIntro')}</p>}
      <form className="desk-login__form" noValidate aria-labelledby={headingId} onSubmit={submit}>
        <ErrorSummary errors={summaryOf(t, problems, fields)} attempt={attempt} />
        <Field
          id={fields.code.id}
          label={fields.code.label}
          info={t('deskCodeInfo')}
          required
          message={problemText(t, problems, 'code', fields.code.label)}
        >
          {(control) => (
            <input
              {...control}
              ref={codeRef}
              className="input desk-login__code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              spellCheck={false}
              maxLength={20}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                clear('code');
              }}
            />
          )}
        </Field>
        <div className="actions">
          <SubmitButton busy={totp.isPending} busyLabel={t('deskChecking')}>
            {t(enrolment ? 'deskEnrolConfirm' : 'deskLogIn')}
          </SubmitButton>
          <button type="button" className="button button--secondary" onClick={onBack}>
            {t('deskBack')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** What an authenticator app needs: the QR code to scan, or the secret to type in. */
function EnrolmentSteps({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useTranslation();
  return (
    <ol className="desk-enrol">
      <li className="desk-enrol__step">
        <p>{t('deskEnrolScan')}</p>
        <img
          className="desk-enrol__qr"
          src={qrImageSource(enrolment.qrSvg)}
          alt={t('deskEnrolQrAlt')}
          width={200}
          height={200}
        />
      </li>
      <li className="desk-enrol__step">
        <p>{t('deskEnrolByHand')}</p>
        <p className="desk-enrol__secret">
          <span className="desk-enrol__secret-label">{t('deskEnrolKey')}</span>{' '}
          <code className="desk-enrol__secret-value">{secretInGroups(enrolment.secret)}</code>
        </p>
      </li>
      <li className="desk-enrol__step">
        <p>{t('deskEnrolCode')}</p>
      </li>
    </ol>
  );
}
