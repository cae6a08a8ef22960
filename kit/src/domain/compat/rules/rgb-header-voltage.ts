/**
 * Beyond the spec: a board's 4-pin 12 V RGB header and its 3-pin 5 V ARGB header look alike
 * on the board's edge, and a 5 V ARGB fan or strip forced onto a 12 V header burns out its
 * LEDs. When the ARGB devices outnumber the board's 5 V headers (`argb-headers` refuses the
 * build) and a 12 V RGB header sits free beside them, the shopper is told plainly not to use
 * it. `rgb12vHeaders` is optional: a board whose 12 V headers are unknown is not warned about.
 */
import { issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';
import { argbDeviceRefs, headersNeeded } from './argb-headers';

export const rgbHeaderVoltage: CompatibilityRule = {
  code: 'rgb-header-voltage',
  severity: 'warning',
  appliesTo: ['case-fan', 'lighting', 'motherboard'],
  check(build) {
    const { motherboard } = build;
    if (!motherboard) return noIssues;
    const { argbHeaders, rgb12vHeaders } = motherboard.specs;
    if (typeof rgb12vHeaders !== 'number' || rgb12vHeaders <= 0 || typeof argbHeaders !== 'number') return noIssues;
    const needed = headersNeeded(build);
    if (needed <= argbHeaders) return noIssues;
    return [
      issueOf(this, [ref('motherboard', motherboard), ...argbDeviceRefs(build)], {
        board: motherboard.name,
        needed,
        headers: argbHeaders,
        rgbHeaders: rgb12vHeaders,
      }),
    ];
  },
};
