/**
 * Beyond the spec (warning): a board's shipping BIOS runs only the microarchitectures in
 * `biosReadyMicroarchitectures`; a newer processor of the same socket may need a BIOS
 * update before it boots. Pre-built builds must avoid it altogether (the seed's
 * compatibility.ts refuses this warning).
 */
import { issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';
import { knownFact } from '../facts';

export const biosUpdate: CompatibilityRule = {
  code: 'bios-update',
  severity: 'warning',
  appliesTo: ['cpu', 'motherboard'],
  check({ cpu, motherboard }) {
    if (!cpu || !motherboard || cpu.specs.socket !== motherboard.specs.socket) return noIssues;
    if (knownFact(motherboard, 'biosReadyMicroarchitectures').includes(cpu.specs.microarchitecture)) return noIssues;
    return [
      issueOf(this, [ref('motherboard', motherboard), ref('cpu', cpu)], {
        board: motherboard.name,
        cpu: cpu.name,
        microarchitecture: cpu.specs.microarchitecture,
      }),
    ];
  },
};
