import { useTranslation } from 'react-i18next';
import { Page } from '../../../app/layout/page.tsx';
import { isLoggedIn, type ReadyApp } from '../../../app/session.ts';

/** The login screen (SPEC §2): a 404 notice where the operator does not use login. */
export function LoginScreen() {
  const { t } = useTranslation();
  return <Page title={t('login')}>{(app) => <LoginNotice app={app} />}</Page>;
}

function LoginNotice({ app }: { app: ReadyApp }) {
  const { t } = useTranslation();
  if (!app.require_login) return <p>{t('pageNotAvailable')}</p>;
  if (isLoggedIn(app)) return <p>{t('loggedInAs', { username: app.username })}</p>;
  return <p>{t('comingSoon')}</p>;
}
