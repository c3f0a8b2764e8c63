/** The screens the main menu can lead to, named by their translation key. */
export type MenuEntryName =
  'bookTrip' | 'cart' | 'person' | 'bookings' | 'privacyPolicy' | 'faq' | 'accessibility' | 'login' | 'logout';

export type MenuEntry = { name: MenuEntryName; path: string };

const bookTrip: MenuEntry = { name: 'bookTrip', path: '/trip/new' };
const cart: MenuEntry = { name: 'cart', path: '/cart' };
const person: MenuEntry = { name: 'person', path: '/person' };
const bookings: MenuEntry = { name: 'bookings', path: '/bookings' };
const privacyPolicy: MenuEntry = { name: 'privacyPolicy', path: '/privacy-policy' };
const faq: MenuEntry = { name: 'faq', path: '/faq' };
const accessibility: MenuEntry = { name: 'accessibility', path: '/accessibility' };
const login: MenuEntry = { name: 'login', path: '/login' };
const logout: MenuEntry = { name: 'logout', path: '/logout' };

/**
 * The main menu of docs/reference/screens.md#layout, in order; bookings, login and logout exist only where login is
 * required.
 */
export function menuEntries(requireLogin: boolean, loggedIn: boolean): MenuEntry[] {
  if (!requireLogin) return [bookTrip, cart, person, privacyPolicy, faq, accessibility];
  if (loggedIn) return [bookTrip, cart, bookings, person, privacyPolicy, faq, accessibility, logout];
  return [bookTrip, cart, person, privacyPolicy, faq, accessibility, login];
}
