import { languages, type Language } from '#common/constants.ts';
import { changeLanguage, setLanguageTexts } from '../ui/i18n/i18n.ts';
import { seedLoginResp } from '../shared/session/get-login-resp.ts';
import { keepDeskBoot } from '../shared/session/desk-boot-data.ts';

/**
 * What the server hands over with the page (docs/decisions/024-first-paint.md): the language it rendered the page in,
 * that language's texts and the start reply `GET /api/login_resp.json` would give, in
 * `<script type="application/json" id="boot">`.
 */
export type Boot = {
  lang: Language;
  texts: Readonly<Record<string, string>>;
  /** The reply's body as sent; `seedLoginResp` reads it as it reads a fetched one. */
  loginResp: unknown;
  /** On a desk page: the logged-in member and the board's first page, which the desk reads (`takeDeskBoot`). */
  desk?: unknown;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The boot data of the page, or null without any (the dev server's page, a page the server could not fill) or when it
 * is not of the expected shape. A light check of the shape only: zod stays off the first load
 * (docs/decisions/026-first-load-budget.md), and `seedLoginResp` checks the reply as it checks a fetched one.
 */
export function readBoot(doc: Document): Boot | null {
  const text = doc.getElementById('boot')?.textContent;
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data) || !isRecord(data.texts) || !isRecord(data.loginResp)) return null;
  const lang = languages.find((each) => each === data.lang);
  if (!lang || !Object.values(data.texts).every((text) => typeof text === 'string')) return null;
  return { lang, texts: data.texts as Record<string, string>, loginResp: data.loginResp, desk: data.desk };
}

/**
 * Takes the boot data over as if it had been loaded: the language's texts, the language, the start reply. The reply's
 * tenant may then switch to another language (the visitor's stored pick, docs/reference/states.md#browser), which
 * loads its texts as before. False when the reply is not one, so the app starts as without a boot.
 */
export function applyBoot(boot: Boot): boolean {
  keepDeskBoot(boot.desk);
  setLanguageTexts(boot.lang, boot.texts);
  void changeLanguage(boot.lang);
  try {
    seedLoginResp(boot.lang, boot.loginResp);
  } catch {
    return false;
  }
  return true;
}
