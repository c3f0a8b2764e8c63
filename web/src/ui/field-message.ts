import type { TFunction } from './i18n/i18n.ts';

/** A label as it reads inside a sentence ("Vul aantal personen in"); a label that starts with an acronym stays. */
function labelInSentence(label: string): string {
  const [first = '', second = ''] = label;
  return second === second.toLocaleLowerCase() ? first.toLocaleLowerCase() + label.slice(1) : label;
}

/**
 * The text of a field's message key: the field engine's and the server's keys, where `requiredField` and
 * `requiredChoice` name the field by its label. Every form shows a field's message through this, so the field and
 * the error summary say the same.
 */
export function fieldMessageText(t: TFunction, messageKey: string, label: string): string {
  return t(messageKey, { label: labelInSentence(label) });
}
