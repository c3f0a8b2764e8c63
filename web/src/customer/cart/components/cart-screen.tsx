import { useMemo, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Link, useNavigate } from 'react-router';
import { fieldDefinitions } from '#common/fields/field-definition.ts';
import { formatPrice } from '#common/format/text.ts';
import { pageHeadingId, Page } from '../../../shared/page/page.tsx';
import { isLoggedIn, type ReadyApp } from '../../../shared/session/session.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import type { TripScreenState } from '../../../shared/trip/trip-screen-state.ts';
import { totalCents, useCart } from '../../../shared/cart/cart.ts';
import { removeCartTrip } from '../../../shared/cart/stored-cart.ts';
import { CartTrip } from './cart-trip.tsx';
import './cart.css';

/**
 * The cart (docs/reference/screens.md#cart): each trip with edit, return trip and remove, the total, and the ways on.
 */
export function CartScreen() {
  const { t } = useTranslation();
  return <Page title={t('cart')}>{(app) => <CartContent app={app} />}</Page>;
}

function CartContent({ app }: { app: ReadyApp }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const trips = useCart();
  const fields = useMemo(() => fieldDefinitions(app.config.layouts.trip), [app.config.layouts.trip]);
  const [removing, setRemoving] = useState<number | null>(null);
  const count = trips.length;
  const pricesHidden = app.require_login;
  // A logged-in business customer's checkout books at once, on account: the control says so (issue 9 item 6).
  const finalize = t(app.require_login && isLoggedIn(app) ? 'finalizeOnAccount' : 'finalize');

  const remove = () => {
    if (removing === null) return;
    removeCartTrip(removing);
    setRemoving(null);
    // The trip's buttons are gone: the page heading takes the focus, as after a navigation.
    requestAnimationFrame(() => document.getElementById(pageHeadingId)?.focus());
  };
  // A return of a fixed-time trip is no departure the operator offers (docs/decisions/023-fixed-time-trips.md).
  const returnOffered = !app.loginResp.scpars.hideTime;
  const addReturn = (index: number) => {
    const state: TripScreenState = { returnOf: index };
    void navigate('/trip/new', { state });
  };

  return (
    <>
      <p className="cart-summary" role="status">
        {count === 0 ? t('cartEmpty') : t('cartCount', { count })}
      </p>
      {count > 0 && (
        <ol className="cart-list">
          {trips.map((trip, index) => (
            <li key={index} className="cart-list__item">
              <CartTrip
                trip={trip}
                index={index}
                fields={fields}
                pricesHidden={pricesHidden}
                onRemove={() => setRemoving(index)}
                onReturn={returnOffered ? () => addReturn(index) : null}
              />
            </li>
          ))}
        </ol>
      )}
      {count > 0 && !pricesHidden && (
        <p className="cart-total">
          <span className="cart-total__label">{t('priceTotal')}</span>
          <span className="cart-total__amount">{formatPrice(totalCents(trips) / 100)}</span>
        </p>
      )}
      <div className="actions">
        <Link to="/trip/new" className="button button--secondary">
          {t('addTrip')}
        </Link>
        {count === 0 ? (
          // A link without href is not focusable: the disabled finalize link stays out of the tab order.
          <a role="link" aria-disabled="true" className="button button--primary">
            {finalize}
          </a>
        ) : (
          <Link to="/checkout" className="button button--primary">
            {finalize}
          </Link>
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={t('removeTripTitle')}
        message={t('removeTripConfirm')}
        confirmLabel={t('removeTripYes')}
        cancelLabel={t('removeTripNo')}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
