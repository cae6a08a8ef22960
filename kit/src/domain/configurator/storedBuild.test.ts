import { describe, expect, it } from 'vitest';
import { cleanComponents, isGuestDraft, parseStoredCustomiser, serialiseStoredCustomiser, type StoredCustomiser } from './storedBuild';

const stored: StoredCustomiser = {
  components: [
    { component: 12, amount: 1 },
    { component: 40, amount: 2 },
  ],
  reference: 'RS-VANGUARD-5070',
  draft: { id: null, name: 'Birthday build' },
  step: 'gpu',
  dirty: true,
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
    });
    expect(parseStoredCustomiser(raw)).toEqual({ components: [{ component: 12, amount: 3 }], reference: null, draft: null, step: 'cpu', dirty: false });
  });

  it('caps amounts when merging lines, and the number of lines (the server’s limits)', () => {
    expect(cleanComponents([{ component: 1, amount: 6 }, { component: 1, amount: 6 }])).toEqual([{ component: 1, amount: 8 }]);
    expect(cleanComponents(Array.from({ length: 50 }, (_, i) => ({ component: i + 1, amount: 1 })))).toHaveLength(32);
  });

  it('tells a guest’s draft waiting to move', () => {
    expect(isGuestDraft(stored)).toBe(true);
    expect(isGuestDraft({ ...stored, draft: { id: 4, name: 'x' } })).toBe(false);
    expect(isGuestDraft({ ...stored, draft: null })).toBe(false);
    expect(isGuestDraft({ ...stored, components: [] })).toBe(false);
    expect(isGuestDraft(null)).toBe(false);
  });
});
