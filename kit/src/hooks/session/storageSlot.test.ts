import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memoryStorage';
import type { SessionStorageLike } from './sessionStore';
import { createStorageSlot } from './storageSlot';

/** A storage that works until `fail()`, then refuses every read and write. */
function breakableStorage() {
  const backing = createMemoryStorage();
  let broken = false;
  const refuse = () => {
    throw new DOMException('refused', 'QuotaExceededError');
  };
  const storage: SessionStorageLike = {
    getItem: (key) => (broken ? refuse() : backing.getItem(key)),
    setItem: (key, value) => (broken ? refuse() : backing.setItem(key, value)),
    removeItem: (key) => (broken ? refuse() : backing.removeItem(key)),
  };
  return { storage, backing, fail: () => void (broken = true) };
}

describe('createStorageSlot', () => {
  it('reads and writes its key, and removes it for null', () => {
    const storage = createMemoryStorage({ other: 'kept' });
    const slot = createStorageSlot('cart', storage);
    expect(slot.read()).toBeNull();
    slot.write('{"lines":[]}');
    expect(storage.getItem('cart')).toBe('{"lines":[]}');
    expect(slot.read()).toBe('{"lines":[]}');
    slot.write(null);
    expect(storage.getItem('cart')).toBeNull();
    expect(storage.getItem('other')).toBe('kept');
  });

  it('follows what another tab wrote to the same storage', () => {
    const storage = createMemoryStorage();
    const slot = createStorageSlot('cart', storage);
    storage.setItem('cart', 'from another tab');
    expect(slot.read()).toBe('from another tab');
  });

  it('keeps the last value read when storage starts refusing reads', () => {
    const { storage, fail } = breakableStorage();
    const slot = createStorageSlot('session', storage);
    slot.write('signed in');
    fail();
    expect(slot.read()).toBe('signed in');
  });

  it('keeps a write storage refused, in memory, for later reads', () => {
    const { storage, backing, fail } = breakableStorage();
    const slot = createStorageSlot('build', storage);
    fail();
    expect(() => slot.write('my build')).not.toThrow();
    expect(slot.read()).toBe('my build');
    expect(backing.getItem('build')).toBeNull();
    slot.write(null);
    expect(slot.read()).toBeNull();
  });
});
