import { useId } from 'react';
import { formatDay } from '#common/format/date.ts';
import { formatEuros } from '#common/format/money.ts';
import { ErrorBox, RetryButton } from '../../../ui/error-box.tsx';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { toLanguage } from '../../../ui/i18n/language.ts';
import { companyInvoicePdfUrl, useCompanyInvoices } from '../api/get-company-invoices.ts';

/**
 * The invoices of a company user's company, under their bookings (docs/reference/screens.md#bookings): each with its
 * month, amount and a download of its PDF. Nothing for a user of no company, or before the first invoice.
 */
export function CompanyInvoices({ username }: { username: string }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const headingId = useId();
  const invoices = useCompanyInvoices(username);
  if (invoices.isError)
    return (
      <ErrorBox action={<RetryButton onClick={() => void invoices.refetch()} />}>{t('companyInvoicesFailed')}</ErrorBox>
    );
  if (!invoices.data || invoices.data.length === 0) return null;
  return (
    <section className="company-invoices" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('companyInvoices')}</h2>
      <ul className="company-invoices__list">
        {invoices.data.map((invoice) => {
          // Written as on the invoice itself, which is Dutch (docs/decisions/050-invoice-numbers.md), with thousands
          // grouped; a no-break space keeps "€ 1.152,45" on one line.
          const amount = formatEuros(invoice.grossCents, 'nl').replace(' ', '\u00a0');
          const month = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'nl-NL', {
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(new Date(`${invoice.period}-15T12:00:00Z`));
          return (
            <li key={invoice.id} className="company-invoices__item">
              <span>
                {t(invoice.kind === 'credit' ? 'companyInvoiceCredit' : 'companyInvoice', {
                  number: invoice.number,
                  month,
                  amount,
                  date: formatDay(invoice.issuedAt, lang),
                })}
              </span>
              <a
                className="button button--secondary"
                href={companyInvoicePdfUrl(invoice.id)}
                download
                aria-label={t('companyInvoiceDownloadNumber', { number: invoice.number })}
              >
                {t('companyInvoiceDownload')}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
