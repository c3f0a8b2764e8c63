import { BrowserRouter, createRoutesFromChildren, matchRoutes, Route, Routes } from 'react-router';
import { customerRoutes } from '../customer/routes.tsx';
import { ScreenOutlet } from '../shared/page/screen-outlet.tsx';
import { preloadable as screen, type Preloadable } from '../ui/preloadable.tsx';

// React Router's declarative mode: its data router (loaders, actions, fetchers) is code the app does not use and the
// first load would carry (docs/decisions/026-first-load-budget.md).

// The shell puts the sides together (docs/decisions/033-sides-and-building-blocks.md): the customer's routes come with
// the first load, whose first screen is theirs; the desk (`/admin`) is a side of its own that loads as one chunk when
// one of its pages is opened, its frame, pages and texts (docs/decisions/021-desk-web.md). The driver's side (`/driver`)
// has its own lazy entry the same way (docs/decisions/040-driver-sign-in-and-statuses.md).
const QueryOutlet = screen(() => import('../shared/api/query-provider.tsx'), 'QueryOutlet');
const DeskRoutes = screen(() => import('../desk/routes.tsx'), 'DeskRoutes');
const DriverRoutes = screen(() => import('../driver/routes.tsx'), 'DriverRoutes');

/** Every screen of docs/reference/screens.md by its path; the trip screen, the first, comes with the entry bundle. */
const routeTree = (
  <>
    {customerRoutes}
    <Route element={<ScreenOutlet />}>
      <Route element={<QueryOutlet />}>
        <Route path="/admin/*" element={<DeskRoutes />} />
        <Route path="/driver/*" element={<DriverRoutes />} />
      </Route>
    </Route>
  </>
);

export function AppRoutes() {
  return <Routes>{routeTree}</Routes>;
}

/**
 * Loads the code of every lazy screen the path shows (the desk, say) and what a screen shows lazily at once (the trip
 * screen's login form where login comes first), so that the first render shows them at once: the server's frame of
 * the page stays until then rather than a spinner in its place (docs/decisions/024-first-paint.md). A side's entry
 * brings all of that side's pages the path can show.
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
