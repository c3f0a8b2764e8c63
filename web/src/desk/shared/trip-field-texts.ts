import { useTranslation } from '../../ui/i18n/i18n.ts';
import { fieldDefinitions } from '#common/fields/field-definition.ts';
import { tripFieldTexts, type TripFieldTexts } from '#common/fields/trip-field-texts.ts';
import { useLoginResp } from '../../shared/session/get-login-resp.ts';
import { isReady } from '../../shared/session/session.ts';

/** `tripFieldTexts` of the tenant's trip layout, in the page's language. */
export function useTripFieldTexts(): TripFieldTexts {
  const { t, i18n } = useTranslation();
  const start = useLoginResp();
  const definitions = start.data && isReady(start.data) ? fieldDefinitions(start.data.config.layouts.trip) : [];
  return tripFieldTexts(definitions, (key) => (i18n.exists(key) ? t(key) : null));
}
