import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../app/layout/page.tsx';
import { isLoggedIn } from '../../../app/session.ts';

export function LogoutScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('logout')}>
      {(app) =>
        isLoggedIn(app) ? (
          <p>{t('comingSoon')}</p>
        ) : (
          <>
            <p>{t('notLoggedIn')}</p>
            <div className="actions">
              <Link to="/trip/new" className="button button--primary">
                {t('bookTrip')}
              </Link>
            </div>
          </>
        )
      }
    </Page>
  );
}
