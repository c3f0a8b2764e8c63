import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { deskErrorOf, deskErrorTextKey } from '../desk-api.ts';
import { DeskQueryView } from '../desk-query.tsx';
import type { RegisterKeys } from './register-keys.ts';
import { RegisterTable, type RegisterRow, type RegisterTableProps } from './register-table.tsx';
import './register.css';

type RegisterOptions<Row extends RegisterRow, Draft, Change> = {
  keys: RegisterKeys;
  /** Whether a change is on its way: another waits. */
  pending: boolean;
  /** Sends a change of the row; resolves with the row as it is now, rejects with the refusal. */
  update: (row: Row, change: Change | { active: boolean }) => Promise<Row>;
  /** What the draft changes of the row; nothing changed sends nothing. */
  changesOf: (row: Row, draft: Draft) => Change;
};

/**
 * The state of a register (the drivers, the vehicles; docs/reference/screens.md#desk-drivers): the deactivated shown
 * too or not, the row being changed or asked about, the messages, and (de)activating and saving a row.
 */
export function useRegister<Row extends RegisterRow, Draft, Change extends object>({
  keys,
  pending,
  update,
  changesOf,
}: RegisterOptions<Row, Draft, Change>) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const feedback = useFeedback();
  const [editing, setEditing] = useState<Row | null>(null);
  const [deactivating, setDeactivating] = useState<Row | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const setActive = (row: Row, active: boolean) => {
    if (pending) return;
    feedback.clear();
    update(row, { active }).then(
      (changed) => {
        feedback.show(t(active ? keys.activated : keys.deactivated, { name: changed.name }), 'success');
        // Its row (and the button that had the focus) leaves the list of active ones.
        if (!active && !all) heading.current?.focus();
      },
      (error: unknown) => feedback.show(t(deskErrorTextKey(deskErrorOf(error).key)), 'error'),
    );
  };

  const save = async (row: Row, draft: Draft) => {
    const change = changesOf(row, draft);
    if (Object.keys(change).length === 0) {
      setEditing(null);
      feedback.show(t(keys.unchanged), 'success');
      return;
    }
    const changed = await update(row, change);
    setEditing(null);
    feedback.show(t(keys.saved, { name: changed.name }), 'success');
  };

  return { all, setAll, feedback, editing, setEditing, deactivating, setDeactivating, heading, setActive, save };
}

/** What a register's section takes of `useRegister`. */
type RegisterState<Row> = {
  all: boolean;
  setAll: (all: boolean) => void;
  setEditing: (row: Row) => void;
  feedback: ReturnType<typeof useFeedback>;
  deactivating: Row | null;
  setDeactivating: (row: Row | null) => void;
  heading: RefObject<HTMLHeadingElement | null>;
  setActive: (row: Row, active: boolean) => void;
};

type RegisterSectionProps<Row extends RegisterRow, Data> = Pick<
  RegisterTableProps<Row>,
  'columns' | 'busyId' | 'moreActions'
> & {
  keys: RegisterKeys;
  register: RegisterState<Row>;
  headingId: string;
  query: { data: Data | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  rowsOf: (data: Data) => readonly Row[];
  /** The section's dialogs (the change of a row, …). */
  children: ReactNode;
};

/**
 * A register's section: its heading, what it holds, "show deactivated too", the messages, the rows with their count
 * (or that there are none), the dialogs, and the question before a row is deactivated.
 */
export function RegisterSection<Row extends RegisterRow, Data>({
  keys,
  register,
  headingId,
  query,
  rowsOf,
  children,
  ...table
}: RegisterSectionProps<Row, Data>) {
  const { t } = useTranslation();
  const { all, setAll, feedback, setEditing, deactivating, setDeactivating, heading, setActive } = register;
  return (
    <section className="desk-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} className="desk-section__heading" tabIndex={-1}>
        {t(keys.title)}
      </h2>
      <p>{t(keys.intro)}</p>
      <label className="choice desk-register__all">
        <input type="checkbox" checked={all} onChange={(event) => setAll(event.target.checked)} />
        {t(keys.showAll)}
      </label>
      <Feedback message={feedback.message} />
      <DeskQueryView query={query}>
        {(data) => {
          const rows = rowsOf(data);
          if (rows.length === 0) return <p>{t(all ? keys.none : keys.noneActive)}</p>;
          return (
            <>
              <p>{t(keys.count, { count: rows.length })}</p>
              <RegisterTable
                keys={keys}
                rows={rows}
                onEdit={setEditing}
                onDeactivate={setDeactivating}
                onActivate={(row) => setActive(row, true)}
                {...table}
              />
            </>
          );
        }}
      </DeskQueryView>
      {children}
      <ConfirmDialog
        open={deactivating !== null}
        title={deactivating ? t(keys.deactivateTitle, { name: deactivating.name }) : ''}
        message={deactivating ? t(keys.deactivateText, { name: deactivating.name }) : ''}
        confirmLabel={t(keys.deactivate)}
        cancelLabel={t('deskCancel')}
        onConfirm={() => {
          const row = deactivating;
          setDeactivating(null);
          if (row) setActive(row, false);
        }}
        onCancel={() => setDeactivating(null)}
      />
    </section>
  );
}
