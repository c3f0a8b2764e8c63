import type { Key, ReactNode } from 'react';
import './data-table.css';

/** A column of a `DataTable`: its header, which a stacked cell shows too, and what a row shows in it. */
export type Column<Row> = {
  name: string;
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string | undefined;
};

type DataTableProps<Row> = {
  /** Read out as the table's name, not shown. */
  caption: string;
  className: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  rowClassName?: ((row: Row) => string) | undefined;
};

/**
 * A list as a table whose rows stack on a phone, each cell then under its column's name (`data-label`, shown by the
 * table's CSS): the board, the audit, the drivers, the refunds. The roles are spelled out because a browser may drop a
 * table's meaning once its rows are no longer laid out as rows.
 */
export function DataTable<Row>({ caption, className, columns, rows, rowKey, rowClassName }: DataTableProps<Row>) {
  return (
    <table className={className} role="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.name} role="columnheader" scope="col">
              {column.header}
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
