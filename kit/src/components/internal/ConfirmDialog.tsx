import type { ReactNode } from 'react';
import { Button } from '../Button';
import { DialogShell } from './DialogShell';

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
  /** `data-dialog` on the dialog, naming it for styles and tests. @default 'confirm' */
  name?: string;
};

/** A modal question with two answers, the safe one first: the kit's one dialog (`DialogShell`). */
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
  name = 'confirm',
}: ConfirmDialogProps) {
  return (
    <DialogShell
      name={name}
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={title}
      description={description}
      onCloseAutoFocus={onCloseAutoFocus}
      actions={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
