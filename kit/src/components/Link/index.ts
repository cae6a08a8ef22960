export { Link, type LinkProps } from './Link';
export { LinkRouterProvider, type LinkRouterProps } from './LinkRouter';
