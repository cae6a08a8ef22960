import { Button } from '../Button';
import * as table from './adminTable.css';

export type TablePlaceholderProps = {
  state: 'loading' | 'empty' | 'error';
  /** What to say, in the reader's language. */
  message: string;
  /** Shown as "Try again" after a failure. */
  retryLabel: string;
  onRetry?: () => void;
  className?: string;
};

/**
 * What a back-office table shows instead of its rows: loading and "nothing found" said
 * politely, a failure said at once (`role="alert"`) with a way to try again.
 *
 * @selector [data-state="loading|empty|error"]
 */
export function TablePlaceholder({ state, message, retryLabel, onRetry, className }: TablePlaceholderProps) {
  return (
    <div className={className} data-state={state}>
      <p className={table.placeholder} role={state === 'error' ? 'alert' : 'status'}>
        {message}
        {state === 'error' && onRetry ? (
          <Button variant="secondary" onPress={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
      </p>
    </div>
  );
}
