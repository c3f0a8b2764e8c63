import { formatCents } from '#common/format/text.ts';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { DeskAbility } from '#common/contracts/admin.ts';
import type { TripDetailReply } from '#common/contracts/desk-trips.ts';
import type { Column } from '../../../ui/data-table.tsx';
import { DeskTable } from '../../shared/desk-table.tsx';
import { useBookedFieldTexts, useTripFieldTexts } from '../../shared/trip-field-texts.ts';
import { LabelValue, LabelValueList } from '../../../ui/label-value.tsx';
import {
  bookedAndNow,
  deskDateTime,
  dynamicFieldRows,
  hasReceipt,
  historyChange,
  historyReason,
  historyWhat,
  tourAddresses,
  type HistoryWords,
} from '../trip-view.ts';
import { MoneyOwed, OwedRows } from './money-owed.tsx';
import { Refunds } from './refunds.tsx';
import { DeskSection } from '../../shared/desk-section.tsx';
import { sourceText } from '../../shared/trip-source.ts';
import { tripStateKey } from '../../../shared/trip/trip-state.ts';

/**
 * The trip's facts: the customer, the trip as entered, the order with its refunds (and, for an admin, refunding), the
 * mails and the history.
 */
export function TripDetail({ detail, abilities }: { detail: TripDetailReply; abilities: readonly DeskAbility[] }) {
  const { t, i18n } = useTranslation();
  // A key the texts lack (a field, mail kind or change new to this version of the SPA) shows as what the server sent.
  const textOr = (key: string, fallback: string) => (i18n.exists(key) ? t(key) : fallback);
  const { trip, order, mails, history } = detail;
  const when = (iso: string) => deskDateTime(iso, i18n.language);
  // Worded as booked: a field removed or renamed since still shows its label and choice.
  const fieldTexts = useBookedFieldTexts(trip.booked);
  // The passengers and the vehicle class have rows of their own; the fields they were read from are not shown again.
  const shownApart = new Set(['passengerCount', fieldTexts.vehicleClassField(trip.vehicleClass)]);
  const fields = dynamicFieldRows(trip.fields, fieldTexts.label).filter((field) => !shownApart.has(field.name));
  return (
    <div className="desk-trip">
      <DeskSection headingId="trip-summary-heading" heading={t('deskTripSummary')}>
        <LabelValueList>
          <LabelValue label={t('deskTripStatus')} value={t(tripStateKey(trip))} />
          <LabelValue label={t('deskTripPickup')} value={when(trip.pickupAt)} />
          <LabelValue label={t('deskTripDriver')} value={trip.driver?.name} />
          {trip.collected && (
            <LabelValue
              label={t('deskCollected')}
              value={t('deskCollectedValue', {
                amount: trip.collected.amount,
                method: t(`deskPayment_${trip.collected.method}`),
              })}
            />
          )}
          <LabelValue
            label={t('desk.assign.vehicle')}
            value={trip.vehicle && [trip.vehicle.name, trip.vehicle.plate].filter((part) => part !== '').join(' · ')}
          />
        </LabelValueList>
      </DeskSection>

      <DeskSection headingId="trip-customer-heading" heading={t('deskTripCustomer')}>
        <LabelValueList>
          <LabelValue label={t('deskTripName')} value={trip.customer.name} />
          <LabelValue
            label={t('deskTripEmail')}
            value={trip.customer.email && <a href={`mailto:${trip.customer.email}`}>{trip.customer.email}</a>}
          />
          <LabelValue
            label={t('deskTripPhone')}
            value={trip.customer.phone && <a href={`tel:${trip.customer.phone}`}>{trip.customer.phone}</a>}
          />
          {trip.passenger && (
            <LabelValue
              label={t('deskTripPassenger')}
              value={
                <>
                  {trip.passenger.name}
                  {trip.passenger.phone !== '' && (
                    <>
                      {', '}
                      <a href={`tel:${trip.passenger.phone}`}>{trip.passenger.phone}</a>
                    </>
                  )}
                </>
              }
            />
          )}
        </LabelValueList>
      </DeskSection>

      <DeskSection headingId="trip-entered-heading" heading={t('deskTripEntered')}>
        <ol className="desk-trip__tour" aria-label={t('deskTripTour')}>
          {tourAddresses(trip).map((address, index) => (
            <li key={index}>{address}</li>
          ))}
        </ol>
        <LabelValueList>
          <LabelValue label={t('deskTripPassengers')} value={String(trip.passengers)} />
          <LabelValue label={t('deskTripVehicleClass')} value={fieldTexts.vehicleClass(trip.vehicleClass)} />
          <LabelValue label={t('deskTripFlight')} value={trip.flightNumber} />
          <LabelValue label={t('deskTripExtraInfo')} value={trip.extraInfo} />
          {fields.map((field) => (
            <LabelValue key={field.name} label={field.label} value={fieldTexts.field(field.name, field.value)} />
          ))}
        </LabelValueList>
      </DeskSection>

      <BookedAndNow history={history} />

      <DeskSection headingId="trip-order-heading" heading={t('deskTripOrder')}>
        <LabelValueList>
          <LabelValue label={t('deskTripReference')} value={order.reference} />
          <LabelValue label={t('deskTripPrice')} value={trip.price} />
          {/* With a raised price still to pay, the total is what the order costs now; what was paid has its own row. */}
          <LabelValue
            label={t('deskTripTotal')}
            value={order.owedCents > 0 ? formatCents(order.totalCents + order.owedCents) : order.total}
          />
          {order.owedCents > 0 && <LabelValue label={t('deskTripPaidSoFar')} value={order.total} />}
          <LabelValue label={t('deskTripPayment')} value={t(`deskPayment_${order.paymentState}`)} />
          <LabelValue label={t('desk.newTrip.source')} value={sourceText(t, trip.source)} />
          {trip.collectCents > 0 && <LabelValue label={t('desk.newTrip.collect')} value={trip.collect} />}
          {order.link && (
            <LabelValue
              label={t('desk.newTrip.link')}
              value={t('desk.newTrip.linkUntil', { url: order.link.url, until: when(order.link.expiresAt) })}
            />
          )}
          <LabelValue label={t('deskTripRefunded')} value={order.refundedCents > 0 ? order.refunded : ''} />
          {hasReceipt(detail) && (
            <LabelValue
              label={t('deskTripReceipt')}
              value={
                <a href={`/api/admin/trips/${trip.tripId}/receipt.pdf`} type="application/pdf">
                  {t('deskTripReceiptLink')}
                </a>
              }
            />
          )}
          <OwedRows detail={detail} />
        </LabelValueList>
        <MoneyOwed detail={detail} maySend={abilities.includes('tripActions')} />
        <Refunds detail={detail} mayRefund={abilities.includes('refund')} />
      </DeskSection>

      <DeskSection headingId="trip-mails-heading" heading={t('deskTripMails')}>
        {mails.length === 0 ? (
          <p>{t('deskTripNoMails')}</p>
        ) : (
          <ul className="desk-trip__list">
            {mails.map((mail, index) => (
              <li key={index}>
                {when(mail.at)}: {textOr(`deskMail_${mail.kind}`, mail.kind)} → {mail.to}
              </li>
            ))}
          </ul>
        )}
      </DeskSection>

      <DeskSection headingId="trip-history-heading" heading={t('deskTripHistory')}>
        <HistoryTable history={history} when={when} />
      </DeskSection>
    </div>
  );
}

/**
 * What the customer booked beside what the desk made of it (issue 20): the section "Entered" above is the trip as it is
 * now; here each field the desk edited, as booked and now. Nothing when the desk changed nothing.
 */
function BookedAndNow({ history }: { history: TripDetailReply['history'] }) {
  const { t, i18n } = useTranslation();
  const textOr = (key: string, fallback: string) => (i18n.exists(key) ? t(key) : fallback);
  const rows = bookedAndNow(history);
  if (rows.length === 0) return null;
  const columns: readonly Column<(typeof rows)[number]>[] = [
    {
      name: 'field',
      header: t('desk.assign.editedField'),
      cell: (row) => textOr(`deskEditField_${row.field}`, row.field),
    },
    { name: 'booked', header: t('desk.assign.asBooked'), cell: (row) => row.booked },
    { name: 'now', header: t('desk.assign.now'), cell: (row) => row.now },
  ];
  return (
    <DeskSection headingId="trip-booked-heading" heading={t('desk.assign.bookedTitle')}>
      <p>{t('desk.assign.bookedIntro')}</p>
      <DeskTable caption={t('desk.assign.bookedCaption')} columns={columns} rows={rows} rowKey={(row) => row.field} />
    </DeskSection>
  );
}

/** The history as a table, oldest first; on a phone each change stacks its cells, each under its column's name. */
function HistoryTable({ history, when }: { history: TripDetailReply['history']; when: (iso: string) => string }) {
  const { t, i18n } = useTranslation();
  const fieldTexts = useTripFieldTexts();
  // Every code in words of the page's language (docs/decisions/037-words-dates-and-run-sheets.md).
  const words: HistoryWords = {
    text: (key, fallback, values) => (i18n.exists(key) ? t(key, values) : fallback),
    lang: i18n.language,
    vehicleClass: fieldTexts.vehicleClass,
  };
  const columns: readonly Column<(typeof history)[number]>[] = [
    { name: 'when', header: t('deskTripWhen'), cell: (entry) => <time dateTime={entry.at}>{when(entry.at)}</time> },
    {
      name: 'who',
      header: t('deskTripWho'),
      cell: (entry) => entry.staff?.name ?? entry.driver?.name ?? t(`deskActor_${entry.actor}`),
    },
    { name: 'what', header: t('deskTripWhat'), cell: (entry) => historyWhat(entry, words) },
    { name: 'change', header: t('deskTripChange'), cell: (entry) => historyChange(entry, words) },
    { name: 'reason', header: t('deskTripReason'), cell: (entry) => historyReason(entry, words) },
  ];
  return (
    <DeskTable
      caption={t('deskTripHistoryCaption')}
      columns={columns}
      rows={history}
      rowKey={(_entry, index) => index}
    />
  );
}
