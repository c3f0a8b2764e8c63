import { useTranslation } from 'react-i18next';
import { ConfigGate, PageHeading, pageHeadingId } from '../../../app/layout/page.tsx';
import './trip-screen.css';

/**
 * The trip screen (SPEC §2). Its frame renders before the config arrives (ARCHITECTURE §10); the operator's
 * introduction (the `tripIntro` text override) follows with the config.
 */
export function TripScreen() {
  const { t, i18n } = useTranslation();
  return (
    <form className="page trip-form" aria-labelledby={pageHeadingId}>
      <PageHeading title={t('bookTrip')} />
      <ConfigGate>{() => (i18n.exists('tripIntro') ? <p className="trip-form__intro">{t('tripIntro')}</p> : null)}</ConfigGate>
    </form>
  );
}
