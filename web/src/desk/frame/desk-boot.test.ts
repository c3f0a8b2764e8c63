import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { filterFromQuery } from '#common/contracts/board-filter.ts';
import { boardTripsQueryOptions } from '../board/api/get-trips.ts';
import { deskSessionKey } from '../shared/desk-session.ts';
import { seedDeskBoot } from './desk-boot.ts';

const staff = { id: 7, email: 'planner@example.nl', name: 'Petra Planner', role: 'dispatcher' };
const reply = {
  trips: [],
  total: 0,
  counts: { new: 0, confirmed: 0, assigned: 0, done: 0, no_show: 0, canceled: 0 },
  page: 1,
  pageSize: 50,
  from: null,
  to: null,
};
const boardOf = (search: string) => boardTripsQueryOptions(filterFromQuery(new URLSearchParams(search))).queryKey;

describe('the desk takes over what the page brought', () => {
  it('has the member and the board of the address at once, without asking', () => {
    const client = new QueryClient();
    const filter = filterFromQuery(new URLSearchParams('?range=any&q=jip'));
    seedDeskBoot(client, { staff, board: { filter, reply } }, '?q=jip&range=any');
    expect(client.getQueryData(deskSessionKey)).toEqual(staff);
    expect(client.getQueryData(boardOf('?range=any&q=jip'))).toEqual(reply);
  });

  it('leaves the board to its call when the page was of another filter', () => {
    const client = new QueryClient();
    const filter = filterFromQuery(new URLSearchParams('?range=any'));
    seedDeskBoot(client, { staff, board: { filter, reply } }, '?range=tomorrow');
    expect(client.getQueryData(deskSessionKey)).toEqual(staff);
    expect(client.getQueryData(boardOf('?range=tomorrow'))).toBeUndefined();
  });

  it('takes nothing that does not read as the replies of the desk’s calls', () => {
    const client = new QueryClient();
    seedDeskBoot(client, { staff: { ...staff, role: 'owner' } }, '');
    seedDeskBoot(client, 'desk', '');
    expect(client.getQueryData(deskSessionKey)).toBeUndefined();
    const filter = filterFromQuery(new URLSearchParams(''));
    seedDeskBoot(client, { staff, board: { filter, reply: { ...reply, total: 'many' } } }, '');
    expect(client.getQueryData(deskSessionKey)).toEqual(staff);
    expect(client.getQueryData(boardOf(''))).toBeUndefined();
  });
});
