import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { Link } from '../Link';
import { DialogShell } from '../internal/DialogShell';

export type DraftSavedDialogProps = {
  /** Whether the dialog is shown: the app opens it once the draft is saved. */
  open: boolean;
  /** The name the draft was saved under. */
  name: string;
  /** Keep building: the Continue button, Escape, or a click outside. */
  onContinue: () => void;
  /** The saved builds page ("go to drafts"). */
  draftsHref: string;
  /**
   * Saved by a guest, in this browser: the dialog says it moves to their account once they
   * sign in (the drafts link then asks them to). @default false
   */
  isGuest?: boolean;
  /**
   * Where focus goes when the dialog closes. It opens as the save dialog closes, so what had
   * focus before it is gone and focus would fall to the page's start: give it the control the
   * shopper saved from (call `event.preventDefault()`, then focus it).
   */
  onCloseAutoFocus?: (event: Event) => void;
};

/** SPEC §4 "a success dialog offers continue or go to drafts". */
export function DraftSavedDialog({ open, name, onContinue, draftsHref, isGuest = false, onCloseAutoFocus }: DraftSavedDialogProps) {
  const intl = useIntl();
  return (
    <DialogShell
      name="draft-saved"
      open={open}
      onOpenChange={(next) => (next ? undefined : onContinue())}
      {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
      title={intl.formatMessage({ id: 'configurator.draftSaved.title' })}
      description={intl.formatMessage({ id: isGuest ? 'configurator.draftSaved.guestDescription' : 'configurator.draftSaved.description' }, { name })}
      actions={
        <>
          <Button variant="secondary" onPress={onContinue}>
            {intl.formatMessage({ id: 'configurator.draftSaved.continue' })}
          </Button>
          <Link href={draftsHref} variant="button">
            {intl.formatMessage({ id: 'configurator.draftSaved.goToDrafts' })}
          </Link>
        </>
      }
    />
  );
}
