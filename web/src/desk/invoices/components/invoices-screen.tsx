import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CreditOwed, DeskInvoice } from '#common/contracts/invoices.ts';
import { amsterdamDay, formatDay, formatDayTime } from '#common/format/date.ts';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { toLanguage } from '../../../ui/i18n/language.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { deskErrorOf, deskErrorTextKey } from '../../shared/desk-api.ts';
import { DeskPage } from '../../shared/desk-page.tsx';
import { DeskQueryView } from '../../shared/desk-query.tsx';
import { DeskSection } from '../../shared/desk-section.tsx';
import { invoicePdfUrl, invoicesCsvUrl, useInvoices, useIssueCredit, useResendInvoice } from '../api/invoices-calls.ts';
import { isMonth, monthName, recentMonths, signedEuros } from '../invoice-view.ts';
import './desk-invoices.css';

/** How many months back the page offers. */
const monthsOffered = 24;

/**
 * The companies' invoices, `/admin/invoices?month=` (docs/reference/screens.md#desk-invoices), for admins: a month's
 * invoices and credit invoices with their PDF and mail, the month's CSV for the accountant, and the credits owed.
 */
export function InvoicesScreen() {
  const { t } = useTranslation();
  return (
    <DeskPage title={t('deskInvoices')} ability="invoices">
      {() => <InvoicesContent />}
    </DeskPage>
  );
}

function InvoicesContent() {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const months = recentMonths(amsterdamDay(new Date()), monthsOffered);
  const asked = params.get('month') ?? '';
  // Last month by default: the one the monthly run invoiced last.
  const month = isMonth(asked) ? asked : months[0]!;
  const offered = months.includes(month) ? months : [month, ...months];
  const invoices = useInvoices(month);
  const feedback = useFeedback();
  const [failure, setFailure] = useState<string | null>(null);
  const resend = useResendInvoice();
  const credit = useIssueCredit();

  const failed = (error: unknown) => setFailure(t(deskErrorTextKey(deskErrorOf(error).key)));
  const onResend = (invoice: DeskInvoice) => {
    if (resend.isPending) return;
    setFailure(null);
    resend.mutate(invoice.id, {
      onSuccess: () =>
        feedback.show(t('deskInvoicesResent', { number: invoice.number, company: invoice.companyName }), 'success'),
      onError: failed,
    });
  };
  const onCredit = (owed: CreditOwed) => {
    if (credit.isPending) return;
    setFailure(null);
    credit.mutate(owed.invoiceId, {
      onSuccess: (issued) =>
        feedback.show(
          t('deskInvoicesCreditIssued', { number: issued.number, original: owed.invoiceNumber }),
          'success',
        ),
      onError: failed,
    });
  };

  return (
    <>
      <p>{t('deskInvoicesIntro')}</p>
      <form className="invoices__choice" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          id={`${id}-month`}
          label={t('deskInvoicesMonth')}
          value={month}
          onChange={(value) => setParams({ month: value }, { replace: true })}
        >
          {offered.map((each) => (
            <option key={each} value={each}>
              {monthName(each, lang)}
            </option>
          ))}
        </SelectField>
        <a className="button button--secondary" href={invoicesCsvUrl(month)} download>
          {t('deskInvoicesExport')}
        </a>
      </form>
      <Feedback message={feedback.message} />
      {failure !== null && (
        <p className="invoices__failure" role="alert">
          {failure}
        </p>
      )}
      <DeskQueryView query={invoices}>
        {(reply) => (
          <>
            <DeskSection headingId={`${id}-list`} heading={t('deskInvoicesOf', { month: monthName(month, lang) })}>
              {reply.invoices.length === 0 ? (
                <p>{t('deskInvoicesNone')}</p>
              ) : (
                <InvoiceTable invoices={reply.invoices} onResend={onResend} busy={resend.isPending} />
              )}
            </DeskSection>
            <DeskSection headingId={`${id}-credits`} heading={t('deskInvoicesCreditsOwed')}>
              {reply.creditsOwed.length === 0 ? (
                <p>{t('deskInvoicesCreditsNone')}</p>
              ) : (
                <>
                  <p>{t('deskInvoicesCreditsIntro')}</p>
                  <ul className="invoices__credits">
                    {reply.creditsOwed.map((owed) => (
                      <li key={owed.invoiceId} className="invoices__credit">
                        <span>
                          {t('deskInvoicesCreditLine', {
                            number: owed.invoiceNumber,
                            company: owed.companyName,
                            amount: signedEuros(owed.grossCents, lang),
                            trips: t('deskInvoicesTrips', { count: owed.trips }),
                          })}
                        </span>
                        <button
                          type="button"
                          className="button button--primary"
                          aria-disabled={credit.isPending}
                          onClick={() => onCredit(owed)}
                        >
                          {t('deskInvoicesIssueCredit', { number: owed.invoiceNumber })}
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </DeskSection>
          </>
        )}
      </DeskQueryView>
    </>
  );
}

function InvoiceTable({
  invoices,
  onResend,
  busy,
}: {
  invoices: readonly DeskInvoice[];
  onResend: (invoice: DeskInvoice) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const columns: readonly Column<DeskInvoice>[] = [
    { name: 'number', header: t('deskInvoicesNumber'), className: 'invoices__number', cell: (row) => row.number },
    {
      name: 'kind',
      header: t('deskInvoicesKind'),
      cell: (row) =>
        row.kind === 'credit'
          ? t('deskInvoicesKind_credit', { number: row.creditedNumber ?? '' })
          : t('deskInvoicesKind_invoice'),
    },
    { name: 'company', header: t('deskInvoicesCompany'), cell: (row) => row.companyName },
    {
      name: 'issued',
      header: t('deskInvoicesIssued'),
      cell: (row) => <time dateTime={row.issuedAt}>{formatDay(row.issuedAt, lang)}</time>,
    },
    {
      name: 'net',
      header: t('deskInvoicesNet'),
      className: 'invoices__amount',
      cell: (row) => signedEuros(row.netCents, lang),
    },
    {
      name: 'vat',
      header: t('deskInvoicesVat'),
      className: 'invoices__amount',
      cell: (row) => signedEuros(row.vatCents, lang),
    },
    {
      name: 'gross',
      header: t('deskInvoicesGross'),
      className: 'invoices__amount',
      cell: (row) => signedEuros(row.grossCents, lang),
    },
    {
      name: 'mailed',
      header: t('deskInvoicesMailed'),
      cell: (row) =>
        row.mailedAt === null ? (
          t('deskInvoicesNotMailed')
        ) : (
          <time dateTime={row.mailedAt}>{formatDayTime(row.mailedAt, lang)}</time>
        ),
    },
    {
      name: 'actions',
      header: t('deskInvoicesActions'),
      cell: (row) => (
        <div className="invoices__actions">
          <a
            className="button button--secondary"
            href={invoicePdfUrl(row.id)}
            target="_blank"
            rel="noopener"
            aria-label={t('deskInvoicesOpenNumber', { number: row.number })}
          >
            {t('deskInvoicesOpen')}
          </a>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={busy}
            aria-label={t('deskInvoicesResendNumber', { number: row.number })}
            onClick={() => onResend(row)}
          >
            {t('deskInvoicesResend')}
          </button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      className="invoices-table"
      caption={t('deskInvoicesCaption')}
      columns={columns}
      rows={invoices}
      rowClassName={(row) => `invoices__row invoices__row--${row.kind}`}
    />
  );
}
