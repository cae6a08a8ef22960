import { describe, expect, it } from 'vitest';
import {
  customiseHref,
  customiserHref,
  defaultPartListState,
  editDraftHref,
  guestBuildHref,
  openRequestFromSearch,
  partListStateFromSearch,
  searchOfPartListState,
  shareHref,
  withoutOpenRequest,
} from './customiserQuery';

describe('customiser query', () => {
  it('reads and writes the list state, defaults left out', () => {
    expect(partListStateFromSearch('')).toEqual(defaultPartListState);
    const state = { sort: 'price_asc' as const, compatibleOnly: false, inStockOnly: true, page: 3 };
    expect(searchOfPartListState(state)).toBe('sort=price_asc&compatible=0&in_stock=1&page=3');
    expect(partListStateFromSearch(`?${searchOfPartListState(state)}`)).toEqual(state);
    expect(customiserHref()).toBe('/custom-pc-builder/customiser');
    expect(customiserHref({ ...defaultPartListState, page: 2 })).toBe('/custom-pc-builder/customiser?page=2');
  });

  it('falls back per parameter on bad values', () => {
    expect(partListStateFromSearch('sort=cheapest&page=0&compatible=maybe&in_stock=yes')).toEqual(defaultPartListState);
    expect(partListStateFromSearch('page=-2')).toEqual(defaultPartListState);
  });

  it('reads what to open: a link, a pre-built build, a draft, or the stored build', () => {
    expect(openRequestFromSearch('build=c.14-2&from=RS-VANGUARD-5070')).toEqual({
      kind: 'link',
      components: [
        { component: 12, amount: 1 },
        { component: 40, amount: 2 },
      ],
      reference: 'RS-VANGUARD-5070',
    });
    expect(openRequestFromSearch('build=c..x')).toEqual({ kind: 'link', components: null, reference: null });
    expect(openRequestFromSearch('from=RS-TITAN-5090&page=2')).toEqual({ kind: 'pre-built', reference: 'RS-TITAN-5090' });
    expect(openRequestFromSearch('from=%3Cscript%3E')).toEqual({ kind: 'pre-built', reference: '' });
    expect(openRequestFromSearch('draft=42')).toEqual({ kind: 'draft', id: 42 });
    expect(openRequestFromSearch('draft=abc')).toEqual({ kind: 'draft', id: null });
    // A blocked build's link opens the draft on the step that fixes it; an unknown step is ignored.
    expect(openRequestFromSearch('draft=42&step=case')).toEqual({ kind: 'draft', id: 42, step: 'case' });
    expect(openRequestFromSearch('draft=42&step=keyboard')).toStrictEqual({ kind: 'draft', id: 42 });
    expect(openRequestFromSearch('sort=price_asc')).toEqual({ kind: 'stored' });
  });

  it('drops the open request once opened, keeping the list state', () => {
    expect(withoutOpenRequest('build=c&from=RS-A&sort=price_asc&draft=3')).toBe('sort=price_asc');
  });

  it('makes the share, customise and edit links', () => {
    expect(
      shareHref(
        [
          { component: 12, amount: 1 },
          { component: 40, amount: 2 },
        ],
        null,
      ),
    ).toBe('/custom-pc-builder/customiser?build=c.14-2');
    expect(shareHref([{ component: 12, amount: 1 }], 'RS-VANGUARD-5070')).toBe('/custom-pc-builder/customiser?build=c&from=RS-VANGUARD-5070');
    expect(openRequestFromSearch(shareHref([{ component: 1234, amount: 3 }], 'RS-A').split('?')[1]!)).toEqual({
      kind: 'link',
      components: [{ component: 1234, amount: 3 }],
      reference: 'RS-A',
    });
    expect(customiseHref('RS-VANGUARD-5070')).toBe('/custom-pc-builder/customiser?from=RS-VANGUARD-5070');
    expect(editDraftHref(7)).toBe('/custom-pc-builder/customiser?draft=7');
    expect(editDraftHref(7, 'psu')).toBe('/custom-pc-builder/customiser?draft=7&step=psu');
    expect(withoutOpenRequest('draft=7&step=psu&sort=price_asc')).toBe('sort=price_asc');
  });

  const publicId = '3b241101-e2bb-4255-8caf-4136c566a962';

  it('reads a guest build by its public id, on a step if asked', () => {
    expect(openRequestFromSearch(`guest-build=${publicId}&step=case`)).toEqual({ kind: 'guest-build', publicId, step: 'case' });
    expect(openRequestFromSearch(`guest-build=${publicId}&step=keyboard`)).toStrictEqual({ kind: 'guest-build', publicId });
    // Only a public id is asked of the server: not a product id (its owner's key), nor anything else.
    expect(openRequestFromSearch('guest-build=42')).toEqual({ kind: 'guest-build', publicId: null });
    expect(openRequestFromSearch('guest-build=%3Cscript%3E&step=case')).toEqual({ kind: 'guest-build', publicId: null, step: 'case' });
    expect(openRequestFromSearch(`guest-build=${publicId.toUpperCase()}`)).toEqual({ kind: 'guest-build', publicId: null });
    // A draft wins, as a base wins over a draft.
    expect(openRequestFromSearch(`draft=42&guest-build=${publicId}`)).toEqual({ kind: 'draft', id: 42 });
  });

  it('links a guest build to its step and drops the request once opened', () => {
    expect(guestBuildHref(publicId)).toBe(`/custom-pc-builder/customiser?guest-build=${publicId}`);
    expect(guestBuildHref(publicId, 'cooler')).toBe(`/custom-pc-builder/customiser?guest-build=${publicId}&step=cooler`);
    expect(openRequestFromSearch(guestBuildHref(publicId, 'cooler').split('?')[1]!)).toEqual({ kind: 'guest-build', publicId, step: 'cooler' });
    expect(withoutOpenRequest(`guest-build=${publicId}&step=case&sort=price_asc`)).toBe('sort=price_asc');
  });
});
