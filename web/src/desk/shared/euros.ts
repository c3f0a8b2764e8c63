/** An amount in euros as typed (`12,50`, `12.5`, `€ 12`) in whole cents; null when it is no amount. */
export function centsOfEuros(text: string): number | null {
  const match = /^(?:€\s*)?(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
