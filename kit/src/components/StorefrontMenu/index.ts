export { StorefrontMenu, type StorefrontMenuOption, type StorefrontMenuProps } from './StorefrontMenu';
