/**
 * A name or other one-line text as it is kept (issue 19): line breaks, tabs and other control characters (and the
 * Unicode line and paragraph separators) become spaces, runs of spaces one, and the ends are trimmed. A name typed or
 * pasted with a line break is then one line in the mails, the desk, the CSV export and the calendar items alike. The
 * browser's forms and the server's checks use this one function, so both see the same value.
 */
export function oneLine(text: string): string {
  return text.replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
}
