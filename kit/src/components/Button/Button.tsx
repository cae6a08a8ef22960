import type { MouseEvent, ReactNode, Ref } from 'react';
import * as styles from './Button.css';

export type ButtonProps = {
  /** `primary` for the form's main action, `secondary` beside it, `danger` to confirm a deletion. @default 'primary' */
  variant?: 'primary' | 'secondary' | 'danger';
  /** @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /**
   * The action is under way (e.g. the form is being sent): the button keeps its place and
   * focus but ignores presses, and says so with `aria-busy` and a spinner.
   * @default false
   */
  isPending?: boolean;
  /** @default false */
  isDisabled?: boolean;
  onPress?: () => void;
  children: ReactNode;
  className?: string;
  id?: string;
  form?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** For a button that shows and hides a part of the page (a disclosure). */
  'aria-expanded'?: boolean;
  /** The id of the part a disclosure button shows. */
  'aria-controls'?: string;
  /** The native button, e.g. to give it focus back after a dialog that did not open from it closes. */
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A native button: Enter, Space, pointer and touch all arrive as its click, with no press
 * library to download before the first page can react. While pending it stays focusable
 * (a `disabled` button would drop the keyboard user's focus) and a press or a form's Enter
 * does nothing.
 *
 * @selector [data-variant="primary|secondary|danger"]
 * @selector [data-pending] while the action is under way
 * @selector :focus-visible keyboard focus
 * @selector :hover pointer hover
 */
export function Button({
  variant = 'primary',
  type = 'button',
  isPending = false,
  isDisabled = false,
  onPress,
  children,
  className,
  ...rest
}: ButtonProps) {
  const base = styles.button[variant];
  return (
    <button
      {...rest}
      type={type}
      disabled={isDisabled || undefined}
      onClick={(event: MouseEvent) => {
        // A submit button's click is what submits the form (also on Enter in a field): cancel it.
        if (isPending) event.preventDefault();
        else onPress?.();
      }}
      className={className ? `${base} ${className}` : base}
      aria-busy={isPending || undefined}
      aria-disabled={isPending || undefined}
      data-variant={variant}
      data-pending={isPending || undefined}
    >
      {isPending ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
