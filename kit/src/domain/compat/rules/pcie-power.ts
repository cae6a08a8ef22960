/**
 * SPEC §8 "no compatible PCIe power connections". Each 8-pin or 6-pin input on a card
 * takes one 6+2-pin cable. A 12V-2x6 (12VHPWR) input takes a native 12V-2x6 cable or
 * else the adapter boxed with the card, which needs ⌈board power ÷ 150 W⌉ 8-pin cables.
 * Native cables go to the hungriest inputs first, so the order cards are added in does
 * not change the verdict.
 */
import type { Part } from '../../catalogue/parts';
import { forSlot, issueOf, noIssues, ref, refsOf } from '../build';
import type { CompatibilityRule } from '../types';
import { knownFact } from '../facts';

/** Watts one 8-pin PCIe cable carries, to size the adapter boxed with 12V-2x6 cards. */
export const WATTS_PER_8_PIN = 150;

/** 8-pin cables a 12V-2x6 input needs through the boxed adapter. */
/** What this rule reads of a card: its power inputs and board power, both known. */
export type GpuPowerFacts = { boardPowerW: number; powerConnectors: { pcie8Pin: number; pcie6Pin: number; pcie12v2x6: number } };

/** A card's power facts; unknown ones throw (`knownFact`). */
export const gpuPowerFacts = (card: Part<'gpu'>): GpuPowerFacts => ({
  boardPowerW: knownFact(card, 'boardPowerW'),
  powerConnectors: knownFact(card, 'powerConnectors'),
});

export const adapterCables = (gpu: GpuPowerFacts) => Math.ceil(gpu.boardPowerW / WATTS_PER_8_PIN);

/** 8-pin PCIe cables the cards need, given `native` 12V-2x6 cables on the PSU. */
export function pcieCablesNeeded(gpus: readonly GpuPowerFacts[], native: number): number {
  let cables = 0;
  const adapters: number[] = [];
  for (const gpu of gpus) {
    cables += gpu.powerConnectors.pcie8Pin + gpu.powerConnectors.pcie6Pin;
    for (let input = 0; input < gpu.powerConnectors.pcie12v2x6; input += 1) adapters.push(adapterCables(gpu));
  }
  if (adapters.length > native) {
    adapters.sort((a, b) => a - b);
    for (let index = 0; index < adapters.length - native; index += 1) cables += adapters[index]!;
  }
  return cables;
}

export const pciePower: CompatibilityRule = {
  code: 'pcie-power',
  severity: 'blocker',
  appliesTo: ['psu', 'gpu'],
  check({ psu, gpu }) {
    if (!psu || !gpu || gpu.length === 0) return noIssues;
    const { pcie8Pin, pcie12v2x6 } = knownFact(psu, 'connectors');
    const needed = pcieCablesNeeded(gpu.map(gpuPowerFacts), pcie12v2x6);
    if (needed <= pcie8Pin) return noIssues;
    return [issueOf(this, [ref('psu', psu), ...refsOf('gpu', gpu)], { psu: psu.name, needed, available: pcie8Pin, cards: gpu.length })];
  },
  constrain(base, slot) {
    const cards = (base.gpu ?? []).map(gpuPowerFacts);
    if (slot === 'psu') {
      if (cards.length === 0) return null;
      return forSlot('psu', (psu) => {
        const connectors = knownFact(psu, 'connectors');
        return pcieCablesNeeded(cards, connectors.pcie12v2x6) <= connectors.pcie8Pin;
      });
    }
    if (slot === 'gpu' && base.psu) {
      const { pcie8Pin, pcie12v2x6 } = knownFact(base.psu, 'connectors');
      // The common case, choosing the build's one card: no list to build per candidate.
      if (cards.length === 0) return forSlot('gpu', (card) => pcieCablesNeeded([gpuPowerFacts(card)], pcie12v2x6) <= pcie8Pin);
      return forSlot('gpu', (card) => pcieCablesNeeded([...cards, gpuPowerFacts(card)], pcie12v2x6) <= pcie8Pin);
    }
    return null;
  },
};
