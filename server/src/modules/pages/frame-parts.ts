import type { Language } from '#common/constants.ts';
import type { DeskStaff } from '#common/contracts/admin.ts';
import type { BoardFilter } from '#common/contracts/board-filter.ts';
import type { TripListReply } from '#common/contracts/desk-trips.ts';
import type { LoginResp } from '#common/contracts/login-resp.ts';
import { countOf, findText, interpolate, type TextValues } from '#common/format/text-lookup.ts';
import { escapeHtml } from './page-template.ts';

/*
 * What the first screen's frames (docs/decisions/024-first-paint.md) of the customer's pages and of the desk share: the
 * request's texts, the language picker, the skip link and the page's heading, as the SPA renders them.
 */

/** A language's texts: the operator's overrides over the SPA's own and the desk's. */
export type Texts = (key: string) => string | undefined;

/**
 * What a desk page knows of its member from the server: who is logged in and, on the board, its first page of trips
 * for the page's filter (the replies of `GET /api/admin/me` and `GET /api/admin/trips`).
 */
export interface DeskBoot {
  staff: DeskStaff;
  board?: { filter: BoardFilter; reply: TripListReply };
}

export interface FrameInput {
  /** The request's path, without the query. */
  path: string;
  lang: Language;
  /** The texts of `lang`; a key missing there is looked up in `fallback` (nl), as the SPA does. */
  texts: Texts;
  fallback: Texts;
  resp: LoginResp;
  desk?: DeskBoot | undefined;
}

/** A path as the SPA's routes match it: a trailing slash makes no other page. */
export const trimmedPath = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** A text as the SPA's `t` gives it (web/src/ui/i18n/i18n.ts), not yet escaped: nl for a missing key, else the key. */
export function textOf(input: FrameInput, key: string, values?: TextValues): string {
  const count = countOf(values);
  const text = findText(input.texts, input.lang, key, count) ?? findText(input.fallback, 'nl', key, count);
  return text === undefined ? key : interpolate(text, values);
}

/** `textOf`, escaped for HTML. */
export const htmlText = (input: FrameInput, key: string, values?: TextValues): string =>
  escapeHtml(textOf(input, key, values));

const languageOptions = [
  { lang: 'nl', name: 'Nederlands', short: 'NL' },
  { lang: 'en', name: 'English', short: 'EN' },
] as const;

/** web/src/shared/page/language-picker.tsx. */
export function languagePicker(input: FrameInput): string {
  const options = languageOptions
    .map(
      (option) =>
        `<button type="button" class="language-picker__option" lang="${option.lang}" aria-label="${option.name}" aria-pressed="${option.lang === input.lang}" disabled>${option.short}</button>`,
    )
    .join('');
  return `<div class="language-picker" role="group" aria-label="${htmlText(input, 'language')}">${options}</div>`;
}

export function skipLink(input: FrameInput): string {
  return `<a class="skip-link" href="#main">${htmlText(input, 'skipToContent')}</a>`;
}

/** web/src/shared/page/page.tsx's PageHeading. */
export function heading(title: string): string {
  return `<h1 id="page-heading" class="page-heading" tabindex="-1">${escapeHtml(title)}</h1>`;
}
