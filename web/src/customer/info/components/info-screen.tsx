import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Page } from '../../../shared/page/page.tsx';
import { toLanguage } from '../../../ui/i18n/language.ts';
import type { ReadyApp } from '../../../shared/session/session.ts';
import { sanitizeHtml } from '../faq.ts';
import { FaqAccordion } from './faq-accordion.tsx';
import './info-screen.css';

// Leaflet is large and only this screen needs it: it loads in a chunk of its own.
const CompanyMap = lazy(() => import('./company-map.tsx'));

/** The company info page (docs/reference/screens.md#info): company, info text, FAQ, contact and map. */
export function InfoScreen() {
  const { t } = useTranslation();
  return <Page title={t('faq')}>{(app) => <CompanyInfo app={app} />}</Page>;
}

function CompanyInfo({ app }: { app: ReadyApp }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const { info } = app.config;
  return (
    <>
      <section aria-labelledby="company-heading">
        <h2 id="company-heading">{info.company}</h2>
        {info.address && <p>{info.address}</p>}
        <div className="operator-html" dangerouslySetInnerHTML={{ __html: sanitizeHtml(info.htmltext[lang]) }} />
      </section>
      {info.hmlfaq[lang] && (
        <section aria-labelledby="faq-heading">
          <h2 id="faq-heading">{t('faqHeading')}</h2>
          <FaqAccordion html={info.hmlfaq[lang]} />
        </section>
      )}
      <section aria-labelledby="contact-heading">
        <h2 id="contact-heading">{t('contact')}</h2>
        <address className="contact">
          <dl className="contact__list">
            {info.telUrl && (
              <div>
                <dt>{t('phone')}</dt>
                <dd>
                  <a href={info.telUrl}>{info.telText || info.telUrl.replace(/^tel:/, '')}</a>
                </dd>
              </div>
            )}
            {info.email && (
              <div>
                <dt>{t('email')}</dt>
                <dd>
                  <a href={`mailto:${info.email}`}>{info.email}</a>
                </dd>
              </div>
            )}
            {info.websiteUrl && (
              <div>
                <dt>{t('website')}</dt>
                <dd>
                  <a href={info.websiteUrl}>{info.websiteText || info.websiteUrl}</a>
                </dd>
              </div>
            )}
          </dl>
        </address>
      </section>
      {info.lat > 0 && info.lng > 0 && (
        <Suspense fallback={<div className="company-map company-map__canvas" />}>
          <CompanyMap lat={info.lat} lng={info.lng} company={info.company} client={app.client} />
        </Suspense>
      )}
    </>
  );
}
