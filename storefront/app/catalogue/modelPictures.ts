import type { CaseModel, GalleryImage } from '@rigsmith/kit/api';
import type { CaseFinish } from '@rigsmith/kit/domain';

/**
 * The pictures a model page shows, first to last (SPEC §2 "Model pages"): its gallery, or its
 * one card image when it has none. The page's gallery, its Product JSON-LD and the preload of
 * its largest paint read the same list, so they always agree on the first picture.
 */
export function modelPictures(model: Pick<CaseModel, 'gallery' | 'image'>): readonly GalleryImage[] {
  return model.gallery.length > 0 ? model.gallery : [model.image];
}

/**
 * A picture of each further finish the model's builds come in, for after the gallery's own
 * (which draw its best-selling build, so show that build's finish): the best-selling build in
 * that finish, with `alt` from `describe` (the build's name and the colour's), so its thumbnail
 * says "Show illustration 5 of 5: Scout, White case". Meant to follow `modelPictures`, so the
 * first picture stays the page's largest paint and its preload still matches.
 */
export function finishPictures(
  model: Pick<CaseModel, 'builds' | 'colours'>,
  describe: (build: string, colour: CaseFinish) => string,
): GalleryImage[] {
  const shown = model.builds[0]?.id;
  return model.colours.flatMap(({ colour, build_ids }) => {
    if (shown === undefined || build_ids.includes(shown)) return [];
    const build = model.builds.find((candidate) => build_ids.includes(candidate.id) && candidate.image);
    if (!build?.image) return [];
    return [{ ...build.image, alt: describe(build.name, colour) }];
  });
}
