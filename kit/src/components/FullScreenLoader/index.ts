export { FullScreenLoader, type FullScreenLoaderProps } from './FullScreenLoader';
export { useFullScreenLoader } from './useFullScreenLoader';
