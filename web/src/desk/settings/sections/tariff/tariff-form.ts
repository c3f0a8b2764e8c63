import type { useSettingsForm } from '../../hooks/use-settings-form.ts';
import type { TariffDraft } from './tariff-draft.ts';

/** The tariff screen's form (`useSettingsForm` of its draft), as its parts are given it. */
export type TariffForm = ReturnType<typeof useSettingsForm<TariffDraft>>;

/** As many zones and fixed prices as the form offers to add (each has labels of its own for its messages). */
export const maxZones = 40;
export const maxFixedRoutes = 100;
