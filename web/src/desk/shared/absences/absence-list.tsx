import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Link } from 'react-router';
import type { Absence } from '#common/contracts/desk-absences.ts';
import { formatDayTime } from '#common/format/date.ts';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { DeskErrorBox } from '../desk-page.tsx';
import { deskPaths } from '../desk-paths.ts';
import { DeskSection } from '../desk-section.tsx';
import { useAbsences } from './get-absences.ts';
import { useEndAbsence } from './post-absence-end.ts';

/**
 * The drivers' absences going on and to come (docs/reference/screens.md#desk-absence), each with a button that ends
 * it now; on the driver-unavailable screen and the drivers page (`withReport`: with the way to report one). What
 * ending one did is announced.
 */
export function AbsenceList({ canEnd, withReport = false }: { canEnd: boolean; withReport?: boolean }) {
  const { t, i18n } = useTranslation();
  const absences = useAbsences();
  const end = useEndAbsence();
  const feedback = useFeedback();
  const lang = i18n.language;
  const columns: Column<Absence>[] = [
    { name: 'driver', header: t('desk.absence.driver'), cell: (absence) => absence.driver.name },
    { name: 'from', header: t('desk.absence.from'), cell: (absence) => formatDayTime(absence.from, lang) },
    { name: 'to', header: t('desk.absence.to'), cell: (absence) => formatDayTime(absence.to, lang) },
    { name: 'reason', header: t('desk.absence.reason'), cell: (absence) => absence.reason },
    {
      name: 'recorded',
      header: t('desk.absence.recorded'),
      cell: (absence) =>
        t('desk.absence.recordedBy', {
          name: absence.recordedBy ?? t('desk.absence.someone'),
          at: formatDayTime(absence.recordedAt, lang),
        }),
    },
    ...(canEnd
      ? [
          {
            name: 'end',
            header: t('desk.absence.actions'),
            cell: (absence: Absence) => (
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('desk.absence.end', { name: absence.driver.name })}
                aria-disabled={end.isPending || undefined}
                onClick={() => {
                  if (end.isPending) return;
                  feedback.clear();
                  end.mutate(absence.id, {
                    onSuccess: () => feedback.show(t('desk.absence.ended', { name: absence.driver.name }), 'success'),
                    onError: () => feedback.show(t('desk.absence.endFailed'), 'error'),
                  });
                }}
              >
                {t('desk.absence.endShort')}
              </button>
            ),
          },
        ]
      : []),
  ];
  return (
    <DeskSection headingId="absences-heading" heading={t('desk.absence.listTitle')} className="absence-list">
      {absences.data ? (
        absences.data.length === 0 ? (
          <p>{t('desk.absence.none')}</p>
        ) : (
          <DataTable
            caption={t('desk.absence.listTitle')}
            className="absence-list__table"
            columns={columns}
            rows={absences.data}
          />
        )
      ) : absences.isError ? (
        <DeskErrorBox error={absences.error} onRetry={() => void absences.refetch()} />
      ) : (
        <Spinner />
      )}
      <Feedback message={feedback.message} />
      {withReport && (
        <p>
          <Link className="button button--secondary" to={deskPaths.absence}>
            {t('desk.absence.boardLink')}
          </Link>
        </p>
      )}
    </DeskSection>
  );
}
