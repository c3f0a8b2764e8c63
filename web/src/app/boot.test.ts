// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResp } from '#common/contracts/login-resp.ts';
import { scparsSchema } from '#common/wire/scpars.ts';
import { sessionReply } from '../shared/session/test-session-reply.ts';

/** The start reply as the server puts it in the page: the settings under their wire codes. */
const onWire = (resp: LoginResp) => ({
  ...resp,
  loginResp: { ...resp.loginResp, scpars: scparsSchema.encode(resp.loginResp.scpars) },
});

function pageWith(boot: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = '<div id="root"></div>';
  if (boot !== null) {
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = 'boot';
    element.textContent = boot;
    doc.body.append(element);
  }
  return doc;
}

// Each test starts the app's modules afresh: the texts, the language and the start replies are module state.
async function modules() {
  vi.resetModules();
  const boot = await import('./boot.ts');
  const i18n = await import('../ui/i18n/i18n.ts');
  const store = await import('../shared/session/get-login-resp.ts');
  return { ...boot, ...i18n, ...store };
}

const fetched: string[] = [];

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'lang=; path=/; max-age=0';
  fetched.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      fetched.push(url);
      return new Promise<Response>(() => {});
    }),
  );
});

describe('readBoot', () => {
  it('reads the language, its texts and the reply', async () => {
    const { readBoot } = await modules();
    const body = onWire(sessionReply('jo'));
    const boot = readBoot(
      pageWith(JSON.stringify({ lang: 'en', texts: { bookTrip: 'Book a trip' }, loginResp: body })),
    );
    expect(boot).toEqual({ lang: 'en', texts: { bookTrip: 'Book a trip' }, loginResp: body });
  });

  it('reads a text with </script> the server wrote as \\u003c', async () => {
    const { readBoot } = await modules();
    const json = JSON.stringify({ lang: 'nl', texts: { x: '</script>' }, loginResp: {} }).replace(/</g, '\\u003c');
    expect(readBoot(pageWith(json))?.texts).toEqual({ x: '</script>' });
  });

  it.each([
    ['no boot element', null],
    ['no JSON', '{"lang":'],
    ['an unknown language', JSON.stringify({ lang: 'de', texts: {}, loginResp: {} })],
    ['texts that are not texts', JSON.stringify({ lang: 'nl', texts: { a: 1 }, loginResp: {} })],
    ['no reply', JSON.stringify({ lang: 'nl', texts: {} })],
  ])('gives null for %s, so the app starts as without', async (_, boot) => {
    const { readBoot } = await modules();
    expect(readBoot(pageWith(boot))).toBeNull();
  });
});

describe('applyBoot', () => {
  it('speaks the language with its texts and holds the reply, without a request', async () => {
    const app = await modules();
    expect(
      app.applyBoot({ lang: 'en', texts: { bookTrip: 'Book a trip' }, loginResp: onWire(sessionReply('jo')) }),
    ).toBe(true);
    expect(app.currentLanguage()).toBe('en');
    expect(app.translate('bookTrip')).toBe('Book a trip');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('lang=en');
    expect(fetched).toEqual([]);
  });

  it("switches to the visitor's stored pick for this tenant, loading that language's texts", async () => {
    localStorage.setItem('zakelijk_lang', JSON.stringify('en'));
    const app = await modules();
    app.applyBoot({ lang: 'nl', texts: { bookTrip: 'Rit boeken' }, loginResp: onWire(sessionReply('jo')) });
    expect(app.requestedLanguage()).toBe('en');
    await vi.waitFor(() => expect(app.currentLanguage()).toBe('en'));
    expect(document.cookie).toContain('lang=en');
  });

  it('gives false for a reply that is none, so the app fetches its own', async () => {
    const app = await modules();
    expect(app.applyBoot({ lang: 'nl', texts: {}, loginResp: { not: 'a reply' } })).toBe(false);
  });
});
