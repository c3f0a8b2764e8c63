import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { ManageReply } from '#common/contracts/manage.ts';
import { formatCents } from '#common/format/text.ts';
import { ApiError } from '../../../shared/api/api-client.ts';
import { Page } from '../../../shared/page/page.tsx';
import type { ReadyApp } from '../../../shared/session/session.ts';
import { ErrorBox, RetryButton } from '../../../ui/error-box.tsx';
import { LabelValue, LabelValueList } from '../../../ui/label-value.tsx';
import { LinkNotice } from '../../../ui/link-notice.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useManage } from '../api/get-manage.ts';
import { managePositionPollMs } from '#common/constants.ts';
import { awaitsPayment, hasCarWindow, hasDriverAssigned } from '../manage-view.ts';
import { ManageOwed } from './manage-owed.tsx';
import { ManageTripCard } from './manage-trip.tsx';
import './manage.css';

/** After the return from the payment of a change or of what is owed: how often and how long the page asks whether it was paid. */
const pendingPollMs = 2000;
const pendingPollWindowMs = 30_000;
/** While a driver is assigned: how often the page asks where the driver is (docs/reference/constants.md#browser). */
const driverPollMs = 30_000;

/** Manage my booking (docs/reference/screens.md#manage): the link from the confirmation mail, without logging in. */
export function ManageScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return <Page title={t('manageTitle')}>{(app) => <ManageContent app={app} token={token} />}</Page>;
}

function ManageContent({ app, token }: { app: ReadyApp; token: string }) {
  const { t } = useTranslation();
  const [pollUntil] = useState(() => Date.now() + pendingPollWindowMs);
  const query = useManage(token, (booking) =>
    booking === undefined
      ? false
      : awaitsPayment(booking) && Date.now() < pollUntil
        ? pendingPollMs
        : hasCarWindow(booking)
          ? managePositionPollMs
          : hasDriverAssigned(booking)
            ? driverPollMs
            : false,
  );
  if (query.data) return <ManageBooking app={app} token={token} booking={query.data} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ManageNotFound app={app} />;
    return <ErrorBox action={<RetryButton onClick={() => void query.refetch()} />}>{t('loadFailed')}</ErrorBox>;
  }
  return <Spinner />;
}

/** An unknown or expired link: what to do instead (no dead ends). */
function ManageNotFound({ app }: { app: ReadyApp }) {
  const { t } = useTranslation();
  const { telUrl, telText } = app.config.info;
  return (
    <>
      <LinkNotice text={t('manageNotFound')} to="/trip/new" label={t('bookTrip')} />
      {telUrl && (
        <p className="manage__call">
          {t('manageCallUs')} <a href={telUrl}>{telText || telUrl.replace(/^tel:/, '')}</a>
        </p>
      )}
    </>
  );
}

function ManageBooking({ app, token, booking }: { app: ReadyApp; token: string; booking: ManageReply }) {
  const { t } = useTranslation();
  const [result, setResult] = useState('');
  const hours = booking.policy.cancellationCutoffHours;
  return (
    <div className="manage">
      <LabelValueList className="manage__summary">
        <LabelValue label={t('manageReference')} value={booking.reference} />
        <LabelValue label={t('managePayment')} value={t(`managePayment_${booking.paymentState}`)} />
        {booking.totalCents !== null && (
          // What the order costs now: with a raised price still to pay, what was paid plus what is owed.
          <LabelValue label={t('manageTotal')} value={formatCents(booking.totalCents + (booking.owedCents ?? 0))} />
        )}
        {booking.paidCents > 0 && <LabelValue label={t('managePaid')} value={formatCents(booking.paidCents)} />}
        {booking.owedCents !== null && booking.owedCents > 0 && (
          <LabelValue label={t('manageOwedLabel')} value={formatCents(booking.owedCents)} />
        )}
        {booking.refundedCents > 0 && (
          <LabelValue label={t('manageRefunded')} value={formatCents(booking.refundedCents)} />
        )}
        {booking.refundPendingCents > 0 && (
          <LabelValue label={t('manageRefundPending')} value={formatCents(booking.refundPendingCents)} />
        )}
      </LabelValueList>
      <p className="manage__policy">
        {hours > 0 ? t('managePolicy', { count: hours }) : t('managePolicyAnyTime')}
        {booking.paidCents > 0 && ` ${t('managePolicyRefund')}`}
      </p>
      {booking.receipt && (
        // The receipt as the server makes it (docs/decisions/051-receipts.md): a PDF the browser opens or saves.
        <p className="manage__receipt">
          <a href={`/api/manage/${encodeURIComponent(token)}/receipt.pdf`} type="application/pdf">
            {t('receiptPdf')}
          </a>
        </p>
      )}
      {booking.owedCents !== null && booking.owedCents > 0 && (
        <ManageOwed token={token} owedCents={booking.owedCents} />
      )}
      {/* Always in the page, so the outcome of a cancel or change is read out when it appears. */}
      <div className="manage__result" role="status" aria-atomic="true">
        {result && <p className="note manage__result-text">{result}</p>}
      </div>
      <ol className="manage__trips">
        {booking.trips.map((trip) => (
          <li key={trip.ritNr}>
            <ManageTripCard app={app} token={token} booking={booking} trip={trip} onResult={setResult} />
          </li>
        ))}
      </ol>
    </div>
  );
}
