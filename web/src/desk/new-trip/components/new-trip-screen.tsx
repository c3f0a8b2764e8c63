import { useEffect, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { NewTripReply } from '#common/contracts/desk-booking.ts';
import { fieldDefinitions, type FieldDefinition } from '#common/fields/field-definition.ts';
import { DeskPage } from '../../shared/desk-page.tsx';
import { useLoginResp } from '../../../shared/session/get-login-resp.ts';
import { isReady } from '../../../shared/session/session.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { emptyNewTrip, type NewTripForm } from '../new-trip.ts';
import { BookingResult } from './booking-result.tsx';
import { CallerLookup } from './caller-lookup.tsx';
import { NewTripFormView } from './new-trip-form.tsx';
import './new-trip.css';

/**
 * The desk's new trip, `/admin/trips/new` (docs/reference/screens.md#desk-new-trip), for members who may act on trips:
 * a booking taken by phone. The caller is looked up first; "same as last time" and "return trip" fill the form; the
 * server's quote is shown before booking; then the booking's link to read out and its payment as it goes.
 */
export function NewTripScreen() {
  const { t } = useTranslation();
  return (
    <DeskPage title={t('desk.newTrip.title')} ability="tripActions">
      {() => <NewTripContent />}
    </DeskPage>
  );
}

function NewTripContent() {
  const start = useLoginResp();
  // The trip layout's fields, for the vehicle classes and the passengers' bounds the customer's form offers.
  const definitions: readonly FieldDefinition[] | null =
    start.data && isReady(start.data) ? fieldDefinitions(start.data.config.layouts.trip) : start.isError ? [] : null;
  if (definitions === null) return <Spinner />;
  return <NewTripFlow definitions={definitions} />;
}

function NewTripFlow({ definitions }: { definitions: readonly FieldDefinition[] }) {
  const [form, setForm] = useState<NewTripForm>(() => emptyNewTrip(definitions));
  // Bumped when a caller's trip fills the form: the address inputs start over from it, and the date takes the focus.
  const [filled, setFilled] = useState(0);
  const [booked, setBooked] = useState<NonNullable<NewTripReply['booked']> | null>(null);
  // Bumped by "Another trip": the caller's search takes the focus for the next call.
  const [restarts, setRestarts] = useState(0);
  useEffect(() => {
    if (restarts > 0) document.getElementById('new-trip-lookup')?.focus();
  }, [restarts]);

  const startOver = () => {
    setForm(emptyNewTrip(definitions));
    setBooked(null);
    setFilled(0);
    setRestarts((count) => count + 1);
  };

  if (booked) return <BookingResult booked={booked} onNewTrip={startOver} />;
  return (
    <>
      <CallerLookup
        form={form}
        onFill={(next) => {
          setForm(next);
          setFilled((count) => count + 1);
        }}
      />
      <NewTripFormView
        key={filled}
        definitions={definitions}
        form={form}
        focusDate={filled > 0}
        onChange={setForm}
        onBooked={setBooked}
      />
    </>
  );
}
