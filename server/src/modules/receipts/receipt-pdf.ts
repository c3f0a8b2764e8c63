import type { Language } from '#common/constants.ts';
import { formatDate } from '#common/format/text.ts';
import { passengerTransportVatPercent, vatOfGross } from '#common/format/vat.ts';
import type { TenantInfo } from '#common/tenant/settings.ts';
import {
  contentWidth,
  drawOperatorHeader,
  drawTable,
  fonts,
  margin,
  money,
  newPdfDocument,
  operatorName,
  type TableColumn,
  type TableRow,
} from '../documents/pdf-document.ts';
import type { Receipt, ReceiptLine, ReceiptPayment } from './receipt.ts';

/**
 * A receipt as an A4 PDF (issue 23 item 3, docs/decisions/051-receipts.md): the operator's header, who it is for and the
 * booking's reference, a line per trip with its VAT at the low rate of passenger transport, the total, the refunds so
 * far and what remains, and how it was paid.
 */

const vat = `${passengerTransportVatPercent} %`;

const texts = {
  nl: {
    title: 'Betaalbewijs',
    reference: 'Boekingsnummer',
    date: 'Datum',
    customer: 'Klant',
    columns: ['Datum en tijd', 'Rit', 'Excl. btw', `Btw ${vat}`, 'Bedrag'],
    cancelled: 'geannuleerd',
    total: 'Totaal betaald',
    refunded: 'Terugbetaald',
    remaining: 'Blijft betaald',
    online: (on: string | null, provider: string, method: string | undefined) =>
      `${method ? `Betaald met ${method}` : 'Online betaald'}${on ? ` op ${formatDate(on, 'nl')}` : ''}${provider ? ` via ${provider}` : ''}.`,
    inCar: { cash: 'In de auto contant betaald', card: 'In de auto gepind' },
    test: 'de testbetaling',
    vatNote: `Alle bedragen zijn inclusief ${vat} btw (personenvervoer).`,
  },
  en: {
    title: 'Receipt',
    reference: 'Booking reference',
    date: 'Date',
    customer: 'Customer',
    columns: ['Date and time', 'Trip', 'Excl. VAT', `VAT ${vat}`, 'Amount'],
    cancelled: 'cancelled',
    total: 'Total paid',
    refunded: 'Refunded',
    remaining: 'Remains paid',
    online: (on: string | null, provider: string, method: string | undefined) =>
      `${method ? `Paid by ${method}` : 'Paid online'}${on ? ` on ${formatDate(on, 'en')}` : ''}${provider ? ` via ${provider}` : ''}.`,
    inCar: { cash: 'Paid in cash in the car', card: 'Paid by card in the car' },
    test: 'the test payment',
    vatNote: `All amounts include ${vat} VAT (passenger transport).`,
  },
} satisfies Record<Language, unknown>;

/** The columns' widths in points, together `contentWidth` (495). */
const widths = [90, 190, 70, 70, 75] as const;

/**
 * Mollie's payment methods (its `method` keys) in words, as a customer knows them from the payment page; a method not
 * named here is said as "online".
 */
const methodNames: Record<string, Record<Language, string>> = {
  ideal: { nl: 'iDEAL', en: 'iDEAL' },
  creditcard: { nl: 'creditcard', en: 'credit card' },
  bancontact: { nl: 'Bancontact', en: 'Bancontact' },
  applepay: { nl: 'Apple Pay', en: 'Apple Pay' },
  googlepay: { nl: 'Google Pay', en: 'Google Pay' },
  paypal: { nl: 'PayPal', en: 'PayPal' },
  banktransfer: { nl: 'bankoverschrijving', en: 'bank transfer' },
  directdebit: { nl: 'SEPA-incasso', en: 'SEPA direct debit' },
  belfius: { nl: 'Belfius', en: 'Belfius' },
  kbc: { nl: 'KBC/CBC-betaalknop', en: 'KBC/CBC Payment Button' },
  eps: { nl: 'eps', en: 'eps' },
  giftcard: { nl: 'cadeaukaart', en: 'gift card' },
  przelewy24: { nl: 'Przelewy24', en: 'Przelewy24' },
  twint: { nl: 'TWINT', en: 'TWINT' },
  trustly: { nl: 'Trustly', en: 'Trustly' },
  klarna: { nl: 'Klarna', en: 'Klarna' },
  in3: { nl: 'in3', en: 'in3' },
  riverty: { nl: 'Riverty', en: 'Riverty' },
  billie: { nl: 'Billie', en: 'Billie' },
  paysafecard: { nl: 'paysafecard', en: 'paysafecard' },
};

const methodName = (method: string | null, lang: Language): string | undefined =>
  method !== null && Object.hasOwn(methodNames, method) ? methodNames[method]![lang] : undefined;

/** The payment provider in words: Mollie by its name, the built-in simulator as a test payment. */
function providerName(provider: string | null, lang: Language): string {
  if (provider === 'mollie') return 'Mollie';
  if (provider === 'simulator') return texts[lang].test;
  return '';
}

const amounts = (cents: number, lang: Language) => {
  const split = vatOfGross(cents);
  return [money(split.netCents, lang), money(split.vatCents, lang), money(split.grossCents, lang)];
};

function lineRow(line: ReceiptLine, lang: Language): TableRow {
  const t = texts[lang];
  const when = `${formatDate(line.datetime, lang)} ${line.datetime.slice(11, 16)}`;
  // An en dash, not an arrow: the PDF's own Helvetica writes Windows-1252 letters only.
  const route = [`${line.from} – ${line.to}`, line.cancelled ? `(${t.cancelled})` : '', paidHow(line.payment, lang)]
    .filter((part) => part !== '')
    .join('\n');
  return { cells: [when, route, ...amounts(line.amountCents, lang)] };
}

/** A line's payment, when it is the car's (an online payment is said once, below the table). */
function paidHow(payment: ReceiptPayment, lang: Language): string {
  return payment.kind === 'car' ? texts[lang].inCar[payment.method] : '';
}

/** The receipt's file name, as the browser saves it. */
export const receiptFileName = (receipt: Pick<Receipt, 'orderId' | 'lang'>) =>
  `${texts[receipt.lang].title.toLowerCase()}-${receipt.orderId}.pdf`;

/** The receipt as PDF bytes, in its own language. */
export function receiptPdf(receipt: Receipt, info: TenantInfo): Promise<Buffer> {
  const lang = receipt.lang;
  const t = texts[lang];
  const { doc, bytes } = newPdfDocument(`${t.title} ${receipt.reference}`, operatorName(info), lang);

  drawOperatorHeader(doc, info, lang);
  doc.moveDown(1.5);
  doc.font(fonts.bold).fontSize(16).text(t.title, { width: contentWidth });
  doc.moveDown(0.5);
  doc.font(fonts.regular).fontSize(10);
  for (const [label, value] of [
    [t.reference, receipt.reference],
    [t.date, formatDate(receipt.date, lang)],
    [t.customer, receipt.customerName],
  ] as const) {
    if (value !== '') doc.text(`${label}: ${value}`, { width: contentWidth });
  }
  doc.moveDown(1);

  const columns: TableColumn[] = t.columns.map((head, index) => ({
    head,
    width: widths[index]!,
    align: index < 2 ? 'left' : 'right',
  }));
  const paidCents = receipt.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const rows: TableRow[] = receipt.lines.map((line) => lineRow(line, lang));
  rows.push({ cells: [t.total, '', ...amounts(paidCents, lang)], total: true });
  if (receipt.refundedCents > 0) {
    rows.push({ cells: [t.refunded, '', ...amounts(-receipt.refundedCents, lang)] });
    rows.push({ cells: [t.remaining, '', ...amounts(paidCents - receipt.refundedCents, lang)], total: true });
  }
  drawTable(doc, columns, rows);

  doc.font(fonts.regular).fontSize(10);
  const online = receipt.lines.find((line) => line.payment.kind === 'online')?.payment;
  if (online?.kind === 'online')
    doc.text(t.online(online.paidOn, providerName(online.provider, lang), methodName(online.method, lang)), margin);
  doc.text(t.vatNote, margin);
  doc.end();
  return bytes;
}
