const dayMs = 24 * 60 * 60 * 1000;

/** Writes a cookie for the whole site that expires after `days` days (docs/reference/states.md#browser). */
export function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * dayMs).toUTCString();
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}

/** The value of a cookie, or null when the browser has none by that name. */
export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) return decodeURIComponent(cookie.slice(prefix.length));
  }
  return null;
}
