/**
 * A phone's name as the desk lists it, from its browser's user agent: "Chrome on Android", "Safari on iPhone". Only
 * the browser and the system are kept, no version: enough for the driver and the desk to tell their phones apart.
 */
export function deviceName(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const system = /iPhone/.test(agent)
    ? 'iPhone'
    : /iPad/.test(agent)
      ? 'iPad'
      : /Android/.test(agent)
        ? 'Android'
        : /Windows/.test(agent)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(agent)
            ? 'macOS'
            : /Linux/.test(agent)
              ? 'Linux'
              : '';
  const browser = /EdgA?\//.test(agent)
    ? 'Edge'
    : /SamsungBrowser\//.test(agent)
      ? 'Samsung Internet'
      : /Firefox\/|FxiOS\//.test(agent)
        ? 'Firefox'
        : /Chrome\/|CriOS\/|Chromium\//.test(agent)
          ? 'Chrome'
          : /Safari\//.test(agent)
            ? 'Safari'
            : '';
  if (browser && system) return `${browser} on ${system}`;
  return browser || system || 'Browser';
}
