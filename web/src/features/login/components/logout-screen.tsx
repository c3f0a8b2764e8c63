import { useTranslation } from 'react-i18next';
import { Page } from '../../../app/layout/page.tsx';
import { LinkNotice } from '../../../ui/link-notice.tsx';
import { isLoggedIn } from '../../../app/session.ts';

export function LogoutScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('logout')}>
      {(app) =>
        isLoggedIn(app) ? (
          <p>{t('comingSoon')}</p>
        ) : (
          <LinkNotice text={t('notLoggedIn')} to="/trip/new" label={t('bookTrip')} />
        )
      }
    </Page>
  );
}
