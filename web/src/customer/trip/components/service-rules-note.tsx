import type { Language } from '#common/constants.ts';
import { wallTimeAt } from '#common/fields/trip-datetime.ts';
import type { ServiceRules } from '#common/tenant/settings.ts';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { serviceRulesLines } from '../../../shared/trip/service-rules-text.ts';

/**
 * The operator's service rules, said before the customer types (docs/reference/screens.md#trip): the hours, the
 * closed dates to come, how far ahead and where. Nothing when the operator has none.
 */
export function ServiceRulesNote({ rules, lang }: { rules: ServiceRules; lang: Language }) {
  const { t } = useTranslation();
  const lines = serviceRulesLines(rules, wallTimeAt(new Date()), lang, t);
  if (lines.length === 0) return null;
  return (
    <section className="note trip-rules" aria-labelledby="trip-rules-heading">
      <h2 id="trip-rules-heading" className="trip-rules__heading">
        {t('rulesHeading')}
      </h2>
      <p className="trip-rules__text">{lines.join(' ')}</p>
    </section>
  );
}
