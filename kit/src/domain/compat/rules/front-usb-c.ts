/**
 * Beyond the spec: a case's front USB-C port is wired to a USB-C header on the board (the
 * USB 3.x Type-E / Key-A connector); a board without one leaves that port dead. The build
 * works, so this is a warning. Both facts are optional: a case or board whose USB-C facts
 * are unknown is not warned about (unknown is not "none").
 */
import { issueOf, noIssues, ref } from '../build';
import type { CompatibilityRule } from '../types';

export const frontUsbC: CompatibilityRule = {
  code: 'front-usb-c',
  severity: 'warning',
  appliesTo: ['case', 'motherboard'],
  check({ case: chassis, motherboard }) {
    if (!chassis || !motherboard) return noIssues;
    if (chassis.specs.frontUsbC !== true || motherboard.specs.usbCHeaders !== 0) return noIssues;
    return [issueOf(this, [ref('motherboard', motherboard), ref('case', chassis)], { case: chassis.name, board: motherboard.name })];
  },
};
