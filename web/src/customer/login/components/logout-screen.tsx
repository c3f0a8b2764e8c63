import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Page } from '../../../shared/page/page.tsx';
import { isLoggedIn } from '../../../shared/session/session.ts';
import { ErrorBox, RetryButton } from '../../../ui/error-box.tsx';
import { LinkNotice } from '../../../ui/link-notice.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useLogout } from '../api/post-logout.ts';

/** `/logout` (the menu's logout): logs out on arrival, once, then the trip page (docs/reference/states.md#browser). */
export function LogoutScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('logout')}>
      {(app) =>
        isLoggedIn(app) ? <LoggingOut /> : <LinkNotice text={t('notLoggedIn')} to="/trip/new" label={t('bookTrip')} />
      }
    </Page>
  );
}

function LoggingOut() {
  const { t } = useTranslation();
  const logout = useLogout();
  const sent = useRef(false);
  const { mutate } = logout;
  useEffect(() => {
    // Once per visit, also where React runs effects twice.
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);

  if (logout.isError) {
    return <ErrorBox action={<RetryButton onClick={() => logout.mutate()} />}>{t('logoutFailed')}</ErrorBox>;
  }
  return <Spinner />;
}
