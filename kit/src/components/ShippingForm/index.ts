export { ShippingForm, type ShippingFormProps, type ShippingFormValues } from './ShippingForm';
