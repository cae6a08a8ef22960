import { describe, expect, it } from 'vitest';
import type { Part } from '../../catalogue/parts';
import { alternativesFor } from '../engine';
import { part, partsOf, seededBuilds, variant } from '../fixtures/curated';
import { frontUsbC } from './front-usb-c';

const noHeader = part('motherboard-msi-b550m-pro-vdh-wifi');
const withHeader = part('motherboard-msi-mag-b650-tomahawk-wifi');
const usbCCase = part('case-corsair-4000d-airflow-black');
const unknownHeaders = (board: Part<'motherboard'>): Part<'motherboard'> => ({ ...board, specs: { ...board.specs, usbCHeaders: undefined } });

describe('front-usb-c', () => {
  it('warns on the two pre-built builds whose budget AM4 board has no USB-C header for the case’s port', () => {
    const warned = seededBuilds.filter(({ build }) => frontUsbC.check(build).length > 0).map(({ reference }) => reference);
    expect(warned).toEqual(['RS-STRIKER-5060', 'RS-VANGUARD-3060']);
  });

  it('warns that the front USB-C port will not work on a board without the header', () => {
    expect(frontUsbC.check({ case: usbCCase, motherboard: noHeader })).toEqual([
      {
        rule: 'front-usb-c',
        severity: 'warning',
        parts: [
          { slot: 'motherboard', id: noHeader.id },
          { slot: 'case', id: usbCCase.id },
        ],
        message: { id: 'compat.front-usb-c', values: { case: usbCCase.name, board: noHeader.name } },
      },
    ]);
  });

  it('passes a board with the header, a case without the port, and unknown facts', () => {
    expect(frontUsbC.check({ case: usbCCase, motherboard: withHeader })).toEqual([]);
    expect(frontUsbC.check({ case: part('case-fractal-design-define-r5'), motherboard: noHeader })).toEqual([]);
    expect(frontUsbC.check({ case: usbCCase, motherboard: unknownHeaders(noHeader) })).toEqual([]);
    expect(frontUsbC.check({ case: { ...usbCCase, specs: { ...usbCCase.specs, frontUsbC: undefined } }, motherboard: noHeader })).toEqual([]);
  });

  it('suggests boards with the header, or cases without the port, as swaps', () => {
    const build = variant('RS-STRIKER-5060', {});
    const [issue] = frontUsbC.check(build);
    const boards = alternativesFor(build, issue!, { slot: 'motherboard', id: noHeader.id }, partsOf('motherboard'));
    // Same socket (AM4) and a known header: none of the shop's AM4 boards is known to have one.
    expect(boards.every((board) => board.specs.usbCHeaders !== 0)).toBe(true);
    const cases = alternativesFor(build, issue!, { slot: 'case', id: build.case!.id }, partsOf('case')).map((chassis) => chassis.id);
    expect(cases).toContain('case-fractal-design-define-r5');
    expect(cases).not.toContain('case-corsair-4000d-airflow-black');
  });
});
