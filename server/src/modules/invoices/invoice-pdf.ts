import PDFDocument from 'pdfkit';
import type { Language } from '#common/constants.ts';
import { formatDay, formatTime } from '#common/format/date.ts';
import { formatEuros, plainEuros } from '#common/format/money.ts';
import { passengerTransportVatPercent } from '#common/format/vat.ts';
import type { InvoiceKind } from '../../db/tables.ts';

/**
 * A company's invoice or credit invoice as an A4 PDF (docs/decisions/050-invoice-numbers.md): PDFKit with the PDF's own
 * Helvetica, as the run sheet (docs/decisions/037-words-dates-and-run-sheets.md). Made once, when it is issued; the
 * bytes are kept and served as they are.
 */

export interface InvoiceLineView {
  /** The pickup, `YYYY-MM-DD HH:mm` in Amsterdam. */
  datetime: string;
  reference: string;
  from: string;
  to: string;
  /** Who travelled, when the booker booked for someone else; '' otherwise. */
  passenger: string;
  grossCents: number;
  vatCents: number;
  netCents: number;
}

export interface InvoiceView {
  kind: InvoiceKind;
  number: string;
  /** A credit's original invoice number; null for an invoice. */
  creditedNumber: string | null;
  /** `YYYY-MM-DD`. */
  issuedOn: string;
  dueDate: string;
  /** `YYYY-MM`. */
  period: string;
  operator: {
    name: string;
    address: string;
    email: string;
    phone: string;
    kvkNumber: string;
    vatNumber: string;
    iban: string;
  };
  company: { name: string; billingAddress: string; kvkNumber: string; vatNumber: string };
  lines: InvoiceLineView[];
  totals: { grossCents: number; vatCents: number; netCents: number };
}

const months = {
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} satisfies Record<Language, string[]>;

const texts = {
  nl: {
    invoice: 'Factuur',
    credit: 'Creditfactuur',
    number: 'Factuurnummer',
    date: 'Factuurdatum',
    due: 'Vervaldatum',
    period: 'Periode',
    credits: 'Crediteert factuur',
    kvk: 'KvK',
    vat: 'Btw-nummer',
    iban: 'IBAN',
    to: 'Aan',
    towards: 'naar',
    columns: ['Datum', 'Referentie', 'Rit', 'Netto', `Btw ${passengerTransportVatPercent}%`, 'Bruto'],
    passenger: 'Passagier',
    net: 'Totaal netto',
    vatTotal: `Btw ${passengerTransportVatPercent}%`,
    gross: 'Totaal te betalen',
    creditGross: 'Totaal gecrediteerd',
    pay: (amount: string, due: string, iban: string, name: string, number: string) =>
      `Graag ${amount} vóór ${due} overmaken op ${iban} ten name van ${name}, onder vermelding van factuurnummer ${number}.`,
    payNoIban: (amount: string, due: string, number: string) =>
      `Graag ${amount} vóór ${due} betalen, onder vermelding van factuurnummer ${number}.`,
    refund: (amount: string, number: string) =>
      `Wij verrekenen ${amount} met uw volgende betaling of betalen het terug; dit crediteert factuur ${number}.`,
  },
  en: {
    invoice: 'Invoice',
    credit: 'Credit invoice',
    number: 'Invoice number',
    date: 'Invoice date',
    due: 'Due date',
    period: 'Period',
    credits: 'Credits invoice',
    kvk: 'Chamber of Commerce',
    vat: 'VAT number',
    iban: 'IBAN',
    to: 'To',
    towards: 'to',
    columns: ['Date', 'Reference', 'Trip', 'Net', `VAT ${passengerTransportVatPercent}%`, 'Gross'],
    passenger: 'Passenger',
    net: 'Total net',
    vatTotal: `VAT ${passengerTransportVatPercent}%`,
    gross: 'Total due',
    creditGross: 'Total credited',
    pay: (amount: string, due: string, iban: string, name: string, number: string) =>
      `Please pay ${amount} before ${due} to ${iban} in the name of ${name}, quoting invoice number ${number}.`,
    payNoIban: (amount: string, due: string, number: string) =>
      `Please pay ${amount} before ${due}, quoting invoice number ${number}.`,
    refund: (amount: string, number: string) =>
      `We set ${amount} off against your next payment or pay it back; this credits invoice ${number}.`,
  },
} satisfies Record<Language, unknown>;

/** `€ 1.212,50`, and a credit's `-€ 12,50`: invoices are Dutch (docs/decisions/050-invoice-numbers.md). */
export const money = (cents: number): string => formatEuros(cents, 'nl');

/** `1212,50` and `-12,50`: an amount for the accountant's spreadsheet. */
export const plainAmount = (cents: number): string => plainEuros(cents, 'nl');

/** "november 2026". */
export function periodName(period: string, lang: Language): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return `${months[lang][month - 1]} ${year}`;
}

/** The columns' widths in points: A4 portrait within its margins (595 − 2 × 40). */
const widths = [75, 70, 185, 60, 55, 70] as const;
const margin = 40;
const padding = 3;
const fontSize = 9;
const right = new Set([3, 4, 5]);

export function invoicePdf(invoice: InvoiceView, lang: Language): Promise<Buffer> {
  const t = texts[lang];
  const title = invoice.kind === 'credit' ? t.credit : t.invoice;
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    lang: lang === 'nl' ? 'nl-NL' : 'en-GB',
    info: { Title: `${title} ${invoice.number}`, Author: invoice.operator.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * margin;
  const bottom = doc.page.height - margin;

  // The operator, top left; the invoice's own details, top right.
  const { operator, company } = invoice;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(operator.name, margin, margin, { width: width / 2 });
  doc.font('Helvetica').fontSize(fontSize);
  for (const line of [
    operator.address,
    [operator.phone, operator.email].filter(Boolean).join(' · '),
    operator.kvkNumber && `${t.kvk} ${operator.kvkNumber}`,
    operator.vatNumber && `${t.vat} ${operator.vatNumber}`,
    operator.iban && `${t.iban} ${operator.iban}`,
  ].filter(Boolean))
    doc.text(line, { width: width / 2 });
  const leftBottom = doc.y;
  const rightX = margin + width / 2 + 20;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(title, rightX, margin, { width: width / 2 - 20 });
  doc.font('Helvetica').fontSize(fontSize + 1);
  const facts: Array<[string, string]> = [
    [t.number, invoice.number],
    [t.date, formatDay(invoice.issuedOn, lang)],
    ...(invoice.kind === 'invoice' ? [[t.due, formatDay(invoice.dueDate, lang)] as [string, string]] : []),
    [t.period, periodName(invoice.period, lang)],
    ...(invoice.creditedNumber ? [[t.credits, invoice.creditedNumber] as [string, string]] : []),
  ];
  for (const [label, value] of facts) doc.text(`${label}: ${value}`, rightX, doc.y, { width: width / 2 - 20 });

  // The company invoiced.
  let y = Math.max(leftBottom, doc.y) + 20;
  doc
    .font('Helvetica-Bold')
    .fontSize(fontSize + 1)
    .text(`${t.to}: ${company.name}`, margin, y, { width });
  doc.font('Helvetica').fontSize(fontSize + 1);
  for (const line of [
    ...company.billingAddress.split('\n'),
    company.kvkNumber && `${t.kvk} ${company.kvkNumber}`,
    company.vatNumber && `${t.vat} ${company.vatNumber}`,
  ].filter(Boolean))
    doc.text(line, margin, doc.y, { width });
  y = doc.y + 16;

  const rowHeight = (values: readonly string[], font: string) => {
    doc.font(font).fontSize(fontSize);
    return (
      Math.max(...values.map((value, index) => doc.heightOfString(value, { width: widths[index]! - 2 * padding }))) +
      2 * padding
    );
  };
  const drawRow = (values: readonly string[], font: string, at: number, height: number) => {
    doc.font(font).fontSize(fontSize);
    let x = margin;
    values.forEach((value, index) => {
      doc.text(value, x + padding, at + padding, {
        width: widths[index]! - 2 * padding,
        align: right.has(index) ? 'right' : 'left',
      });
      x += widths[index]!;
    });
    doc
      .moveTo(margin, at + height)
      .lineTo(margin + width, at + height)
      .lineWidth(font === 'Helvetica-Bold' ? 1 : 0.5)
      .strokeColor('#555555')
      .stroke();
  };
  const drawHead = (at: number) => {
    const height = rowHeight(t.columns, 'Helvetica-Bold');
    drawRow(t.columns, 'Helvetica-Bold', at, height);
    return at + height;
  };

  y = drawHead(y);
  for (const line of invoice.lines) {
    // "naar"/"to" rather than an arrow, which the PDF's own Helvetica cannot write.
    const trip = [`${line.from} ${t.towards} ${line.to}`, line.passenger && `${t.passenger}: ${line.passenger}`]
      .filter(Boolean)
      .join('\n');
    const values = [
      `${formatDay(line.datetime.slice(0, 10), lang)}\n${formatTime(line.datetime)}`,
      line.reference,
      trip,
      money(line.netCents),
      money(line.vatCents),
      money(line.grossCents),
    ];
    const height = rowHeight(values, 'Helvetica');
    if (y + height > bottom - 120) {
      doc.addPage();
      doc.font('Helvetica').fontSize(fontSize).text(`${title} ${invoice.number}`, margin, margin);
      y = drawHead(doc.y + 6);
    }
    drawRow(values, 'Helvetica', y, height);
    y += height;
  }

  // The totals under the amounts' columns, then how to pay.
  y += 10;
  const labelX = margin + widths[0] + widths[1];
  const labelWidth = widths[2] + widths[3] + widths[4];
  const amountX = labelX + labelWidth;
  const totals: Array<[string, number, string]> = [
    [t.net, invoice.totals.netCents, 'Helvetica'],
    [t.vatTotal, invoice.totals.vatCents, 'Helvetica'],
    [invoice.kind === 'credit' ? t.creditGross : t.gross, invoice.totals.grossCents, 'Helvetica-Bold'],
  ].map(([label, cents, font]) => [label as string, cents as number, font as string]);
  for (const [label, cents, font] of totals) {
    doc.font(font).fontSize(fontSize + 1);
    doc.text(label, labelX, y, { width: labelWidth - padding, align: 'right' });
    doc.text(money(cents), amountX, y, { width: widths[5] - padding, align: 'right' });
    y = doc.y + 4;
  }
  y += 16;
  const amount = money(Math.abs(invoice.totals.grossCents));
  const instruction =
    invoice.kind === 'credit'
      ? t.refund(amount, invoice.creditedNumber ?? '')
      : operator.iban
        ? t.pay(amount, formatDay(invoice.dueDate, lang), operator.iban, operator.name, invoice.number)
        : t.payNoIban(amount, formatDay(invoice.dueDate, lang), invoice.number);
  doc
    .font('Helvetica')
    .fontSize(fontSize + 1)
    .text(instruction, margin, y, { width });
  doc.end();
  return done;
}
