import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import type { RegisterKeys } from './register-keys.ts';

/** A row of a register: a driver or a vehicle. */
export type RegisterRow = { id: number; name: string; active: boolean };

/** A button of a row's actions. */
export type RegisterAction = { label: string; run: () => void };

export type RegisterTableProps<Row extends RegisterRow> = {
  keys: RegisterKeys;
  /** The row's own columns; the state and the actions follow them. */
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** The row being saved: its change and (de)activation wait. */
  busyId: number | null;
  onEdit: (row: Row) => void;
  /** Asks before a row is deactivated. */
  onDeactivate: (row: Row) => void;
  onActivate: (row: Row) => void;
  /** The row's buttons after "change" and "(de)activate". */
  moreActions?: ((row: Row) => readonly RegisterAction[]) | undefined;
};

/**
 * The drivers or the vehicles as a table (docs/reference/screens.md#desk-drivers, #desk-vehicles): a deactivated row
 * steps back, and on a phone each row stacks its cells, each under its column's name.
 */
export function RegisterTable<Row extends RegisterRow>({
  keys,
  columns,
  rows,
  busyId,
  onEdit,
  onDeactivate,
  onActivate,
  moreActions,
}: RegisterTableProps<Row>) {
  const { t } = useTranslation();
  const state: Column<Row> = {
    name: 'state',
    header: t(keys.state),
    cell: (row) => t(row.active ? keys.active : keys.inactive),
  };
  const actions: Column<Row> = {
    name: 'actions',
    header: t(keys.actions),
    cell: (row) => {
      const busy = busyId === row.id;
      const waiting = [
        { label: t(keys.edit), run: () => onEdit(row) },
        row.active
          ? { label: t(keys.deactivate), run: () => onDeactivate(row) }
          : { label: t(keys.activate), run: () => onActivate(row) },
      ];
      return (
        <div className="desk-record__actions">
          {waiting.map((action) => (
            <RowButton key={action.label} action={action} name={row.name} busy={busy} />
          ))}
          {moreActions?.(row).map((action) => (
            <RowButton key={action.label} action={action} name={row.name} />
          ))}
        </div>
      );
    },
  };
  return (
    <DataTable
      className="desk-register-table"
      caption={t(keys.caption)}
      columns={[...columns, state, actions]}
      rows={rows}
      rowKey={(row: Row) => row.id}
      rowClassName={(row) => (row.active ? 'desk-record' : 'desk-record desk-record--inactive')}
    />
  );
}

/** One of a row's buttons; one that waits for the row's save is marked disabled meanwhile. */
function RowButton({ action, name, busy }: { action: RegisterAction; name: string; busy?: boolean }) {
  return (
    <button
      type="button"
      className="button button--secondary desk-record__action"
      aria-disabled={busy}
      onClick={() => !busy && action.run()}
    >
      {action.label}
      {/* The visible text comes first in the name, the row's name after it (WCAG 2.5.3). */}
      <span className="visually-hidden"> {name}</span>
    </button>
  );
}
