import { languages, type Language } from '#common/constants.ts';
import type { PlacedOrder } from '#common/contracts/cart-transaction.ts';

/** A trip of an order as the success page lists it: texts ready to show, and the price as quoted ('' where hidden). */
export type OrderedTrip = { datetime: string; from: string; to: string; price: string };

/**
 * What the page the payment provider sends the customer back to shows of the order: it opens after a full
 * redirect, so checkout keeps it next to `order`, for the order of `orderHash` only.
 */
export type OrderDetails = { orderHash: string; email: string; trips: OrderedTrip[] };

/**
 * What the SPA keeps in local storage (docs/reference/states.md#browser), each value as JSON under `<client>_<name>`.
 */
export type StoredValues = {
  lang: Language;
  client_lang: Language;
  trips: unknown[];
  storeUserInfo: boolean;
  person: Record<string, unknown>;
  order: PlacedOrder;
  orderDetails: OrderDetails;
};
export type StoredName = keyof StoredValues;

const isLanguage = (value: unknown): value is Language => languages.some((lang) => lang === value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The checks of `placedOrderSchema`, written out: this module comes with the first screen, and importing the schema
 * would bring zod into that bundle (docs/architecture.md#the-first-screen). storage.test.ts holds the two to the same
 * verdicts.
 */
function isPlacedOrder(value: unknown): value is PlacedOrder {
  if (!isRecord(value)) return false;
  const { klantNr, orderId, orderHash, ...rest } = value;
  return (
    Number.isSafeInteger(klantNr) &&
    Number.isSafeInteger(orderId) &&
    typeof orderHash === 'string' &&
    orderHash !== '' &&
    Object.keys(rest).length === 0
  );
}

const isOrderedTrip = (value: unknown): value is OrderedTrip =>
  isRecord(value) && ['datetime', 'from', 'to', 'price'].every((key) => typeof value[key] === 'string');

function isOrderDetails(value: unknown): value is OrderDetails {
  if (!isRecord(value)) return false;
  const { orderHash, email, trips } = value;
  return (
    typeof orderHash === 'string' && typeof email === 'string' && Array.isArray(trips) && trips.every(isOrderedTrip)
  );
}

// Stored values come from an earlier version of the app or another tab: check their shape before trusting them.
const guards: { [K in StoredName]: (value: unknown) => value is StoredValues[K] } = {
  lang: isLanguage,
  client_lang: isLanguage,
  trips: (value): value is unknown[] => Array.isArray(value),
  storeUserInfo: (value): value is boolean => typeof value === 'boolean',
  person: isRecord,
  order: isPlacedOrder,
  orderDetails: isOrderDetails,
};

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

function storageKey(name: StoredName): string {
  return `${client}_${name}`;
}

/** Called with the tenant id of each config reply; every stored value may change with it. */
export function setStorageClient(id: string): void {
  if (id === client) return;
  client = id;
  setItem(clientKey, id);
  notify();
}

/** The stored JSON text of a value: a stable snapshot for useSyncExternalStore. */
export function readStoredText(name: StoredName): string | null {
  return client ? getItem(storageKey(name)) : null;
}

export function parseStored<K extends StoredName>(name: K, text: string | null): StoredValues[K] | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return guards[name](value) ? value : null;
  } catch {
    return null;
  }
}

export function readStored<K extends StoredName>(name: K): StoredValues[K] | null {
  return parseStored(name, readStoredText(name));
}

/** Writes are dropped until the tenant is known: a value without its client prefix would leak between tenants. */
export function writeStored<K extends StoredName>(name: K, value: StoredValues[K]): void {
  if (!client) return;
  setItem(storageKey(name), JSON.stringify(value));
  notify();
}

export function removeStored(name: StoredName): void {
  if (!client) return;
  removeItem(storageKey(name));
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
