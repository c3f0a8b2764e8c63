import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import { auditTargetPattern, type AuditEntry } from '#common/contracts/admin.ts';
import { DeskErrorBox, DeskPage } from '../../shared/desk-page.tsx';
import { useStaffList } from '../../shared/get-staff-list.ts';
import { useDrivers } from '../../shared/get-driver-list.ts';
import { tripPath } from '../../shared/desk-paths.ts';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import { toLanguage } from '../../../ui/i18n/language.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { useAuditHistory } from '../api/get-audit.ts';
import { auditActor, auditDetails, auditTarget, auditTime, type AuditNames } from '../audit-view.ts';
import './desk-audit.css';

/**
 * The audit history, `/admin/audit` (docs/reference/screens.md#desk-audit), for admins: logins, failed logins and
 * every staff change, newest first, a page at a time; `?target=staff:<id>` (a member's card links there) only what is
 * about one member, trip, order or driver.
 */
export function AuditScreen() {
  const { t } = useTranslation();
  return (
    <DeskPage title={t('deskAudit')} ability="audit">
      {() => <AuditHistory />}
    </DeskPage>
  );
}

function AuditHistory() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('target');
  // An address typed by hand that names nothing the history knows shows the whole history.
  const target = asked !== null && auditTargetPattern.test(asked) ? asked : undefined;
  const history = useAuditHistory(target);
  // The names of the members and drivers an entry is about; without them (a failed call) an entry names them by number.
  const staff = useStaffList();
  const drivers = useDrivers(true);
  const names: AuditNames = { staff: staff.data, drivers: drivers.data };
  if (!history.data) {
    if (history.isError) return <DeskErrorBox error={history.error} onRetry={() => void history.refetch()} />;
    return <Spinner />;
  }
  const entries = history.data.pages.flatMap((page) => page.entries);
  return (
    <>
      <p>{t('deskAuditIntro')}</p>
      {target !== undefined && (
        <p className="audit-about">
          {t('deskAuditAboutOnly', { name: auditTarget(t, target, names) })}{' '}
          <Link to="/admin/audit">{t('deskAuditShowAll')}</Link>
        </p>
      )}
      {entries.length === 0 ? <p>{t('deskAuditEmpty')}</p> : <AuditTable entries={entries} names={names} />}
      <p className="audit-count" role="status">
        {t('deskAuditShown', { count: entries.length })}
        {!history.hasNextPage && entries.length > 0 && ` ${t('deskAuditAll')}`}
      </p>
      {history.isFetchNextPageError && <DeskErrorBox error={history.error} />}
      {history.hasNextPage && (
        <div className="actions">
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={history.isFetchingNextPage}
            onClick={() => !history.isFetchingNextPage && void history.fetchNextPage()}
          >
            {history.isFetchingNextPage ? t('loading') : t('deskAuditOlder')}
          </button>
        </div>
      )}
    </>
  );
}

/**
 * The entries as a table; on a phone each row stacks its cells, each under its column's name.
 */
function AuditTable({ entries, names }: { entries: readonly AuditEntry[]; names: AuditNames }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const columns: readonly Column<AuditEntry>[] = [
    {
      name: 'when',
      header: t('deskAuditWhen'),
      cell: (entry) => <time dateTime={entry.at}>{auditTime(entry.at, lang)}</time>,
    },
    {
      name: 'what',
      header: t('deskAuditWhat'),
      className: 'audit-entry__what',
      cell: (entry) => t(`deskAuditAction_${entry.action}`),
    },
    { name: 'who', header: t('deskAuditWho'), cell: (entry) => auditActor(t, entry) },
    {
      name: 'about',
      header: t('deskAuditAbout'),
      cell: (entry) => {
        const trip = /^trip:(\d+)$/.exec(entry.target ?? '')?.[1];
        const about = auditTarget(t, entry.target, names);
        return trip === undefined ? about : <Link to={tripPath(Number(trip))}>{about}</Link>;
      },
    },
    {
      name: 'details',
      header: t('deskAuditDetails'),
      cell: (entry) => {
        const details = auditDetails(t, entry);
        return (
          details.length > 0 && (
            <ul className="audit-entry__details">
              {details.map((detail) => (
                <li key={detail.label}>
                  {detail.label}: {detail.value}
                </li>
              ))}
            </ul>
          )
        );
      },
    },
  ];
  return (
    <DataTable
      className="audit-table"
      caption={t('deskAuditCaption')}
      columns={columns}
      rows={entries}
      rowClassName={(entry) => `audit-entry audit-entry--${entry.action}`}
    />
  );
}
