import type { CaseModel, GalleryImage } from '@rigsmith/kit/api';

/**
 * The pictures a model page shows, first to last (SPEC §2 "Model pages"): its gallery, or its
 * one card image when it has none. The page's gallery, its Product JSON-LD and the preload of
 * its largest paint read the same list, so they always agree on the first picture.
 */
export function modelPictures(model: Pick<CaseModel, 'gallery' | 'image'>): readonly GalleryImage[] {
  return model.gallery.length > 0 ? model.gallery : [model.image];
}
