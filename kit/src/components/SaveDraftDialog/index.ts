export { SaveDraftDialog, type SaveDraftDialogProps } from './SaveDraftDialog';
