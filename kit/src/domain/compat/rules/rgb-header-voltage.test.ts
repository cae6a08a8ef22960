import { describe, expect, it } from 'vitest';
import type { Part } from '../../catalogue/parts';
import { alternativesFor, checkCompatibility } from '../engine';
import { part, partsOf, seededBuilds, variant } from '../fixtures/curated';
import { rgbHeaderVoltage } from './rgb-header-voltage';

/** One 5 V ARGB header beside one 12 V RGB header. */
const proVdh = part('motherboard-msi-b550m-pro-vdh-wifi');
const argbPack = part('case-fan-corsair-rs120-argb-3-pack');
const argbSingle = part('case-fan-corsair-rs120-argb');
const plainPack = part('case-fan-corsair-rs120-3-pack');
/** RS-STRIKER-5060 (the PRO-VDH board, no ARGB devices) with other fans. */
const withFans = (fans: Part<'case-fan'>[], board: Part<'motherboard'> = proVdh) =>
  variant('RS-STRIKER-5060', { motherboard: board, 'case-fan': fans });

describe('rgb-header-voltage', () => {
  it('warns on no pre-built build: none needs more ARGB headers than its board has', () => {
    expect(seededBuilds.filter(({ build }) => rgbHeaderVoltage.check(build).length > 0)).toEqual([]);
  });

  it('warns plainly against the free 12 V header when the ARGB devices outnumber the 5 V ones', () => {
    const build = withFans([argbPack, argbSingle, plainPack]);
    expect(rgbHeaderVoltage.check(build)).toEqual([
      {
        rule: 'rgb-header-voltage',
        severity: 'warning',
        parts: [
          { slot: 'motherboard', id: proVdh.id },
          { slot: 'case-fan', id: argbPack.id },
          { slot: 'case-fan', id: argbSingle.id },
        ],
        message: { id: 'compat.rgb-header-voltage', values: { board: proVdh.name, needed: 2, headers: 1, rgbHeaders: 1 } },
      },
    ]);
    // The build is refused for the missing 5 V header; the warning says why the 12 V one is no way out.
    expect(checkCompatibility(build).map((issue) => issue.rule)).toEqual(expect.arrayContaining(['argb-headers', 'rgb-header-voltage']));
  });

  it('counts ARGB lighting too', () => {
    const hub = part('lighting-thermalright-tl-fan-and-argb-hub-x8');
    expect(rgbHeaderVoltage.check({ ...withFans([argbSingle]), lighting: [hub] })).toHaveLength(1);
  });

  it('passes enough 5 V headers, non-ARGB fans, and a board whose 12 V headers are none or unknown', () => {
    expect(rgbHeaderVoltage.check(withFans([argbPack]))).toEqual([]);
    expect(rgbHeaderVoltage.check(withFans([plainPack, plainPack]))).toEqual([]);
    expect(rgbHeaderVoltage.check(withFans([argbPack, argbSingle], { ...proVdh, specs: { ...proVdh.specs, rgb12vHeaders: 0 } }))).toEqual([]);
    expect(rgbHeaderVoltage.check(withFans([argbPack, argbSingle], part('motherboard-asus-prime-b550m-a-wifi-ii')))).toEqual([]);
  });

  it('suggests boards with enough 5 V headers, or plain fans, as swaps', () => {
    const build = withFans([argbPack, argbSingle]);
    const [issue] = rgbHeaderVoltage.check(build);
    const boards = alternativesFor(build, issue!, { slot: 'motherboard', id: proVdh.id }, partsOf('motherboard'));
    expect(boards.map((board) => board.id)).toContain('motherboard-msi-mag-b550-tomahawk');
    expect(boards.every((board) => board.specs.argbHeaders! >= 2)).toBe(true);
    // Any fan without ARGB that the case has mounts for.
    const fans = alternativesFor(build, issue!, { slot: 'case-fan', id: argbSingle.id }, partsOf('case-fan'));
    expect(fans.length).toBeGreaterThan(0);
    expect(fans.every((fan) => !fan.specs.argb)).toBe(true);
  });
});
