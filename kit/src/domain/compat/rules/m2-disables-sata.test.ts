import { describe, expect, it } from 'vitest';
import { checkCompatibility } from '../engine';
import { part, seededBuilds } from '../fixtures/curated';
import { m2DisablesSata } from './m2-disables-sata';

const tomahawk = part('motherboard-msi-mag-b550-tomahawk');
const nvme = part('storage-crucial-p3-plus-1tb');
const hdd = part('storage-seagate-barracuda-4tb');

describe('m2-disables-sata', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(m2DisablesSata.check(build)).toEqual([]);
  });

  it('warns that a second M.2 drive switches off two SATA ports when SATA drives are fitted', () => {
    const build = { motherboard: tomahawk, storage: [nvme, nvme, hdd] };
    expect(m2DisablesSata.check(build)).toEqual([
      {
        rule: 'm2-disables-sata',
        severity: 'warning',
        parts: [
          { slot: 'motherboard', id: tomahawk.id },
          { slot: 'storage', id: nvme.id },
        ],
        message: { id: 'compat.m2-disables-sata', values: { board: 'MSI MAG B550 TOMAHAWK', ports: 2 } },
      },
    ]);
    expect(checkCompatibility(build).some((issue) => issue.severity === 'blocker')).toBe(false);
  });

  it('says nothing with one M.2 drive, without SATA drives, or on a board that shares no ports', () => {
    expect(m2DisablesSata.check({ motherboard: tomahawk, storage: [nvme, hdd] })).toEqual([]);
    expect(m2DisablesSata.check({ motherboard: tomahawk, storage: [nvme, nvme] })).toEqual([]);
    expect(m2DisablesSata.check({ motherboard: part('motherboard-asus-tuf-gaming-b550-plus-wifi-ii'), storage: [nvme, nvme, hdd] })).toEqual([]);
  });
});
