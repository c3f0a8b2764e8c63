import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../ui/spinner.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

/**
 * Where a screen shows: the error box in its place when it fails (its code could not be loaded after a new release),
 * and while a screen's code loads on opening the app, a spinner under the header; a later navigation keeps the screen
 * of before until the new one is there (the router navigates in a transition).
 */
export function ScreenOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
