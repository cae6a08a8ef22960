import { useId, useRef, useState } from 'react';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import * as fields from '../internal/fields.css';
import * as styles from './ShareBuildLink.css';

export type ShareBuildLinkProps = {
  /** The build's link (the customiser with `?build=`), absolute. */
  url: string;
  /** Called after the link was copied. */
  onCopied?: () => void;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * "Share this build": the link in a read-only field and a Copy button. The
 * result is said in a polite live region: copied, or, where the browser refuses the
 * clipboard, the link is selected for the shopper to copy themselves.
 */
export function ShareBuildLink({ url, onCopied, className }: ShareBuildLinkProps) {
  const intl = useIntl();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(intl.formatMessage({ id: 'configurator.share.copied' }));
      onCopied?.();
    } catch {
      inputRef.current?.focus();
      inputRef.current?.select();
      setStatus(intl.formatMessage({ id: 'configurator.share.copyYourself' }));
    }
  };

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <label htmlFor={inputId} className={fields.label}>
        {intl.formatMessage({ id: 'configurator.share.label' })}
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={inputId}
          className={`${fields.input} ${styles.input}`}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onPress={() => void copy()}>
          {intl.formatMessage({ id: 'configurator.share.copy' })}
        </Button>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
