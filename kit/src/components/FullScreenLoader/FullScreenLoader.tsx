import { useIntl } from '../../i18n';
import * as styles from './FullScreenLoader.css';

export type FullScreenLoaderProps = {
  /** Whether the loader covers the page. Decide it with `useFullScreenLoader`. */
  visible: boolean;
  /** Overrides the announced text. @default the catalogue's "loader.label" */
  label?: string;
};

/**
 * SPEC §2's full-screen loader. It stays in the DOM when hidden so the live region
 * exists before it changes, and screen readers hear when loading starts.
 *
 * @selector [data-state="open"|"closed"]
 */
export function FullScreenLoader({ visible, label }: FullScreenLoaderProps) {
  const intl = useIntl();
  return (
    <div className={styles.overlay} data-state={visible ? 'open' : 'closed'} role="status" aria-live="polite">
      {visible ? (
        <>
          <div className={styles.spinner} aria-hidden="true" />
          <span>{label ?? intl.formatMessage({ id: 'loader.label' })}</span>
        </>
      ) : null}
    </div>
  );
}
