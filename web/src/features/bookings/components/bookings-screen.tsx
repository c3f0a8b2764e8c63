import { useTranslation } from 'react-i18next';
import { Page } from '../../../app/layout/page.tsx';
import { LinkNotice } from '../../../ui/link-notice.tsx';
import { isLoggedIn, type ReadyApp } from '../../../app/session.ts';

/** My bookings (SPEC §2): only for a logged-in customer, and only where the operator uses login. */
export function BookingsScreen() {
  const { t } = useTranslation();
  return <Page title={t('bookings')}>{(app) => <BookingsNotice app={app} />}</Page>;
}

function BookingsNotice({ app }: { app: ReadyApp }) {
  const { t } = useTranslation();
  if (!app.require_login) return <p>{t('pageNotAvailable')}</p>;
  if (!isLoggedIn(app)) {
    return <LinkNotice text={t('bookingsLoginFirst')} to="/login" label={t('login')} />;
  }
  return <p>{t('comingSoon')}</p>;
}
