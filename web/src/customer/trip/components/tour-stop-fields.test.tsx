// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TourStop } from '#common/contracts/trip.ts';
import en from '../../../ui/i18n/en.json' with { type: 'json' };
import nl from '../../../ui/i18n/nl.json' with { type: 'json' };
import { changeLanguage } from '../../../ui/i18n/i18n.ts';
import '../../../ui/i18n/test-texts.ts';
import { suggestion } from '../../../shared/trip/test-suggestion.ts';
import { TourStopFields, type StopRole } from './tour-stop-fields.tsx';

afterEach(cleanup);

const schiphol: TourStop = {
  atype: 1,
  nr: '',
  address: suggestion({ id: 'l:AMS', text: 'Amsterdam Airport Schiphol (AMS)', flightInfo: true, atype: 1 }),
  flightNumber: '',
  flightOrigin: '',
  flightArrival: '',
};

function renderStop(options: {
  role?: StopRole;
  stop?: TourStop;
  waiting?: number;
  onChange?: (stop: TourStop) => void;
}) {
  return render(
    <TourStopFields
      role={options.role ?? 'departure'}
      stop={options.stop ?? schiphol}
      text={schiphol.address?.text ?? ''}
      onChange={options.onChange ?? (() => undefined)}
      onTextChange={() => undefined}
      lang="nl"
      message={null}
      flightMessages={{ number: null, arrival: null }}
      airportWaitingMinutes={options.waiting ?? 0}
    />,
  );
}

describe('the flight of an airport stop', () => {
  it.each([
    ['nl', nl.airportWaiting_other.replace('{{count}}', '45')],
    ['en', en.airportWaiting_other.replace('{{count}}', '45')],
  ] as const)('shows the operator’s free waiting time next to an airport pickup, %s', async (lang, text) => {
    await changeLanguage(lang);
    renderStop({ waiting: 45 });
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('shows no waiting time when the operator gives none, nor at an airport drop-off', async () => {
    await changeLanguage('nl');
    renderStop({ waiting: 0 });
    expect(screen.queryByText(/luchthaven:/)).toBeNull();
    cleanup();
    renderStop({ role: 'destination', waiting: 45 });
    expect(screen.queryByText(/luchthaven:/)).toBeNull();
  });

  it('writes a flight number its one way when the field is left, and leaves one that is none as typed', async () => {
    await changeLanguage('nl');
    const onChange = vi.fn();
    renderStop({ stop: { ...schiphol, flightNumber: 'KL 1234' }, onChange });
    fireEvent.blur(screen.getByRole('textbox', { name: nl.flightNumber }));
    expect(onChange).toHaveBeenCalledWith({ ...schiphol, flightNumber: 'KL1234' });
    cleanup();
    onChange.mockClear();
    renderStop({ stop: { ...schiphol, flightNumber: 'KL 12345' }, onChange });
    fireEvent.blur(screen.getByRole('textbox', { name: nl.flightNumber }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
