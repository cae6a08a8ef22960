/**
 * Beyond the spec (warning): a card with a 12V-2x6 (12VHPWR) input on a power supply
 * without enough native 12V-2x6 cables runs through the adapter in the card's box. It
 * works (`pcie-power` checks there are enough 8-pin cables for it), but the adapter is
 * bulky and its connector must be fully seated.
 */
import { issueOf, noIssues, ref, refsOf } from '../build';
import type { CompatibilityRule } from '../types';
import { knownFact } from '../facts';

export const gpuPowerAdapter: CompatibilityRule = {
  code: 'gpu-power-adapter',
  severity: 'warning',
  appliesTo: ['psu', 'gpu'],
  check({ psu, gpu }) {
    if (!psu || !gpu || gpu.length === 0) return noIssues;
    let inputs = 0;
    for (const card of gpu) inputs += knownFact(card, 'powerConnectors').pcie12v2x6;
    if (inputs === 0 || inputs <= knownFact(psu, 'connectors').pcie12v2x6) return noIssues;
    const cards = gpu.filter((card) => knownFact(card, 'powerConnectors').pcie12v2x6 > 0);
    return [issueOf(this, [...refsOf('gpu', cards), ref('psu', psu)], { gpu: cards[0]!.name, psu: psu.name })];
  },
};
