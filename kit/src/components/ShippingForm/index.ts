export { ShippingForm, type ShippingDraft, type ShippingFormProps, type ShippingFormValues } from './ShippingForm';
