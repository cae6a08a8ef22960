import { describe, expect, it } from 'vitest';
import { checkCompatibility } from '../compat/engine';
import { buildPartsOfChosen, noParts, withAmount } from './chosenParts';
import { offer } from './fixtures/offers';
import { swapTargetOf } from './swapTarget';

const am4Cpu = offer('cpu-amd-ryzen-7-5700x');
const intelBoard = offer('motherboard-asus-tuf-gaming-b760-plus-wifi');
const chosen = withAmount(withAmount(noParts, am4Cpu, 1), intelBoard, 1);
const issues = checkCompatibility(buildPartsOfChosen(chosen));
const socket = issues.find((issue) => issue.rule === 'socket-mismatch')!;

describe('swapTargetOf', () => {
  it('swaps the part changed most recently', () => {
    expect(swapTargetOf(socket, chosen, ['cpu', 'motherboard'])?.replacing?.part.id).toBe(am4Cpu.id);
    expect(swapTargetOf(socket, chosen, ['motherboard', 'cpu'])?.replacing?.part.id).toBe(intelBoard.id);
  });

  it('without a history, swaps the part of the later step', () => {
    expect(swapTargetOf(socket, chosen)).toEqual({
      slot: 'motherboard',
      replacing: { ref: { slot: 'motherboard', id: intelBoard.id }, part: intelBoard },
    });
  });

  it('fills the slot a rule asks for', () => {
    const gpuRequired = issues.find((issue) => issue.rule === 'gpu-required')!;
    expect(swapTargetOf(gpuRequired, chosen)).toEqual({ slot: 'gpu', replacing: null });
  });

  it('offers nothing for a note', () => {
    expect(swapTargetOf({ ...socket, severity: 'info' }, chosen)).toBeNull();
  });
});
