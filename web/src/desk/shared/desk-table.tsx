import { DataTable, type TableContent } from '../../ui/data-table.tsx';
import './desk-table.css';

/**
 * A `DataTable` in the desk's own plain look (a trip's history and refunds, a driver's phones), its rows stacked on a
 * phone.
 */
export function DeskTable<Row>(props: TableContent<Row>) {
  return <DataTable className="desk-table" variant="stack" {...props} />;
}
