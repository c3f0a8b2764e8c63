import { describe, expect, it } from 'vitest';
import { escapeHtml, parseTemplate, renderPage, scriptSafeJson } from './page-template.ts';
import { screenOf } from './page-frame.ts';

const built =
  '<!doctype html>\n<html lang="nl">\n<head><title>Taxi boeken</title><script type="module" src="/assets/index.js"></script></head>\n<body>\n<div id="root"></div>\n</body>\n</html>';

describe('the page template', () => {
  it('puts the language, the title, the frame and the boot element in their places and leaves the rest as built', () => {
    const page = renderPage(parseTemplate(built), {
      lang: 'en',
      title: 'Book a trip – A & B',
      frame: '<main>frame</main>',
      boot: '<script type="application/json" id="boot">{}</script>',
    });
    expect(page).toBe(
      '<!doctype html>\n<html lang="en">\n<head><title>Book a trip – A &amp; B</title><script type="module" src="/assets/index.js"></script></head>\n<body>\n<div id="root"><main>frame</main></div><script type="application/json" id="boot">{}</script>\n</body>\n</html>',
    );
  });

  it('refuses a build without the places it fills, at start', () => {
    expect(() => parseTemplate(built.replace('<div id="root"></div>', ''))).toThrow(/root/);
    expect(() => parseTemplate(built.replace(/<title>.*<\/title>/, ''))).toThrow(/title/);
    expect(() => parseTemplate(built.replace(' lang="nl"', ''))).toThrow(/lang/);
  });

  it('escapes text for HTML content and attributes', () => {
    expect(escapeHtml(`<b title="x">'&'</b>`)).toBe('&lt;b title=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;');
  });

  it('writes JSON that no value can end the script element with, and that reads back the same', () => {
    const value = { text: '</script><script>alert(1)</script><!-- \u2028\u2029' };
    const safe = scriptSafeJson(JSON.stringify(value));
    expect(safe).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(safe)).toEqual(value);
  });
});

describe('the screen of a path', () => {
  it.each([
    ['/', { kind: 'trip' }],
    ['/trip/new', { kind: 'trip' }],
    ['/no/such/page', { kind: 'trip' }],
    ['/cart', { kind: 'page', titleKey: 'cart' }],
    ['/faq/', { kind: 'page', titleKey: 'faq' }],
    ['/checkout', { kind: 'bare' }],
    ['/manage/abc', { kind: 'bare' }],
    ['/driver', { kind: 'bare' }],
    ['/driver/sign-in', { kind: 'bare' }],
    ['/admin', { kind: 'desk', titleKey: 'deskBoard' }],
    ['/admin/login', { kind: 'desk', titleKey: 'deskLoginTitle' }],
    ['/admin/trips/7', { kind: 'desk', titleKey: null }],
  ])('%s', (path, screen) => {
    expect(screenOf(path)).toEqual(screen);
  });
});
