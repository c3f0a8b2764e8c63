// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Atype, DestinationsRequest, Suggestion } from '#common/contracts/destinations.ts';
import '../../ui/i18n/test-texts.ts';
import { AddressCombobox } from './address-combobox.tsx';
import { suggestion } from '../trip/test-suggestion.ts';

const herestraat12 = suggestion({});
const herestraat14 = suggestion({ id: 'a2', text: 'Herestraat 14, 9711 LE Groningen', nr: '14' });
const herestraatStreet = suggestion({ id: 'street:1', text: 'Herestraat, Groningen', nr: '', bookable: false });
const station = suggestion({ id: 'GN', text: 'Groningen', street: '', category: 'NS', atype: 2 });

let requests: DestinationsRequest[] = [];
let answer: (request: DestinationsRequest) => Suggestion[] = () => [];

beforeEach(() => {
  requests = [];
  // jsdom lays nothing out; the active option is scrolled into view in a browser.
  Element.prototype.scrollIntoView = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const request = JSON.parse(String(init.body)) as DestinationsRequest;
      requests.push(request);
      const ls = answer(request);
      return new Response(JSON.stringify({ ls, msg: ls.length ? '' : 'noResults', error: '' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Harness({ atype: initialAtype = -1, message = null }: { atype?: Atype; message?: string | null }) {
  const [picked, setPicked] = useState<Suggestion | null>(null);
  const [atype, setAtype] = useState<Atype>(initialAtype);
  const [text, setText] = useState('');
  return (
    <>
      <AddressCombobox
        id="departure-address"
        label="Vertrekadres"
        atype={atype}
        lang="nl"
        picked={picked}
        onPick={setPicked}
        onUnpick={() => setPicked(null)}
        onTextChange={setText}
        message={message}
      />
      <span data-testid="picked">{picked?.id ?? ''}</span>
      <span data-testid="text">{text}</span>
      <button type="button">verder</button>
      <button
        type="button"
        onClick={() => {
          // As the type radio does: a type change clears the pick.
          setAtype(2);
          setPicked(null);
        }}
      >
        station
      </button>
    </>
  );
}

describe('AddressCombobox', () => {
  it('is a combobox that lists the suggestions after the debounce and announces their number', async () => {
    answer = () => [herestraat12, herestraat14];
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Vertrekadres' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe('departure-address-listbox');
    await user.type(input, 'Heres');
    const list = await screen.findByRole('listbox', { name: 'Vertrekadres' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([herestraat12.text, herestraat14.text]);
    // One request, for the whole word: the debounce swallowed the keystrokes before it.
    expect(requests).toEqual([{ lang: 'nl', atype: -1, query: 'Heres', nr: '', dbstreetprefix: '' }]);
    expect(screen.getByRole('status').textContent).toBe('2 suggesties gevonden. Kies met de pijltjestoetsen en Enter.');
    expect(list.hidden).toBe(false);
  });

  it('works by keyboard: ArrowDown and ArrowUp move, Enter picks, Escape closes', async () => {
    answer = () => [herestraat12, herestraat14];
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Vertrekadres' });
    await user.type(input, 'Herestraat');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(second?.id);
    // Past the end it wraps around, both ways.
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id);
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(second?.id);
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveProperty('value', herestraat12.text);
    expect(screen.getByTestId('picked').textContent).toBe('a1');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('adds no message when left without a pick, shows the message it is given, and forgets a pick when the text changes', async () => {
    answer = () => [herestraat12];
    const user = userEvent.setup();
    const { rerender } = render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Vertrekadres' });
    await user.type(input, 'Herestraat 12');
    expect(screen.getByTestId('text').textContent).toBe('Herestraat 12');
    await user.click(screen.getByRole('button', { name: 'verder' }));
    // Blur alone never adds a message (the button below must not move under the pointer).
    expect(screen.queryByText('Kies het vertrekadres uit de lijst')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    rerender(<Harness message="Kies het vertrekadres uit de lijst" />);
    expect(screen.getByText('Kies het vertrekadres uit de lijst')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: herestraat12.text }));
    expect(screen.getByTestId('picked').textContent).toBe('a1');
    expect(screen.getByTestId('text').textContent).toBe(herestraat12.text);
    await user.type(input, 'x');
    expect(screen.getByTestId('picked').textContent).toBe('');
  });

  it('clears the list 400 ms after focus leaves', async () => {
    answer = () => [herestraat12];
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Vertrekadres' });
    await user.type(input, 'Heres');
    await screen.findByRole('listbox');
    await user.tab();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('false'));
  });

  it('searches a complete postcode at once, without waiting for the debounce', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer = () => [herestraat12];
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<Harness />);
    await user.type(screen.getByRole('combobox'), '9711LD');
    await act(async () => {
      await Promise.resolve();
    });
    await waitFor(() => expect(requests.map((r) => r.query)).toContain('9711LD'));
    expect(requests.map((r) => r.query)).toEqual(['9711LD']);
  });

  it('does not send an empty query', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox'), '   ');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requests).toEqual([]);
  });

  it('keeps a picked street and asks for the house number, then searches within that street', async () => {
    answer = (request) => (request.dbstreetprefix ? [herestraat12] : [herestraatStreet]);
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Vertrekadres' });
    await user.type(input, 'Herestr');
    await user.click(await screen.findByRole('option', { name: herestraatStreet.text }));
    expect(input).toHaveProperty('value', 'Herestraat ');
    expect(screen.getByTestId('picked').textContent).toBe('');
    // Shown under the input and announced.
    expect(
      screen
        .getAllByText('Vul het huisnummer in (Herestraat, Groningen)')
        .map((node) => node.getAttribute('role') ?? node.id),
    ).toEqual(['status', 'departure-address-hint']);
    expect(input.getAttribute('aria-describedby')).toContain('departure-address-hint');
    await user.type(input, '12');
    // The street list of before is not offered again while the numbers are on their way.
    expect(screen.queryByRole('option', { name: herestraatStreet.text })).toBeNull();
    await screen.findByRole('option', { name: herestraat12.text });
    expect(requests.at(-1)).toMatchObject({ query: '12', dbstreetprefix: 'street:1' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('picked').textContent).toBe('a1');
  });

  it('shows the category of each suggestion, translated', async () => {
    answer = () => [station];
    const user = userEvent.setup();
    render(<Harness atype={2} />);
    await user.type(screen.getByRole('combobox'), 'Gron');
    expect((await screen.findByRole('option')).textContent).toBe('Groningen Treinstation');
    expect(requests[0]?.atype).toBe(2);
  });

  it('marks each suggestion of another kind than a street address with its kind, also in its accessible name', async () => {
    const airport = suggestion({
      id: 'AMS',
      text: 'Amsterdam Airport Schiphol (AMS)',
      street: '',
      category: '',
      atype: 1,
      flightInfo: true,
    });
    const hotel = suggestion({ id: 'H1', text: 'Hotel de Ville', street: '', category: '', atype: 3 });
    answer = () => [herestraat12, airport, station, hotel];
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox'), 'Schiphol');
    await screen.findByRole('listbox');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      herestraat12.text,
      'Amsterdam Airport Schiphol (AMS) Luchthaven',
      'Groningen Treinstation',
      'Hotel de Ville Hotel',
    ]);
    expect(screen.getByRole('option', { name: /Schiphol \(AMS\) Luchthaven$/ })).toBeTruthy();
  });

  it('says so visibly under the field when nothing is found', async () => {
    answer = () => [];
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'Qwxz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Geen adressen gevonden/));
    expect(screen.queryByRole('listbox')).toBeNull();
    // Not only for screen readers: the text is the field's description, shown under it.
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Geen adressen gevonden. Controleer de spelling of probeer een postcode.');
  });

  it('keeps the typed text when the type changes and searches it again for the new type', async () => {
    answer = (request) => (request.atype === 2 ? [station] : []);
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Vertrekadres' });
    await user.type(input, 'Groningen station');
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Geen adressen gevonden/));
    await user.click(screen.getByRole('button', { name: 'station' }));
    expect(input).toHaveProperty('value', 'Groningen station');
    await screen.findByRole('option', { name: /^Groningen/ });
    expect(requests.at(-1)).toMatchObject({ atype: 2, query: 'Groningen station' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('option', { name: /^Groningen/ }));
    expect(screen.getByTestId('picked').textContent).toBe('GN');
  });

  it('shows and announces that it is searching while an answer is slow', async () => {
    answer = () => [herestraat12];
    const fetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        await new Promise((resolve) => setTimeout(resolve, 1200));
        return fetch(url, init);
      }),
    );
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox'), 'Herestraat 12');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Zoeken…'), { timeout: 1500 });
    await screen.findByRole('option', { name: herestraat12.text }, { timeout: 3000 });
    expect(screen.getByRole('status').textContent).toMatch(/1 suggestie gevonden/);
  });

  it('announces the suggestions when the list changes, never again for a keystroke that brings the same list', async () => {
    answer = () => [herestraat12, herestraat14];
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox');
    const status = screen.getByRole('status');
    const said: string[] = [];
    new MutationObserver(() => said.push(status.textContent ?? '')).observe(status, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    await user.type(input, 'Heres');
    await waitFor(() =>
      expect(status.textContent).toBe('2 suggesties gevonden. Kies met de pijltjestoetsen en Enter.'),
    );
    await user.type(input, 'tr');
    await waitFor(() => expect(requests.map((r) => r.query)).toEqual(['Heres', 'Herestr']));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(said).toEqual(['2 suggesties gevonden. Kies met de pijltjestoetsen en Enter.']);
    // Another list of the same length is said again: the region's text changes by a trailing space.
    answer = () => [herestraat14, herestraat12];
    await user.type(input, 'a');
    await waitFor(() => expect(said).toHaveLength(2));
    expect(said[1]).toBe('2 suggesties gevonden. Kies met de pijltjestoetsen en Enter.\u00a0');
    answer = () => [];
    await user.type(input, 'x');
    await waitFor(() => expect(status.textContent).toMatch(/^Geen adressen gevonden/));
    await user.type(input, 'y');
    await waitFor(() => expect(requests.at(-1)?.query).toBe('Herestraxy'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(said.filter((text) => text.startsWith('Geen adressen'))).toHaveLength(1);
  });

  it('says to type first when Down is pressed on an empty input', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('status').textContent).toBe('Typ een adres, postcode of plaats om suggesties te krijgen.');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.type(input, 'H');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('Enter without a focused option closes the list and keeps the text; Escape on a closed list clears the pick', async () => {
    answer = () => [herestraat12, herestraat14];
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'Heres');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input).toHaveProperty('value', 'Heres');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('picked').textContent).toBe('a2');
    await user.keyboard('{Escape}');
    expect(input).toHaveProperty('value', '');
    expect(screen.getByTestId('picked').textContent).toBe('');
    expect(screen.getByTestId('text').textContent).toBe('');
  });
});
