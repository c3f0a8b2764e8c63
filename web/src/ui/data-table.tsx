import type { Key, ReactNode } from 'react';
import './data-table.css';

/** A column of a `DataTable`: its header, which a stacked cell shows too, and what a row shows in it. */
export type Column<Row> = {
  name: string;
  header: string;
  /** What the column's header shows instead of `header` (a "select all" box); `header` still labels its cells. */
  headerCell?: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string | undefined;
};

/**
 * The table's look: `list` (the default) is this block's own look, stacked on a phone; `stack` stacks a table that has
 * its own look; `own` leaves both the look and the stacking to the table's own class.
 */
export type DataTableVariant = 'list' | 'stack' | 'own';

const variantClasses: Record<DataTableVariant, readonly string[]> = {
  list: ['data-table', 'data-table--stack'],
  stack: ['data-table--stack'],
  own: [],
};

type RowKey<Row> = (row: Row, index: number) => Key;

/**
 * A row with an `id` is keyed by it unless told otherwise; any other row must say its key (and a table of rows of a type
 * still open, a generic one's, says it too).
 */
export type RowKeyProps<Row> =
  { rowKey: RowKey<Row> } | (Row extends { id: Key } ? { rowKey?: RowKey<Row> | undefined } : never);

/** What a table shows, whatever its look. */
export type TableContent<Row> = {
  /** Read out as the table's name, not shown. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowClassName?: ((row: Row) => string) | undefined;
} & RowKeyProps<Row>;

type DataTableProps<Row> = TableContent<Row> & {
  /** The table's own class, before the variant's classes. */
  className: string;
  variant?: DataTableVariant | undefined;
};

const byId = <Row,>(row: Row): Key => (row as { id: Key }).id;

/**
 * A list as a table whose rows stack on a phone, each cell then under its column's name (`data-label`, shown by the
 * table's CSS): the board, the audit, the drivers, the refunds. The roles are spelled out because a browser may drop a
 * table's meaning once its rows are no longer laid out as rows.
 */
export function DataTable<Row>({
  caption,
  className,
  variant = 'list',
  columns,
  rows,
  rowKey = byId,
  rowClassName,
}: DataTableProps<Row>) {
  return (
    <table className={[className, ...variantClasses[variant]].join(' ')} role="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.name} role="columnheader" scope="col">
              {column.headerCell ?? column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)} role="row" className={rowClassName?.(row)}>
            {columns.map((column) => (
              <td key={column.name} role="cell" data-label={column.header} className={column.className}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
