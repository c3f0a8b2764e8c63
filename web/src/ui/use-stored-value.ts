import { useMemo, useSyncExternalStore } from 'react';
import { parseStored, readStoredText, subscribeStored, type StoredName, type StoredValues } from './storage.ts';

/** A stored value that re-renders its component whenever it is written, here or in another tab. */
export function useStoredValue<K extends StoredName>(name: K): StoredValues[K] | null {
  const text = useSyncExternalStore(
    subscribeStored,
    () => readStoredText(name),
    () => null,
  );
  return useMemo(() => parseStored(name, text), [name, text]);
}
