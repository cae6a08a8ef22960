import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import { FullScreenLoader } from './FullScreenLoader';
import { useFullScreenLoader } from './useFullScreenLoader';
import { renderWithIntl } from '../../../test/render';

describe('FullScreenLoader', () => {
  it('announces loading while visible and empties its live region when hidden', () => {
    const { rerender } = renderWithIntl(<FullScreenLoader visible />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading the shop…');
    expect(status.getAttribute('data-state')).toBe('open');
    rerender(<FullScreenLoader visible={false} />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('status').getAttribute('data-state')).toBe('closed');
  });
});

describe('useFullScreenLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays visible for 500 ms even when the data is already in', () => {
    const { result } = renderHook(() => useFullScreenLoader(true));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('waits for the data however long it takes', () => {
    const { result, rerender } = renderHook(({ ready }) => useFullScreenLoader(ready), {
      initialProps: { ready: false },
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(true);
    rerender({ ready: true });
    expect(result.current).toBe(false);
  });
});
