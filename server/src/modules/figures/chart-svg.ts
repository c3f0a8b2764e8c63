import type { Language } from '#common/constants.ts';
import { formatEuros } from '#common/format/money.ts';

const width = 720;
const height = 260;
const left = 84;
const right = 12;
const top = 16;
const bottom = 40;
const weekdays: Record<Language, readonly string[]> = {
  nl: ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

/** A step of 1, 2 or 5 times a power of ten, in whole euros, that splits the highest bar into at most four lines. */
function gridStep(maxCents: number): number {
  const rough = Math.max(1, maxCents / 100 / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!;
  return step * 100;
}

/**
 * The revenue per day as a bar chart, an SVG document made on the server (docs/decisions/052-figures.md): no chart
 * library in any chunk, and the same picture in every browser. It carries no words a screen reader needs: the page
 * puts the same numbers in a table beside it.
 */
export function revenueChartSvg(days: ReadonlyArray<{ day: string; revenueCents: number }>, lang: Language): string {
  const maxCents = Math.max(0, ...days.map((day) => day.revenueCents));
  const step = gridStep(maxCents);
  const lines = Math.max(1, Math.ceil(maxCents / step));
  const scaleTop = lines * step;
  const plotHeight = height - top - bottom;
  const plotWidth = width - left - right;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(2, Math.min(56, slot * 0.7));
  const y = (cents: number) => top + plotHeight - (cents / scaleTop) * plotHeight;
  const parts: string[] = [];
  for (let line = 0; line <= lines; line += 1) {
    const at = y(line * step).toFixed(1);
    parts.push(
      `<line x1="${left}" x2="${width - right}" y1="${at}" y2="${at}" stroke="#c8c8c8" stroke-width="1"/>`,
      `<text x="${left - 8}" y="${at}" dy="4" text-anchor="end">${formatEuros(line * step, lang).replace(/[.,]00$/, '')}</text>`,
    );
  }
  days.forEach((day, index) => {
    const date = new Date(`${day.day}T00:00:00Z`);
    const middle = left + slot * index + slot / 2;
    const barTop = y(day.revenueCents);
    if (day.revenueCents > 0)
      parts.push(
        `<rect x="${(middle - barWidth / 2).toFixed(1)}" y="${barTop.toFixed(1)}" width="${barWidth.toFixed(1)}" height="${(top + plotHeight - barTop).toFixed(1)}" fill="#1f4e8c"/>`,
      );
    const label =
      days.length <= 7 ? `${weekdays[lang][date.getUTCDay()]} ${date.getUTCDate()}` : String(date.getUTCDate());
    parts.push(`<text x="${middle.toFixed(1)}" y="${height - bottom + 18}" text-anchor="middle">${label}</text>`);
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, sans-serif" font-size="12" fill="#1a1a1a">`,
    ...parts,
    `<line x1="${left}" x2="${width - right}" y1="${top + plotHeight}" y2="${top + plotHeight}" stroke="#1a1a1a" stroke-width="1"/>`,
    '</svg>',
  ].join('');
}
