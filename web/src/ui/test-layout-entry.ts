import type { LayoutEntry } from '#common/contracts/layout.ts';

/** A record layout entry for tests: an optional text field of the trip layout; override what the test is about. */
export const layoutEntry = (overrides: Partial<LayoutEntry> & Pick<LayoutEntry, 'id' | 'fieldname'>): LayoutEntry => ({
  view: 'trip',
  type: 'A',
  veldnaam: 'X',
  veldnaamENG: 'X',
  lbl1: '',
  lbl1ENG: '',
  tabel: [],
  verplicht: 'N',
  default: '',
  minval: 0,
  maxval: 0,
  minlen: 0,
  lengte: 0,
  vv19: 'N',
  ...overrides,
});
