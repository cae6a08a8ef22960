import { describe, expect, it } from 'vitest';
import { configuratorReducer, initialConfiguratorState, type ConfiguratorAction, type ConfiguratorState } from './state';
import { offer, seededBuildLines } from './fixtures/offers';

const run = (actions: ConfiguratorAction[], from: ConfiguratorState = initialConfiguratorState) => actions.reduce(configuratorReducer, from);

const ryzen7600 = offer('cpu-amd-ryzen-5-7600');
const ryzen7800 = offer('cpu-amd-ryzen-7-7800x3d');
const am5Board = offer('motherboard-msi-pro-b650m-a-wifi');
const ssd = offer('storage-crucial-p3-plus-1tb');
const ssd2 = offer('storage-kingston-nv3-2tb');
const discount = { amount: 10000, currency: 'gbp' as const };

describe('configuratorReducer', () => {
  it('starts empty, on the first step, clean, with no dialog', () => {
    expect(initialConfiguratorState).toMatchObject({ chosen: {}, step: 'cpu', dirty: false, dialog: { kind: 'none' }, base: null, draft: null });
  });

  describe('choosing parts', () => {
    it('a one-part step keeps the last choice, and the build becomes dirty', () => {
      const state = run([
        { type: 'choose', part: ryzen7600 },
        { type: 'choose', part: ryzen7800 },
      ]);
      expect(state.chosen.cpu).toEqual([{ part: ryzen7800, amount: 1 }]);
      expect(state.dirty).toBe(true);
    });

    it('a multi-part step adds each part once; amounts change with set-amount, 0 removes', () => {
      let state = run([
        { type: 'choose', part: ssd },
        { type: 'choose', part: ssd2 },
        { type: 'choose', part: ssd },
      ]);
      expect(state.chosen.storage?.map((line) => [line.part.id, line.amount])).toEqual([
        [ssd.id, 1],
        [ssd2.id, 1],
      ]);
      state = run([{ type: 'set-amount', part: ssd, amount: 3 }], state);
      expect(state.chosen.storage?.[0]?.amount).toBe(3);
      state = run([{ type: 'set-amount', part: ssd, amount: 0 }], state);
      expect(state.chosen.storage?.map((line) => line.part.id)).toEqual([ssd2.id]);
    });

    it('caps amounts at 8 and ignores an unchanged choice', () => {
      const state = run([{ type: 'set-amount', part: ssd, amount: 99 }]);
      expect(state.chosen.storage?.[0]?.amount).toBe(8);
      expect(configuratorReducer(state, { type: 'set-amount', part: ssd, amount: 8 })).toBe(state);
    });

    it('remembers the order of changes, most recent first', () => {
      const state = run([
        { type: 'choose', part: ryzen7600 },
        { type: 'choose', part: am5Board },
        { type: 'choose', part: ryzen7800 },
      ]);
      expect(state.recentFirst).toEqual(['cpu', 'motherboard']);
    });

    it('swaps a part in place, or fills an empty slot', () => {
      let state = run([
        { type: 'set-amount', part: ssd, amount: 2 },
        { type: 'choose', part: ryzen7600 },
      ]);
      state = run([{ type: 'swap', part: ssd2, replacing: ssd.product_id }], state);
      expect(state.chosen.storage).toEqual([{ part: ssd2, amount: 2 }]);
      state = run([{ type: 'swap', part: am5Board, replacing: null }], state);
      expect(state.chosen.motherboard).toEqual([{ part: am5Board, amount: 1 }]);
      expect(state.recentFirst[0]).toBe('motherboard');
    });
  });

  describe('steps', () => {
    it('moves to the next and previous step, and stops at the ends', () => {
      expect(run([{ type: 'next-step' }, { type: 'next-step' }]).step).toBe('memory');
      expect(run([{ type: 'previous-step' }]).step).toBe('cpu');
      expect(run([{ type: 'go-to-step', step: 'os' }, { type: 'next-step' }]).step).toBe('os');
      expect(run([{ type: 'go-to-step', step: 'psu' }, { type: 'previous-step' }]).step).toBe('case');
    });
  });

  describe('reset (SPEC §4: cancel, reset, or save and reset)', () => {
    const built = run([
      { type: 'choose', part: ryzen7600 },
      { type: 'go-to-step', step: 'memory' },
    ]);

    it('asks first; cancel keeps everything', () => {
      const asking = run([{ type: 'request-reset' }], built);
      expect(asking.dialog).toEqual({ kind: 'reset' });
      const cancelled = run([{ type: 'close-dialog' }], asking);
      expect(cancelled).toEqual({ ...built, dialog: { kind: 'none' } });
    });

    it('reset empties the build, back to the first step, and says so', () => {
      const reset = run([{ type: 'request-reset' }, { type: 'reset' }], built);
      expect(reset).toEqual({ ...initialConfiguratorState, notice: { kind: 'reset' } });
    });

    it('save and reset opens the name dialog, then resets once saved', () => {
      const saving = run([{ type: 'request-reset' }, { type: 'request-save', then: 'reset' }], built);
      expect(saving.dialog).toEqual({ kind: 'save', then: 'reset' });
      expect(saving.chosen).toBe(built.chosen);
      const done = run([{ type: 'saved', draft: { id: 4, name: 'Quiet AM5' } }], saving);
      expect(done).toEqual({ ...initialConfiguratorState, notice: { kind: 'saved-and-reset', name: 'Quiet AM5' } });
    });

    it('a failed save leaves the dialog and the build as they were', () => {
      const saving = run([{ type: 'request-reset' }, { type: 'request-save', then: 'reset' }], built);
      expect(saving.chosen.cpu).toHaveLength(1);
      expect(saving.dialog.kind).toBe('save');
    });

    it('the notice goes with the next change', () => {
      const reset = run([{ type: 'reset' }, { type: 'choose', part: ssd }]);
      expect(reset.notice).toBeNull();
    });
  });

  describe('drafts (SPEC §4: saved under a name, renamed; success offers continue or go to drafts)', () => {
    it('does not open the save dialog for an empty build', () => {
      expect(run([{ type: 'request-save' }]).dialog).toEqual({ kind: 'none' });
    });

    it('saving records the draft, cleans the build and shows the success dialog; continue closes it', () => {
      const saved = run([{ type: 'choose', part: ryzen7600 }, { type: 'request-save' }, { type: 'saved', draft: { id: 9, name: 'My custom pc' } }]);
      expect(saved).toMatchObject({ draft: { id: 9, name: 'My custom pc' }, dirty: false, dialog: { kind: 'saved', name: 'My custom pc' } });
      expect(saved.chosen.cpu).toHaveLength(1);
      expect(run([{ type: 'close-dialog' }], saved).dialog).toEqual({ kind: 'none' });
    });

    it('a guest’s draft has no id until it moves to the account', () => {
      const saved = run([{ type: 'choose', part: ryzen7600 }, { type: 'request-save' }, { type: 'saved', draft: { id: null, name: 'Mine' } }]);
      expect(saved.draft).toEqual({ id: null, name: 'Mine' });
    });

    it('changing a saved draft makes it dirty again, keeping the draft', () => {
      const saved = run([
        { type: 'choose', part: ryzen7600 },
        { type: 'request-save' },
        { type: 'saved', draft: { id: 9, name: 'A' } },
        { type: 'close-dialog' },
      ]);
      const changed = run([{ type: 'choose', part: ryzen7800 }], saved);
      expect(changed).toMatchObject({ dirty: true, draft: { id: 9, name: 'A' } });
    });
  });

  describe('loading a build', () => {
    it('loads lines as a clean build, with its draft and step', () => {
      const lines = seededBuildLines('RS-STRIKER-5060');
      const state = run([{ type: 'load', lines, draft: { id: 3, name: 'Saved' }, step: 'gpu' }]);
      expect(state.chosen.cpu).toHaveLength(1);
      expect(state).toMatchObject({ dirty: false, step: 'gpu', draft: { id: 3, name: 'Saved' }, dialog: { kind: 'none' } });
    });

    it('loads a pre-built build that is not discounted straight away, keeping its reference', () => {
      const state = run([
        { type: 'load', lines: seededBuildLines('RS-STRIKER-5060'), base: { reference: 'RS-STRIKER-5060', name: 'Striker', discount: null } },
      ]);
      expect(state.base?.reference).toBe('RS-STRIKER-5060');
      expect(state.chosen.gpu).toHaveLength(1);
    });
  });

  describe('discounted pre-built build (SPEC §4: warns the discount is unavailable, proceed or cancel)', () => {
    const lines = seededBuildLines('RS-VANGUARD-5070TI');
    const base = { reference: 'RS-VANGUARD-5070TI', name: 'Vanguard', discount };

    it('warns before loading anything', () => {
      const before = run([{ type: 'choose', part: ssd }]);
      const warned = run([{ type: 'load', lines, base }], before);
      expect(warned.dialog).toEqual({ kind: 'discount-warning' });
      expect(warned.chosen).toBe(before.chosen);
      expect(warned.pending?.base).toEqual(base);
    });

    it('proceed loads the build with its reference', () => {
      const state = run([{ type: 'load', lines, base }, { type: 'confirm-discount' }]);
      expect(state.pending).toBeNull();
      expect(state.dialog).toEqual({ kind: 'none' });
      expect(state.base).toEqual(base);
      expect(state.chosen.gpu?.[0]?.part.id).toBe(lines.find((line) => line.part.category === 'gpu')!.part.id);
    });

    it('cancel (or closing the dialog) loads nothing', () => {
      for (const action of [{ type: 'cancel-discount' }, { type: 'close-dialog' }] as const) {
        const state = run([{ type: 'load', lines, base }, action]);
        expect(state).toEqual(initialConfiguratorState);
      }
    });

    it('proceed without a pending build changes nothing', () => {
      expect(run([{ type: 'confirm-discount' }])).toBe(initialConfiguratorState);
    });
  });
});
