import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../app/layout/page.tsx';
import { isLoggedIn } from '../../../app/session.ts';

/** My details (SPEC §2): who is logged in, or, for a guest, the personal details to come. */
export function PersonScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('person')}>
      {(app) =>
        isLoggedIn(app) ? (
          <p>{t('loggedInAs', { username: app.username })}</p>
        ) : (
          <>
            <p>{t('comingSoon')}</p>
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
