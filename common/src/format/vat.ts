/**
 * VAT on passenger transport: prices are quoted including VAT, and Dutch taxi and coach transport is taxed at the low
 * rate, 9 % (docs/decisions/050-invoice-numbers.md). Receipts, invoices and the figures split amounts the same way.
 */

/** The low Dutch VAT rate, in percent, that passenger transport is taxed at. */
export const passengerTransportVatPercent = 9;

export interface VatSplit {
  /** The amount as paid, VAT included. */
  grossCents: number;
  /** The VAT in it, rounded half up to a whole cent. */
  vatCents: number;
  /** What is left without VAT. */
  netCents: number;
}

/** The VAT in an amount that includes it: 10900 cents at 9 % → 900 VAT, 10000 net. Negative amounts (credits) too. */
export function vatOfGross(grossCents: number, percent: number = passengerTransportVatPercent): VatSplit {
  if (!Number.isSafeInteger(grossCents)) throw new RangeError(`not an amount of cents: ${grossCents}`);
  const magnitude = Math.abs(grossCents);
  // Whole-number arithmetic: round(g × p / (100 + p)) half up, without a float in between.
  const vat = Math.floor((magnitude * percent * 2 + (100 + percent)) / (2 * (100 + percent)));
  const sign = grossCents < 0 ? -1 : 1;
  return { grossCents, vatCents: sign * vat, netCents: grossCents - sign * vat };
}
