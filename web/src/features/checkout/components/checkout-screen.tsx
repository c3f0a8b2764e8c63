import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../app/layout/page.tsx';
import { LinkNotice } from '../../../ui/link-notice.tsx';
import type { ReadyApp } from '../../../app/session.ts';
import { useCartTrips } from '../../cart/hooks/use-cart-trips.ts';
import { CheckoutForm } from './checkout-form.tsx';
import './checkout.css';

/** Checkout (SPEC §2): the order, the personal details, the terms, and pay now. */
export function CheckoutScreen() {
  const { t } = useTranslation();
  return <Page title={t('checkout')}>{(app) => <CheckoutContent app={app} />}</Page>;
}

/** An order booked without payment: its reference, or null when the reply gave none. */
type Booked = { reference: string | null };

function CheckoutContent({ app }: { app: ReadyApp }) {
  const { t } = useTranslation();
  const empty = useCartTrips().length === 0;
  // Held here: a booking empties the cart, and its message must outlive the form.
  const [booked, setBooked] = useState<Booked | null>(null);

  // Booking on account after login (cp47 = 2) comes with the login journey; until then this says so.
  if (app.require_login) {
    return <LinkNotice text={t('bookOnAccount')} to="/login" label={t('login')} />;
  }
  if (booked) return <BookingSuccess reference={booked.reference} />;
  if (empty) {
    return <LinkNotice text={t('tripRequired')} to="/trip/new" label={t('addTrip')} />;
  }
  return <CheckoutForm app={app} onBooked={(reference) => setBooked({ reference })} />;
}

function BookingSuccess({ reference }: { reference: string | null }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // The pay button is gone: focus goes to the news instead of falling back to the page.
  useEffect(() => ref.current?.focus(), []);
  return (
    <>
      <div ref={ref} className="checkout-success" role="status" tabIndex={-1}>
        <p className="checkout-success__message">{t('bookingSuccess')}</p>
        {reference && <p className="checkout-success__reference">{t('orderReference', { reference })}</p>}
      </div>
      <div className="actions">
        <Link to="/trip/new" className="button button--secondary">
          {t('bookTrip')}
        </Link>
      </div>
    </>
  );
}
