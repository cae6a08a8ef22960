export { OrderDetails, type OrderDetailsProps, type OrderDetailsTab } from './OrderDetails';
