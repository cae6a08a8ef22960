import { describe, expect, it } from 'vitest';
import { accountEndpoints } from './accountEndpoints';
import { authEndpoints } from './authEndpoints';
import { buildEndpoints } from './buildEndpoints';
import { cartEndpoints } from './cartEndpoints';
import { catalogueEndpoints } from './catalogueEndpoints';
import { cmsEndpoints } from './cmsEndpoints';
import { commerceEndpoints } from './commerceEndpoints';
import { endpoints } from './endpoints';
import { reviewEndpoints } from './reviewEndpoints';
import { supportEndpoints } from './supportEndpoints';

const areas = {
  catalogueEndpoints,
  accountEndpoints,
  authEndpoints,
  buildEndpoints,
  cartEndpoints,
  commerceEndpoints,
  cmsEndpoints,
  supportEndpoints,
  reviewEndpoints,
};

describe('endpoints', () => {
  // Brand sites call `endpoints.x`, the kit's hooks `area.x`: both must reach the same function.
  it('holds every area table’s call, the same function, and nothing else', () => {
    const fromAreas = Object.values(areas).flatMap((table) => Object.entries(table));
    expect(Object.fromEntries(fromAreas)).toEqual(endpoints);
    for (const [name, call] of fromAreas) expect(endpoints[name as keyof typeof endpoints]).toBe(call);
  });

  // A name in two tables would be spread over silently, and one area's hooks would call the other's endpoint.
  it('has no call name in two area tables', () => {
    const names = Object.values(areas).flatMap((table) => Object.keys(table));
    expect(names.length).toBe(new Set(names).size);
    expect(Object.keys(endpoints)).toHaveLength(names.length);
  });
});
