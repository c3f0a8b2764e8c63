import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeading } from '../../../shared/page/page.tsx';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { driverErrorOf, driverKey } from '../../shared/driver-api.ts';
import { postSignIn } from '../api/post-sign-in.ts';

/** The token of the link's fragment (`#token=…`): a fragment never reaches a server or its logs. */
function tokenOfHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * `/driver/sign-in#token=…` (docs/reference/screens.md#driver-sign-in): the link from the desk's mail. The token leaves
 * the address bar at once, signs this phone in, and the driver's trips open; a link used twice or expired says so, and
 * what to do.
 */
export function SignInScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [token] = useState(() => tokenOfHash(window.location.hash));
  const [refusal, setRefusal] = useState<string | null>(token === '' ? 'driverLinkUnknown' : null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Out of the address bar and the history: a link used is not there to be used again by the next person.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (token === '') return;
    postSignIn(token).then(
      async (me) => {
        // The frame asked who is signed in before this phone was: that answer (none) must not win over this one.
        await queryClient.cancelQueries({ queryKey: driverKey });
        queryClient.setQueryData([...driverKey, 'me'], me);
        await queryClient.invalidateQueries({ queryKey: [...driverKey, 'jobs'] });
        void navigate('/driver', { replace: true });
      },
      (error: unknown) => {
        const key = driverErrorOf(error);
        setRefusal(
          key === 'linkUsed' ? 'driverLinkUsed' : key === 'linkExpired' ? 'driverLinkExpired' : 'driverLinkUnknown',
        );
      },
    );
  }, [navigate, queryClient, token]);

  return (
    <div className="page driver-page">
      <PageHeading title={t('driverSignInTitle')} />
      {refusal === null ? (
        <>
          <p>{t('driverSigningIn')}</p>
          <Spinner />
        </>
      ) : (
        <>
          <ErrorBox>{t(refusal)}</ErrorBox>
          <p>
            <Link to="/driver">{t('driverJobsTitle')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
