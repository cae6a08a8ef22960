import type { ReactNode } from 'react';
import * as styles from './FormNotice.css';

export type FormNoticeProps = {
  /**
   * `success` after a form was accepted, `info` for something to know before filling it in,
   * `error` for a refusal. Success and info are polite (`role="status"`), errors interrupt
   * (`role="alert"`).
   * @default 'info'
   */
  tone?: 'success' | 'info' | 'error';
  /** A short bold first line. */
  title?: ReactNode;
  /** The message under the title (text or links). */
  children?: ReactNode;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
  /** The notice's id, so a form can point at it with `aria-describedby`. */
  id?: string;
};

/**
 * A message about a whole form (SPEC §8 "Confirmations": information saved, password
 * created, registration email sent). Keep it mounted and change its text for screen
 * readers to announce the change reliably.
 *
 * @selector [data-tone="success|info|error"]
 */
export function FormNotice({ tone = 'info', title, children, className, id }: FormNoticeProps) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={className ? `${styles.notice} ${className}` : styles.notice}
      data-tone={tone}
    >
      {title ? <p className={styles.title}>{title}</p> : null}
      {children ? <div className={styles.body}>{children}</div> : null}
    </div>
  );
}
