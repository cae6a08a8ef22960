export * from './postcode';
export * from './phone';
export * from './formats';
export { italianProvinceCode } from './italianProvinces';
export { PROVINCE_MAX_LENGTH, PROVINCE_PATTERN } from './province';
export * from './shippingCountries';
