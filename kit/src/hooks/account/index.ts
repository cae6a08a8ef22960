export { useAccount, type AccountResult } from './useAccount';
export { useShippingAddresses, type ShippingAddressesResult } from './useShippingAddresses';
export { usePasswordToken } from './usePasswordToken';
export { useAccountActions, type AccountActions } from './useAccountActions';
export { useApiPlaceProvider } from './useApiPlaceProvider';
