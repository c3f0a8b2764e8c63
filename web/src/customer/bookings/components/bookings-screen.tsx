import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { BookedTrip } from '#common/contracts/account.ts';
import { formatDate, formatPrice } from '#common/format/text.ts';
import { ApiError } from '../../../shared/api/api-client.ts';
import { toLanguage } from '../../../ui/i18n/language.ts';
import { Page, pageHeadingId } from '../../../shared/page/page.tsx';
import { isLoggedIn, type ReadyApp } from '../../../shared/session/session.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { LabelValue, LabelValueList } from '../../../ui/label-value.tsx';
import { LinkNotice } from '../../../ui/link-notice.tsx';
import { useServerText } from '../../../ui/use-server-text.ts';
import { fixedTimeOf, type FixedTime } from '../../../shared/trip/fixed-departures.ts';
import { datePart, timePart } from '../../../shared/trip/trip-datetime.ts';
import { useRefreshSession } from '../../../shared/session/use-adopt-session.ts';
import { ChangeForm } from '../../../shared/trip-change/change-form.tsx';
import { useBookingsChange } from '../api/post-bookings-change.ts';
import { useCancelTrip } from '../api/post-cancel-trip.ts';
import {
  activeBookings,
  bookingAddresses,
  canCancel,
  canChange,
  changeableTrip,
  flightParts,
  shownBookingPrice,
} from '../booking-view.ts';
import { CompanyInvoices } from './company-invoices.tsx';
import './bookings.css';

/**
 * My bookings (docs/reference/screens.md#bookings): only for a logged-in customer, and only where the operator uses
 * login.
 */
export function BookingsScreen() {
  const { t } = useTranslation();
  return <Page title={t('bookings')}>{(app) => <BookingsContent app={app} />}</Page>;
}

function BookingsContent({ app }: { app: ReadyApp }) {
  const { t } = useTranslation();
  if (!app.require_login) return <p>{t('pageNotAvailable')}</p>;
  if (!isLoggedIn(app)) {
    return <LinkNotice text={t('bookingsLoginFirst')} to="/login" label={t('login')} />;
  }
  return (
    <>
      {app.loginResp.ritten.length === 0 ? (
        <LinkNotice text={t('noBookings')} to="/trip/new" label={t('bookTrip')} />
      ) : (
        <BookingsList
          trips={app.loginResp.ritten}
          fixedTime={fixedTimeOf(app)}
          showBooker={app.loginResp.company !== undefined}
        />
      )}
      <CompanyInvoices username={app.loginResp.username} />
    </>
  );
}

/**
 * The booked trips, each with its change and cancel buttons where the trip allows them
 * (docs/reference/screens.md#bookings).
 */
type BookingsListProps = {
  trips: readonly BookedTrip[];
  fixedTime: FixedTime | null;
  /** A company's user sees the company's bookings, each with who booked it (docs/decisions/049-companies.md). */
  showBooker: boolean;
};

function BookingsList({ trips, fixedTime, showBooker }: BookingsListProps) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const [cancelling, setCancelling] = useState<BookedTrip | null>(null);
  const [changing, setChanging] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const feedback = useFeedback();
  const cancel = useCancelTrip();
  const change = useBookingsChange();
  const refreshSession = useRefreshSession();

  // The form closes and its buttons with it: the trip's heading takes the focus, as after a navigation.
  const changed = (trip: BookedTrip, text: string) => {
    setChanging(null);
    if (text) feedback.show(text, 'success');
    requestAnimationFrame(() => document.getElementById(bookingTitleId(trip))?.focus());
  };

  const confirm = () => {
    const trip = cancelling;
    setCancelling(null);
    if (!trip || cancel.isPending) return;
    setFailure(null);
    cancel.mutate(trip.ritId, {
      onSuccess: () => {
        feedback.show(t('bookingCancelled', { ritNr: trip.ritNr }), 'success');
        // The cancel button is gone: the page heading takes the focus, as after a navigation.
        requestAnimationFrame(() => document.getElementById(pageHeadingId)?.focus());
      },
      onError: (error) => {
        const key = error instanceof ApiError ? error.message : '';
        setFailure(key ? serverText(key) : t('cancelFailed'));
      },
    });
  };

  return (
    <>
      <p className="bookings-summary">{t('bookingsCount', { count: activeBookings(trips) })}</p>
      <Feedback message={feedback.message} />
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <ol className="bookings-list">
        {trips.map((trip) => (
          <li key={trip.ritId} className="bookings-list__item">
            <Booking
              trip={trip}
              showBooker={showBooker}
              busy={cancel.isPending && cancel.variables === trip.ritId}
              onCancel={() => setCancelling(trip)}
              onChange={() => {
                setFailure(null);
                setChanging(trip.ritNr);
              }}
              form={
                changing === trip.ritNr && canChange(trip) ? (
                  <ChangeForm
                    trip={changeableTrip(trip)}
                    change={change}
                    note={t('bookingChangeNote')}
                    fixedTime={fixedTime}
                    onConflict={() => void refreshSession()}
                    onDone={(text) => changed(trip, text)}
                  />
                ) : null
              }
            />
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('cancelBookingTitle', { ritNr: cancelling?.ritNr ?? '' })}
        message={t('removeTripConfirm')}
        confirmLabel={t('cancelBookingYes')}
        cancelLabel={t('cancelBookingNo')}
        onConfirm={confirm}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}

const bookingTitleId = (trip: Pick<BookedTrip, 'ritId'>) => `booking-${trip.ritId}`;

type BookingProps = {
  trip: BookedTrip;
  showBooker: boolean;
  busy: boolean;
  onCancel: () => void;
  onChange: () => void;
  /** The change form while it is open (else null): it takes the place of the trip's buttons. */
  form: ReactNode;
};

function Booking({ trip, showBooker, busy, onCancel, onChange, form }: BookingProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const titleId = bookingTitleId(trip);
  const canceled = trip.status === 'canceled';
  const price = shownBookingPrice(trip);
  const [from, ...rest] = bookingAddresses(trip);
  const date = datePart(trip.datetime);
  return (
    <article className={canceled ? 'booking booking--canceled' : 'booking'} aria-labelledby={titleId}>
      <div className="booking__head">
        <h2 id={titleId} className="booking__title" tabIndex={-1}>
          {t('bookingTitle', { ritNr: trip.ritNr })}
        </h2>
        {canceled && <p className="booking__status">{t('canceled')}</p>}
      </div>
      <LabelValueList className="booking__details">
        <LabelValue label={t('depDate')} value={date ? formatDate(date, lang) : trip.datetime} />
        <LabelValue label={t('depTime')} value={timePart(trip.datetime)} />
        <LabelValue label={t('tripFrom')} value={from} />
        {rest.map((text, index) => (
          <LabelValue key={`to-${index}`} label={t('tripTo')} value={text} />
        ))}
        {trip.tour.map((stop, index) => {
          const flight = flightParts(stop);
          const value = [
            flight.number,
            flight.origin && t('flightFrom', { origin: flight.origin }),
            flight.arrival && t('flightLands', { time: flight.arrival }),
          ]
            .filter(Boolean)
            .join(', ');
          return <LabelValue key={`flight-${index}`} label={t('flight')} value={value} />;
        })}
        <LabelValue label={t('passengerCount')} value={trip.persons > 0 ? String(trip.persons) : ''} />
        {trip.passenger && (
          <LabelValue
            label={t('traveller')}
            value={[trip.passenger.name, trip.passenger.phone].filter(Boolean).join(', ')}
          />
        )}
        {showBooker && trip.bookedBy !== '' && <LabelValue label={t('bookedBy')} value={trip.bookedBy} />}
        <LabelValue label={t('extraTripInfo')} value={trip.extraTripInfo} />
        {price !== null && <LabelValue label={t('tripPrice')} value={formatPrice(price)} />}
      </LabelValueList>
      {form ??
        ((canChange(trip) || canCancel(trip)) && (
          <div className="booking__actions">
            {canChange(trip) && (
              <button type="button" className="button button--primary" onClick={onChange}>
                {t('manageChangeTrip', { ritNr: trip.ritNr })}
              </button>
            )}
            {/* The visible text names the trip itself, so the name a voice user speaks is the one shown (WCAG 2.5.3). */}
            {canCancel(trip) && (
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={busy}
                onClick={() => !busy && onCancel()}
              >
                {busy ? t('cancelling') : t('cancelBookingNumber', { ritNr: trip.ritNr })}
              </button>
            )}
          </div>
        ))}
    </article>
  );
}
