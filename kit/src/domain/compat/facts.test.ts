import { describe, expect, it } from 'vitest';
import type { Part } from '../catalogue/parts';
import { checkCompatibility, compatibilityFilter } from './engine';
import { isFullyCheckable, knownFact, UnknownFactError, unknownFacts } from './facts';
import { curatedParts, part, variant } from './fixtures/curated';

// An RX 7900 XTX as the wholesale import gives it: length and board power known, the power inputs not.
const importedXtx: Part<'gpu'> = {
  id: 'ds-video-card-42',
  category: 'gpu',
  name: 'XFX Speedster MERC 310 Radeon RX 7900 XTX',
  brand: 'XFX',
  specs: {
    chipset: 'Radeon RX 7900 XTX',
    memoryGb: 24,
    lengthMm: 344,
    slotWidth: null,
    boardPowerW: 355,
    recommendedPsuW: 800,
    powerConnectors: null,
    outputs: null,
    g3dMark: 0,
  },
};

describe('unknown facts', () => {
  it('knownFact returns a known fact and throws a typed error naming an unknown one', () => {
    expect(knownFact(importedXtx, 'lengthMm')).toBe(344);
    expect(() => knownFact(importedXtx, 'powerConnectors')).toThrow(UnknownFactError);
    try {
      knownFact(importedXtx, 'slotWidth');
    } catch (error) {
      expect(error).toMatchObject({ partId: importedXtx.id, fact: 'slotWidth' });
    }
  });

  it('every curated part is fully checkable', () => {
    expect(curatedParts.filter((candidate) => !isFullyCheckable(candidate)).map((candidate) => candidate.id)).toEqual([]);
  });

  it('lists a part’s unknown facts; a liquid cooler’s missing height is not one', () => {
    expect(unknownFacts(importedXtx)).toEqual(['slotWidth', 'powerConnectors', 'outputs']);
    const liquid = part('cooler-nzxt-kraken-360');
    expect(liquid.specs.heightMm).toBeNull();
    expect(unknownFacts(liquid)).toEqual([]);
  });

  it('an imported RX 7900 XTX is not passed silently on the PSU’s cables', () => {
    const build = variant('RS-TITAN-7900XTX', { gpu: [importedXtx] });
    const issues = checkCompatibility(build);
    const note = issues.find((issue) => issue.rule === 'could-not-check');
    expect(note).toMatchObject({ severity: 'info' });
    expect(note!.parts).toContainEqual({ slot: 'gpu', id: importedXtx.id });
    // A card whose power inputs are unknown is unverified: never "compatible".
    expect(compatibilityFilter(build, 'gpu')(importedXtx)).toBe(false);
  });

  it('a length of 0 is no longer how an unknown case clearance reads: the case is not passed', () => {
    const chassis = part('case-lian-li-o11-dynamic-evo-xl-black');
    const unknownCase: Part<'case'> = { ...chassis, id: 'ds-case-7', specs: { ...chassis.specs, maxGpuLengthMm: null } };
    const build = variant('RS-TITAN-7900XTX', { case: unknownCase });
    expect(checkCompatibility(build).find((issue) => issue.rule === 'could-not-check')?.parts).toContainEqual({ slot: 'case', id: unknownCase.id });
    expect(compatibilityFilter({ gpu: build.gpu }, 'case')(unknownCase)).toBe(false);
  });
});
