import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Page } from '../../../shared/page/page.tsx';
import { toLanguage } from '../../../ui/i18n/language.ts';
import type { ReadyApp } from '../../../shared/session/session.ts';
import { ErrorBox } from '../../../ui/error-box.tsx';

/**
 * The privacy page (docs/reference/screens.md#privacy): the operator's privacy statement, how long personal details are
 * kept, and the open data the app is built on.
 */
export function PrivacyScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('privacyPolicy')}>
      {(app) => (
        <>
          <PrivacyDocumentLink app={app} />
          <RetentionNotice app={app} />
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

/** How long personal details are kept (docs/decisions/054-personal-data.md), and where to ask for them. */
function RetentionNotice({ app }: { app: ReadyApp }) {
  const { t } = useTranslation();
  const months = app.config.privacy?.retentionMonths;
  if (months === undefined) return null;
  const { email } = app.config.info;
  return (
    <section aria-labelledby="retention-heading">
      <h2 id="retention-heading">{t('privacyRetention')}</h2>
      <p>{t('privacyRetentionText', { months })}</p>
      <p>
        {t('privacyRights')} <a href={`mailto:${email}`}>{email}</a>
      </p>
    </section>
  );
}

/** Each source as its text, the site's link and the licence (a link when it has a page): keys of nl.json and en.json. */
const sources: { text: string; site: string; siteUrl: string; licence?: string; licenceUrl?: string }[] = [
  {
    text: 'attributionGeonames',
    site: 'attributionGeonamesSite',
    siteUrl: 'https://www.geonames.org/',
    licence: 'attributionGeonamesLicence',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  },
  {
    text: 'attributionBag',
    site: 'attributionBagSite',
    siteUrl: 'https://www.kadaster.nl/zakelijk/registraties/basisregistraties/bag',
    licence: 'attributionBagLicence',
    licenceUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
  },
  {
    text: 'attributionOurAirports',
    site: 'attributionOurAirportsSite',
    siteUrl: 'https://ourairports.com/data/',
    licence: 'attributionOurAirportsLicence',
  },
  { text: 'attributionOsm', site: 'attributionOsmSite', siteUrl: 'https://www.openstreetmap.org/copyright' },
];

function OpenDataNotice() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="open-data-heading">
      <h2 id="open-data-heading">{t('openData')}</h2>
      <p>{t('openDataIntro')}</p>
      <ul>
        {sources.map((source) => (
          <li key={source.text}>
            {t(source.text)} <a href={source.siteUrl}>{t(source.site)}</a>
            {source.licence && (
              <>, {source.licenceUrl ? <a href={source.licenceUrl}>{t(source.licence)}</a> : t(source.licence)}</>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
