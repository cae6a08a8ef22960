import { useCallback, useState } from 'react';
import { createMemoryStorage } from './memoryStorage';
import type { SessionStorageLike } from './sessionStore';
import { createStorageSlot, type StorageSlot } from './storageSlot';

/** The tab's sessionStorage, or memory where it is missing or blocked. */
function tabStorage(): SessionStorageLike {
  try {
    if (typeof globalThis.sessionStorage !== 'undefined' && globalThis.sessionStorage !== null) return globalThis.sessionStorage;
  } catch {
    // Reading `sessionStorage` itself throws where storage is blocked.
  }
  return createMemoryStorage();
}

export type TabDraft<T> = {
  /** What was kept when the page loaded (null when nothing, or it could not be read back). */
  initial: T | null;
  /** Keeps `value` for the tab's life (a reload keeps it; another tab does not see it). */
  save: (value: T) => void;
  /** Forgets it (e.g. once the order is placed). */
  clear: () => void;
};

/**
 * A half-filled form kept in the tab's sessionStorage under `key`, so a reload loses
 * nothing typed (the shipping step's address). `isValid` checks what is read back: a value
 * of another shape (an older version's) is dropped rather than trusted.
 */
export function useTabDraft<T>(key: string, isValid: (value: unknown) => value is T, storage?: SessionStorageLike): TabDraft<T> {
  const [slot] = useState<StorageSlot>(() => createStorageSlot(key, storage ?? tabStorage()));
  const [initial] = useState<T | null>(() => {
    const raw = slot.read();
    if (raw === null) return null;
    try {
      const value: unknown = JSON.parse(raw);
      return isValid(value) ? value : null;
    } catch {
      return null;
    }
  });
  const save = useCallback((value: T) => slot.write(JSON.stringify(value)), [slot]);
  const clear = useCallback(() => slot.write(null), [slot]);
  return { initial, save, clear };
}
