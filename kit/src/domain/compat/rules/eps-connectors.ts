/**
 * Beyond the spec: the processor's power reaches the board through its 8-pin EPS inputs.
 * Board makers' manuals make only the first input mandatory; the second (8+8 or 8+4) is for
 * overclocking and high-power processors. So a power supply with no EPS cable is refused, and
 * one with fewer cables than the board has inputs only when the processor's peak power
 * (`cpuPeakPowerW`) is above `EPS_SINGLE_INPUT_MAX_W`: a 65 W Ryzen 5 7600 runs on one
 * cable, a Core i9-14900K at 253 W wants both inputs fed.
 */
import type { Part } from '../../catalogue/parts';
import { forSlot, issueOf, noIssues, ref } from '../build';
import { cpuPeakPowerW } from '../power';
import type { CompatibilityRule } from '../types';
import { knownFact } from '../facts';

/**
 * The highest processor peak power the shop runs on one EPS cable when the board has a
 * second input. One 8-pin EPS carries 12 V on four pins (Molex Mini-Fit Jr, about 7 A each
 * with standard terminals: ≈ 336 W); 200 W keeps a wide margin for boost transients and
 * warm connectors, and sits between the parts sold with one-input boards (Core i5-14600K at
 * 181 W, Ryzen 9 9900X at 162 W PPT) and the 230–253 W Ryzen 9 and Core i7/i9 parts.
 */
export const EPS_SINGLE_INPUT_MAX_W = 200;

/** Whether `cpu` can run on `cables` EPS cables on a board with `inputs` EPS inputs. */
function cablesSuffice(cables: number, inputs: number, cpu: Part<'cpu'>): boolean {
  return cables >= inputs || cpuPeakPowerW(cpu) <= EPS_SINGLE_INPUT_MAX_W;
}

export const epsConnectors: CompatibilityRule = {
  code: 'eps-connectors',
  severity: 'blocker',
  appliesTo: ['psu', 'motherboard', 'cpu'],
  check({ psu, motherboard, cpu }) {
    if (!psu || !motherboard) return noIssues;
    const cables = knownFact(psu, 'connectors').eps8Pin;
    const inputs = knownFact(motherboard, 'epsConnectors');
    if (cables >= inputs) return noIssues;
    const values = { psu: psu.name, cables, board: motherboard.name, inputs };
    // No cable at all: not even the mandatory first input can be fed, whatever the processor.
    if (cables < 1) return [issueOf(this, [ref('psu', psu), ref('motherboard', motherboard)], { ...values, reason: 'none' })];
    if (!cpu || cablesSuffice(cables, inputs, cpu)) return noIssues;
    return [
      issueOf(this, [ref('psu', psu), ref('motherboard', motherboard), ref('cpu', cpu)], {
        ...values,
        reason: 'high-draw',
        cpu: cpu.name,
        cpuW: cpuPeakPowerW(cpu),
      }),
    ];
  },
  constrain(base, slot) {
    const { psu, motherboard, cpu } = base;
    if (slot === 'psu' && motherboard) {
      const inputs = knownFact(motherboard, 'epsConnectors');
      const needed = cpu && cpuPeakPowerW(cpu) > EPS_SINGLE_INPUT_MAX_W ? inputs : Math.min(inputs, 1);
      return forSlot('psu', (candidate) => knownFact(candidate, 'connectors').eps8Pin >= needed);
    }
    if (slot === 'motherboard' && psu) {
      const cables = knownFact(psu, 'connectors').eps8Pin;
      if (cables < 1) return forSlot('motherboard', (board) => knownFact(board, 'epsConnectors') <= cables);
      const highDraw = cpu ? cpuPeakPowerW(cpu) > EPS_SINGLE_INPUT_MAX_W : false;
      return forSlot('motherboard', (board) => !highDraw || cables >= knownFact(board, 'epsConnectors'));
    }
    if (slot === 'cpu' && psu && motherboard) {
      const cables = knownFact(psu, 'connectors').eps8Pin;
      const inputs = knownFact(motherboard, 'epsConnectors');
      // With no cable at all the issue is about the PSU and board, not the processor.
      if (cables >= inputs || cables < 1) return null;
      return forSlot('cpu', (candidate) => cablesSuffice(cables, inputs, candidate));
    }
    return null;
  },
};
