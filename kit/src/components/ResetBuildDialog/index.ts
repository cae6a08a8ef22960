export { ResetBuildDialog, type ResetBuildDialogProps } from './ResetBuildDialog';
