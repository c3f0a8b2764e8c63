// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DestinationsRequest, Suggestion } from '#common/contracts/destinations.ts';
import { suggestion } from '../trip/test-suggestion.ts';
import { useDestinations } from './get-destinations.ts';

type Sent = { request: DestinationsRequest; signal: AbortSignal; answer: (ls: Suggestion[]) => void };
let sent: Sent[] = [];

beforeEach(() => {
  sent = [];
  // Answers come when the test says, also for an aborted request: the last query's answer must win regardless.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          sent.push({
            request: JSON.parse(String(init.body)) as DestinationsRequest,
            signal: init.signal!,
            answer: (ls) => resolve(Response.json({ ls, msg: '', error: '' })),
          });
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const request = (query: string): DestinationsRequest => ({ lang: 'nl', atype: -1, query, nr: '', dbstreetprefix: '' });
const herestraat = suggestion({});
const hereweg = suggestion({ id: 'a2', text: 'Hereweg 1, Groningen', street: 'Hereweg' });

const render = (query: string) =>
  renderHook(({ current }) => useDestinations(current), { initialProps: { current: request(query) } });

describe('the suggestions of a search', () => {
  it('asks nothing for an empty query', () => {
    const { result } = render('  ');
    expect(sent).toHaveLength(0);
    expect(result.current).toMatchObject({ data: undefined, isFetching: false, isError: false });
  });

  it('aborts a superseded request, and the last query wins even when the older answer comes later', async () => {
    const { result, rerender } = render('Here');
    await waitFor(() => expect(sent).toHaveLength(1));
    rerender({ current: request('Herew') });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]!.signal.aborted).toBe(true);
    expect(sent[1]!.signal.aborted).toBe(false);
    expect(sent[1]!.request.query).toBe('Herew');

    await act(async () => sent[1]!.answer([hereweg]));
    await waitFor(() => expect(result.current.data?.ls).toEqual([hereweg]));
    await act(async () => sent[0]!.answer([herestraat]));
    expect(result.current).toMatchObject({ isFetching: false, isPlaceholderData: false });
    expect(result.current.data?.ls).toEqual([hereweg]);
  });

  it('keeps showing the list of before while the next query is under way', async () => {
    const { result, rerender } = render('Here');
    await waitFor(() => expect(sent).toHaveLength(1));
    await act(async () => sent[0]!.answer([herestraat, hereweg]));
    await waitFor(() => expect(result.current.data?.ls).toHaveLength(2));

    rerender({ current: request('Herew') });
    expect(result.current).toMatchObject({ isFetching: true, isPlaceholderData: true });
    expect(result.current.data?.ls).toEqual([herestraat, hereweg]);
    await waitFor(() => expect(sent).toHaveLength(2));
    await act(async () => sent[1]!.answer([hereweg]));
    await waitFor(() => expect(result.current).toMatchObject({ isFetching: false, isPlaceholderData: false }));
    expect(result.current.data?.ls).toEqual([hereweg]);
  });
});
