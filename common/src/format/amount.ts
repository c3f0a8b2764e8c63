/**
 * Euro amounts on the wire ('42.50', as `amounttopay` and payment providers write them) and whole cents,
 * converted without floating point.
 */

/** Cents as a euro amount with two decimals: 4250 → '42.50'. */
export function centsToAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount of cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A euro amount ('42.50', '42,5', '42') as cents; undefined when it is not one. */
export function amountToCents(amount: string | number): number | undefined {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(String(amount).trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
