import type { ComponentType } from 'react';
import type { LoadedSettings } from './api/get-settings.ts';
import { ClassesSettings } from './sections/classes/classes-settings.tsx';
import { CompanySettings } from './sections/company/company-settings.tsx';
import { DocumentsSettings } from './sections/documents/documents-settings.tsx';
import { GeneralSettings } from './sections/general/general-settings.tsx';
import { HostsSettings } from './sections/hosts/hosts-settings.tsx';
import { LayoutsSettings } from './sections/layouts/layouts-settings.tsx';
import { PaymentSettings } from './sections/payment/payment-settings.tsx';
import { PlacesSettings } from './sections/places/places-settings.tsx';
import { RulesSettings } from './sections/rules/rules-settings.tsx';
import { TariffSettings } from './sections/tariff/tariff-settings.tsx';
import { TextsSettings } from './sections/texts/texts-settings.tsx';
import { VersionsScreen } from './sections/versions/versions-screen.tsx';

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
  { path: 'tariff', labelKey: 'desk.settings.section.tariff', Screen: TariffSettings },
  { path: 'classes', labelKey: 'desk.settings.section.classes', Screen: ClassesSettings },
  { path: 'rules', labelKey: 'desk.settings.section.rules', Screen: RulesSettings },
  { path: 'layouts', labelKey: 'desk.settings.section.layouts', Screen: LayoutsSettings },
  { path: 'texts', labelKey: 'desk.settings.section.texts', Screen: TextsSettings },
  { path: 'documents', labelKey: 'desk.settings.section.documents', Screen: DocumentsSettings },
  { path: 'settings', labelKey: 'desk.settings.section.settings', Screen: GeneralSettings },
  { path: 'payment', labelKey: 'desk.settings.section.payment', Screen: PaymentSettings },
  { path: 'hosts', labelKey: 'desk.settings.section.hosts', Screen: HostsSettings },
  { path: 'places', labelKey: 'desk.settings.section.places', Screen: PlacesSettings },
  { path: 'versions', labelKey: 'desk.settings.section.versions', Screen: VersionsScreen },
];
