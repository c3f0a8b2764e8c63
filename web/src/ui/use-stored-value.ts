import { useMemo, useSyncExternalStore } from 'react';
import { parseStored, readStoredText, subscribeStored, type StoredValue } from './storage.ts';

/** A stored value that re-renders its component whenever it is written, here or in another tab. */
export function useStoredValue<T>(value: StoredValue<T>): T | null {
  const text = useSyncExternalStore(
    subscribeStored,
    () => readStoredText(value),
    () => null,
  );
  return useMemo(() => parseStored(value, text), [value, text]);
}
