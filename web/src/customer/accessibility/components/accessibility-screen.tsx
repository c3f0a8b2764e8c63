import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { AccessibilityReply } from '#common/contracts/accessibility.ts';
import { Page } from '../../../shared/page/page.tsx';
import { ErrorBox, RetryButton } from '../../../ui/error-box.tsx';
import { toLanguage } from '../../../ui/i18n/language.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { useStatement } from '../api/get-statement.ts';
import './accessibility-screen.css';

/**
 * The accessibility statement (docs/reference/screens.md#accessibility): the tenant's own, from the server, in the
 * page's language.
 */
export function AccessibilityScreen() {
  const { t } = useTranslation();
  return <Page title={t('accessibility')}>{() => <Statement />}</Page>;
}

function Statement() {
  const { t, i18n } = useTranslation();
  const query = useStatement(toLanguage(i18n.language));
  if (query.data) return <StatementText statement={query.data} />;
  if (query.isError) {
    return <ErrorBox action={<RetryButton onClick={() => void query.refetch()} />}>{t('loadFailed')}</ErrorBox>;
  }
  return <Spinner />;
}

function StatementText({ statement }: { statement: AccessibilityReply }) {
  const { t } = useTranslation();
  const { contact } = statement;
  return (
    <>
      {statement.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`statement-${index}`}>
          <h2 id={`statement-${index}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items.length > 0 && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.contact && (
            <dl className="statement-contact">
              <div>
                <dt>{t('email')}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </div>
              {contact.telUrl && (
                <div>
                  <dt>{t('phone')}</dt>
                  <dd>
                    <a href={contact.telUrl}>{contact.telText || contact.telUrl.replace(/^tel:/, '')}</a>
                  </dd>
                </div>
              )}
            </dl>
          )}
        </section>
      ))}
    </>
  );
}
