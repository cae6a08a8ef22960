import { describe, expect, it } from 'vitest';
import { kitMessages } from '@rigsmith/kit/messages';
import { budgetedRoutes } from '../../../scripts/route-bundles.mjs';
import { storefrontMessages } from './messages';
import { messageGroups, screenMessageGroups } from './messageGroups';

const underAny = (id: string, prefixes: readonly string[]) => prefixes.some((prefix) => id === prefix || id.startsWith(`${prefix}.`));

describe('the gaming PCs listing’s strings', () => {
  it('come in a group of its own, which its budget counts', () => {
    expect(screenMessageGroups['screens/GamingPcsScreen.tsx']).toBe('listing');
    expect(budgetedRoutes.find(({ screen }) => screen === 'screens/GamingPcsScreen.tsx')?.messages).toBe('listing');
  });

  // The rest (every string outside the shell) was 16.7 KB gz of the listing's first load, all of
  // it before its first picture painted (bench/README.md "page-speed").
  it('are a small part of what the rest of the shop shows', () => {
    const ids = Object.keys({ ...kitMessages['en-GB'], ...storefrontMessages['en-GB'] });
    const rest = ids.filter((id) => !underAny(id, messageGroups.shell));
    const listing = ids.filter((id) => underAny(id, messageGroups.listing));
    expect(listing.length).toBeGreaterThan(0);
    expect(listing.length).toBeLessThan(rest.length / 8);
    expect(listing.some((id) => id.startsWith('configurator.') || id.startsWith('checkout.'))).toBe(false);
  });
});
