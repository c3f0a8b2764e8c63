import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../ui/i18n/i18n.ts';
import type { LoginResp } from '#common/contracts/login-resp.ts';
import { readLoginResp } from '#common/wire/read-login-resp.ts';
import { toLanguage, type Language } from '../../ui/i18n/language.ts';
import { adoptTenant } from './tenant.ts';
import { mergeSessionReply } from './session-reply.ts';
import { getJson } from '../api/api-client.ts';

/** `GET /api/login_resp.json` (docs/reference/api.md#start-call): the session and the tenant's configuration. */
export async function getLoginResp(lang: Language, signal?: AbortSignal): Promise<LoginResp> {
  return readLoginResp(await getJson(`/api/login_resp.json?lang=${lang}`, signal));
}

/*
 * The start reply of each language, kept here rather than in TanStack Query, which the first screen does without
 * (docs/decisions/026-first-load-budget.md). A reply counts as current for a minute; a screen that mounts later, or
 * the tab coming back into view, fetches a stale one again in the background while it keeps showing.
 */
const staleMs = 60_000;
/** A failed fetch is tried once more after this long before the screen shows the error. */
const retryDelayMs = 1000;

type Entry = {
  readonly data?: LoginResp;
  readonly error?: unknown;
  /** When `data` arrived; 0 once a change of session made it stale. */
  readonly at: number;
  /** The fetch under way; a reply adopted meanwhile replaces the entry, and the fetch's answer is then dropped. */
  readonly loading?: Promise<void>;
};

const entries = new Map<Language, Entry>();
/** The last reply of any language: what a language switch keeps showing until the new language's reply is in. */
let latest: LoginResp | undefined;
const listeners = new Set<() => void>();

function put(lang: Language, entry: Entry): void {
  entries.set(lang, entry);
  if (entry.data) latest = entry.data;
  for (const listener of listeners) listener();
}

/** Before any component sees the reply, so that they read the tenant's storage and texts right away. */
function settle(lang: Language, resp: LoginResp): void {
  adoptTenant(resp);
  put(lang, { data: resp, at: Date.now() });
}

async function fetchWithRetry(lang: Language): Promise<LoginResp> {
  try {
    return await getLoginResp(lang);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    return getLoginResp(lang);
  }
}

/** Fetches the language's reply, or joins the fetch under way; the promise settles once the store holds the outcome. */
function load(lang: Language): Promise<void> {
  const current = entries.get(lang);
  if (current?.loading) return current.loading;
  const loading = fetchWithRetry(lang).then(
    (resp) => {
      if (entries.get(lang)?.loading === loading) settle(lang, resp);
    },
    (error: unknown) => {
      const entry = entries.get(lang);
      if (entry?.loading === loading) put(lang, { data: entry.data, error, at: entry.at });
    },
  );
  // Without a reply to show, a new attempt shows the spinner again rather than the last error.
  put(lang, { data: current?.data, error: current?.data ? current.error : undefined, at: current?.at ?? 0, loading });
  return loading;
}

function loadIfStale(lang: Language): void {
  const entry = entries.get(lang);
  if (!entry || (!entry.loading && entry.data && Date.now() - entry.at >= staleMs)) void load(lang);
}

/**
 * Takes over the start reply the server handed over with the page (its JSON as `login_resp.json` sends it), exactly
 * as a fetched reply: the tenant is adopted and no request goes out for that language.
 */
export function seedLoginResp(lang: Language, body: unknown): void {
  settle(lang, readLoginResp(body));
}

/**
 * Makes a reply shaped like `GET login_resp.json` the app's state (docs/reference/states.md#browser), merged with
 * the current one where it carries no configuration. The other languages' replies hold the old session, so they go.
 */
export function adoptSessionReply(lang: Language, reply: LoginResp): void {
  const merged = mergeSessionReply(entries.get(lang)?.data, reply);
  for (const other of [...entries.keys()]) if (other !== lang) entries.delete(other);
  settle(lang, merged);
}

/** Fetches the language's reply again (after a booking); the other languages' replies fetch when next shown. */
export function refreshLoginResp(lang: Language): Promise<void> {
  for (const [other, entry] of entries) if (other !== lang) entries.set(other, { ...entry, at: 0 });
  const entry = entries.get(lang);
  if (entry?.loading) return entry.loading.then(() => load(lang));
  return load(lang);
}

/** The last reply the store holds, of any language, without a fetch: what the app goes by before its first render. */
export function currentLoginResp(): LoginResp | undefined {
  return latest;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type LoginRespState = {
  /** The reply, or while another language's reply loads, the one of before. */
  data: LoginResp | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<void>;
};

/** The start reply in the current language, fetched when there is none yet or it went stale. */
export function useLoginResp(): LoginRespState {
  const { i18n } = useTranslation();
  return useLoginRespIn(toLanguage(i18n.language));
}

/** The start reply in that language; a switch keeps showing the reply of before until the new one is in. */
export function useLoginRespIn(lang: Language): LoginRespState {
  // The same snapshot for a server render or hydration: whatever `seedLoginResp` put there.
  const snapshot = () => entries.get(lang);
  const entry = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    loadIfStale(lang);
    const onShow = () => {
      if (document.visibilityState === 'visible') loadIfStale(lang);
    };
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, [lang]);
  const failed = entry?.error !== undefined && !entry.loading;
  return {
    data: entry?.data ?? (failed ? undefined : latest),
    isError: failed,
    error: failed ? entry.error : null,
    isFetching: entry?.loading !== undefined,
    refetch: () => load(lang),
  };
}
