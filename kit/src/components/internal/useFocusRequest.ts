import { useCallback, useEffect, useRef } from 'react';

/**
 * Moves focus to an element by id once the render a user's step caused has committed — a
 * form that opens takes focus, a closed one gives it back to its button, a refusal or a
 * confirmation is focused so it is read — without a render of its own.
 */
export function useFocusRequest(): (id: string) => void {
  const target = useRef<string | null>(null);
  useEffect(() => {
    if (target.current === null) return;
    document.getElementById(target.current)?.focus();
    target.current = null;
  });
  return useCallback((id: string) => {
    target.current = id;
  }, []);
}
