import type { Language } from '#common/constants.ts';

/*
 * The files of the `documents` section (docs/reference/api.md#admin-settings): a logo (SVG or PNG) and the legal
 * documents (PDF or HTML) per language, sent in base64 with the save and served from the tenant's own address.
 */

/** The most base64 a file may carry (`settingsFileSchema`): 2 MiB of text, about 1.5 MB of file. */
export const maxBase64Length = 2 * 1024 * 1024;

export type DocumentKind = 'terms' | 'privacy';

/** The extension of a picked file among those offered, or null. */
export function extensionOf(name: string, offered: readonly string[]): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension !== undefined && offered.includes(extension) ? extension : null;
}

/** The stored name of a new logo: the current one's when the type is the same, so it replaces it. */
export function logoName(current: string, extension: string): string {
  return current.endsWith(`.${extension}`) ? current : `logo.${extension}`;
}

/** The stored name of a legal document in a language: `terms-nl.pdf`. */
export const documentName = (kind: DocumentKind, language: Language, extension: string) =>
  `${kind}-${language}.${extension}`;

/** The address the tenant serves a stored file at. */
export const tenantFileUrl = (name: string) => `/api/tenant/${name}`;
