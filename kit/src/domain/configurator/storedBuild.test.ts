import { describe, expect, it } from 'vitest';
import {
  cleanComponents,
  hasGuestDraft,
  isEmptyStoredCustomiser,
  parseStoredCustomiser,
  serialiseStoredCustomiser,
  type StoredCustomiser,
} from './storedBuild';

const stored: StoredCustomiser = {
  components: [
    { component: 12, amount: 1 },
    { component: 40, amount: 2 },
  ],
  reference: 'RS-VANGUARD-5070',
  draft: { id: null, name: 'Birthday build' },
  step: 'gpu',
  dirty: true,
  guestDraft: { name: 'Birthday build', components: [{ component: 12, amount: 1 }], reference: null },
};

describe('stored customiser build', () => {
  it('round-trips', () => {
    expect(parseStoredCustomiser(serialiseStoredCustomiser(stored))).toEqual(stored);
  });

  it('carries its version and refuses another', () => {
    const raw = serialiseStoredCustomiser(stored);
    expect(JSON.parse(raw).v).toBe(1);
    expect(parseStoredCustomiser(raw.replace('"v":1', '"v":2'))).toBeNull();
  });

  it.each([null, '', 'not json', '[]', '{"components":[]}', 'null', '42'])('reads %j as nothing', (raw) => {
    expect(parseStoredCustomiser(raw)).toBeNull();
  });

  it('keeps what it can from a damaged value', () => {
    const raw = JSON.stringify({
      v: 1,
      components: [{ component: 12, amount: 1 }, { component: -3, amount: 1 }, { component: 7, amount: 99 }, 'x', { component: 12, amount: 2 }],
      reference: '<script>',
      draft: { id: 'seven', name: 'x' },
      step: 'sound-card',
      dirty: 'yes',
      guestDraft: { name: '', components: [{ component: 1, amount: 1 }] },
    });
    expect(parseStoredCustomiser(raw)).toEqual({
      components: [{ component: 12, amount: 3 }],
      reference: null,
      draft: null,
      step: 'cpu',
      dirty: false,
      guestDraft: null,
    });
  });

  it('caps amounts when merging lines, and the number of lines (the server’s limits)', () => {
    expect(
      cleanComponents([
        { component: 1, amount: 6 },
        { component: 1, amount: 6 },
      ]),
    ).toEqual([{ component: 1, amount: 8 }]);
    expect(cleanComponents(Array.from({ length: 50 }, (_, i) => ({ component: i + 1, amount: 1 })))).toHaveLength(32);
  });

  it('tells a guest’s draft waiting to move, and a value with nothing to keep', () => {
    expect(hasGuestDraft(stored)).toBe(true);
    expect(hasGuestDraft({ ...stored, guestDraft: null })).toBe(false);
    expect(hasGuestDraft(null)).toBe(false);
    expect(isEmptyStoredCustomiser({ ...stored, components: [], draft: null, guestDraft: null })).toBe(true);
    expect(isEmptyStoredCustomiser({ ...stored, components: [], draft: null })).toBe(false);
  });
});
