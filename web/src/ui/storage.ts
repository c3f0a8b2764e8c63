/**
 * A value the SPA keeps in local storage, as JSON under `<client>_<name>` (docs/reference/screens.md#layout). Each is
 * declared next to the code it belongs to (the cart, the person, the order, the language), with the check a value
 * read back must pass: it may come from an earlier version of the app or another tab.
 */
export type StoredValue<T> = { readonly name: string; readonly accepts: (value: unknown) => value is T };

/** A JSON object, as most stored values are: not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The tenant id of the last config reply, kept unprefixed so that the next start knows the prefix before the
 * server has answered.
 */
const clientKey = 'client';

// Local storage throws when the browser disables it (private modes, blocked cookies): the app then just forgets.
function getItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function setItem(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the value lives for this page only.
  }
}

function removeItem(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Disabled storage holds nothing to remove.
  }
}

/** The tenant the stored values belong to; '' before the first config reply on this browser. */
let client = getItem(clientKey) ?? '';
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function storageKey(value: StoredValue<unknown>): string {
  return `${client}_${value.name}`;
}

/** Called with the tenant id of each config reply; every stored value may change with it. */
export function setStorageClient(id: string): void {
  if (id === client) return;
  client = id;
  setItem(clientKey, id);
  notify();
}

/** The stored JSON text of a value: a stable snapshot for useSyncExternalStore. */
export function readStoredText(value: StoredValue<unknown>): string | null {
  return client ? getItem(storageKey(value)) : null;
}

/** The value of its stored text, or null when there is none or it fails the value's check. */
export function parseStored<T>(value: StoredValue<T>, text: string | null): T | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return value.accepts(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function readStored<T>(value: StoredValue<T>): T | null {
  return parseStored(value, readStoredText(value));
}

/** Writes are dropped until the tenant is known: a value without its client prefix would leak between tenants. */
export function writeStored<T>(value: StoredValue<T>, data: T): void {
  if (!client) return;
  setItem(storageKey(value), JSON.stringify(data));
  notify();
}

export function removeStored(value: StoredValue<unknown>): void {
  if (!client) return;
  removeItem(storageKey(value));
  notify();
}

/** Subscribes to changes made through these helpers and, through the storage event, in other tabs. */
export function subscribeStored(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * Drafts: what a customer typed into a form and has not sent yet, kept in session storage under
 * `<client>_draft_<form>` so that a reload, the browser's back button or a return from the payment provider brings
 * it back, in this tab only, and gone when the tab closes. A draft is the form's own business: its reader checks
 * the shape it gets back.
 */
export function readDraft(form: string): unknown {
  if (!client) return null;
  try {
    const text = sessionStorage.getItem(`${client}_draft_${form}`);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeDraft(form: string, value: unknown): void {
  if (!client) return;
  try {
    sessionStorage.setItem(`${client}_draft_${form}`, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the draft lives as long as the page.
  }
}

export function removeDraft(form: string): void {
  if (!client) return;
  try {
    sessionStorage.removeItem(`${client}_draft_${form}`);
  } catch {
    // Disabled storage holds no draft.
  }
}
