import { describe, expect, it } from 'vitest';
import { alternativesFor, checkCompatibility } from '../engine';
import { part, partsOf, seededBuilds, variant } from '../fixtures/curated';
import { radiatorFanMounts, radiatorMounts } from './radiator-fan-mounts';

const aio360 = part('cooler-arctic-liquid-freezer-iii-pro-360');
const fourD = part('case-corsair-4000d-airflow-black');
const single120 = part('case-fan-arctic-p12-pwm-pst');
const pack3 = part('case-fan-corsair-rs120-3-pack');
/** A build in a Corsair 4000D Airflow (6 × 120 mm mounts, 2 fans fitted: 4 free) with a 360 mm AIO. */
const inFourD = (fans: (typeof single120)[]) => variant('RS-AURORA-4070S', { case: fourD, cooler: aio360, 'case-fan': fans });

describe('radiator-fan-mounts', () => {
  it('warns on nine added fans beside a 360 mm radiator in a ten-mount HYTE Y70; no pre-built build raises it', () => {
    const warned = seededBuilds.filter(({ build }) => radiatorFanMounts.check(build).length > 0).map(({ reference }) => reference);
    expect(warned).toEqual([]);
    // The Nightfall RTX 5080 ships with six added fans; a third three-pack would need mounts the radiator covers.
    const packs = seededBuilds.find(({ reference }) => reference === 'RS-NIGHTFALL-5080')!.build['case-fan']!;
    const nineFans = variant('RS-NIGHTFALL-5080', { 'case-fan': [...packs, packs[0]!] });
    expect(radiatorFanMounts.check(nineFans).map((issue) => issue.rule)).toEqual(['radiator-fan-mounts']);
  });

  it('knows the mounts a radiator covers', () => {
    expect(radiatorMounts(aio360)).toEqual({ size: 120, count: 3 });
    expect(radiatorMounts(part('cooler-nzxt-kraken-280'))).toEqual({ size: 140, count: 2 });
    expect(radiatorMounts(part('cooler-nzxt-kraken-240'))).toEqual({ size: 120, count: 2 });
    expect(radiatorMounts(part('cooler-nzxt-kraken-120'))).toEqual({ size: 120, count: 1 });
    expect(radiatorMounts(part('cooler-deepcool-ak620-zero-dark'))).toBeNull();
  });

  it('raises a 360 mm AIO plus four more 120 mm fans in a Corsair 4000D', () => {
    const build = inFourD([pack3, single120]);
    // Four fans fit the four free mounts on their own: fan-mounts has nothing to say.
    expect(checkCompatibility(build).map((issue) => issue.rule)).not.toContain('fan-mounts');
    expect(radiatorFanMounts.check(build)).toEqual([
      expect.objectContaining({
        severity: 'warning',
        parts: [
          { slot: 'cooler', id: aio360.id },
          { slot: 'case', id: fourD.id },
          { slot: 'case-fan', id: pack3.id },
          { slot: 'case-fan', id: single120.id },
        ],
        message: {
          id: 'compat.radiator-fan-mounts',
          values: { cooler: aio360.name, radiatorMm: 360, size: 120, radiatorMounts: 3, fans: 4, mounts: 4, case: fourD.name },
        },
      }),
    ]);
  });

  it('accepts the AIO with one more fan, and fans of the other size', () => {
    expect(radiatorFanMounts.check(inFourD([single120]))).toEqual([]);
    const p14 = part('case-fan-arctic-p14-pst');
    expect(radiatorFanMounts.check(inFourD([p14, p14]))).toEqual([]);
    expect(
      radiatorFanMounts.check(
        variant('RS-AURORA-4070S', { case: fourD, cooler: part('cooler-deepcool-ak620-zero-dark'), 'case-fan': [pack3, single120] }),
      ),
    ).toEqual([]);
  });

  it('leaves too many fans for the mounts to fan-mounts, without a second issue', () => {
    const rules = checkCompatibility(inFourD([pack3, pack3])).map((issue) => issue.rule);
    expect(rules).toContain('fan-mounts');
    expect(rules).not.toContain('radiator-fan-mounts');
  });

  it('suggests a cooler off the 120 mm mounts or a case with more mounts as swaps', () => {
    const build = inFourD([pack3, single120]);
    const [issue] = radiatorFanMounts.check(build);
    const coolers = alternativesFor(build, issue!, { slot: 'cooler', id: aio360.id }, partsOf('cooler')).map((cooler) => cooler.id);
    // Every 120 mm mount is taken by the fans: a 280 mm radiator (on 140 mm mounts) or an air cooler.
    expect(coolers).toContain('cooler-nzxt-kraken-280');
    expect(coolers).toContain('cooler-thermalright-peerless-assassin-120-se');
    expect(coolers).not.toContain('cooler-nzxt-kraken-120');
    expect(coolers).not.toContain('cooler-nzxt-kraken-360');
    const cases = alternativesFor(build, issue!, { slot: 'case', id: fourD.id }, partsOf('case')).map((chassis) => chassis.id);
    expect(cases).toContain('case-corsair-7000d-airflow');
    expect(cases).not.toContain('case-corsair-4000d-airflow-black');
  });
});
