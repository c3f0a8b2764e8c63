import { useTranslation } from './i18n/i18n.ts';
import { formatErrorText } from '#common/format/text.ts';

/**
 * How an error text of the server reads: one of our keys is translated, any other text is shown with its markers
 * removed (docs/reference/constants.md#formatting).
 */
export function useServerText(): (text: string) => string {
  const { t, i18n } = useTranslation();
  return (text) => (i18n.exists(text) ? t(text) : formatErrorText(text));
}
