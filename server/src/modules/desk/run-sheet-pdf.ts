import PDFDocument from 'pdfkit';
import type { Language } from '#common/constants.ts';
import { formatDay, formatTime } from '#common/format/date.ts';
import { formatCents } from '#common/format/text.ts';
import type { RunSheet, RunSheetTrip } from './run-sheet.ts';

/**
 * A driver's run sheet as an A4 PDF (issue 20 item 5, docs/decisions/037-words-dates-and-run-sheets.md): PDFKit, with
 * the PDF's own Helvetica (no font file to ship; it writes Dutch, German and French letters and the euro sign), A4 in
 * landscape for its nine columns, the columns' heads again on every page.
 */

const texts = {
  nl: {
    title: 'Ritstaat',
    vehicle: 'Voertuig',
    none: 'Geen ritten op deze dag.',
    trips: (count: number) => (count === 1 ? '1 rit' : `${count} ritten`),
    luggage: (count: number) => (count === 1 ? '1 stuk' : `${count} stuks`),
    landing: 'landt',
    columns: [
      'Tijd',
      'Ophalen',
      'Bestemming',
      'Pers.',
      'Bagage',
      'Vlucht, landing',
      'Opmerkingen',
      'Passagier',
      'Te innen',
    ],
  },
  en: {
    title: 'Run sheet',
    vehicle: 'Vehicle',
    none: 'No trips on this day.',
    trips: (count: number) => (count === 1 ? '1 trip' : `${count} trips`),
    luggage: (count: number) => (count === 1 ? '1 piece' : `${count} pieces`),
    landing: 'lands',
    columns: [
      'Time',
      'Pickup',
      'Destination',
      'Pass.',
      'Luggage',
      'Flight, landing',
      'Remarks',
      'Passenger',
      'To collect',
    ],
  },
} satisfies Record<Language, unknown>;

/** The columns' widths in points; together the width of A4 in landscape within its margins (842 − 2 × 36). */
const widths = [40, 130, 130, 35, 45, 70, 140, 115, 65] as const;
const margin = 36;
const padding = 3;
const fontSize = 9;

/** A trip's cells, in the columns' order. */
function cells(trip: RunSheetTrip, lang: Language): string[] {
  const t = texts[lang];
  const flight = [trip.flightNumber, trip.landing && `${t.landing} ${trip.landing}`].filter(Boolean).join(', ');
  return [
    formatTime(trip.datetime),
    trip.from,
    trip.to,
    String(trip.passengers),
    trip.luggage === null ? '' : t.luggage(trip.luggage),
    flight,
    trip.remarks,
    [trip.passenger.name, trip.passenger.phone].filter(Boolean).join('\n'),
    trip.toCollectCents === null ? '' : formatCents(trip.toCollectCents),
  ];
}

/** The sheet as PDF bytes. */
export function runSheetPdf(sheet: RunSheet, lang: Language): Promise<Buffer> {
  const t = texts[lang];
  const day = formatDay(sheet.date, lang);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin,
    lang: lang === 'nl' ? 'nl-NL' : 'en-GB',
    info: { Title: `${t.title} ${sheet.driver.name} ${day}`, Author: sheet.driver.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const bottom = doc.page.height - margin;
  const rowHeight = (values: readonly string[], font: string) => {
    doc.font(font).fontSize(fontSize);
    return (
      Math.max(...values.map((value, index) => doc.heightOfString(value, { width: widths[index]! - 2 * padding }))) +
      2 * padding
    );
  };
  const drawRow = (values: readonly string[], font: string, y: number, height: number) => {
    doc.font(font).fontSize(fontSize);
    let x = margin;
    values.forEach((value, index) => {
      doc.text(value, x + padding, y + padding, { width: widths[index]! - 2 * padding, lineBreak: true });
      x += widths[index]!;
    });
    doc
      .moveTo(margin, y + height)
      .lineTo(doc.page.width - margin, y + height)
      .lineWidth(font === 'Helvetica-Bold' ? 1 : 0.5)
      .strokeColor('#555555')
      .stroke();
  };
  const drawHead = (y: number) => {
    const height = rowHeight(t.columns, 'Helvetica-Bold');
    drawRow(t.columns, 'Helvetica-Bold', y, height);
    return y + height;
  };

  doc.font('Helvetica-Bold').fontSize(16).text(`${t.title} ${sheet.driver.name}`, margin, margin);
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(`${day} · ${t.trips(sheet.trips.length)}`);
  const vehicle = [sheet.driver.vehicle, sheet.driver.plate].filter(Boolean).join(', ');
  if (vehicle !== '') doc.text(`${t.vehicle}: ${vehicle}`);
  let y = doc.y + 10;
  if (sheet.trips.length === 0) {
    doc.fontSize(fontSize + 2).text(t.none, margin, y);
  } else {
    y = drawHead(y);
    for (const trip of sheet.trips) {
      const values = cells(trip, lang);
      const height = rowHeight(values, 'Helvetica');
      if (y + height > bottom) {
        doc.addPage();
        doc.font('Helvetica').fontSize(fontSize).text(`${t.title} ${sheet.driver.name} · ${day}`, margin, margin);
        y = drawHead(doc.y + 6);
      }
      drawRow(values, 'Helvetica', y, height);
      y += height;
    }
  }
  doc.end();
  return done;
}
