import { createMemoryStorage } from './memoryStorage';
import type { SessionStorageLike } from './sessionStore';

/**
 * One key of browser storage that never throws. Storage that refuses a read or a write
 * (full, blocked, revoked mid-session) is swapped for memory holding what was last read
 * or written, so the page keeps its session, cart or build for its life: nothing the
 * shopper did is lost to an exception.
 */
export type StorageSlot = {
  /** The stored text, or null when there is none. */
  read(): string | null;
  /** Stores `raw`, or removes the key for null. */
  write(raw: string | null): void;
};

/** `localStorage`, or memory where it is missing or reading it throws (some private modes). */
export function defaultStorage(): SessionStorageLike {
  try {
    if (typeof globalThis.localStorage !== 'undefined' && globalThis.localStorage !== null) return globalThis.localStorage;
  } catch {
    // Reading `localStorage` itself throws where storage is blocked: fall through to memory.
  }
  return createMemoryStorage();
}

export function createStorageSlot(key: string, storage: SessionStorageLike = defaultStorage()): StorageSlot {
  let lastRaw: string | null = null;
  const fallBackToMemory = () => {
    storage = createMemoryStorage(lastRaw === null ? {} : { [key]: lastRaw });
  };
  return {
    read() {
      try {
        lastRaw = storage.getItem(key);
      } catch {
        fallBackToMemory();
      }
      return lastRaw;
    },
    write(raw) {
      lastRaw = raw;
      try {
        if (raw === null) storage.removeItem(key);
        else storage.setItem(key, raw);
      } catch {
        fallBackToMemory();
      }
    },
  };
}
