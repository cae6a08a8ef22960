import { useEffect, useState } from 'react';
import { LOADER_MIN_VISIBLE_MS } from '../../domain';

/**
 * Whether the full-screen loader shows: until `ready` (the start-up data is in)
 * and `minVisibleMs` (about 500 ms, SPEC §2, §9) have passed since mount.
 */
export function useFullScreenLoader(ready: boolean, minVisibleMs: number = LOADER_MIN_VISIBLE_MS): boolean {
  const [minTimeUp, setMinTimeUp] = useState(minVisibleMs <= 0);
  useEffect(() => {
    if (minVisibleMs <= 0) return;
    const timer = setTimeout(() => setMinTimeUp(true), minVisibleMs);
    return () => clearTimeout(timer);
  }, [minVisibleMs]);
  return !(ready && minTimeUp);
}
