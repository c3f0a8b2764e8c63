// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type Column } from './data-table.tsx';

afterEach(cleanup);

type Driver = { id: number; name: string; active: boolean };
const columns: readonly Column<Driver>[] = [
  { name: 'name', header: 'Naam', className: 'driver__name', cell: (driver) => driver.name },
  { name: 'state', header: 'Status', cell: (driver) => (driver.active ? 'Actief' : 'Niet actief') },
];
const drivers: Driver[] = [
  { id: 1, name: 'Anna', active: true },
  { id: 2, name: 'Bram', active: false },
];

describe('DataTable', () => {
  it('renders its caption, a header per column and a row per item', () => {
    render(
      <DataTable
        caption="Chauffeurs"
        className="drivers-table"
        variant="own"
        columns={columns}
        rows={drivers}
        rowClassName={(driver) => (driver.active ? 'driver' : 'driver driver--inactive')}
      />,
    );
    const table = screen.getByRole('table', { name: 'Chauffeurs' });
    expect(table.className).toBe('drivers-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Naam', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.className)).toEqual(['driver', 'driver driver--inactive']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Bram', 'Niet actief']);
  });

  it('names each cell by its column for the stacked layout on a phone', () => {
    render(<DataTable caption="Chauffeurs" className="t" columns={columns} rows={drivers} />);
    const [name, state] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(name?.dataset.label).toBe('Naam');
    expect(name?.className).toBe('driver__name');
    expect(state?.dataset.label).toBe('Status');
    expect(state?.hasAttribute('class')).toBe(false);
  });

  it.each([
    [undefined, 'drivers-table data-table data-table--stack'],
    ['list', 'drivers-table data-table data-table--stack'],
    ['stack', 'drivers-table data-table--stack'],
    ['own', 'drivers-table'],
  ] as const)('with the variant %s has the classes %s', (variant, className) => {
    render(
      <DataTable caption="Chauffeurs" className="drivers-table" variant={variant} columns={columns} rows={drivers} />,
    );
    expect(screen.getByRole('table', { name: 'Chauffeurs' }).className).toBe(className);
  });

  it('keys a row without an id by the rowKey it must be given', () => {
    type Stop = { place: string };
    const stops: Stop[] = [{ place: 'Utrecht' }, { place: 'Utrecht' }];
    const stopColumns: readonly Column<Stop>[] = [{ name: 'place', header: 'Plaats', cell: (stop) => stop.place }];
    // @ts-expect-error: a row without an id has no key of its own.
    void (<DataTable caption="Haltes" className="t" columns={stopColumns} rows={stops} />);
    render(
      <DataTable caption="Haltes" className="t" columns={stopColumns} rows={stops} rowKey={(_stop, index) => index} />,
    );
    expect(within(screen.getByRole('table', { name: 'Haltes' })).getAllByRole('cell')).toHaveLength(2);
  });
});
