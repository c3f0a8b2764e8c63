// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Trip } from '#common/contracts/trip.ts';
import { languages } from '#common/constants.ts';
import { changeLanguage } from '../../../ui/i18n/i18n.ts';
import '../../../ui/i18n/test-texts.ts';
import { suggestion } from '../../../shared/trip/test-suggestion.ts';
import { CartTrip } from './cart-trip.tsx';

afterEach(cleanup);

const trip: Trip = {
  title: '',
  datetime: '2030-05-24 14:30',
  reverse: false,
  tour: [
    { atype: -1, nr: '12', address: suggestion({}), flightNumber: '', flightOrigin: '', flightArrival: '' },
    {
      atype: 2,
      nr: '',
      address: suggestion({ id: 'GN', text: 'Station Groningen', category: 'NS', atype: 2 }),
      flightNumber: '',
      flightOrigin: '',
      flightArrival: '',
    },
  ],
  extraTripInfo: '',
  price: '42.50',
};

describe('a cart trip', () => {
  for (const lang of languages) {
    it(`names each of its controls starting with the text it shows (WCAG 2.5.3), and with the trip's number, ${lang}`, async () => {
      await changeLanguage(lang);
      render(
        <MemoryRouter>
          <CartTrip
            trip={trip}
            index={2}
            fields={[]}
            pricesHidden={false}
            onRemove={() => undefined}
            onReturn={() => undefined}
          />
        </MemoryRouter>,
      );
      const names = new Map<Element, string>();
      const record = (name: string, element: Element) => Boolean(names.set(element, name));
      const controls = [
        ...screen.getAllByRole('link', { name: record }),
        ...screen.getAllByRole('button', { name: record }),
      ];
      expect(controls).toHaveLength(3);
      for (const control of controls) {
        const name = names.get(control) ?? '';
        // Speech input users say what they see: the visible text opens the name, the number follows.
        expect(name.startsWith(control.textContent ?? '')).toBe(true);
        expect(name).toContain('3');
      }
    });
  }
});
