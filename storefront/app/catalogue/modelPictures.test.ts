import { describe, expect, it } from 'vitest';
import type { BuildCard } from '@rigsmith/kit/api';
import { nightfallModel } from '../../../.storybook/fixtures/models';
import { modelGallery } from './modelPictures';

const describeBuild = (build: string, colour: string) => `${build}, ${colour} case`;
const [first, second, third] = nightfallModel.builds as [BuildCard, BuildCard, BuildCard];

describe('the gallery’s pictures of each finish', () => {
  it('adds the best-selling build of each finish after the model’s own pictures', () => {
    const model = {
      ...nightfallModel,
      colours: [
        { colour: 'black' as const, build_ids: [first.id, third.id] },
        { colour: 'white' as const, build_ids: [second.id] },
      ],
    };
    const { pictures, finishIndex } = modelGallery(model, describeBuild);
    const own = nightfallModel.gallery.length;
    expect(pictures[0]).toBe(nightfallModel.gallery[0]);
    expect(pictures.slice(own)).toEqual([
      { ...first.image, alt: `${first.name}, black case` },
      { ...second.image, alt: `${second.name}, white case` },
    ]);
    expect([...finishIndex]).toEqual([
      ['black', own],
      ['white', own + 1],
    ]);
  });

  it('takes the best-selling build with a picture in each finish, and leaves out a finish with none', () => {
    const model = {
      ...nightfallModel,
      builds: [first, { ...second, image: undefined }, third],
      colours: [
        { colour: 'red' as const, build_ids: [first.id] },
        { colour: 'green' as const, build_ids: [second.id, third.id] },
        { colour: 'white' as const, build_ids: [second.id] },
      ],
    };
    const { pictures, finishIndex } = modelGallery(model, describeBuild);
    const own = nightfallModel.gallery.length;
    expect(pictures.slice(own)).toEqual([
      { ...first.image, alt: `${first.name}, red case` },
      { ...third.image, alt: `${third.name}, green case` },
    ]);
    expect(finishIndex.get('green')).toBe(own + 1);
    expect(finishIndex.has('white')).toBe(false);
  });

  it('adds nothing when the builds come in one finish: the model’s own pictures show it', () => {
    const { pictures, finishIndex } = modelGallery(
      { ...nightfallModel, colours: [{ colour: 'black', build_ids: [first.id, second.id, third.id] }] },
      describeBuild,
    );
    expect(pictures).toEqual(nightfallModel.gallery);
    expect(finishIndex.size).toBe(0);
  });
});
