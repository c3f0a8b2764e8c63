import { describe, expect, it } from 'vitest';
import { menuEntries } from './menu-entries.ts';

const names = (requireLogin: boolean, loggedIn: boolean) =>
  menuEntries(requireLogin, loggedIn).map((entry) => entry.name);

describe('main menu entries', () => {
  it('lists the six public screens when login is not required, logged in or not', () => {
    const publicScreens = ['bookTrip', 'cart', 'person', 'privacyPolicy', 'faq', 'accessibility'];
    expect(names(false, false)).toEqual(publicScreens);
    expect(names(false, true)).toEqual(publicScreens);
  });

  it('adds bookings third and logout last for a logged-in customer', () => {
    expect(names(true, true)).toEqual([
      'bookTrip',
      'cart',
      'bookings',
      'person',
      'privacyPolicy',
      'faq',
      'accessibility',
      'logout',
    ]);
  });

  it('adds login last for a visitor who must log in', () => {
    expect(names(true, false)).toEqual([
      'bookTrip',
      'cart',
      'person',
      'privacyPolicy',
      'faq',
      'accessibility',
      'login',
    ]);
  });

  it('leads each entry to its route', () => {
    expect(Object.fromEntries(menuEntries(true, true).map((entry) => [entry.name, entry.path]))).toEqual({
      bookTrip: '/trip/new',
      cart: '/cart',
      bookings: '/bookings',
      person: '/person',
      privacyPolicy: '/privacy-policy',
      faq: '/faq',
      accessibility: '/accessibility',
      logout: '/logout',
    });
  });
});
