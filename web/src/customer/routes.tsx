import { Navigate, Route } from 'react-router';
import { ScreenOutlet } from '../shared/page/screen-outlet.tsx';
import { preloadable as screen } from '../ui/preloadable.tsx';
import { Layout } from './layout/layout.tsx';
import { TripScreen } from './trip/components/trip-screen.tsx';

/*
 * The customer's side (docs/decisions/033-sides-and-building-blocks.md): its route entries, in the shell's first load
 * with the customer's layout and the trip screen, the first screen (docs/decisions/026-first-load-budget.md). Every
 * other screen loads when opened.
 */

// TanStack Query comes with the first screen below it, never with the trip screen.
const LazyQueryOutlet = screen(() => import('../shared/api/query-provider.tsx'), 'QueryOutlet');
const CartScreen = screen(() => import('./cart/components/cart-screen.tsx'), 'CartScreen');
const PersonScreen = screen(() => import('./person/components/person-screen.tsx'), 'PersonScreen');
const BookingsScreen = screen(() => import('./bookings/components/bookings-screen.tsx'), 'BookingsScreen');
const CheckoutScreen = screen(() => import('./checkout/components/checkout-screen.tsx'), 'CheckoutScreen');
const PaymentScreen = screen(() => import('./payment/components/payment-screen.tsx'), 'PaymentScreen');
const ManageScreen = screen(() => import('./manage/components/manage-screen.tsx'), 'ManageScreen');
const LoginScreen = screen(() => import('./login/components/login-screen.tsx'), 'LoginScreen');
const LogoutScreen = screen(() => import('./login/components/logout-screen.tsx'), 'LogoutScreen');
const PrivacyScreen = screen(() => import('./privacy/components/privacy-screen.tsx'), 'PrivacyScreen');
const InfoScreen = screen(() => import('./info/components/info-screen.tsx'), 'InfoScreen');
const AccessibilityScreen = screen(
  () => import('./accessibility/components/accessibility-screen.tsx'),
  'AccessibilityScreen',
);

const toNewTrip = <Navigate to="/trip/new" replace />;

/** The customer's screens of docs/reference/screens.md by their paths, in the customer's layout. */
export const customerRoutes = (
  <Route path="/" element={<Layout />}>
    <Route element={<ScreenOutlet />}>
      <Route index element={toNewTrip} />
      <Route path="trip/:id?" element={<TripScreen />} />
      <Route element={<LazyQueryOutlet />}>
        <Route path="cart" element={<CartScreen />} />
        <Route path="person" element={<PersonScreen />} />
        <Route path="bookings" element={<BookingsScreen />} />
        <Route path="checkout" element={<CheckoutScreen />} />
        <Route path="payment/:status/:hash" element={<PaymentScreen />} />
        <Route path="manage/:token" element={<ManageScreen />} />
        <Route path="login" element={<LoginScreen />} />
        <Route path="logout" element={<LogoutScreen />} />
        <Route path="privacy-policy" element={<PrivacyScreen />} />
        <Route path="faq" element={<InfoScreen />} />
        <Route path="accessibility" element={<AccessibilityScreen />} />
      </Route>
      <Route path="*" element={toNewTrip} />
    </Route>
  </Route>
);
