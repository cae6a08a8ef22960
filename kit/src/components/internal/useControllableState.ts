import { useCallback, useState } from 'react';

/**
 * Radix-style `value` / `defaultValue` / `onValueChange` for one piece of state: the
 * component owns it until the app passes `value`, then the app does.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange: ((next: T) => void) | undefined): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolled;
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setUncontrolled(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, setValue];
}
