import { useCallback, useSyncExternalStore } from 'react';
import { phoneMedia } from '@rigsmith/kit/theme';

/**
 * Whether a CSS media query matches now, following it as the window changes. On the server,
 * and while hydrating, it answers `false`, as the server's HTML was drawn.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Whether the screen is phone-sized: the kit's phone breakpoint (`phoneMedia`), the width at
 * which its own parts change (the cart summary collapses, the listing's filters become a sheet).
 */
export function useIsPhone(): boolean {
  return useMediaQuery(phoneMedia);
}
