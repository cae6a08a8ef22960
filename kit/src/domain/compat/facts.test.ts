import { describe, expect, it } from 'vitest';
import type { Part } from '../catalogue/parts';
import { checkCompatibility, compatibilityFilter } from './engine';
import { isFullyCheckable, knownFact, UnknownFactError, unknowableFacts, unknownFacts } from './facts';
import { createIntl } from '../../i18n/createIntl';
import { kitMessages } from '../../i18n/messages';
import { localeTags } from '../storefronts';
import { curatedParts, part, variant } from './fixtures/curated';

// An RX 7900 XTX as the wholesale import gives it: length and board power known, the power inputs not.
const importedXtx: Part<'gpu'> = {
  id: 'ds-video-card-42',
  category: 'gpu',
  name: 'XFX Speedster MERC 310 Radeon RX 7900 XTX',
  brand: 'XFX',
  specs: {
    chipset: 'Radeon RX 7900 XTX',
    memoryGb: 24,
    lengthMm: 344,
    slotWidth: null,
    boardPowerW: 355,
    recommendedPsuW: 800,
    powerConnectors: null,
    outputs: null,
    g3dMark: 0,
  },
};

describe('unknown facts', () => {
  it('knownFact returns a known fact and throws a typed error naming an unknown one', () => {
    expect(knownFact(importedXtx, 'lengthMm')).toBe(344);
    expect(() => knownFact(importedXtx, 'powerConnectors')).toThrow(UnknownFactError);
    try {
      knownFact(importedXtx, 'slotWidth');
    } catch (error) {
      expect(error).toMatchObject({ partId: importedXtx.id, fact: 'slotWidth' });
    }
  });

  it('every curated part is fully checkable', () => {
    expect(curatedParts.filter((candidate) => !isFullyCheckable(candidate)).map((candidate) => candidate.id)).toEqual([]);
  });

  it('lists a part’s unknown facts; a liquid cooler’s missing height is not one', () => {
    expect(unknownFacts(importedXtx)).toEqual(['slotWidth', 'powerConnectors', 'outputs']);
    const liquid = part('cooler-nzxt-kraken-360');
    expect(liquid.specs.heightMm).toBeNull();
    expect(unknownFacts(liquid)).toEqual([]);
  });

  it('an imported RX 7900 XTX is not passed silently on the PSU’s cables', () => {
    const build = variant('RS-TITAN-7900XTX', { gpu: [importedXtx] });
    const issues = checkCompatibility(build);
    const note = issues.find((issue) => issue.rule === 'could-not-check');
    expect(note).toMatchObject({ severity: 'info' });
    expect(note!.parts).toContainEqual({ slot: 'gpu', id: importedXtx.id });
    // A card whose power inputs are unknown is unverified: never "compatible".
    expect(compatibilityFilter(build, 'gpu')(importedXtx)).toBe(false);
  });

  it('names the missing fact and its part in the note, one note per missing fact', () => {
    const build = variant('RS-TITAN-7900XTX', { gpu: [importedXtx] });
    const notes = checkCompatibility(build).filter((issue) => issue.rule === 'could-not-check');
    const inputs = notes.find((note) => note.message.values.fact === 'powerConnectors');
    expect(inputs).toMatchObject({ severity: 'info', message: { values: { part: importedXtx.name } } });
    expect(inputs!.parts[0]).toEqual({ slot: 'gpu', id: importedXtx.id });
    expect(new Set(notes.map((note) => note.message.values.fact)).size).toBe(notes.length);
    const english = createIntl({ locale: 'en-GB', messages: kitMessages['en-GB'] });
    expect(english.formatMessage({ id: inputs!.message.id }, inputs!.message.values)).toContain(
      `could not be run: we do not know the power inputs of the ${importedXtx.name}.`,
    );
  });

  it('a length of 0 is no longer how an unknown case clearance reads: the case is not passed', () => {
    const chassis = part('case-lian-li-o11-dynamic-evo-xl-black');
    const unknownCase: Part<'case'> = { ...chassis, id: 'ds-case-7', specs: { ...chassis.specs, maxGpuLengthMm: null } };
    const build = variant('RS-TITAN-7900XTX', { case: unknownCase });
    expect(checkCompatibility(build).find((issue) => issue.rule === 'could-not-check')?.parts).toContainEqual({ slot: 'case', id: unknownCase.id });
    expect(compatibilityFilter({ gpu: build.gpu }, 'case')(unknownCase)).toBe(false);
  });
});

describe('could-not-check wording', () => {
  const facts = [...new Set(Object.values(unknowableFacts).flat() as string[])];
  it.each([...localeTags])('%s names every fact a source may leave unknown in its own words', (locale) => {
    const intl = createIntl({
      locale,
      messages: kitMessages[locale],
      onError: (error) => {
        throw error;
      },
    });
    const say = (fact: string) => intl.formatMessage({ id: 'compat.could-not-check' }, { count: 1, fact, part: 'Acme X1' });
    const fallback = say('noSuchFact');
    for (const fact of facts) {
      const text = say(fact);
      expect(text, fact).not.toMatch(/[{}]/);
      expect(text, fact).toContain('Acme X1');
      expect(text, fact).not.toBe(fallback);
    }
    // No fact named (a malformed part): the general sentence, with no part to name.
    expect(intl.formatMessage({ id: 'compat.could-not-check' }, { count: 2, fact: 'unknown', part: '' })).not.toMatch(/[{}]/);
  });
});
