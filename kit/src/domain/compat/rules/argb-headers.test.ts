import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, seededBuilds, variant } from '../fixtures/curated';
import { argbHeaders } from './argb-headers';

const argbPack = part('case-fan-lian-li-uni-fan-sl-infinity-3-pack');

describe('argb-headers', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(argbHeaders.check(build)).toEqual([]);
  });

  it('blocks four ARGB fan packs on a board with three headers', () => {
    const build = variant('RS-VANGUARD-5060TI', { 'case-fan': [argbPack, argbPack, argbPack, argbPack] });
    expect(argbHeaders.check(build)).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'motherboard', id: 'motherboard-asus-tuf-gaming-b650-plus-wifi' },
          { slot: 'case-fan', id: argbPack.id },
        ],
        message: { id: 'compat.argb-headers', values: expect.objectContaining({ needed: 4, headers: 3 }) },
      }),
    ]);
  });

  it('counts lighting controllers that take a header, not USB-driven ones or plain fans', () => {
    const hub = part('lighting-thermalright-tl-fan-and-argb-hub-x8');
    const usb = part('lighting-nzxt-rgb-and-fan-controller-2022');
    const board = part('motherboard-asrock-a520m-hdv'); // one ARGB header
    expect(argbHeaders.check({ motherboard: board, lighting: [hub] })).toEqual([]);
    expect(argbHeaders.check({ motherboard: board, lighting: [hub, hub] })).toHaveLength(1);
    expect(argbHeaders.check({ motherboard: board, lighting: [hub, usb], 'case-fan': [part('case-fan-arctic-p12-pst-5-pack')] })).toEqual([]);
  });

  it('offers plain fans and USB lighting once the headers are taken', () => {
    const build = { motherboard: part('motherboard-asrock-a520m-hdv'), lighting: [part('lighting-lian-li-uni-hub-sl-controller')] };
    const fans = compatibilityFilter(build, 'case-fan', 'add');
    expect(fans(argbPack)).toBe(false);
    expect(fans(part('case-fan-arctic-p12-pst-5-pack'))).toBe(true);
    const lights = compatibilityFilter(build, 'lighting', 'add');
    expect(lights(part('lighting-razer-chroma-argb-controller'))).toBe(true);
    expect(lights(part('lighting-ezdiy-fab-argb-and-pwm-fan-hub-16p'))).toBe(false);
  });
});
