export { AddressForm, type AddressDraft, type AddressFormProps, type AddressFormValues } from './AddressForm';
export { PlaceCombobox, placeKey, PLACE_SEARCH_DELAY, PLACE_SEARCH_MIN_LENGTH, type PlaceComboboxProps } from './PlaceCombobox';
