export { OrderList, type OrderListProps, type OrderListOrder } from './OrderList';
