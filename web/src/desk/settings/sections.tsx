import type { ComponentType } from 'react';
import type { LoadedSettings } from './api/get-settings.ts';
import { CompanySettings } from './sections/company/company-settings.tsx';
import { LayoutsSettings } from './sections/layouts/layouts-settings.tsx';

/** What every settings screen is given: the configuration in force (the frame loads it once for all of them). */
export type SettingsScreenProps = { settings: LoadedSettings };

export type SettingsScreenEntry = {
  /** The screen's address below `/admin/settings/`: a section's name (`settingsSections`) or `versions`. */
  path: string;
  /** The key of its name in the desk's texts: the navigation's link and the page's title. */
  labelKey: string;
  Screen: ComponentType<SettingsScreenProps>;
};

/**
 * The settings screens in the order of their navigation (docs/reference/screens.md#desk-settings); the first is where
 * `/admin/settings` leads. A section is added here with its folder under `sections/`.
 */
export const settingsScreens: readonly [SettingsScreenEntry, ...SettingsScreenEntry[]] = [
  { path: 'company', labelKey: 'desk.settings.section.company', Screen: CompanySettings },
  { path: 'layouts', labelKey: 'desk.settings.section.layouts', Screen: LayoutsSettings },
];
