export { AccessoriesUpsell, type AccessoriesUpsellProps, type UpsellAccessory } from './AccessoriesUpsell';
