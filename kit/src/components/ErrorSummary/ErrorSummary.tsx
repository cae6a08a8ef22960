import { useId, type MouseEvent, type Ref } from 'react';
import { useIntl } from '../../i18n';
import * as styles from './ErrorSummary.css';

/** One problem: `fieldId` is the id of the control to fix; without it the line is not a link. */
export type ErrorSummaryItem = { fieldId?: string; message: string };

export type ErrorSummaryProps = {
  /** The problems, in the order of the form's fields. */
  errors: readonly ErrorSummaryItem[];
  /** The summary's heading. @default the catalogue's "There is a problem" */
  title?: string;
  /** A message about the whole form, e.g. the server's reason for refusing it. */
  description?: string;
  /** Level of the heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /** The forms focus the summary through this after a failed submit. */
  ref?: Ref<HTMLDivElement>;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * The GOV.UK error summary: shown at the top of a form after a failed submit, focused
 * (tabIndex -1) so keyboard and screen reader users land on it, and announced (an inner
 * `role="alert"`). Each problem links to its field; following the link moves focus there.
 */
export function ErrorSummary({ errors, title, description, headingLevel = 2, ref, className }: ErrorSummaryProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;

  // The link's own jump would only scroll; move focus into the control too (and show its label).
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    const label = 'labels' in field ? (field as HTMLInputElement).labels?.[0] : undefined;
    (label ?? field).scrollIntoView?.({ block: 'start' });
    field.focus({ preventScroll: true });
  };

  return (
    <div ref={ref} tabIndex={-1} className={className ? `${styles.summary} ${className}` : styles.summary} aria-labelledby={titleId} role="group">
      <div role="alert">
        <Heading id={titleId} className={styles.title}>
          {title ?? intl.formatMessage({ id: 'errorSummary.title' })}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
        {errors.length > 0 ? (
          <ul className={styles.list}>
            {errors.map((error, index) => (
              <li key={`${error.fieldId ?? ''}-${index}`}>
                {error.fieldId ? (
                  <a href={`#${error.fieldId}`} className={styles.link} onClick={(event) => focusField(event, error.fieldId!)}>
                    {error.message}
                  </a>
                ) : (
                  error.message
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
