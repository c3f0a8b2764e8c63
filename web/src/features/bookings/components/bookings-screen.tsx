import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../app/layout/page.tsx';
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
    return (
      <>
        <p>{t('bookingsLoginFirst')}</p>
        <div className="actions">
          <Link to="/login" className="button button--primary">
            {t('login')}
          </Link>
        </div>
      </>
    );
  }
  return <p>{t('comingSoon')}</p>;
}
