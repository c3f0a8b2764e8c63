import { Suspense } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { useLocation, useParams } from 'react-router';
import { ConfigGate, PageHeading } from '../../../shared/page/page.tsx';
import { currentLoginResp } from '../../../shared/session/get-login-resp.ts';
import { isLoggedIn } from '../../../shared/session/session.ts';
import { preloadable } from '../../../ui/preloadable.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useCartTrips } from '../../../shared/cart/stored-cart.ts';
import TripForm from './trip-form.tsx';
// The login form's stylesheet comes with the app's, which the server writes into the page: the server's frame holds
// the form where login comes first, styled before any chunk loads (docs/decisions/024-first-paint.md).
import '../../../shared/login/login-form.css';
import './trip-screen.css';

// The trip form comes with the entry bundle, in one file with the app's shell
// (docs/decisions/026-first-load-budget.md). The login form only where login is required, and only before it: not in
// the first screen's bundle. Where the page opens on it, its code is loaded before the first render
// (`TripScreen.preload`), so that the app's form replaces the frame's at once, not a spinner.
const LoginForm = preloadable(() => import('../../../shared/login/login-form.tsx'), 'default');
/** The ids the server's frame gives the login form (server/src/modules/pages/page-frame.ts). */
const loginFirstId = 'login-first';

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
                <LoginForm app={app} heading={t('loginFirst')} idPrefix={loginFirstId} />
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

/** Before the first render, from the start reply the page brought: the login form's code where login comes first. */
TripScreen.preload = (): Promise<unknown> => {
  const resp = currentLoginResp();
  return resp?.require_login && !isLoggedIn(resp) ? LoginForm.preload() : Promise.resolve();
};
