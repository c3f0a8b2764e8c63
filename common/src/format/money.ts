import type { Language } from '../constants.ts';

/**
 * An amount of whole cents with thousands grouped as each language writes it (docs/decisions/052-figures.md):
 * `€ 1.234,50` in Dutch, `€1,234.50` in English; a negative amount with a minus before the euro sign.
 */
export function formatEuros(cents: number, lang: Language): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an amount of cents: ${cents}`);
  const magnitude = Math.abs(cents);
  const [group, decimal, sign] = lang === 'nl' ? ['.', ',', '€ '] : [',', '.', '€'];
  const euros = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  return `${cents < 0 ? '-' : ''}${sign}${euros}${decimal}${String(magnitude % 100).padStart(2, '0')}`;
}

/** Cents as the plain number a spreadsheet reads in that language: `1234,50` in Dutch, `1234.50` in English. */
export function plainEuros(cents: number, lang: Language): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an amount of cents: ${cents}`);
  const magnitude = Math.abs(cents);
  const text = `${Math.floor(magnitude / 100)}${lang === 'nl' ? ',' : '.'}${String(magnitude % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}
