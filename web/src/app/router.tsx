import { Suspense } from 'react';
import {
  BrowserRouter,
  createRoutesFromChildren,
  matchRoutes,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
} from 'react-router';
import { TripScreen } from '../features/trip/components/trip-screen.tsx';
import { preloadable as screen, type Preloadable } from '../ui/preloadable.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { Layout } from './layout/layout.tsx';
import { RouteErrorBoundary } from './layout/route-error.tsx';

// React Router's declarative mode: its data router (loaders, actions, fetchers) is code the app does not use and the
// first load would carry (docs/decisions/026-first-load-budget.md).

// TanStack Query comes with the first screen below it, never with the trip screen.
const QueryOutlet = screen(() => import('./provider.tsx'), 'QueryOutlet');
const CartScreen = screen(() => import('../features/cart/components/cart-screen.tsx'), 'CartScreen');
const PersonScreen = screen(() => import('../features/person/components/person-screen.tsx'), 'PersonScreen');
const BookingsScreen = screen(() => import('../features/bookings/components/bookings-screen.tsx'), 'BookingsScreen');
const CheckoutScreen = screen(() => import('../features/checkout/components/checkout-screen.tsx'), 'CheckoutScreen');
const PaymentScreen = screen(() => import('../features/payment/components/payment-screen.tsx'), 'PaymentScreen');
const ManageScreen = screen(() => import('../features/manage/components/manage-screen.tsx'), 'ManageScreen');
const LoginScreen = screen(() => import('../features/login/components/login-screen.tsx'), 'LoginScreen');
const LogoutScreen = screen(() => import('../features/login/components/logout-screen.tsx'), 'LogoutScreen');
const PrivacyScreen = screen(() => import('../features/privacy/components/privacy-screen.tsx'), 'PrivacyScreen');
const InfoScreen = screen(() => import('../features/info/components/info-screen.tsx'), 'InfoScreen');
const AccessibilityScreen = screen(
  () => import('../features/accessibility/components/accessibility-screen.tsx'),
  'AccessibilityScreen',
);

// The desk (`/admin`) has a frame of its own and loads as one chunk of its own, `desk/desk.ts`: the customer's first
// load carries only these entries (docs/decisions/021-desk-web.md).
const desk = () => import('./desk/desk.ts');
const DeskFrame = screen(desk, 'DeskFrame');
const RequireDeskSession = screen(desk, 'RequireDeskSession');
const DeskLoginScreen = screen(desk, 'DeskLoginScreen');
const DeskBoardScreen = screen(desk, 'DeskBoardScreen');
const TripDetailScreen = screen(desk, 'TripDetailScreen');
const DriversScreen = screen(desk, 'DriversScreen');
const TripEditScreen = screen(desk, 'TripEditScreen');
const StaffScreen = screen(desk, 'StaffScreen');
const AuditScreen = screen(desk, 'AuditScreen');

const toNewTrip = <Navigate to="/trip/new" replace />;

/**
 * Where a screen shows: the error box in its place when it fails (its code could not be loaded after a new release),
 * and while a screen's code loads on opening the app, a spinner under the header; a later navigation keeps the screen
 * of before until the new one is there (the router navigates in a transition).
 */
function ScreenOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Every screen of docs/reference/screens.md by its path; the trip screen, the first, comes with the entry bundle. */
const routeTree = (
  <>
    <Route path="/" element={<Layout />}>
      <Route element={<ScreenOutlet />}>
        <Route index element={toNewTrip} />
        <Route path="trip/:id?" element={<TripScreen />} />
        <Route element={<QueryOutlet />}>
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
    <Route element={<ScreenOutlet />}>
      <Route element={<QueryOutlet />}>
        <Route path="/admin" element={<DeskFrame />}>
          <Route element={<ScreenOutlet />}>
            <Route path="login" element={<DeskLoginScreen />} />
            <Route element={<RequireDeskSession />}>
              <Route index element={<DeskBoardScreen />} />
              <Route path="trips/:id" element={<TripDetailScreen />} />
              <Route path="drivers" element={<DriversScreen />} />
              <Route path="trips/:id/edit" element={<TripEditScreen />} />
              <Route path="staff" element={<StaffScreen />} />
              <Route path="audit" element={<AuditScreen />} />
              <Route path="*" element={<Navigate to="/admin" replace />} />
            </Route>
          </Route>
        </Route>
      </Route>
    </Route>
  </>
);

export function AppRoutes() {
  return <Routes>{routeTree}</Routes>;
}

/**
 * Loads the code of every lazy screen the path shows (the desk's frame and page, say) and what a screen shows lazily at
 * once (the trip screen's login form where login comes first), so that the first render shows them at once: the
 * server's frame of the page stays until then rather than a spinner in its place (docs/decisions/024-first-paint.md).
 */
export function preloadScreens(pathname: string): Promise<void> {
  const matches = matchRoutes(createRoutesFromChildren(routeTree), pathname) ?? [];
  const screens = matches.map(
    (match) => (match.route.element as { type?: Partial<Preloadable> } | undefined)?.type?.preload,
  );
  return Promise.all(screens.map((preload) => preload?.())).then(() => undefined);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
