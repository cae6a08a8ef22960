import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, seededBuilds } from '../fixtures/curated';
import { crosshairVIIIHero } from '../fixtures/extra-parts';
import { biosUpdate } from './bios-update';

describe('bios-update', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(biosUpdate.check(build)).toEqual([]);
  });

  it('warns that a 2019 X570 board may need a BIOS update for a Ryzen 5000', () => {
    expect(biosUpdate.check({ cpu: part('cpu-amd-ryzen-5-5600'), motherboard: crosshairVIIIHero })).toEqual([
      {
        rule: 'bios-update',
        severity: 'warning',
        parts: [
          { slot: 'motherboard', id: crosshairVIIIHero.id },
          { slot: 'cpu', id: 'cpu-amd-ryzen-5-5600' },
        ],
        message: { id: 'compat.bios-update', values: { board: 'Asus ROG Crosshair VIII Hero', cpu: 'AMD Ryzen 5 5600', microarchitecture: 'Zen 3' } },
      },
    ]);
  });

  it('leaves a socket mismatch to socket-mismatch, and does not hide the board', () => {
    expect(biosUpdate.check({ cpu: part('cpu-amd-ryzen-7-9700x'), motherboard: crosshairVIIIHero })).toEqual([]);
    expect(compatibilityFilter({ cpu: part('cpu-amd-ryzen-5-5600') }, 'motherboard')(crosshairVIIIHero)).toBe(true);
  });
});
