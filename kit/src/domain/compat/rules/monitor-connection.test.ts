import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, seededBuilds, variant } from '../fixtures/curated';
import { appleStudioDisplay } from '../fixtures/extra-parts';
import { monitorConnection } from './monitor-connection';

describe('monitor-connection', () => {
  it('passes every pre-built build, with any curated monitor', () => {
    const monitor = part('monitor-samsung-c24f390'); // HDMI only
    for (const { build } of seededBuilds) expect(monitorConnection.check({ ...build, monitor: [monitor] })).toEqual([]);
  });

  it('blocks a USB-C-only monitor on a graphics card with HDMI and DisplayPort', () => {
    const build = variant('RS-VANGUARD-5070', { monitor: [appleStudioDisplay] });
    expect(monitorConnection.check(build)).toEqual([
      {
        rule: 'monitor-connection',
        severity: 'blocker',
        parts: [
          { slot: 'monitor', id: appleStudioDisplay.id },
          { slot: 'gpu', id: 'gpu-nvidia-rtx-5070-founders-edition' },
        ],
        message: {
          id: 'compat.monitor-connection',
          values: { monitor: 'Apple Studio Display', inputs: 'USB-C', outputs: 'HDMI, DisplayPort', outputCount: 2 },
        },
      },
    ]);
  });

  it('without a graphics card, uses the board’s outputs for integrated graphics', () => {
    const igpu = { cpu: part('cpu-amd-ryzen-7-9700x'), monitor: [appleStudioDisplay] };
    // MSI MAG X870 TOMAHAWK: HDMI and USB-C.
    expect(monitorConnection.check({ ...igpu, motherboard: part('motherboard-msi-mag-x870-tomahawk-wifi') })).toEqual([]);
    const [issue] = monitorConnection.check({ ...igpu, motherboard: part('motherboard-msi-b650-gaming-plus-wifi') });
    expect(issue?.parts).toEqual([
      { slot: 'monitor', id: appleStudioDisplay.id },
      { slot: 'motherboard', id: 'motherboard-msi-b650-gaming-plus-wifi' },
    ]);
  });

  it('offers only boards whose outputs reach the monitor while there is no card', () => {
    const fits = compatibilityFilter({ cpu: part('cpu-amd-ryzen-7-9700x'), monitor: [appleStudioDisplay] }, 'motherboard');
    expect(fits(part('motherboard-msi-mag-x870-tomahawk-wifi'))).toBe(true);
    expect(fits(part('motherboard-msi-b650-gaming-plus-wifi'))).toBe(false);
  });
});
