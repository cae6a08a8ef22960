import { partCategories } from '@rigsmith/kit/domain';
import { describe, expect, it } from 'vitest';
import { buildFacts, caseColour, partPicture, type PicturedPart } from './facts';
import { partPictures, sideView } from './illustrate';

const chassis = (partId: string, specs: Record<string, unknown>): PicturedPart => ({ partId, category: 'case', specs, amount: 1 });
/** The first stop of the case body's gradient: the finish's lit side. */
const bodyLight = (svg: string) => /<linearGradient id="body"[^>]*><stop offset="0" stop-color="(#[0-9a-f]{6})"/.exec(svg)?.[1];

describe('caseColour', () => {
  it('reads the catalogue’s colour fact, not the part id', () => {
    expect(caseColour({ colour: 'white' })).toBe('white');
    // Named black, stated red: the fact wins.
    expect(buildFacts([chassis('case-example-black', { colour: 'red' })]).colour).toBe('red');
  });

  it('is unknown, not black, when the case states no colour or one the shop does not know', () => {
    expect(caseColour({})).toBeNull();
    expect(caseColour({ colour: 'tartan' })).toBeNull();
    expect(caseColour(undefined)).toBeNull();
    expect(buildFacts([chassis('case-example-white', {})]).colour).toBeNull();
  });
});

describe('the pictures read the colour', () => {
  const drawn = (specs: Record<string, unknown>) => bodyLight(sideView(buildFacts([chassis('case-example', specs)])));

  it('draws each finish in its own colours', () => {
    const black = drawn({ colour: 'black' });
    const white = drawn({ colour: 'white' });
    const red = drawn({ colour: 'red' });
    expect(black).toBe('#4a515c');
    expect(white).toBe('#ffffff');
    expect(new Set([black, white, red, drawn({ colour: 'blue' }), drawn({ colour: 'silver' })]).size).toBe(5);
    // A red case's body is mostly red.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(red!.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(g! + 60);
    expect(r).toBeGreaterThan(b! + 60);
  });

  it('draws a case of unknown colour in a neutral grey, neither black nor white', () => {
    const unknown = drawn({});
    expect(unknown).toMatch(/^#[0-9a-f]{6}$/);
    expect([drawn({ colour: 'black' }), drawn({ colour: 'white' })]).not.toContain(unknown);
  });
});

describe('part pictures', () => {
  it('has one per part category, the graphics card by length and the cooler by kind', () => {
    expect(partPictures).toHaveLength(partCategories.length + 3);
    for (const category of partCategories) expect(partPictures).toContain(partPicture(category, { lengthMm: 300, kind: 'liquid' }));
    expect(partPicture('gpu', { lengthMm: 180 })).toBe('gpu-short');
    expect(partPicture('cooler', { kind: 'air' })).toBe('cooler-tower');
    expect(partPicture('something-new', {})).toBe('accessory');
  });
});
