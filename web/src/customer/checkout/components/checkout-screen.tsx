import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Link } from 'react-router';
import { useCart } from '../../../shared/cart/cart.ts';
import { Page } from '../../../shared/page/page.tsx';
import { LinkNotice } from '../../../ui/link-notice.tsx';
import { isLoggedIn, type ReadyApp } from '../../../shared/session/session.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { AccountCheckout } from './account-checkout.tsx';
import { CheckoutForm } from './checkout-form.tsx';
import { OrderSummary } from './order-summary.tsx';
import './checkout.css';

/**
 * Checkout (docs/reference/screens.md#checkout): the order, the personal details, the terms, and pay now; where login
 * is required, the login form and then book now.
 */
export function CheckoutScreen() {
  const { t } = useTranslation();
  return <Page title={t('checkout')}>{(app) => <CheckoutContent app={app} />}</Page>;
}

/** An order booked without payment: its reference, or null when the reply gave none. */
type Booked = { reference: string | null };

const LoginForm = lazy(() => import('../../../shared/login/login-form.tsx'));

function CheckoutContent({ app }: { app: ReadyApp }) {
  const { t } = useTranslation();
  const trips = useCart();
  // Held here: a booking empties the cart, and its message must outlive the form.
  const [booked, setBooked] = useState<Booked | null>(null);
  // docs/reference/states.md#browser: the order goes by itself only for a customer who came to the checkout logged in.
  const [loggedInOnArrival] = useState(() => isLoggedIn(app));

  if (booked) return <BookingSuccess reference={booked.reference} toBookings={app.require_login && isLoggedIn(app)} />;
  if (trips.length === 0) {
    return <LinkNotice text={t('tripRequired')} to="/trip/new" label={t('addTrip')} />;
  }
  if (app.require_login) {
    if (isLoggedIn(app)) {
      return (
        <AccountCheckout app={app} autoSubmit={loggedInOnArrival} onBooked={(reference) => setBooked({ reference })} />
      );
    }
    return (
      <>
        <OrderSummary trips={trips} pricesHidden />
        <div className="checkout-section">
          <Suspense fallback={<Spinner />}>
            <LoginForm app={app} heading={t('loginToBook')} />
          </Suspense>
        </div>
      </>
    );
  }
  return <CheckoutForm app={app} onBooked={(reference) => setBooked({ reference })} />;
}

/** The booking's news; a business customer's way on is also to the booked trips. */
function BookingSuccess({ reference, toBookings }: { reference: string | null; toBookings: boolean }) {
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
        {toBookings && (
          <Link to="/bookings" className="button button--secondary">
            {t('bookings')}
          </Link>
        )}
      </div>
    </>
  );
}
