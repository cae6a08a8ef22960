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

/** A model page's whole gallery, and where in it each case finish is shown. */
export type ModelGallery = {
  /** `modelPictures`, then a picture of each finish when there are several. */
  pictures: readonly GalleryImage[];
  /** The index in `pictures` that shows each finish; a finish with no picture is absent. */
  finishIndex: ReadonlyMap<CaseFinish, number>;
};

/**
 * The model page's gallery: its own pictures, then, when its builds come in more than one case
 * finish, the best-selling build with a picture in each finish, with `alt` from `describe` (the
 * build's name and the colour's), so its thumbnail says "Show illustration 5 of 6: Scout, White
 * case". Every finish gets a picture drawn from that build's own parts, the best-selling one's
 * too: the model's own illustrations were drawn from whichever build sold best when the catalogue
 * was seeded, so they need not show today's first finish. The finishes follow the model's own
 * pictures, so the first picture stays the page's largest paint and its preload still matches.
 * The Colours section reads `finishIndex` to show a finish in the gallery rather than draw its
 * picture a second time.
 */
export function modelGallery(
  model: Pick<CaseModel, 'gallery' | 'image' | 'builds' | 'colours'>,
  describe: (build: string, colour: CaseFinish) => string,
): ModelGallery {
  const pictures = [...modelPictures(model)];
  const finishIndex = new Map<CaseFinish, number>();
  // One finish: the model's own pictures already show what there is to see.
  if (model.colours.length < 2) return { pictures, finishIndex };
  for (const { colour, build_ids } of model.colours) {
    const build = model.builds.find((candidate) => build_ids.includes(candidate.id) && candidate.image);
    if (!build?.image) continue;
    finishIndex.set(colour, pictures.length);
    pictures.push({ ...build.image, alt: describe(build.name, colour) });
  }
  return { pictures, finishIndex };
}
