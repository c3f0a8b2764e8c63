// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './cookies.ts';

describe('cookies', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    for (const name of ['seen', 'a b', 'other']) writeCookie(name, '', -1);
  });

  it('writes a cookie that reads back by name', () => {
    writeCookie('seen', 'yes', 30);
    writeCookie('other', 'x=y;z', 1);

    expect(readCookie('seen')).toBe('yes');
    expect(readCookie('other')).toBe('x=y;z');
    expect(readCookie('a b')).toBeNull();
  });

  it('sets the expiry the given number of days ahead, for the whole site', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 0, 1));

    writeCookie('a b', 'v', 2);

    expect(set).toHaveBeenCalledWith('a%20b=v; expires=Sat, 03 Jan 2026 00:00:00 GMT; path=/; SameSite=Lax');
  });

  it('removes a cookie by writing it with an expiry in the past', () => {
    writeCookie('seen', 'yes', 1);
    writeCookie('seen', '', -1);

    expect(readCookie('seen')).toBeNull();
  });
});
