import { describe, expect, it } from 'vitest';
import { compatibilityFilter } from '../engine';
import { part, seededBuilds, variant } from '../fixtures/curated';
import { pcieSlots } from './pcie-slots';

describe('pcie-slots', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(pcieSlots.check(build)).toEqual([]);
  });

  it('blocks a second graphics card on a Mini-ITX board with one x16 slot', () => {
    const card = part('gpu-gigabyte-rtx-5070-windforce-oc-sff');
    expect(pcieSlots.check(variant('RS-NOMAD-5070', { gpu: [card, card] }))).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'motherboard', id: 'motherboard-gigabyte-b650i-aorus-ultra' },
          { slot: 'gpu', id: card.id },
        ],
        message: { id: 'compat.pcie-slots', values: expect.objectContaining({ cards: 2, slots: 1 }) },
      }),
    ]);
  });

  it('offers no card to add on a full board, any card to replace the one there', () => {
    const build = variant('RS-NOMAD-5070', {});
    const card = part('gpu-msi-rtx-3060-ventus-2x-12g');
    expect(compatibilityFilter(build, 'gpu', 'add')(card)).toBe(false);
    expect(compatibilityFilter(build, 'gpu', 'replace')(card)).toBe(true);
  });
});
