import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { createMemoryStorage } from './memoryStorage';
import { useTabDraft } from './useTabDraft';

type Draft = { line1: string };
const isDraft = (value: unknown): value is Draft => typeof (value as Draft | null)?.line1 === 'string';

describe('useTabDraft', () => {
  it('gives back after a reload what was saved, until it is cleared', () => {
    const storage = createMemoryStorage();
    const first = renderHook(() => useTabDraft('draft', isDraft, storage));
    expect(first.result.current.initial).toBeNull();
    first.result.current.save({ line1: '1 Whitehall' });
    first.unmount();

    const reloaded = renderHook(() => useTabDraft('draft', isDraft, storage));
    expect(reloaded.result.current.initial).toEqual({ line1: '1 Whitehall' });
    reloaded.result.current.clear();
    expect(storage.getItem('draft')).toBeNull();
  });

  it('drops what is not JSON or not of the expected shape', () => {
    const storage = createMemoryStorage({ broken: '{', other: JSON.stringify({ street: 'x' }) });
    expect(renderHook(() => useTabDraft('broken', isDraft, storage)).result.current.initial).toBeNull();
    expect(renderHook(() => useTabDraft('other', isDraft, storage)).result.current.initial).toBeNull();
  });

  it('keeps working in memory where storage refuses writes', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
      removeItem: () => undefined,
    };
    const { result } = renderHook(() => useTabDraft('draft', isDraft, refusing));
    expect(() => result.current.save({ line1: 'x' })).not.toThrow();
  });
});
