import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';

/**
 * For `<hidden>…</hidden>` in a catalogue message: words only screen readers need, such as
 * the product a button acts on ("Remove<hidden> Logitech K120</hidden>"), so the visible
 * label stays short and the accessible name starts with it (WCAG 2.5.3 label in name).
 */
export function hiddenChunks(chunks: ReactNode[]) {
  return (
    <VisuallyHidden elementType="span" key="hidden">
      {chunks}
    </VisuallyHidden>
  );
}
