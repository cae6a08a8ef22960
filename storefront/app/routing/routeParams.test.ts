import { describe, expect, it } from 'vitest';
import { routeParamsValid, SLUG_PARAM } from './routeParams';

describe('routeParamsValid (SPEC §8 route validation)', () => {
  it('accepts any parameters when the route has no rules', () => {
    expect(routeParamsValid(undefined, { slug: 'Anything at all!' })).toBe(true);
  });

  it.each(['vanguard', 'counter-strike-2', 'gta-v', 'a1'])('accepts the slug %s', (slug) => {
    expect(routeParamsValid({ slug: SLUG_PARAM }, { slug })).toBe(true);
  });

  it.each(['Vanguard', 'bad slug', 'double--hyphen', '-edge', 'edge-', 'x.y', '%3Cscript%3E', ''])('refuses the slug %j', (slug) => {
    expect(routeParamsValid({ slug: SLUG_PARAM }, { slug })).toBe(false);
  });

  it('refuses a missing parameter that has a rule', () => {
    expect(routeParamsValid({ slug: SLUG_PARAM }, {})).toBe(false);
  });
});
