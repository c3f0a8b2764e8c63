import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SettingsVersion } from '#common/contracts/admin-settings.ts';
import { formatDayTime } from '#common/format/date.ts';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { DataTable, type Column } from '../../../../ui/data-table.tsx';
import { useTranslation } from '../../../../ui/i18n/i18n.ts';
import { toLanguage } from '../../../../ui/i18n/language.ts';
import { Spinner } from '../../../../ui/spinner.tsx';
import { DeskErrorBox } from '../../../shared/desk-page.tsx';
import { useSettingsVersion } from '../../api/get-settings-version.ts';
import { useSettingsVersions } from '../../api/get-settings-versions.ts';
import { useRevertSettings } from '../../api/post-settings-revert.ts';
import { changedNames, changeRow, versionWho } from './version-view.ts';
import './settings-versions.css';

/**
 * The configuration's versions, `/admin/settings/versions` (docs/reference/screens.md#desk-settings): newest first,
 * who made each, how and what it changed; `?version=N` shows a version's changes, before and after, and restores it.
 */
export function VersionsScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const versions = useSettingsVersions();
  const [restored, setRestored] = useState<{ from: number; to: number } | null>(null);
  const shown = Number(params.get('version'));
  if (!versions.data) {
    if (versions.isError) return <DeskErrorBox error={versions.error} onRetry={() => void versions.refetch()} />;
    return <Spinner />;
  }
  const inForce = versions.data.find((version) => version.current)?.version;
  return (
    <>
      <p>{t('desk.settings.versions.intro')}</p>
      <div role="status" className="settings-versions__status">
        {restored && <p>{t('desk.settings.versions.restored', restored)}</p>}
      </div>
      {Number.isInteger(shown) && shown > 0 && (
        <VersionDetail key={shown} version={shown} inForce={inForce} onRestored={setRestored} />
      )}
      <VersionsTable versions={versions.data} />
    </>
  );
}

function VersionsTable({ versions }: { versions: readonly SettingsVersion[] }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const columns: readonly Column<SettingsVersion>[] = [
    { name: 'version', header: t('desk.settings.versions.version'), cell: (row) => row.version },
    {
      name: 'when',
      header: t('desk.settings.versions.when'),
      cell: (row) => <time dateTime={row.at}>{formatDayTime(row.at, lang)}</time>,
    },
    { name: 'who', header: t('desk.settings.versions.who'), cell: (row) => versionWho(t, row) },
    { name: 'how', header: t('desk.settings.versions.how'), cell: (row) => t(`desk.settings.versions.how.${row.via}`) },
    {
      name: 'what',
      header: t('desk.settings.versions.what'),
      className: 'settings-versions__what',
      cell: (row) => changedNames(t, row),
    },
    {
      name: 'inForce',
      header: t('desk.settings.versions.status'),
      cell: (row) =>
        row.current && <strong className="settings-versions__current">{t('desk.settings.versions.inForce')}</strong>,
    },
    {
      name: 'open',
      header: t('desk.settings.versions.changes'),
      cell: (row) => (
        <Link to={`?version=${row.version}`}>{t('desk.settings.versions.show', { version: row.version })}</Link>
      ),
    },
  ];
  return (
    <DataTable
      className="settings-versions"
      caption={t('desk.settings.versions.caption')}
      columns={columns}
      rows={versions}
      rowKey={(row) => row.version}
      rowClassName={(row) => (row.current ? 'settings-versions__row--current' : '')}
    />
  );
}

type VersionDetailProps = {
  version: number;
  inForce: number | undefined;
  onRestored: (restored: { from: number; to: number }) => void;
};

/** One version's changes against the one before it, and the way to put it in force again. */
function VersionDetail({ version, inForce, onRestored }: VersionDetailProps) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const detail = useSettingsVersion(version);
  const revert = useRevertSettings();
  const [asking, setAsking] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `settings-version-${version}`;
  // Opened from the list: the member's place moves to what it opened.
  useEffect(() => headingRef.current?.focus(), []);

  const restore = () => {
    setAsking(false);
    if (inForce === undefined || revert.isPending) return;
    revert.mutate(
      { version, inForce },
      {
        onSuccess: (reply) => {
          onRestored({ from: version, to: reply.version });
          setParams({ version: String(reply.version) });
        },
      },
    );
  };

  return (
    <section className="settings-version" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('desk.settings.versions.detailTitle', { version })}
      </h3>
      {!detail.data ? (
        detail.isError ? (
          <DeskErrorBox error={detail.error} />
        ) : (
          <Spinner />
        )
      ) : (
        <>
          <p>
            {t('desk.settings.versions.madeBy', {
              who: versionWho(t, detail.data.version),
              how: t(`desk.settings.versions.how.${detail.data.version.via}`),
            })}
          </p>
          {detail.data.changes.length === 0 ? (
            <p>{t('desk.settings.versions.noChange')}</p>
          ) : (
            <DataTable
              className="settings-diff"
              caption={t('desk.settings.versions.diffCaption', { version })}
              columns={[
                { name: 'setting', header: t('desk.settings.versions.setting'), cell: (row) => row.name },
                {
                  name: 'before',
                  header: t('desk.settings.versions.before'),
                  className: 'settings-diff__value',
                  cell: (row) => <del className="settings-diff__before">{row.before}</del>,
                },
                {
                  name: 'after',
                  header: t('desk.settings.versions.after'),
                  className: 'settings-diff__value',
                  cell: (row) => <ins className="settings-diff__after">{row.after}</ins>,
                },
              ]}
              rows={detail.data.changes.map((change) => changeRow(t, change))}
              rowKey={(row) => row.path}
            />
          )}
          {revert.isError && <DeskErrorBox error={revert.error} />}
          <div className="actions">
            {detail.data.version.current ? (
              <p className="settings-versions__current">{t('desk.settings.versions.isInForce')}</p>
            ) : (
              <button
                type="button"
                className="button button--primary"
                aria-disabled={revert.isPending}
                onClick={() => !revert.isPending && setAsking(true)}
              >
                {revert.isPending ? t('deskSaving') : t('desk.settings.versions.restore')}
              </button>
            )}
            <Link to="?" className="button button--secondary">
              {t('desk.settings.versions.close')}
            </Link>
          </div>
          <ConfirmDialog
            open={asking}
            title={t('desk.settings.versions.confirmTitle', { version })}
            message={t('desk.settings.versions.confirmText', { version })}
            confirmLabel={t('desk.settings.versions.restore')}
            cancelLabel={t('desk.settings.versions.cancel')}
            onConfirm={restore}
            onCancel={() => setAsking(false)}
          />
        </>
      )}
    </section>
  );
}
