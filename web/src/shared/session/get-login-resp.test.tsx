// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResp } from '#common/contracts/login-resp.ts';
import { scparsSchema } from '#common/wire/scpars.ts';
import '../../ui/i18n/i18n.ts';
import type { Language } from '../../ui/i18n/language.ts';
import type * as storeModule from './get-login-resp.ts';
import { sessionReply } from './test-session-reply.ts';

type Store = typeof storeModule;

/** A start reply as the server sends it: the settings under their wire codes. */
const onWire = (resp: LoginResp) => ({
  ...resp,
  loginResp: { ...resp.loginResp, scpars: scparsSchema.encode(resp.loginResp.scpars) },
});
const inDutch = { ...sessionReply('jo'), message: 'nl' };
const inEnglish = { ...sessionReply('jo'), message: 'en' };

type Answer = { resolve: (reply: LoginResp) => void; reject: (status: number) => void };
let answers: Answer[] = [];
let urls: string[] = [];
let store: Store;

beforeEach(async () => {
  localStorage.clear();
  answers = [];
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string) =>
        new Promise<Response>((resolve) => {
          urls.push(url);
          answers.push({
            resolve: (reply) => resolve(Response.json(onWire(reply))),
            reject: (status) => resolve(Response.json({ error: 'Server$down' }, { status })),
          });
        }),
    ),
  );
  // Each test starts without replies: the store lives in its module.
  vi.resetModules();
  store = await import('./get-login-resp.ts');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (lang: Language) =>
  renderHook(({ lang: current }) => store.useLoginRespIn(current), { initialProps: { lang } });

describe('the start reply', () => {
  it('takes over a reply handed over with the page without asking the server, tenant and all', () => {
    store.seedLoginResp('nl', onWire(inDutch));
    const { result } = render('nl');
    expect(result.current.data).toEqual(inDutch);
    expect(result.current.data?.loginResp.scpars.requiresLogin).toBe(true);
    expect(localStorage.getItem('client')).toBe('zakelijk');
    expect(urls).toEqual([]);
  });

  it('is fetched once for every screen that shows it, its settings read by name', async () => {
    const { result } = render('nl');
    const second = render('nl');
    expect(result.current).toMatchObject({ data: undefined, isFetching: true, isError: false });
    expect(urls).toEqual(['/api/login_resp.json?lang=nl']);
    await act(async () => answers[0]!.resolve(inDutch));
    expect(result.current.data).toEqual(inDutch);
    expect(second.result.current.data).toEqual(inDutch);
    expect(result.current.isFetching).toBe(false);
  });

  it('keeps showing the reply of before while a language switch fetches the new language', async () => {
    store.seedLoginResp('nl', onWire(inDutch));
    const { result, rerender } = render('nl');
    rerender({ lang: 'en' });
    expect(urls).toEqual(['/api/login_resp.json?lang=en']);
    expect(result.current).toMatchObject({ data: inDutch, isFetching: true });
    await act(async () => answers[0]!.resolve(inEnglish));
    expect(result.current).toMatchObject({ data: inEnglish, isFetching: false });
    // Back to Dutch: the Dutch reply is still current, nothing is asked again.
    rerender({ lang: 'nl' });
    expect(result.current.data).toEqual(inDutch);
    expect(urls).toHaveLength(1);
  });

  it('tries once more, then shows the error until a retry brings the reply', async () => {
    const { result } = render('nl');
    await act(async () => answers[0]!.reject(503));
    // The second attempt follows after a second; the screen still waits.
    expect(result.current.isError).toBe(false);
    await waitFor(() => expect(answers).toHaveLength(2), { timeout: 3000 });
    await act(async () => answers[1]!.reject(503));
    expect(result.current).toMatchObject({ data: undefined, isError: true, isFetching: false });
    expect(result.current.error).toMatchObject({ status: 503, message: 'Server$down' });

    let retried: Promise<void> | undefined;
    act(() => {
      retried = result.current.refetch();
    });
    // Retrying shows the spinner again, not the old error.
    expect(result.current).toMatchObject({ isError: false, isFetching: true });
    await act(async () => {
      answers[2]!.resolve(inDutch);
      await retried;
    });
    expect(result.current).toMatchObject({ data: inDutch, isError: false });
  });

  it("makes a login's reply the state, keeping the configuration it lacks, and forgets the other language", async () => {
    const config = { lang: { nl: {}, en: {} }, layouts: { trip: [], userinfo: [] }, logo: '/logo.svg' };
    const configured = { ...inDutch, config } as unknown as LoginResp;
    store.seedLoginResp('en', onWire(inEnglish));
    store.seedLoginResp('nl', onWire(configured));
    const { result, rerender } = render('nl');
    act(() => store.adoptSessionReply('nl', { ...sessionReply('anna'), config: undefined }));
    expect(result.current.data).toMatchObject({ username: 'anna', config: { logo: '/logo.svg' } });
    expect(urls).toEqual([]);
    rerender({ lang: 'en' });
    expect(urls).toEqual(['/api/login_resp.json?lang=en']);
    await act(async () => answers[0]!.resolve({ ...sessionReply('anna'), message: 'en' }));
    expect(result.current.data).toMatchObject({ username: 'anna', message: 'en' });
  });

  it('drops a fetch that a login overtook', async () => {
    const { result } = render('nl');
    act(() => store.adoptSessionReply('nl', sessionReply('anna')));
    await act(async () => answers[0]!.resolve(sessionReply('')));
    expect(result.current.data?.username).toBe('anna');
  });
});
