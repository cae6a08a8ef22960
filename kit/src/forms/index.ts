// Headless forms: the behaviour of the kit's forms (values, the shared schemas' checks,
// localised errors, the error summary and its focus) as hooks with prop getters, for a brand
// that renders its own markup. The kit's styled forms are built on these same hooks.
export {
  useForm,
  focusField,
  formatFieldMessage,
  type UseFormOptions,
  type HeadlessForm,
  type FormValues,
  type FormErrorItem,
  type FormSummary,
  type FormServerError,
} from './useForm';
export { useLoginForm, type UseLoginFormOptions, type LoginFormValues, type FormSubmitOptions } from './useLoginForm';
export { useRegisterForm, type UseRegisterFormOptions, type RegisterFormValues } from './useRegisterForm';
export { useAddressForm, type UseAddressFormOptions, type AddressDraft } from './useAddressForm';
export {
  usePlaceSearch,
  placeKey,
  PLACE_SEARCH_DELAY,
  PLACE_SEARCH_MIN_LENGTH,
  type UsePlaceSearchOptions,
  type PlaceSearchStatus,
} from './usePlaceSearch';
export { usePaymentForm, type UsePaymentFormOptions } from './usePaymentForm';
export { useShippingForm, type UseShippingFormOptions, type ShippingDraft, type ShippingFormValues } from './useShippingForm';
