import { useTranslation } from './i18n/i18n.ts';
import './spinner.css';

/** Shown while the app waits for the server; announced once as "Laden…"/"Loading…". */
export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="status" aria-label={t('loading')}>
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
