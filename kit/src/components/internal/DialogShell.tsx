import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import * as styles from './dialogShell.css';

export type DialogShellProps = {
  open: boolean;
  /** Called with false on Escape or a click outside: the dialog's cancel. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons, in reading order (the safe choice first). */
  actions: ReactNode;
  /** Where focus goes when the dialog closes; by default back to what opened it. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Focus this element when the dialog opens (by default its first focusable element). */
  onOpenAutoFocus?: (event: Event) => void;
  /** `data-dialog` on the content, naming the dialog for styles and tests. */
  name: string;
  /** A line above the title, such as who is asking (the bank of a payment challenge). */
  eyebrow?: ReactNode;
  /** An answer is being sent: `aria-busy` on the dialog. @default false */
  busy?: boolean;
  /**
   * `centre` for a question; `sheet` for a panel of controls rising from the bottom of the
   * screen, whose body scrolls under its actions (`data-placement` on the content).
   * @default 'centre'
   */
  placement?: 'centre' | 'sheet';
};

/**
 * The kit's one modal dialog, which every dialog is built on: Radix Dialog (focus kept inside,
 * Escape cancels, focus returns to the opener), a title and description that name and
 * describe it, rendered inside the nearest `[data-rs-theme]` so a brand theme reaches it.
 */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  onCloseAutoFocus,
  onOpenAutoFocus,
  name,
  eyebrow,
  busy = false,
  placement = 'centre',
}: DialogShellProps) {
  const anchorRef = useRef<HTMLSpanElement>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    setContainer(anchorRef.current?.closest<HTMLElement>('[data-rs-theme]') ?? null);
  }, []);
  return (
    <>
      <span ref={anchorRef} className={styles.anchor} />
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Portal container={container ?? undefined}>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.content}
            data-dialog={name}
            data-placement={placement}
            aria-busy={busy || undefined}
            onCloseAutoFocus={onCloseAutoFocus}
            onOpenAutoFocus={onOpenAutoFocus}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
            {children ? <div className={placement === 'sheet' ? `${styles.body} ${styles.sheetBody}` : styles.body}>{children}</div> : null}
            <div className={styles.actions}>{actions}</div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
