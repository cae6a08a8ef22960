import { describe, expect, it } from 'vitest';
import type { Part } from '../../catalogue/parts';
import { alternativesFor, checkCompatibility } from '../engine';
import { part, partsOf, seededBuilds, variant } from '../fixtures/curated';
import { frontRadiatorClearance, gpuFrontRadiator } from './gpu-front-radiator';

const h5Flow = part('case-nzxt-h5-flow-2024-white');
const kraken360 = part('cooler-nzxt-kraken-360');
const kraken240 = part('cooler-nzxt-kraken-240');
const arctic360 = part('cooler-arctic-liquid-freezer-iii-pro-360');
const trio = part('gpu-msi-rtx-5070-gaming-trio-oc');
const ventus = part('gpu-msi-rtx-5070-ti-ventus-3x-oc');
/** RS-VANGUARD-5070TI (an NZXT H5 Flow) with another cooler and card. */
const inH5 = (cooler: Part<'cooler'>, card: Part<'gpu'>) => variant('RS-VANGUARD-5070TI', { cooler, gpu: [card] });

describe('gpu-front-radiator', () => {
  it('warns on a Fractal North whose 360 mm radiator fits only at the front; no pre-built build raises it', () => {
    const warned = seededBuilds.filter(({ build }) => gpuFrontRadiator.check(build).length > 0).map(({ reference }) => reference);
    expect(warned).toEqual([]);
    // The shop's North builds take a 240 mm radiator at the top; a 360 mm one would sit in front of the card.
    const with360 = variant('RS-AURORA-9070XT', { cooler: part('cooler-thermalright-aqua-elite-v3-360') });
    expect(gpuFrontRadiator.check(with360).map((issue) => issue.rule)).toEqual(['gpu-front-radiator']);
  });

  it('knows the clearance a front radiator leaves: the case’s less the radiator and its fans', () => {
    expect(frontRadiatorClearance(kraken360, h5Flow)).toEqual({ clearanceMm: 365 - 52, thicknessMm: 52 });
    expect(frontRadiatorClearance(arctic360, h5Flow)).toEqual({ clearanceMm: 365 - 63, thicknessMm: 63 });
    // A 240 mm radiator goes at the H5 Flow's top; the Y70 takes a 360 mm one at the side.
    expect(frontRadiatorClearance(kraken240, h5Flow)).toBeNull();
    expect(frontRadiatorClearance(kraken360, part('case-hyte-y70-white'))).toBeNull();
    expect(frontRadiatorClearance(part('cooler-deepcool-ak620-zero-dark'), h5Flow)).toBeNull();
  });

  it('warns that a 338 mm card may not fit beside a front 360 mm radiator in an H5 Flow', () => {
    expect(gpuFrontRadiator.check(inH5(kraken360, trio))).toEqual([
      {
        rule: 'gpu-front-radiator',
        severity: 'warning',
        parts: [
          { slot: 'gpu', id: trio.id },
          { slot: 'cooler', id: kraken360.id },
          { slot: 'case', id: h5Flow.id },
        ],
        message: {
          id: 'compat.gpu-front-radiator',
          values: { gpu: trio.name, lengthMm: 338, cooler: kraken360.name, radiatorMm: 360, thicknessMm: 52, case: h5Flow.name, clearanceMm: 313 },
        },
      },
    ]);
  });

  it('passes a card that fits, a radiator off the front, and unknown facts', () => {
    expect(gpuFrontRadiator.check(inH5(kraken360, ventus))).toEqual([]);
    expect(gpuFrontRadiator.check(inH5(kraken240, trio))).toEqual([]);
    const unknownThickness: Part<'cooler'> = { ...kraken360, specs: { ...kraken360.specs, radiatorThicknessMm: undefined } };
    expect(gpuFrontRadiator.check(inH5(unknownThickness, trio))).toEqual([]);
    const unknownPositions: Part<'case'> = { ...h5Flow, specs: { ...h5Flow.specs, radiatorClearOfGpuMm: undefined } };
    expect(gpuFrontRadiator.check({ ...inH5(kraken360, trio), case: unknownPositions })).toEqual([]);
  });

  it('leaves a card longer than the case itself to gpu-too-long, without a second issue', () => {
    const short: Part<'case'> = { ...h5Flow, specs: { ...h5Flow.specs, maxGpuLengthMm: 330 } };
    const rules = checkCompatibility({ ...inH5(kraken360, trio), case: short }).map((issue) => issue.rule);
    expect(rules).toContain('gpu-too-long');
    expect(rules).not.toContain('gpu-front-radiator');
  });

  it('suggests shorter cards, radiators that go elsewhere, or roomier cases as swaps', () => {
    const build = inH5(kraken360, trio);
    const [issue] = gpuFrontRadiator.check(build);
    const cards = alternativesFor(build, issue!, { slot: 'gpu', id: trio.id }, partsOf('gpu'));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.specs.lengthMm! <= 313)).toBe(true);
    const coolers = alternativesFor(build, issue!, { slot: 'cooler', id: kraken360.id }, partsOf('cooler')).map((cooler) => cooler.id);
    expect(coolers).toContain('cooler-nzxt-kraken-240');
    expect(coolers).not.toContain('cooler-thermalright-aqua-elite-v3-360');
    const cases = alternativesFor(build, issue!, { slot: 'case', id: h5Flow.id }, partsOf('case')).map((chassis) => chassis.id);
    expect(cases).toContain('case-lian-li-lancool-216-rgb');
    expect(cases).not.toContain('case-nzxt-h5-flow-2024-black');
  });
});
