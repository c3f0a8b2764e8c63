import { describe, expect, it } from 'vitest';
import {
  apiQueryOfFilter,
  boardRanges,
  boardSuggestion,
  defaultFilter,
  exportUrl,
  filterFromQuery,
  nextDay,
  queryOfFilter,
  tabCount,
} from './board-filter.ts';

describe('the board filter in the URL', () => {
  it('is the open trips of today when the query is empty', () => {
    expect(filterFromQuery(new URLSearchParams())).toEqual(defaultFilter);
    expect(queryOfFilter(defaultFilter).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const filter = {
      tab: 'assigned',
      range: 'custom',
      from: '2026-03-01',
      to: '2026-03-07',
      search: 'Jansen',
      driver: 'none',
      money: 'refundOwed',
      page: 3,
    };
    const query = queryOfFilter(filter as typeof defaultFilter);
    expect(query.toString()).toBe(
      'tab=assigned&range=custom&from=2026-03-01&to=2026-03-07&q=Jansen&driver=none&money=refundOwed&page=3',
    );
    expect(filterFromQuery(query)).toEqual(filter);
  });

  it('takes the default for what is wrong', () => {
    const filter = filterFromQuery(
      new URLSearchParams('tab=x&range=year&from=2026-13-45&page=-2&q=a&driver=jan&money=rich'),
    );
    expect(filter).toEqual({ ...defaultFilter, search: 'a' });
  });

  it('asks the API for the trips with a mark of their money', () => {
    expect(apiQueryOfFilter({ ...defaultFilter, tab: 'all', range: 'any', money: 'toPay' }).toString()).toBe(
      'money=toPay',
    );
  });

  it('asks the API for one driver’s trips, or those without a driver', () => {
    expect(filterFromQuery(new URLSearchParams('driver=12')).driver).toBe('12');
    expect(apiQueryOfFilter({ ...defaultFilter, tab: 'all', range: 'any', driver: '12' }).toString()).toBe('driver=12');
    expect(apiQueryOfFilter({ ...defaultFilter, tab: 'all', range: 'any', driver: 'none' }).toString()).toBe(
      'driver=none',
    );
  });

  it('leaves the days out unless the range is custom', () => {
    expect(queryOfFilter({ ...defaultFilter, range: 'week', from: '2026-03-01' }).toString()).toBe('range=week');
  });
});

describe('the API query of a filter', () => {
  it('asks the open states of today by default', () => {
    expect(apiQueryOfFilter(defaultFilter).toString()).toBe('status=new%2Cconfirmed%2Cassigned&range=today');
  });

  it('asks every state and every day for all', () => {
    expect(apiQueryOfFilter({ ...defaultFilter, tab: 'all', range: 'any' }).toString()).toBe('');
  });

  it('sends the day after the last one shown as to', () => {
    const query = apiQueryOfFilter({
      ...defaultFilter,
      tab: 'done',
      range: 'custom',
      from: '2026-02-27',
      to: '2026-02-28',
    });
    expect(query.toString()).toBe('status=done&from=2026-02-27&to=2026-03-01');
  });

  it('sends the search and the page, and the export leaves the page out', () => {
    const filter = { ...defaultFilter, tab: 'all' as const, range: 'any' as const, search: ' Zoë ', page: 2 };
    expect(apiQueryOfFilter(filter).toString()).toBe('search=Zo%C3%AB&page=2');
    expect(exportUrl(filter)).toBe('/api/admin/trips.csv?search=Zo%C3%AB');
    expect(exportUrl({ ...filter, search: '' })).toBe('/api/admin/trips.csv');
  });
});

describe('tabs and days', () => {
  it('counts a tab over its states', () => {
    const counts = { new: 2, confirmed: 1, assigned: 3, done: 4, canceled: 1 };
    expect(tabCount('open', counts)).toBe(6);
    expect(tabCount('all', counts)).toBe(11);
    expect(tabCount('no_show', counts)).toBe(0);
  });

  it('finds the next day across a month and a year', () => {
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});

describe('the board suggestion when no trip matches', () => {
  it('offers today’s open trips, unless the board shows them already', () => {
    const tomorrow = { ...defaultFilter, range: 'tomorrow' as const };
    expect(boardSuggestion(tomorrow)).toEqual({ filter: defaultFilter, text: 'today' });
    expect(boardSuggestion({ ...defaultFilter, search: 'Jansen' })).toEqual({ filter: defaultFilter, text: 'today' });
    expect(boardSuggestion({ ...defaultFilter, page: 2 })?.text).toBe('week');
  });

  it('offers the coming week where today is shown, and nothing where that is shown too', () => {
    expect(boardSuggestion(defaultFilter)).toEqual({ filter: { ...defaultFilter, range: 'week' }, text: 'week' });
    // "This week" with no search, open trips: today's is offered, not itself.
    const week = { ...defaultFilter, range: 'week' as const };
    expect(boardSuggestion(week)).toEqual({ filter: defaultFilter, text: 'today' });
  });

  it('never offers the filter it shows', () => {
    for (const range of boardRanges)
      for (const tab of ['open', 'all', 'new'] as const) {
        const filter = { ...defaultFilter, range, tab };
        const suggestion = boardSuggestion(filter);
        if (suggestion) expect(queryOfFilter(suggestion.filter).toString()).not.toBe(queryOfFilter(filter).toString());
      }
  });

  it('asks the server for today and tomorrow by its wire name', () => {
    expect(apiQueryOfFilter({ ...defaultFilter, tab: 'all', range: 'todayTomorrow' }).toString()).toBe(
      'range=todayTomorrow',
    );
  });
});
