import { describe, expect, it } from 'vitest';
import {
  amountOf,
  buildPartsOfChosen,
  chosenCount,
  chosenFrom,
  compatibleWithQuery,
  componentsOf,
  isEmptyBuild,
  noParts,
  withAmount,
  withSwap,
} from './chosenParts';
import { offer, offersOf, seededBuildLines } from './fixtures/offers';

const kit16 = offer('memory-crucial-classic-16gb-5600');
const kit32 = offer('memory-crucial-pro-32gb-5600');
const cpu = offer('cpu-amd-ryzen-5-7600');

describe('chosen parts', () => {
  it('counts amounts per step and finds a part’s amount', () => {
    const chosen = withAmount(withAmount(noParts, kit16, 2), kit32, 1);
    expect(chosenCount(chosen, 'memory')).toBe(3);
    expect(amountOf(chosen, kit16)).toBe(2);
    expect(amountOf(chosen, cpu)).toBe(0);
  });

  it('ignores parts of no step (accessories) and bad amounts', () => {
    const keyboard = offersOf('accessory')[0]!;
    expect(withAmount(noParts, keyboard, 1)).toBe(noParts);
    expect(withAmount(noParts, kit16, Number.NaN)).toBe(noParts);
    expect(withAmount(noParts, kit16, 2.7)).toEqual({ memory: [{ part: kit16, amount: 2 }] });
  });

  it('a swap in a multi-part step keeps the place and merges with the same part', () => {
    const chosen = withAmount(withAmount(noParts, kit16, 2), kit32, 1);
    expect(withSwap(chosen, kit32, kit16.product_id)).toEqual({ memory: [{ part: kit32, amount: 3 }] });
    const other = offer('memory-kingston-fury-beast-16gb-5200');
    expect(withSwap(chosen, other, kit16.product_id).memory?.map((line) => [line.part.id, line.amount])).toEqual([
      [other.id, 2],
      [kit32.id, 1],
    ]);
  });

  it('builds the engine’s build and the API’s lines from a pre-built build', () => {
    const chosen = chosenFrom(seededBuildLines('RS-VANGUARD-5070'));
    expect(buildPartsOfChosen(chosen).cpu?.id).toBe(chosen.cpu?.[0]?.part.id);
    const components = componentsOf(chosen);
    expect(components.every((line) => line.amount >= 1)).toBe(true);
    expect(components[0]!.component).toBe(chosen.cpu![0]!.part.product_id);
  });

  it('merges repeated lines when loading', () => {
    expect(
      chosenFrom([
        { part: kit16, amount: 1 },
        { part: kit16, amount: 2 },
      ]),
    ).toEqual({ memory: [{ part: kit16, amount: 3 }] });
  });

  it('writes compatible_with as ids with :amount above one', () => {
    expect(compatibleWithQuery(noParts)).toBeNull();
    const chosen = withAmount(withAmount(noParts, cpu, 1), kit16, 2);
    expect(compatibleWithQuery(chosen)).toBe(`${cpu.product_id},${kit16.product_id}:2`);
    expect(isEmptyBuild(chosen)).toBe(false);
    expect(isEmptyBuild(noParts)).toBe(true);
  });
});
