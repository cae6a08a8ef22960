import { GUEST_CART_STORAGE_KEY, createGuestCart, parseGuestCart, serialiseGuestCart, type GuestCart } from '../../domain';
import type { SessionEventTarget, SessionStorageLike } from '../session/sessionStore';
import { createStorageSlot } from '../session/storageSlot';
import { randomId } from './randomId';

export type GuestCartStoreOptions = {
  /** @default window.localStorage, or memory where it is unavailable */
  storage?: SessionStorageLike;
  /** @default 'rigsmith.guest-cart.v1' */
  storageKey?: string;
  /** Where other tabs' `storage` events arrive; null ignores other tabs. @default window */
  eventTarget?: SessionEventTarget | null;
  /** New guest-cart ids. @default crypto.randomUUID */
  newId?: () => string;
};

/**
 * The guest cart in browser storage, framework-free (read by `CartProvider` with
 * `useSyncExternalStore`). Every change is written at once, and changes other tabs write
 * are followed, so two tabs of a guest show one cart. Storage that refuses a write (full,
 * blocked) keeps working from memory for the page's life: the shopper's lines are not lost
 * to an exception.
 */
export type GuestCartStore = {
  /** The stored cart, or null when there is none; the same object until it changes. */
  getSnapshot(): GuestCart | null;
  subscribe(listener: () => void): () => void;
  /** Applies a change (one of the domain's pure cart functions) and stores the result. */
  update(change: (cart: GuestCart) => GuestCart): void;
  /** Reads storage again (after a merge wrote it, or another tab did). */
  reload(): void;
  /** Removes the cart from storage (on sign-out, SPEC §4). */
  clear(): void;
  /** Storage access for the merge on sign-in (`mergeGuestCart`): read and write now, no caching. */
  load(): GuestCart | null;
  save(cart: GuestCart | null): void;
  newId(): string;
};

export function createGuestCartStore(options: GuestCartStoreOptions = {}): GuestCartStore {
  const key = options.storageKey ?? GUEST_CART_STORAGE_KEY;
  const newId = options.newId ?? randomId;
  const eventTarget = options.eventTarget !== undefined ? options.eventTarget : typeof window === 'undefined' ? null : window;
  const slot = createStorageSlot(key, options.storage);
  const listeners = new Set<() => void>();

  let snapshotRaw = slot.read();
  let snapshot = parseGuestCart(snapshotRaw);

  function refresh() {
    const raw = slot.read();
    if (raw === snapshotRaw) return;
    snapshotRaw = raw;
    snapshot = parseGuestCart(raw);
    for (const listener of [...listeners]) listener();
  }

  function save(cart: GuestCart | null) {
    slot.write(cart && cart.lines.length > 0 ? serialiseGuestCart(cart) : null);
    refresh();
  }

  function onStorage(event: Event) {
    const { key: changedKey } = event as StorageEvent;
    if (changedKey === null || changedKey === key) refresh();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && eventTarget) {
        eventTarget.addEventListener('storage', onStorage);
        refresh();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && eventTarget) eventTarget.removeEventListener('storage', onStorage);
      };
    },
    update(change) {
      // Re-read first: another tab may have written since this one last looked.
      const current = parseGuestCart(slot.read()) ?? createGuestCart(newId());
      save(change(current));
    },
    reload: refresh,
    clear: () => save(null),
    load: () => parseGuestCart(slot.read()),
    save,
    newId,
  };
}
