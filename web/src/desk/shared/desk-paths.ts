/** The desk's pages (docs/reference/screens.md#desk). */
export const deskPaths = {
  board: '/admin',
  login: '/admin/login',
  drivers: '/admin/drivers',
  vehicles: '/admin/vehicles',
  staff: '/admin/staff',
  companies: '/admin/companies',
  customers: '/admin/customers',
  audit: '/admin/audit',
  runSheet: '/admin/run-sheet',
  absence: '/admin/absence',
  plan: '/admin/plan',
  figures: '/admin/figures',
  newTrip: '/admin/trips/new',
  settings: '/admin/settings',
  invoices: '/admin/invoices',
} as const;

/** A screen of the settings (docs/reference/screens.md#desk-settings): a section, or `versions`. */
export const settingsPath = (screen: string) => `${deskPaths.settings}/${screen}`;

/** A trip's detail page (docs/reference/screens.md#desk-trip). */
export const tripPath = (tripId: number) => `/admin/trips/${tripId}`;
/** A trip's edit page (docs/reference/screens.md#desk-trip-edit). */
export const tripEditPath = (tripId: number) => `${tripPath(tripId)}/edit`;

/** The history state a trip's detail page is opened with: `edited` after its edit page saved a change. */
export type TripPageState = { edited?: boolean } | null;

const base = 'https://desk.invalid';

/**
 * A page of the desk other than its login, as its path and query; null for anything else. Read as a URL, so that
 * `//other.example`, `/\other.example` and `/admin/../trip` are what a browser would make of them.
 */
function deskPage(path: string): string | null {
  if (!path.startsWith('/')) return null;
  const url = new URL(path, base);
  if (url.origin !== base || !/^\/admin(\/|$)/.test(url.pathname)) return null;
  if (url.pathname.replace(/\/$/, '') === deskPaths.login) return null;
  return url.pathname + url.search;
}

/** The login page that leads back to `from` (a desk page's path and query) once the code is accepted. */
export function loginPathFor(from: string): string {
  const page = deskPage(from);
  return page === null || page === deskPaths.board
    ? deskPaths.login
    : `${deskPaths.login}?next=${encodeURIComponent(page)}`;
}

/** Where a login goes on to: the `next` it was given when that is a desk page, else the board. */
export function pathAfterLogin(next: string | null): string {
  return (next !== null && deskPage(next)) || deskPaths.board;
}
