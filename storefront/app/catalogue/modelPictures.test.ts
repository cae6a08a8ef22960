import { describe, expect, it } from 'vitest';
import type { BuildCard } from '@rigsmith/kit/api';
import { nightfallModel } from '../../../.storybook/fixtures/models';
import { finishPictures, modelPictures } from './modelPictures';

const describeBuild = (build: string, colour: string) => `${build}, ${colour} case`;
const [first, second, third] = nightfallModel.builds as [BuildCard, BuildCard, BuildCard];

describe('the gallery’s pictures of each finish', () => {
  it('adds the best-selling build of each finish but the gallery’s own, after the gallery', () => {
    const model = {
      ...nightfallModel,
      colours: [
        { colour: 'black' as const, build_ids: [first.id, third.id] },
        { colour: 'white' as const, build_ids: [second.id] },
      ],
    };
    const pictures = [...modelPictures(model), ...finishPictures(model, describeBuild)];
    expect(pictures[0]).toBe(nightfallModel.gallery[0]);
    expect(pictures.slice(nightfallModel.gallery.length)).toEqual([{ ...second.image, alt: `${second.name}, white case` }]);
  });

  it('takes the best-selling build with a picture in each finish, and none when the builds have one finish', () => {
    const model = {
      ...nightfallModel,
      builds: [first, { ...second, image: undefined }, third],
      colours: [
        { colour: 'red' as const, build_ids: [first.id] },
        { colour: 'green' as const, build_ids: [second.id, third.id] },
      ],
    };
    expect(finishPictures(model, describeBuild)).toEqual([{ ...third.image, alt: `${third.name}, green case` }]);
    expect(finishPictures({ ...model, colours: [{ colour: 'black', build_ids: [first.id, second.id, third.id] }] }, describeBuild)).toEqual([]);
  });
});
