import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../Button';
import * as styles from './dialog.css';

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside. */
  onCancel: () => void;
  /** @default 'danger' */
  confirmVariant?: 'primary' | 'danger';
  /** Where focus goes when the dialog closes; by default back to what had it before. */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * A modal question with two answers (Radix Dialog: focus kept inside, Escape cancels),
 * portalled into the nearest themed root so a brand theme reaches it.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  confirmVariant = 'danger',
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  return (
    <>
      <span ref={anchor} hidden />
      <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
        <Dialog.Portal container={anchor.current?.closest<HTMLElement>('[data-rs-theme]') ?? undefined}>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.dialog} onCloseAutoFocus={onCloseAutoFocus}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Description className={styles.body}>{description}</Dialog.Description>
            <div className={styles.actions}>
              <Button variant="secondary" onPress={onCancel}>
                {cancelLabel}
              </Button>
              <Button variant={confirmVariant} onPress={onConfirm}>
                {confirmLabel}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
