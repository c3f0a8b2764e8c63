import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../ui/error-box.tsx';
import { PageHeading } from '../../shared/page/page.tsx';

/** Shown in place of a screen that failed, for instance when its code could not be loaded after a new release. */
export function RouteError() {
  const { t } = useTranslation();
  const reload = (
    <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
      {t('reloadPage')}
    </button>
  );
  return (
    <div className="page">
      <PageHeading title={t('pageNotAvailable')} />
      <ErrorBox action={reload}>{t('routeError')}</ErrorBox>
    </div>
  );
}
