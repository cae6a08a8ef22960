import { createContext, createElement, useContext, type ReactNode } from 'react';
import { CUSTOMISER_STORAGE_KEY, parseStoredCustomiser, serialiseStoredCustomiser, type StoredCustomiser } from '../../domain';
import type { SessionStorageLike, SessionLockManager } from '../session/sessionStore';
import { createStorageSlot } from '../session/storageSlot';

export type CustomiserStoreOptions = {
  /** @default window.localStorage, or memory where it is unavailable */
  storage?: SessionStorageLike;
  /** @default 'rigsmith.customiser' */
  storageKey?: string;
  /** Serialises the guest draft's move across tabs; null moves without a lock. @default navigator.locks when available */
  locks?: SessionLockManager | null;
};

/**
 * The customiser's build in browser storage, framework-free: the shopper's work
 * survives a reload, and a guest's saved draft waits here for sign-in. Read by React with
 * `useSyncExternalStore`; a value that is not a build reads as nothing (never throws).
 */
export type CustomiserStore = {
  /** The stored build, or null; the same object until it changes. */
  getSnapshot(): StoredCustomiser | null;
  subscribe(listener: () => void): () => void;
  save(value: StoredCustomiser): void;
  clear(): void;
  /**
   * Runs `task` with the store to itself across tabs (Web Locks, lock
   * `rigsmith-customiser`), re-reading storage first: what the guest-draft move needs so
   * that two tabs signing in at once move the draft once.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
};

/** The Web Lock the guest-draft move takes. */
export const CUSTOMISER_LOCK = 'rigsmith-customiser';

export function createCustomiserStore(options: CustomiserStoreOptions = {}): CustomiserStore {
  const key = options.storageKey ?? CUSTOMISER_STORAGE_KEY;
  const slot = createStorageSlot(key, options.storage);
  const locks =
    options.locks !== undefined
      ? options.locks
      : typeof navigator !== 'undefined' && navigator.locks
        ? (navigator.locks as unknown as SessionLockManager)
        : null;
  const listeners = new Set<() => void>();
  let raw: string | null = null;
  let snapshot: StoredCustomiser | null = null;

  function read() {
    const next = slot.read();
    if (next === raw) return false;
    raw = next;
    snapshot = parseStoredCustomiser(raw);
    return true;
  }

  function write(next: string | null) {
    slot.write(next);
    raw = next;
    snapshot = parseStoredCustomiser(next);
    for (const listener of [...listeners]) listener();
  }

  read();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    save(value) {
      const next = serialiseStoredCustomiser(value);
      if (next !== raw) write(next);
    },
    clear() {
      if (raw !== null) write(null);
    },
    async exclusive(task) {
      const run = async () => {
        if (read()) for (const listener of [...listeners]) listener();
        return task();
      };
      if (!locks) return run();
      let result: Awaited<ReturnType<typeof task>>;
      await locks.request(CUSTOMISER_LOCK, async () => {
        result = await run();
        return true;
      });
      return result!;
    },
  };
}

const CustomiserStoreContext = /* @__PURE__ */ createContext<CustomiserStore | null>(null);
let defaultStore: CustomiserStore | null = null;

export type CustomiserStoreProviderProps = { store: CustomiserStore; children: ReactNode };

/** Gives the configurator hooks a store of your own (stories, tests, another storage key). */
export function CustomiserStoreProvider({ store, children }: CustomiserStoreProviderProps) {
  return createElement(CustomiserStoreContext.Provider, { value: store }, children);
}

/** The nearest provider's store, else one store over `localStorage` shared by the page. */
export function useCustomiserStore(): CustomiserStore {
  const provided = useContext(CustomiserStoreContext);
  if (provided) return provided;
  defaultStore ??= createCustomiserStore();
  return defaultStore;
}
