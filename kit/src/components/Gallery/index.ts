export { Gallery, type GalleryProps, type GalleryImage } from './Gallery';
