import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './account.css';

/**
 * What replaces a form once it has done its job (registration sent, password created).
 * It takes focus, since the button the shopper pressed is gone: a screen reader reads the
 * outcome and the keyboard carries on from here.
 */
export function SuccessPanel({ message, children }: { message: string; children?: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className={styles.stack}>
      <p ref={ref} tabIndex={-1} role="status" className={styles.notice} data-tone="success">
        {message}
      </p>
      {children}
    </div>
  );
}
