/** A name as a search compares it: lower case, accents off ("Loïs" → "lois"). */
export const foldName = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
