export { DraftSavedDialog, type DraftSavedDialogProps } from './DraftSavedDialog';
