import { describe, expect, it } from 'vitest';
import { decodeBuildLink, encodeBuildLink } from './shareLink';

describe('share links', () => {
  it('encodes ids in base 36, dots between, - and the amount above one', () => {
    expect(
      encodeBuildLink([
        { component: 12, amount: 1 },
        { component: 40, amount: 2 },
        { component: 1000, amount: 1 },
      ]),
    ).toBe('c.14-2.rs');
    expect(encodeBuildLink([])).toBe('');
  });

  it('survives URLSearchParams unescaped', () => {
    const value = encodeBuildLink([
      { component: 123456, amount: 3 },
      { component: 9, amount: 1 },
    ]);
    expect(new URLSearchParams({ build: value }).toString()).toBe(`build=${value}`);
  });

  it('decodes what it encodes', () => {
    const lines = [
      { component: 1042, amount: 1 },
      { component: 1107, amount: 2 },
      { component: 1300, amount: 8 },
    ];
    expect(decodeBuildLink(encodeBuildLink(lines))).toEqual(lines);
    expect(decodeBuildLink('C.14-2')).toEqual([
      { component: 12, amount: 1 },
      { component: 40, amount: 2 },
    ]);
  });

  it.each(['', null, 'c..14', 'c.14-0', 'c.14-12', 'c,14', '0', 'c.14-', '%20', Array.from({ length: 33 }, () => 'a').join('.')])(
    'refuses %j',
    (value) => {
      expect(decodeBuildLink(value)).toBeNull();
    },
  );
});
