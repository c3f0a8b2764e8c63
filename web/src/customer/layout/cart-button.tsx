import { useTranslation } from '../../ui/i18n/i18n.ts';
import { NavLink } from 'react-router';
import { useCartTrips } from '../../shared/cart/stored-cart.ts';

/** The header's way to the cart, with the number of trips in it (docs/reference/screens.md#layout). */
export function CartButton() {
  const { t } = useTranslation();
  const count = useCartTrips().length;
  return (
    <NavLink to="/cart" className="icon-button cart-button" aria-label={t('cartButton', { count })}>
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 4h2.5l2.2 10.5h10.6L20.5 7H6.6M9 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01" />
      </svg>
      <span className="cart-button__count">{count}</span>
    </NavLink>
  );
}
