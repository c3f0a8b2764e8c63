import { Navigate, NavLink, useParams } from 'react-router';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { DeskErrorBox, DeskPage } from '../../shared/desk-page.tsx';
import { settingsPath } from '../../shared/desk-paths.ts';
import { useSettings } from '../api/get-settings.ts';
import { settingsScreens, type SettingsScreenEntry } from '../sections.tsx';
import { settingsHeadingId } from './settings-form.tsx';
import './settings-frame.css';

/**
 * The operator's settings, `/admin/settings/:screen` (docs/reference/screens.md#desk-settings), admins only: the list
 * of screens as navigation beside (on a phone above) the chosen one. An address that names no screen leads to the
 * first.
 */
export function SettingsScreen() {
  const { t } = useTranslation();
  const { screen } = useParams();
  const entry = settingsScreens.find((each) => each.path === screen);
  if (!entry) return <Navigate to={settingsPath(settingsScreens[0].path)} replace />;
  const name = t(entry.labelKey);
  return (
    <DeskPage title={t('desk.settings.pageTitle', { section: name })} ability="settings">
      {() => <SettingsFrame entry={entry} name={name} />}
    </DeskPage>
  );
}

function SettingsFrame({ entry, name }: { entry: SettingsScreenEntry; name: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const { Screen } = entry;
  return (
    <div className="settings-frame">
      <nav className="settings-nav" aria-label={t('desk.settings.navigation')}>
        <ul className="settings-nav__list">
          {settingsScreens.map((each) => (
            <li key={each.path}>
              <NavLink to={settingsPath(each.path)} className="settings-nav__link">
                {t(each.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="settings-frame__screen" aria-labelledby={settingsHeadingId}>
        <h2 id={settingsHeadingId} className="settings-frame__heading">
          {name}
        </h2>
        {settings.data ? (
          <Screen key={entry.path} settings={settings.data} />
        ) : settings.isError ? (
          <DeskErrorBox error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <Spinner />
        )}
      </section>
    </div>
  );
}
