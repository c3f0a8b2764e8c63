import { createBrowserRouter, Navigate } from 'react-router';
import { TripScreen } from '../features/trip/components/trip-screen.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { Layout } from './layout/layout.tsx';
import { RouteError } from './layout/route-error.tsx';

const toNewTrip = <Navigate to="/trip/new" replace />;
const desk = () => import('./desk/desk.ts');

// The trip screen is the first screen and comes with the entry bundle; every other screen loads when visited.
// The desk (`/admin`) has a frame of its own and loads as one chunk of its own, `desk/desk.ts`: the customer's first
// load carries only these route entries (docs/decisions/021-desk-web.md).
export const router = createBrowserRouter([
  {
    path: '/',
    Component: Layout,
    children: [
      {
        ErrorBoundary: RouteError,
        // Opening the app on a lazy screen: the header shows while the screen's code loads.
        HydrateFallback: Spinner,
        children: [
          { index: true, element: toNewTrip },
          { path: 'trip/:id?', Component: TripScreen },
          {
            path: 'cart',
            lazy: () =>
              import('../features/cart/components/cart-screen.tsx').then((m) => ({ Component: m.CartScreen })),
          },
          {
            path: 'person',
            lazy: () =>
              import('../features/person/components/person-screen.tsx').then((m) => ({ Component: m.PersonScreen })),
          },
          {
            path: 'bookings',
            lazy: () =>
              import('../features/bookings/components/bookings-screen.tsx').then((m) => ({
                Component: m.BookingsScreen,
              })),
          },
          {
            path: 'checkout',
            lazy: () =>
              import('../features/checkout/components/checkout-screen.tsx').then((m) => ({
                Component: m.CheckoutScreen,
              })),
          },
          {
            path: 'payment/:status/:hash',
            lazy: () =>
              import('../features/payment/components/payment-screen.tsx').then((m) => ({ Component: m.PaymentScreen })),
          },
          {
            path: 'manage/:token',
            lazy: () =>
              import('../features/manage/components/manage-screen.tsx').then((m) => ({ Component: m.ManageScreen })),
          },
          {
            path: 'login',
            lazy: () =>
              import('../features/login/components/login-screen.tsx').then((m) => ({ Component: m.LoginScreen })),
          },
          {
            path: 'logout',
            lazy: () =>
              import('../features/login/components/logout-screen.tsx').then((m) => ({ Component: m.LogoutScreen })),
          },
          {
            path: 'privacy-policy',
            lazy: () =>
              import('../features/privacy/components/privacy-screen.tsx').then((m) => ({ Component: m.PrivacyScreen })),
          },
          {
            path: 'faq',
            lazy: () =>
              import('../features/info/components/info-screen.tsx').then((m) => ({ Component: m.InfoScreen })),
          },
          { path: '*', element: toNewTrip },
        ],
      },
    ],
  },
  {
    path: '/admin',
    lazy: () => desk().then((m) => ({ Component: m.DeskFrame })),
    HydrateFallback: Spinner,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { path: 'login', lazy: () => desk().then((m) => ({ Component: m.DeskLoginScreen })) },
          {
            lazy: () => desk().then((m) => ({ Component: m.RequireDeskSession })),
            children: [
              { index: true, lazy: () => desk().then((m) => ({ Component: m.DeskBoardScreen })) },
              { path: 'trips/:id', lazy: () => desk().then((m) => ({ Component: m.TripDetailScreen })) },
              { path: 'drivers', lazy: () => desk().then((m) => ({ Component: m.DriversScreen })) },
              { path: 'trips/:id/edit', lazy: () => desk().then((m) => ({ Component: m.TripEditScreen })) },
              { path: 'staff', lazy: () => desk().then((m) => ({ Component: m.StaffScreen })) },
              { path: 'audit', lazy: () => desk().then((m) => ({ Component: m.AuditScreen })) },
              { path: '*', element: <Navigate to="/admin" replace /> },
            ],
          },
        ],
      },
    ],
  },
]);
