import { Trans, useTranslation } from 'react-i18next';
import { Page } from '../../../shared/page/page.tsx';
import { toLanguage } from '../../../ui/i18n/language.ts';
import type { ReadyApp } from '../../../shared/session/session.ts';
import { ErrorBox } from '../../../ui/error-box.tsx';

/**
 * The privacy page (docs/reference/screens.md#privacy): the operator's privacy statement, and the open data the app is
 * built on.
 */
export function PrivacyScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('privacyPolicy')}>
      {(app) => (
        <>
          <PrivacyDocumentLink app={app} />
          <OpenDataNotice />
        </>
      )}
    </Page>
  );
}

function PrivacyDocumentLink({ app }: { app: ReadyApp }) {
  const { t, i18n } = useTranslation();
  const url = app.config.documents.privacy[toLanguage(i18n.language)];
  // docs/reference/screens.md#privacy: a missing privacy URL for the language is an error.
  if (!url) return <ErrorBox>{t('privacyDocumentMissing')}</ErrorBox>;
  return (
    <p>
      <a href={url}>{t('privacyLink')}</a>
    </p>
  );
}

const sources = [
  {
    key: 'attributionGeonames',
    site: 'https://www.geonames.org/',
    licence: 'https://creativecommons.org/licenses/by/4.0/',
  },
  {
    key: 'attributionBag',
    site: 'https://www.kadaster.nl/zakelijk/registraties/basisregistraties/bag',
    licence: 'https://creativecommons.org/publicdomain/zero/1.0/',
  },
  { key: 'attributionOurAirports', site: 'https://ourairports.com/data/' },
  { key: 'attributionOsm', site: 'https://www.openstreetmap.org/copyright' },
] as const;

function OpenDataNotice() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="open-data-heading">
      <h2 id="open-data-heading">{t('openData')}</h2>
      <p>{t('openDataIntro')}</p>
      <ul>
        {sources.map((source) => (
          <li key={source.key}>
            <Trans
              i18nKey={source.key}
              components={{
                site: <a href={source.site} />,
                licence: 'licence' in source ? <a href={source.licence} /> : <span />,
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
