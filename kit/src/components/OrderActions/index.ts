export { OrderActions, type OrderActionsProps } from './OrderActions';
