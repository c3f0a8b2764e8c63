import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { useLocation, useParams } from 'react-router';
import { ConfigGate, PageHeading } from '../../../shared/page/page.tsx';
import { isLoggedIn } from '../../../shared/session/session.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { useCartTrips } from '../../../shared/cart/stored-cart.ts';
import TripForm from './trip-form.tsx';
import './trip-screen.css';

// The form comes with the entry bundle, in one file with the app's shell (docs/decisions/026-first-load-budget.md).
// Only where login is required, and only before it: not in the first screen's bundle.
const LoginForm = lazy(() => import('../../../shared/login/login-form.tsx'));

/**
 * The trip screen (docs/reference/screens.md#trip). Its frame renders before the config arrives
 * (docs/architecture.md#the-first-screen); the operator's introduction (the `tripIntro` text override) and the form
 * follow with the config. Where login is required, the login form comes first (docs/reference/screens.md#trip,
 * docs/reference/tenant-settings.md#requiresLogin); the trip form stays below it, so a trip can be planned meanwhile.
 */
export function TripScreen() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  const trips = useCartTrips();
  const editing = id !== undefined && /^\d+$/.test(id) && Number(id) < trips.length;
  return (
    <div className="page trip-screen">
      <PageHeading title={t(editing ? 'editTrip' : 'bookTrip')} />
      <ConfigGate>
        {(app) => (
          <>
            {app.require_login && !isLoggedIn(app) && (
              <Suspense fallback={<Spinner />}>
                <LoginForm app={app} heading={t('loginFirst')} />
              </Suspense>
            )}
            {!editing && i18n.exists('tripIntro') && <p className="trip-form__intro">{t('tripIntro')}</p>}
            <TripForm key={`${id ?? 'new'}-${location.key}`} app={app} id={id} />
          </>
        )}
      </ConfigGate>
    </div>
  );
}
