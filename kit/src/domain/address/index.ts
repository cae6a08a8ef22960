export * from './postcode';
export * from './phone';
export * from './formats';
export { italianProvinceCode } from './italianProvinces';
