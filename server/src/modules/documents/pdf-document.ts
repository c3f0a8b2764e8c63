import PDFDocument from 'pdfkit';
import type { Language } from '#common/constants.ts';
import { formatEuros } from '#common/format/money.ts';
import type { TenantInfo } from '#common/tenant/settings.ts';

/**
 * What the operator's documents share, receipts now and invoices later (docs/decisions/051-receipts.md): an A4 page in
 * portrait with the PDF's own Helvetica (no font file to ship; it writes the euro sign and Dutch, German and French
 * letters, docs/decisions/037-words-dates-and-run-sheets.md), the operator's header with its legal details, and a
 * table of money lines whose amounts are written as the document's language writes them.
 */

export const fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export const margin = 50;
/** The width inside the margins of A4 in portrait (595 points wide). */
export const contentWidth = 595 - 2 * margin;
const fontSize = 10;
const padding = 4;

const texts = {
  nl: { phone: 'Telefoon', email: 'E-mail', kvk: 'KvK', vat: 'Btw-nummer' },
  en: { phone: 'Phone', email: 'Email', kvk: 'Chamber of Commerce (KvK)', vat: 'VAT number' },
} satisfies Record<Language, unknown>;

export interface PdfDocument {
  doc: PDFKit.PDFDocument;
  /** The file's bytes, once `doc.end()` was called. */
  bytes: Promise<Buffer>;
}

/** A new A4 document in the language, with its title in the file's properties. */
export function newPdfDocument(title: string, author: string, lang: Language): PdfDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    lang: lang === 'nl' ? 'nl-NL' : 'en-GB',
    info: { Title: title, Author: author },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** The operator's name on its documents: the registered name when the settings have one, else the company name. */
export const operatorName = (info: Pick<TenantInfo, 'company' | 'legal'>) => info.legal.name || info.company;

/** The operator's header lines after its name: address, phone, e-mail, KvK and VAT numbers, those that are known. */
export function operatorLines(
  info: Pick<TenantInfo, 'address' | 'telText' | 'email' | 'legal'>,
  lang: Language,
): string[] {
  const t = texts[lang];
  return [
    info.address,
    info.telText && `${t.phone}: ${info.telText}`,
    `${t.email}: ${info.email}`,
    info.legal.kvkNumber && `${t.kvk}: ${info.legal.kvkNumber}`,
    info.legal.vatNumber && `${t.vat}: ${info.legal.vatNumber}`,
  ].filter((line) => line !== '');
}

/** Draws the operator's header at the top of the page; the document's cursor is below it after. */
export function drawOperatorHeader(doc: PDFKit.PDFDocument, info: TenantInfo, lang: Language): void {
  doc.font(fonts.bold).fontSize(14).text(operatorName(info), margin, margin, { width: contentWidth });
  doc.font(fonts.regular).fontSize(fontSize);
  for (const line of operatorLines(info, lang)) doc.text(line, { width: contentWidth });
}

export interface TableColumn {
  head: string;
  width: number;
  /** Amounts are right-aligned. */
  align: 'left' | 'right';
}

export interface TableRow {
  cells: readonly string[];
  /** A total: in bold, with a heavier line above it. */
  total?: boolean;
}

/** An amount as the document's language writes it (`€ 244,00`, `€244.00`). */
export const money = (cents: number, lang: Language) => formatEuros(cents, lang);

/**
 * Draws a table from the cursor down, its head in bold and again on a new page when a row does not fit; the columns'
 * widths together are `contentWidth`. The cursor is below the table after.
 */
export function drawTable(doc: PDFKit.PDFDocument, columns: readonly TableColumn[], rows: readonly TableRow[]): void {
  const bottom = doc.page.height - margin;
  const heightOf = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(fontSize);
    return (
      Math.max(
        ...cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index]!.width - 2 * padding })),
      ) +
      2 * padding
    );
  };
  const line = (y: number, width: number) =>
    doc
      .moveTo(margin, y)
      .lineTo(margin + contentWidth, y)
      .lineWidth(width)
      .strokeColor('#555555')
      .stroke();
  const drawRow = (cells: readonly string[], font: string, y: number) => {
    doc.font(font).fontSize(fontSize);
    let x = margin;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, x + padding, y + padding, { width: column.width - 2 * padding, align: column.align });
      x += column.width;
    });
  };
  const drawHead = (y: number) => {
    const cells = columns.map((column) => column.head);
    const height = heightOf(cells, fonts.bold);
    drawRow(cells, fonts.bold, y);
    line(y + height, 1);
    return y + height;
  };

  let y = drawHead(doc.y);
  for (const row of rows) {
    const font = row.total ? fonts.bold : fonts.regular;
    const height = heightOf(row.cells, font);
    if (y + height > bottom) {
      doc.addPage();
      y = drawHead(margin);
    }
    if (row.total) line(y, 1);
    drawRow(row.cells, font, y);
    y += height;
    if (!row.total) line(y, 0.5);
  }
  doc.x = margin;
  doc.y = y + 12;
}
