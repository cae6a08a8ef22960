import type { ReactNode } from 'react';
import { VisuallyHidden } from '@rigsmith/kit';

/** For `<hidden>…</hidden>` in a message: words only screen readers need (the product a button acts on). */
export function hiddenChunks(chunks: ReactNode[]) {
  return (
    <VisuallyHidden elementType="span" key="hidden">
      {chunks}
    </VisuallyHidden>
  );
}
