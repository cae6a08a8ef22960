import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { DialogShell } from '../internal/DialogShell';

export type ResetBuildDialogProps = {
  /** Whether the dialog is open. */
  open: boolean;
  /** Cancel: the Cancel button, Escape, or a click outside. Nothing changes. */
  onCancel: () => void;
  /** Empties the build. */
  onReset: () => void;
  /** Saves the build as a draft, then empties it (the app asks for the name). Without it, no "Save and reset". */
  onSaveAndReset?: () => void;
};

/**
 * SPEC §4 "Configurator can be reset with choice of cancel, reset, or save and reset": a
 * modal dialog whose safe choice, Cancel, comes first and takes focus.
 */
export function ResetBuildDialog({ open, onCancel, onReset, onSaveAndReset }: ResetBuildDialogProps) {
  const intl = useIntl();
  return (
    <DialogShell
      name="reset-build"
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={intl.formatMessage({ id: 'configurator.reset.title' })}
      description={intl.formatMessage({ id: onSaveAndReset ? 'configurator.reset.description' : 'configurator.reset.descriptionNoSave' })}
      actions={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {intl.formatMessage({ id: 'configurator.reset.cancel' })}
          </Button>
          {onSaveAndReset ? (
            <Button variant="secondary" onPress={onSaveAndReset}>
              {intl.formatMessage({ id: 'configurator.reset.saveAndReset' })}
            </Button>
          ) : null}
          <Button variant="danger" onPress={onReset}>
            {intl.formatMessage({ id: 'configurator.reset.confirm' })}
          </Button>
        </>
      }
    />
  );
}
