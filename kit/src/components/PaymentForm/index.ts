export { PaymentForm, type PaymentFormProps } from './PaymentForm';
