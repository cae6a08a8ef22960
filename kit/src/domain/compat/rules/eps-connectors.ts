/**
 * Beyond the spec: the power supply needs an 8-pin EPS cable for every CPU power input on
 * the board. The shop connects every input (a second one feeds boost and overclocking).
 */
import { forSlot, issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';

export const epsConnectors: CompatibilityRule = {
  code: 'eps-connectors',
  severity: 'blocker',
  appliesTo: ['psu', 'motherboard'],
  check({ psu, motherboard }) {
    if (!psu || !motherboard || psu.specs.connectors.eps8Pin >= motherboard.specs.epsConnectors) return noIssues;
    return [
      issueOf(this, [ref('psu', psu), ref('motherboard', motherboard)], {
        psu: psu.name,
        cables: psu.specs.connectors.eps8Pin,
        board: motherboard.name,
        inputs: motherboard.specs.epsConnectors,
      }),
    ];
  },
  constrain(base, slot) {
    if (slot === 'psu' && base.motherboard) {
      const inputs = base.motherboard.specs.epsConnectors;
      return forSlot('psu', (psu) => psu.specs.connectors.eps8Pin >= inputs);
    }
    if (slot === 'motherboard' && base.psu) {
      const cables = base.psu.specs.connectors.eps8Pin;
      return forSlot('motherboard', (board) => cables >= board.specs.epsConnectors);
    }
    return null;
  },
};
