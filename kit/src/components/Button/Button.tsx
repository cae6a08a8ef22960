import type { MouseEvent, ReactNode, Ref } from 'react';
import * as styles from './Button.css';

export type ButtonProps = {
  /** `primary` for the form's main action, `secondary` beside it, `danger` to confirm a deletion. @default 'primary' */
  variant?: 'primary' | 'secondary' | 'danger';
  /** The HTML button type: `submit` sends the form it sits in (or the one `form` names). @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /**
   * The action is under way (e.g. the form is being sent): the button keeps its place and
   * focus but ignores presses, and says so with `aria-busy` and a spinner.
   * @default false
   */
  isPending?: boolean;
  /** Native `disabled`: the button cannot be pressed or focused. Prefer `isPending` while an action runs, which keeps focus. @default false */
  isDisabled?: boolean;
  /** Pressed by pointer, touch, Enter or Space (the native click); not called while pending. */
  onPress?: () => void;
  /** The button's text (and any icon): it names the action. */
  children: ReactNode;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
  /** The button's id, e.g. for a label or description elsewhere that points at it. */
  id?: string;
  /** The id of the form to submit when the button sits outside it (a dialog's footer). */
  form?: string;
  /** The accessible name, when the visible text is not enough (an icon-only button). */
  'aria-label'?: string;
  /** Id(s) of text that describes the button further, read after its name. */
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
