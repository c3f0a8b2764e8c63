import type { Language } from '#common/constants.ts';

/**
 * The built index.html cut once, at start, where a page puts its own parts in (docs/decisions/024-first-paint.md):
 * the `lang` of `<html>`, the `<title>`'s text, the content of `<div id="root">` and the boot data right after it.
 */
export interface PageTemplate {
  /** Up to `lang="`, up to `<title>`, up to `</head>`, up to `<div id="root">`, after its `</div>`. */
  readonly parts: readonly [string, string, string, string, string];
}

export interface PageParts {
  lang: Language;
  /** Plain text; escaped here. */
  title: string;
  /** HTML, escaped by whoever built it. */
  frame: string;
  /** The boot element, or '' for a page without one. */
  boot: string;
  /** What the frame needs in the head beyond the entry (the desk's stylesheets, the driver's manifest link), as `<link>` elements; '' for none. */
  stylesheets?: string;
}

const htmlLang = /<html\b[^>]*?\slang="/;
const titleElement = /<title>[^<]*<\/title>/;
const rootElement = '<div id="root"></div>';

function cut(html: string, at: RegExp | string, what: string): [string, string, string] {
  const match = typeof at === 'string' ? { index: html.indexOf(at), 0: at } : at.exec(html);
  if (!match || match.index === undefined || match.index < 0) throw new Error(`index.html lacks ${what}`);
  return [html.slice(0, match.index), match[0], html.slice(match.index + match[0].length)];
}

/** Cuts the built index.html; it throws when one of the places is missing, so a broken build stops the start. */
export function parseTemplate(html: string): PageTemplate {
  const [beforeHtml, htmlOpen, afterHtmlOpen] = cut(html, htmlLang, '<html lang="…">');
  const [, , afterLang] = cut(afterHtmlOpen, '"', 'the end of <html lang>');
  const [head, , afterTitle] = cut(afterLang, titleElement, '<title>');
  const [restOfHead, , afterHead] = cut(afterTitle, '</head>', '</head>');
  const [body, , tail] = cut(afterHead, rootElement, rootElement);
  return {
    parts: [beforeHtml + htmlOpen, `"${head}<title>`, `</title>${restOfHead}`, `</head>${body}<div id="root">`, tail],
  };
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML content and attribute values: operator input (tenant texts) may hold anything. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/**
 * JSON for a `<script type="application/json">`: `<` as `\u003c`, so no `</script>` or `<!--` in a value ends or bends
 * the element, and U+2028/U+2029 escaped as older JavaScript parsers wanted. JSON.parse reads it back unchanged.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/[<\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function renderPage(template: PageTemplate, page: PageParts): string {
  const [start, head, restOfHead, body, tail] = template.parts;
  const title = escapeHtml(page.title);
  const stylesheets = page.stylesheets ?? '';
  return `${start}${page.lang}${head}${title}${restOfHead}${stylesheets}${body}${page.frame}</div>${page.boot}${tail}`;
}
