export { BuildAddedToCartDialog, type BuildAddedToCartDialogProps } from './BuildAddedToCartDialog';
